// POST /api/swipe (bearer, multipart swiped_id + action): like or pass; `is_match` says the like was mutual.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SwipeAction, SwipeResponse } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { matchesKeys } from '../../../lib/query-keys';

export type SwipeInput = { swipedId: string; action: SwipeAction };

export function swipe({ swipedId, action }: SwipeInput): Promise<SwipeResponse> {
  const form = new FormData();
  form.set('swiped_id', swipedId);
  form.set('action', action);
  return api.post<SwipeResponse>('/swipe', { form });
}

export function useSwipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: swipe,
    meta: { errorToast: 'discover:swipeError', quietStatuses: [409] },
    onSuccess: (result) => {
      // A new match belongs on the matches screen the next time it opens.
      if (result.is_match) void queryClient.invalidateQueries({ queryKey: matchesKeys.all });
    },
  });
}
