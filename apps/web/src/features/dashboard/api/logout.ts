// POST /api/auth/logout (204): revokes every session of the signed-in user on the server, so that a
// copied token stops working too. Signing out locally never waits on it succeeding.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function logout(): Promise<void> {
  return api.post<void>('/auth/logout');
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
