// POST /api/auth/email/resend: a new confirmation link to the account's address.
import { useMutation } from '@tanstack/react-query';
import type { AcceptedResponse } from '@affinia/contract';
import { api } from '../../../lib/api-client';

export function resendConfirmation(): Promise<AcceptedResponse> {
  return api.post<AcceptedResponse>('/auth/email/resend');
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation, meta: { errorToast: 'dashboard:emailBanner.resendError' } });
}
