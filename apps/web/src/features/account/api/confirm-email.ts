// POST /api/auth/email/confirm: opens a confirmation link (the account's address, or a new one).
import { useMutation } from '@tanstack/react-query';
import type { ConfirmEmailBody, EmailConfirmedResponse } from '@affinia/contract';
import { api } from '../../../lib/api-client';

export function confirmEmail(body: ConfirmEmailBody): Promise<EmailConfirmedResponse> {
  return api.post<EmailConfirmedResponse>('/auth/email/confirm', { json: body, authenticated: false });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
