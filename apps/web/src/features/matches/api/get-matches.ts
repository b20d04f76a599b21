// GET /api/matches (bearer): my matches, latest activity first, each with the other person, the reason
// and where the conversation stands. Asked again on every visit: it changes with every message.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, MatchItem } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { matchesKeys } from '../../../lib/query-keys';

export const matchesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: matchesKeys.list(language),
    queryFn: ({ signal }) => api.get<MatchItem[]>('/matches', { signal }),
    staleTime: 0,
    retry: 1,
  });

export function useMatches(language: Language) {
  return useQuery(matchesQueryOptions(language));
}
