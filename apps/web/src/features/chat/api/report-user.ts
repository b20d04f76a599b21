// POST /api/reports (bearer, JSON {user_id, reason, details?}) → 201: stored for the moderation team.
import type { ReportReason } from '@affinia/contract';
import { api } from '../../../lib/api-client';

export type ReportInput = { userId: string; reason: ReportReason; details: string };

export function reportUser({ userId, reason, details }: ReportInput): Promise<{ detail: string }> {
  const trimmed = details.trim();
  return api.post<{ detail: string }>('/reports', {
    json: { user_id: userId, reason, ...(trimmed ? { details: trimmed } : {}) },
  });
}
