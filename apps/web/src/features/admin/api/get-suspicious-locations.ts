// GET /api/admin/suspicious-locations (admin session): users whose declared location and IP disagree
// (medium and high), most suspicious first, with their e-mail.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuspiciousLocationUser } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { adminKeys } from './get-admin-stats';

export function getSuspiciousLocations(signal?: AbortSignal): Promise<SuspiciousLocationUser[]> {
  return api.get<SuspiciousLocationUser[]>('/admin/suspicious-locations', { signal });
}

export const suspiciousLocationsQuery = () =>
  queryOptions({
    queryKey: adminKeys.suspiciousLocations(),
    queryFn: ({ signal }) => getSuspiciousLocations(signal),
    staleTime: 0,
  });

export function useSuspiciousLocations(enabled: boolean) {
  return useQuery({ ...suspiciousLocationsQuery(), enabled });
}
