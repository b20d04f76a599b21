// POST /api/auth/register (JSON) → a session, or `needs_payment` with a message once the free places are
// gone. When the visitor has paid on /payment, the paid checkout id goes along and is redeemed once.
import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, RegisterBody } from '@affinia/contract';
import { api } from '../../../lib/api-client';

export function register(body: RegisterBody): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/register', { json: body, authenticated: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
