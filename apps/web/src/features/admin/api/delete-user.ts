// DELETE /api/admin/users/{id} (admin session): removes the account and all its data, as the user's own
// deletion does. Afterwards every admin list and count is reloaded.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './get-admin-stats';

export function deleteUser(id: string): Promise<void> {
  return api.delete<void>(`/admin/users/${encodeURIComponent(id)}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: { id: string; name: string }) => deleteUser(user.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
