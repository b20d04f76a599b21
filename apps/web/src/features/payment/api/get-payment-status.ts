// GET /api/payments/status/{sessionId} (unauthenticated), polled on the way back from the checkout
// page: every PAYMENT_POLL_INTERVAL_MS, at most PAYMENT_POLL_MAX_ATTEMPTS answers, stopping as soon as
// the session is paid or expired (spec section 4).
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_MAX_ATTEMPTS,
  paymentStatusResponseSchema,
  type PaymentStatusResponse,
} from '@affinia/contract';
import { api } from '../../../lib/api-client';

export async function getPaymentStatus(sessionId: string, signal?: AbortSignal): Promise<PaymentStatusResponse> {
  const data = await api.get<unknown>(`/payments/status/${encodeURIComponent(sessionId)}`, {
    authenticated: false,
    signal,
  });
  return paymentStatusResponseSchema.parse(data);
}

/** A paid or expired session will not change any more: polling stops there. */
export const isSettled = (status: PaymentStatusResponse | undefined): boolean =>
  status?.payment_status === 'paid' || status?.status === 'expired';

export const paymentStatusQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['payments', 'status', sessionId],
    queryFn: ({ signal }) => getPaymentStatus(sessionId, signal),
    // Each answer is one attempt of the spec's five: no silent retries, no cached answer reused.
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchIntervalInBackground: true,
    refetchInterval: (query) =>
      query.state.status === 'error' ||
      isSettled(query.state.data) ||
      query.state.dataUpdateCount >= PAYMENT_POLL_MAX_ATTEMPTS
        ? false
        : PAYMENT_POLL_INTERVAL_MS,
  });

export type PaymentVerification =
  | { phase: 'checking'; attempt: number }
  | { phase: 'paid' }
  | { phase: 'expired' }
  | { phase: 'timeout' }
  | { phase: 'error' };

/**
 * The verification state the payment page shows, derived from the polled status, and `recheck` to run
 * a fresh round of attempts (after a timeout, a payment may simply have been slow to confirm).
 */
export function usePaymentVerification(sessionId: string): {
  state: PaymentVerification;
  recheck: () => void;
} {
  const queryClient = useQueryClient();
  const options = paymentStatusQueryOptions(sessionId);
  const query = useQuery(options);
  const recheck = () => void queryClient.resetQueries({ queryKey: options.queryKey, exact: true });
  if (query.isError) return { state: { phase: 'error' }, recheck };
  if (query.data?.payment_status === 'paid') return { state: { phase: 'paid' }, recheck };
  if (query.data?.status === 'expired') return { state: { phase: 'expired' }, recheck };
  // The observer does not expose how many answers came, the query's own state does; reading
  // `dataUpdatedAt` here subscribes this component to every new answer.
  const answers = query.dataUpdatedAt ? (queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0) : 0;
  if (answers >= PAYMENT_POLL_MAX_ATTEMPTS) return { state: { phase: 'timeout' }, recheck };
  return { state: { phase: 'checking', attempt: answers + 1 }, recheck };
}
