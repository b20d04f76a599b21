// POST /api/reports (bearer, JSON {user_id, reason, details?}) → 201: stored for the moderation team.
// Reachable from wherever a member is seen (discover, matches, the chat): the FAQ promises it.
import { useMutation } from '@tanstack/react-query';
import type { ReportBody } from '@affinia/contract';
import { api } from './api-client';

export function reportMember({ details, ...body }: ReportBody): Promise<{ detail: string }> {
  const trimmed = details?.trim();
  return api.post<{ detail: string }>('/reports', { json: { ...body, ...(trimmed ? { details: trimmed } : {}) } });
}

export function useReportMember() {
  return useMutation({ mutationFn: reportMember, meta: { errorToast: 'common:report.error' } });
}
