// GET /api/admin/scam-signals (admin session): phone numbers, links, wallets, money requests and other
// apps found in senders' first messages, riskiest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminScamSignal } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { adminKeys } from './get-admin-stats';

export function getScamSignals(signal?: AbortSignal): Promise<AdminScamSignal[]> {
  return api.get<AdminScamSignal[]>('/admin/scam-signals', { signal });
}

export const scamSignalsQuery = () =>
  queryOptions({ queryKey: adminKeys.scamSignals(), queryFn: ({ signal }) => getScamSignals(signal), staleTime: 0 });

export function useScamSignals(enabled: boolean) {
  return useQuery({ ...scamSignalsQuery(), enabled });
}
