// POST /api/auth/email/change: a link to the new address; the change applies once it is opened.
import { useMutation } from '@tanstack/react-query';
import type { AcceptedResponse, ChangeEmailBody } from '@affinia/contract';
import { api } from '../../../lib/api-client';

export function changeEmail(body: ChangeEmailBody): Promise<AcceptedResponse> {
  return api.post<AcceptedResponse>('/auth/email/change', { json: body });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
