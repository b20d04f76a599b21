// POST /api/auth/sign-in-link: always 202 with the same message, whether the address has an account.
import { useMutation } from '@tanstack/react-query';
import type { AcceptedResponse, SignInLinkBody } from '@affinia/contract';
import { api } from '../../../lib/api-client';

export function requestSignInLink(body: SignInLinkBody): Promise<AcceptedResponse> {
  return api.post<AcceptedResponse>('/auth/sign-in-link', { json: body, authenticated: false });
}

export function useRequestSignInLink() {
  return useMutation({ mutationFn: requestSignInLink });
}
