// POST /api/auth/password/forgot: always 202 with the same message, whether the address has an account.
import { useMutation } from '@tanstack/react-query';
import type { AcceptedResponse, ForgotPasswordBody } from '@affinia/contract';
import { api } from '../../../lib/api-client';

export function requestPasswordReset(body: ForgotPasswordBody): Promise<AcceptedResponse> {
  return api.post<AcceptedResponse>('/auth/password/forgot', { json: body, authenticated: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
