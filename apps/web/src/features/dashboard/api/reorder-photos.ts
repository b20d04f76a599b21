// PUT /api/profile/photos/order: all my photos in the order I chose; the first is my main photo. Shown
// at once (the gallery moves under the finger), put back as the server has it if the change is refused.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhotoOrder } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { patchPhotos, profileQueryKey } from '../../../lib/profile-query';

export function reorderPhotos(photos: string[]): Promise<PhotoOrder> {
  return api.put<PhotoOrder>('/profile/photos/order', { json: { photos } });
}

export function useReorderPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderPhotos,
    meta: { errorToast: 'dashboard:photos.reorderError' },
    onMutate: (photos) => patchPhotos(queryClient, photos),
    onSuccess: ({ photos }) => patchPhotos(queryClient, photos),
    // Refused (a photo deleted on another device meanwhile): the server's order is read again.
    onError: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
