// PUT /api/discover/alert (bearer): "Préviens-moi" on or off; the outlook in the cache follows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscoverAlert, DiscoverAlertBody, DiscoverOutlook } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { outlookQueryKey } from './get-outlook';

export function useSetAlert(errorToast: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DiscoverAlertBody) => api.put<DiscoverAlert>('/discover/alert', { json: body }),
    meta: { errorToast },
    onSuccess: ({ enabled }) =>
      queryClient.setQueryData<DiscoverOutlook>(outlookQueryKey, (old) => (old ? { ...old, alert: enabled } : old)),
  });
}
