// GET /api/ratings/can-rate/{userId} (bearer): whether 'Noter ce profil' is offered. Spec: on error
// the answer is false.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { canRateResponseSchema } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { canRateKeys } from '../../../lib/query-keys';

type CanRate = z.infer<typeof canRateResponseSchema>;

export const canRateQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: canRateKeys.of(userId),
    queryFn: async ({ signal }) => {
      try {
        return (await api.get<CanRate>(`/ratings/can-rate/${encodeURIComponent(userId)}`, { signal })).can_rate;
      } catch {
        return false;
      }
    },
  });

export function useCanRate(userId: string) {
  return useQuery(canRateQueryOptions(userId));
}
