// Photo moderation (admin session): the photos nudity screening held (/api/admin/held-photos), a
// member's photos (/api/admin/users/{id}/photos), each image fetched with the admin's token (a held
// photo has no public address), approval of a held one, and removal of any with a statement of
// reasons its owner receives.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMemberPhoto, HeldPhoto, ModerationDecision, PhotoRemovalBody } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { adminKeys } from './get-admin-stats';

const base = (id: string) => `/admin/photos/${encodeURIComponent(id)}`;

export const heldPhotosQuery = () =>
  queryOptions({
    queryKey: adminKeys.heldPhotos(),
    queryFn: ({ signal }) => api.get<HeldPhoto[]>('/admin/held-photos', { signal }),
    staleTime: 0,
  });

export function useHeldPhotos(enabled: boolean) {
  return useQuery({ ...heldPhotosQuery(), enabled });
}

/** A member's photos, held ones included (a reported member's), fetched when the admin asks. */
export function useMemberPhotos(userId: string) {
  return useQuery({
    queryKey: adminKeys.memberPhotos(userId),
    queryFn: ({ signal }) =>
      api.get<AdminMemberPhoto[]>(`/admin/users/${encodeURIComponent(userId)}/photos`, { signal }),
    staleTime: 0,
  });
}

/** A data: URL, which needs no revoking (an object URL would outlive a card or die under StrictMode). */
export function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable image'));
    reader.readAsDataURL(blob);
  });
}

/** The image as a data: URL for an <img>; dropped from memory as soon as no card shows it. */
export function usePhotoImage(id: string) {
  return useQuery({
    queryKey: adminKeys.photoImage(id),
    queryFn: async ({ signal }) =>
      dataUrlOf(await api.get<Blob>(`${base(id)}/image`, { signal, responseType: 'blob' })),
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useApproveHeldPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<null>(`${base(id)}/approve`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.heldPhotos() }),
    meta: { errorToast: 'admin:heldPhotos.approveError' },
  });
}

export function useRemoveHeldPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PhotoRemovalBody }) =>
      api.post<ModerationDecision>(`${base(id)}/remove`, { json: body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.heldPhotos() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.memberPhotosAll() }),
      ]),
    meta: { errorToast: 'admin:heldPhotos.removeError' },
  });
}
