// GET /api/matches (bearer): the chat header needs the other member of this match; null when the match
// is not among mine (never existed, ended, or blocked), i.e. the chat does not exist for me.
import { useQuery } from '@tanstack/react-query';
import type { Language, MatchItem } from '@affinia/contract';
import { api } from '../../../lib/api-client';

export async function getChatPartner(matchId: string, signal?: AbortSignal): Promise<MatchItem | null> {
  const matches = await api.get<MatchItem[]>('/matches', { signal });
  return matches.find((item) => item.match.id === matchId) ?? null;
}

export function useChatPartner(matchId: string, language: Language) {
  return useQuery({
    queryKey: ['chat', matchId, 'partner', language] as const,
    queryFn: ({ signal }) => getChatPartner(matchId, signal),
    retry: 1,
  });
}
