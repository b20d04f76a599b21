// GET /api/matches/{matchId} (bearer): the chat header's other member of this match; null when the
// match is not mine (never existed, ended, or blocked: 404), i.e. the chat does not exist for me.
import { useQuery } from '@tanstack/react-query';
import type { Language, MatchItem } from '@affinia/contract';
import { ApiError, api } from '../../../lib/api-client';
import { chatKeys } from '../../../lib/query-keys';

export async function getChatPartner(matchId: string, signal?: AbortSignal): Promise<MatchItem | null> {
  try {
    return await api.get<MatchItem>(`/matches/${encodeURIComponent(matchId)}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useChatPartner(matchId: string, language: Language, enabled = true) {
  return useQuery({
    queryKey: chatKeys.partner(matchId, language),
    queryFn: ({ signal }) => getChatPartner(matchId, signal),
    retry: 1,
    enabled,
  });
}
