// POST /api/notifications/unsubscribe?token=…: the signed link of a notification mail, no session.
import { useMutation } from '@tanstack/react-query';
import type { UnsubscribeResponse } from '@affinia/contract';
import { api } from '../../../lib/api-client';

export function unsubscribe(token: string): Promise<UnsubscribeResponse> {
  return api.post<UnsubscribeResponse>(`/notifications/unsubscribe?token=${encodeURIComponent(token)}`, {
    authenticated: false,
  });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
