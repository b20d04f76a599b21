// A checkout paid on the sandbox page, as a visitor does before signing up: the session is then a credit
// that registration redeems, and the receipt goes to `payerEmail` when one is given.
import { expect } from 'vitest';
import { apiClient } from './test-server.js';

export async function paidSandboxCheckout(
  baseUrl: string,
  payerEmail?: string,
): Promise<{ sessionId: string; checkoutUrl: string; returnUrl: string }> {
  const form = new FormData();
  form.set('origin_url', baseUrl);
  const checkout = await apiClient(baseUrl).post('/api/payments/checkout', { form });
  expect(checkout.status).toBe(200);
  const checkoutUrl: string = checkout.data.url;
  const sessionId = new URL(checkoutUrl).pathname.split('/').pop()!;
  const card = { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
  const pay = await fetch(`${baseUrl}/api/payments/sandbox/${sessionId}/pay?lang=fr`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(payerEmail ? { ...card, email: payerEmail } : card).toString(),
    redirect: 'manual',
  });
  expect(pay.status).toBe(303);
  return { sessionId, checkoutUrl, returnUrl: pay.headers.get('location')! };
}
