// GET /api/discover (bearer): the next page of compatible profiles, best first, each with its affinity
// score and match reason in the interface language (the api client sends Accept-Language; the
// language is part of the key so a switch fetches the texts again).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DiscoverItem, Language } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { recoverOnReconnect } from '../../../lib/query-recovery';

export const discoverQueryKey = (language: Language) => ['discover', language] as const;

export const discoverQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: discoverQueryKey(language),
    queryFn: ({ signal }) => api.get<DiscoverItem[]>('/discover', { signal }),
    // The deck is worked through card by card: it must not reshuffle under the user's finger…
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // …unless it failed: back online, a deck that could not load is fetched again by itself…
    refetchOnReconnect: recoverOnReconnect(false),
    // …and coming back to the screen starts from what is new (swiped profiles are gone server-side).
    refetchOnMount: 'always',
    retry: 1,
  });

export function useDiscover(language: Language) {
  return useQuery(discoverQueryOptions(language));
}
