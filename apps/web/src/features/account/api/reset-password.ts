// POST /api/auth/password/reset: the mailed link's token and the new password; answers a new session.
import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody, SessionRenewedResponse } from '@affinia/contract';
import { api } from '../../../lib/api-client';

export function resetPassword(body: ResetPasswordBody): Promise<SessionRenewedResponse> {
  return api.post<SessionRenewedResponse>('/auth/password/reset', { json: body, authenticated: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
