// GET /api/admin/overview (admin session): activity per day for 30 days, free places left, pending
// moderation, provider health. Loaded by the lazily imported overview panel only.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { adminKeys } from './get-admin-stats';

export const adminOverviewKey = () => [...adminKeys.all, 'overview'] as const;

export function getAdminOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return api.get<AdminOverview>('/admin/overview', { signal });
}

export const adminOverviewQuery = () =>
  queryOptions({ queryKey: adminOverviewKey(), queryFn: ({ signal }) => getAdminOverview(signal), staleTime: 30_000 });

export function useAdminOverview() {
  return useQuery(adminOverviewQuery());
}
