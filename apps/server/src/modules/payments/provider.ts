// The one interface every payment provider implements: the built-in sandbox (default, offline) and
// Stripe Checkout (when STRIPE_SECRET_KEY is set). The payments service owns our `payment_sessions`
// record; a provider only creates checkouts and reports what it knows about one.
import type { CheckoutStatus, Language, PaymentStatus } from '@affinia/contract';
import type { PaymentSessionRow } from '../../db/schema.js';

export type ProviderName = PaymentSessionRow['provider'];

export type CheckoutRequest = {
  /** In the smallest currency unit (cents). */
  amountCents: number;
  /** ISO 4217, lower case as Stripe writes it. */
  currency: string;
  /** May contain `{CHECKOUT_SESSION_ID}`, replaced by the provider with the session id (Stripe's convention). */
  successUrl: string;
  cancelUrl: string;
  /** When an unpaid checkout stops being payable. */
  expiresAt: Date;
  /** The interface language of the person paying, so the checkout page speaks it too. */
  language: Language;
};

export type CreatedCheckout = {
  id: string;
  /** Where the browser goes to pay. */
  url: string;
  /** The expiry the provider actually applied (Stripe has its own bounds). */
  expiresAt: Date;
};

/** What the provider says about a checkout; amounts let the service refuse a session that is not ours to fulfil. */
export type ProviderView = {
  status: CheckoutStatus;
  paymentStatus: PaymentStatus;
  amountCents: number | null;
  currency: string | null;
  /** The address the payer gave at checkout for a receipt, when they gave one. */
  email?: string | null;
};

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /** The provider's current view of one of our sessions. */
  retrieve(session: PaymentSessionRow): Promise<ProviderView>;
}

/** A provider could not be reached or refused the request: the caller answers 502, never a stack trace. */
export class PaymentProviderError extends Error {}
