// GET /api/discover/outlook (bearer): asked when the deck runs out, to say how many people match the
// member's criteria and what one step wider would add (bands, never exact small numbers; decision 043).
import { useQuery } from '@tanstack/react-query';
import type { DiscoverOutlook } from '@affinia/contract';
import { api } from '../../../lib/api-client';

export const outlookQueryKey = ['discover', 'outlook'] as const;

export function useOutlook(enabled: boolean) {
  return useQuery({
    queryKey: outlookQueryKey,
    queryFn: ({ signal }) => api.get<DiscoverOutlook>('/discover/outlook', { signal }),
    enabled,
    refetchOnMount: 'always',
    retry: 1,
  });
}
