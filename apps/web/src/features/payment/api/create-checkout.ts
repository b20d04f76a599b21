// POST /api/payments/checkout (multipart `origin_url`, unauthenticated as the spec says): the server
// checks the origin is the app's own and answers the URL of the checkout page to send the browser to.
import { useMutation } from '@tanstack/react-query';
import { checkoutResponseSchema, type CheckoutResponse } from '@affinia/contract';
import { api } from '../../../lib/api-client';

export async function createCheckout(originUrl: string): Promise<CheckoutResponse> {
  const form = new FormData();
  form.set('origin_url', originUrl);
  const data = await api.post<unknown>('/payments/checkout', { form, authenticated: false });
  return checkoutResponseSchema.parse(data);
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: () => createCheckout(window.location.origin) });
}
