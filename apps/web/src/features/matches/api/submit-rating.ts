// POST /api/ratings/submit (bearer, JSON): an anonymous rating of a match on the five criteria.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RatingSubmit } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { canRateKeys, matchesKeys } from '../../../lib/query-keys';

export function useSubmitRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RatingSubmit) => api.post<{ message: string }>('/ratings/submit', { json: body }),
    // Spec: after a rating, the matches and the can-rate checks reload.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: matchesKeys.all }),
        queryClient.invalidateQueries({ queryKey: canRateKeys.all }),
      ]),
  });
}
