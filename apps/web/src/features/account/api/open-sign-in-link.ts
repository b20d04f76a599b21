// POST /api/auth/sign-in-link/open: the mailed link's token; answers a session, once.
import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, SignInWithLinkBody } from '@affinia/contract';
import { api } from '../../../lib/api-client';

export function openSignInLink(body: SignInWithLinkBody): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/sign-in-link/open', { json: body, authenticated: false });
}

export function useOpenSignInLink() {
  return useMutation({ mutationFn: openSignInLink });
}
