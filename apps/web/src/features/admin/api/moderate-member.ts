// POST /api/admin/users/{id}/moderation (admin session): warn, suspend or ban a member with a ground
// and a statement of reasons; with `report_id` the report it answers is marked handled.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationDecision, ModerationDecisionBody } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { adminKeys } from './get-admin-stats';

export function moderateMember(userId: string, body: ModerationDecisionBody): Promise<ModerationDecision> {
  return api.post<ModerationDecision>(`/admin/users/${encodeURIComponent(userId)}/moderation`, { json: body });
}

export function useModerateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: ModerationDecisionBody }) => moderateMember(userId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    meta: { errorToast: 'admin:moderate.error' },
  });
}
