// POST /api/admin/reports/{id}/resolve | dismiss (admin session).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReport } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { adminKeys } from './get-admin-stats';

export type ReportDecision = 'resolve' | 'dismiss';

export function closeReport(id: string, decision: ReportDecision): Promise<AdminReport> {
  return api.post<AdminReport>(`/admin/reports/${encodeURIComponent(id)}/${decision}`);
}

export function useCloseReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ReportDecision }) => closeReport(id, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.openReports() }),
  });
}
