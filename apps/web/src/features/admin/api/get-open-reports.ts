// GET /api/admin/reports (admin session): open reports, oldest first, with who reported whom.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReport } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { adminKeys } from './get-admin-stats';

export function getOpenReports(signal?: AbortSignal): Promise<AdminReport[]> {
  return api.get<AdminReport[]>('/admin/reports?status=open', { signal });
}

export const openReportsQuery = () =>
  queryOptions({ queryKey: adminKeys.openReports(), queryFn: ({ signal }) => getOpenReports(signal), staleTime: 0 });

export function useOpenReports(enabled: boolean) {
  return useQuery({ ...openReportsQuery(), enabled });
}
