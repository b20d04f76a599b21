// GET /api/payments/credit/{sessionId} (unauthenticated): asked once the session is paid, before this
// browser keeps it as its credit. Whoever opens the success (restore) link gets the credit only while it
// is unused; a used or lapsed one answers 402 with the catalogue's reason, shown as is.
import { useQuery } from '@tanstack/react-query';
import { paymentCreditResponseSchema, type PaymentCreditResponse } from '@affinia/contract';
import { api } from '../../../lib/api-client';

export async function getPaymentCredit(sessionId: string, signal?: AbortSignal): Promise<PaymentCreditResponse> {
  const data = await api.get<unknown>(`/payments/credit/${encodeURIComponent(sessionId)}`, {
    authenticated: false,
    signal,
  });
  return paymentCreditResponseSchema.parse(data);
}

export function usePaymentCredit(sessionId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['payments', 'credit', sessionId],
    queryFn: ({ signal }) => getPaymentCredit(sessionId, signal),
    enabled,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
