// Live sequences the automatic verification could not decide (decision 038): the queue, the member's
// profile photos to compare with, each frame fetched with the admin's token, and the decision — grant the
// badge or refuse — after which the frames are deleted (/api/admin/verification-reviews).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VerificationReview } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { adminKeys } from './get-admin-stats';
import { dataUrlOf } from './held-photos';

const base = (id: string) => `/admin/verification-reviews/${encodeURIComponent(id)}`;

export function useVerificationReviews(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.verificationReviews(),
    queryFn: ({ signal }) => api.get<VerificationReview[]>('/admin/verification-reviews', { signal }),
    staleTime: 0,
    enabled,
  });
}

export function useVerificationReviewPhotos(id: string) {
  return useQuery({
    queryKey: adminKeys.verificationReviewPhotos(id),
    queryFn: ({ signal }) => api.get<{ photo_ids: string[] }>(`${base(id)}/photos`, { signal }),
    staleTime: 0,
  });
}

/** One frame as a data: URL for an <img>, dropped from memory once no card shows it. */
export function useVerificationFrame(id: string, index: number) {
  return useQuery({
    queryKey: adminKeys.verificationReviewFrame(id, index),
    queryFn: async ({ signal }) =>
      dataUrlOf(await api.get<Blob>(`${base(id)}/frames/${index}`, { signal, responseType: 'blob' })),
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useDecideVerificationReview() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: 'admin:verificationReviews.decideError' },
    mutationFn: ({ id, grant }: { id: string; grant: boolean }) =>
      api.post<null>(`${base(id)}/${grant ? 'grant' : 'refuse'}`),
    onSuccess: (_, { id }) =>
      queryClient.setQueryData<VerificationReview[]>(adminKeys.verificationReviews(), (reviews) =>
        reviews?.filter((review) => review.id !== id),
      ),
  });
}
