// DELETE /api/profile/photos/{photo}: removes one of my photos; the reply is the remaining list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { patchPhotos } from '../../../lib/profile-query';

export function deletePhoto(photoId: string): Promise<Pick<Me, 'photos'>> {
  return api.delete<Pick<Me, 'photos'>>(`/profile/photos/${encodeURIComponent(photoId)}`);
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    meta: { errorToast: 'dashboard:photos.deleteError' },
    onSuccess: ({ photos }) => patchPhotos(queryClient, photos),
  });
}
