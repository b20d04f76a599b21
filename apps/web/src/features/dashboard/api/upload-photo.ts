// POST /api/profile/photos (multipart `file`): adds a photo; the reply carries the new photo list and
// whether nudity screening held the new one for review (issue 18).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhotoUploadResponse } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { patchPhotos } from '../../../lib/profile-query';

export function uploadPhoto(file: File): Promise<PhotoUploadResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<PhotoUploadResponse>('/profile/photos', { form });
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    meta: { errorToast: 'dashboard:photos.uploadError' },
    onSuccess: ({ id, photos, screening }) => patchPhotos(queryClient, photos, screening === 'held' ? id : undefined),
  });
}
