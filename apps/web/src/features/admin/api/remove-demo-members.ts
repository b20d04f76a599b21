// POST /api/admin/demo/reset (admin session): removes every demo member with their photos, matches and
// messages. Afterwards every admin list and count is reloaded.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DemoResetResponse } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { adminKeys } from './get-admin-stats';

export function removeDemoMembers(): Promise<DemoResetResponse> {
  return api.post<DemoResetResponse>('/admin/demo/reset');
}

export function useRemoveDemoMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDemoMembers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
