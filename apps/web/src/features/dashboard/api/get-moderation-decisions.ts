// GET /api/moderation/decisions (bearer): what the moderation team decided about me, with the
// statement of reasons I was mailed (a warning; a suspension or ban ends the session instead).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModerationDecision } from '@affinia/contract';
import { api } from '../../../lib/api-client';

export function getModerationDecisions(signal?: AbortSignal): Promise<ModerationDecision[]> {
  return api.get<ModerationDecision[]>('/moderation/decisions', { signal });
}

export const moderationDecisionsQuery = () =>
  queryOptions({ queryKey: ['moderation', 'decisions'], queryFn: ({ signal }) => getModerationDecisions(signal) });

export function useModerationDecisions() {
  return useQuery(moderationDecisionsQuery());
}
