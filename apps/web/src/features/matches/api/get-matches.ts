// GET /api/matches (bearer): my matches, newest first, each with the other person and the reason.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, MatchItem } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { matchesKeys } from '../../../lib/query-keys';

export const matchesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: matchesKeys.list(language),
    queryFn: ({ signal }) => api.get<MatchItem[]>('/matches', { signal }),
    retry: 1,
  });

export function useMatches(language: Language) {
  return useQuery(matchesQueryOptions(language));
}
