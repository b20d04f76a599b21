// POST /api/auth/login (JSON {email, password}) → {token, user, needs_payment, message}.
// Sent without the stored token: a stale one must not turn a wrong password into a "session expired".
import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginBody } from '@affinia/contract';
import { api } from '../../../lib/api-client';

export function login(body: LoginBody): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/login', { json: body, authenticated: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
