// GET /api/chat/{matchId}/starters (bearer) → {suggestions}: AI openers for this pair, in my language.
// Optional: any failure (a 404 while the AI module is not wired, an outage) simply means no suggestions.
import { useQuery } from '@tanstack/react-query';
import type { Language, StartersResponse } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { chatKeys } from '../../../lib/query-keys';

export async function getStarters(matchId: string, signal?: AbortSignal): Promise<string[]> {
  try {
    const reply = await api.get<StartersResponse>(`/chat/${encodeURIComponent(matchId)}/starters`, { signal });
    return Array.isArray(reply?.suggestions) ? reply.suggestions.filter((s) => typeof s === 'string' && s.trim()) : [];
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export function useStarters(matchId: string, language: Language, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.starters(matchId, language),
    queryFn: ({ signal }) => getStarters(matchId, signal),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
