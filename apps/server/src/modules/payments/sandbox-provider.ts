// The built-in sandbox (default, offline): the app plays the payment processor with its own test
// checkout page (sandbox-page.ts). No money moves; the page says so. Test cards follow Stripe's.
import { randomBytes } from 'node:crypto';
import type { CheckoutRequest, CreatedCheckout, PaymentProvider, ProviderView } from './provider.js';

export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;

export type SandboxCardCheck =
  { outcome: 'paid' } | { outcome: 'declined' } | { outcome: 'invalid'; field: 'card_number' | 'expiry' | 'cvc' };

/** Decides what the sandbox does with the card typed on its page. */
export function checkSandboxCard(
  form: { card_number?: string; expiry?: string; cvc?: string },
  now = new Date(),
): SandboxCardCheck {
  const number = (form.card_number ?? '').replace(/[\s-]/g, '');
  if (number !== SANDBOX_CARDS.success && number !== SANDBOX_CARDS.declined) {
    return { outcome: 'invalid', field: 'card_number' };
  }
  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(form.expiry ?? '');
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  // A card is valid through the last day of its expiry month.
  if (!expiry || month < 1 || month > 12 || new Date(Date.UTC(year, month, 1)) <= now) {
    return { outcome: 'invalid', field: 'expiry' };
  }
  if (!/^\s*\d{3,4}\s*$/.test(form.cvc ?? '')) return { outcome: 'invalid', field: 'cvc' };
  return number === SANDBOX_CARDS.success ? { outcome: 'paid' } : { outcome: 'declined' };
}

export function createSandboxProvider(publicOrigin: string): PaymentProvider {
  return {
    name: 'sandbox',

    async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
      // Unguessable: the id is the only thing that lets a browser pay or redeem this session.
      const id = `sbx_${randomBytes(24).toString('base64url')}`;
      return {
        id,
        url: `${publicOrigin}/api/payments/sandbox/${id}?lang=${request.language}`,
        expiresAt: request.expiresAt,
      };
    },

    // The sandbox keeps no state of its own: our row is its record, and time does the expiring.
    async retrieve(row): Promise<ProviderView> {
      const lapsed = row.status === 'open' && row.paymentStatus === 'unpaid' && row.expiresAt.getTime() <= Date.now();
      return {
        status: lapsed ? 'expired' : row.status,
        paymentStatus: row.paymentStatus,
        amountCents: row.amountCents,
        currency: row.currency,
      };
    },
  };
}
