// GET /api/profile/me (bearer): the signed-in user's profile, shared by every screen that shows or
// changes it (dashboard, questionnaire): one cache key, so a save made on one is what the other shows
// next without another request. The spec keeps a copy in local storage under `user`, refreshed on
// every successful read and after every change.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Me } from '@affinia/contract';
import { api } from './api-client';
import { storeUser } from './session';

/** The key every screen uses for the signed-in profile, so that a change made anywhere shows everywhere. */
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

/** Applies a partial change (the photo list after an upload or a delete) to the cached profile. */
export function patchProfile(queryClient: QueryClient, change: Partial<Me>): void {
  const current = queryClient.getQueryData<Me>(profileQueryKey);
  if (current) rememberProfile(queryClient, { ...current, ...change });
}

/**
 * The photo list the server answered after an upload or a delete; the held ones stay those still in it,
 * plus the new photo when screening held it for review.
 */
export function patchPhotos(queryClient: QueryClient, photos: string[], newlyHeld?: string): void {
  const held = queryClient.getQueryData<Me>(profileQueryKey)?.held_photos ?? [];
  const stillHeld = held.filter((id) => photos.includes(id));
  patchProfile(queryClient, { photos, held_photos: newlyHeld ? [...stillHeld, newlyHeld] : stillHeld });
}
