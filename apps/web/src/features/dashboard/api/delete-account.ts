// DELETE /api/profile/me (204): deletes the account and every piece of personal data attached to it.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function deleteAccount(): Promise<void> {
  return api.delete<void>('/profile/me');
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount, meta: { errorToast: 'dashboard:deleteAccount.error' } });
}
