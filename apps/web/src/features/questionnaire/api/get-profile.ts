// GET /api/profile/me (bearer): the saved answers that prefill the questionnaire when the user comes back.
// The cache key is the one every screen uses for the signed-in profile, so a save made here is what the
// dashboard shows next without another request. The spec keeps a copy in local storage under `user`.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Me } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { storeUser } from '../../../lib/session';

export const profileQueryKey = ['profile', 'me'] as const;

export async function getProfile(signal?: AbortSignal): Promise<Me> {
  const profile = await api.get<Me>('/profile/me', { signal });
  storeUser(profile);
  return profile;
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}

/** Keeps the cache and the stored `user` in step with a profile the server just returned. */
export function rememberProfile(queryClient: QueryClient, profile: Me): void {
  storeUser(profile);
  queryClient.setQueryData(profileQueryKey, profile);
}
