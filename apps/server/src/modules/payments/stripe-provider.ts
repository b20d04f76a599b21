// Stripe Checkout (hosted payment page) when STRIPE_SECRET_KEY is set. Card only, so a completed
// checkout is paid at once (no delayed bank debits to wait for). Webhook signatures are checked here.
import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { StripeConfig } from '../../config.js';
import {
  PaymentProviderError,
  type CheckoutRequest,
  type CreatedCheckout,
  type PaymentProvider,
  type ProviderView,
} from './provider.js';

/** Stripe refuses an `expires_at` less than 30 minutes or more than 24 hours after creation. */
const STRIPE_MIN_EXPIRY_MS = 31 * 60_000;
const STRIPE_MAX_EXPIRY_MS = 24 * 3600_000 - 60_000;

export type StripeCheckoutEvent = {
  type: string;
  session: { id: string } & ProviderView;
};

export type StripeProvider = PaymentProvider & {
  /**
   * Verifies the `Stripe-Signature` header against the raw body (signature and timestamp tolerance)
   * and returns the Checkout Session carried by the event, or null for events we do not use.
   * Throws `Stripe.errors.StripeSignatureVerificationError` when the signature is wrong.
   */
  parseWebhook(rawBody: Buffer, signature: string, secret: string): Promise<StripeCheckoutEvent | null>;
};

/** Checkout events whose session may have changed state. */
const CHECKOUT_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

function viewOf(session: Stripe.Checkout.Session): ProviderView {
  const status: ProviderView['status'] =
    session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open';
  return {
    status,
    // `no_payment_required` never applies to a 10 USD checkout; it is not a payment, so not a credit.
    paymentStatus: session.payment_status === 'paid' ? 'paid' : 'unpaid',
    amountCents: session.amount_total,
    currency: session.currency,
    // Checkout asks every payer for an address; it only ever becomes the receipt's recipient.
    email: session.customer_details?.email ?? session.customer_email ?? null,
  };
}

export function createStripeProvider(config: StripeConfig, log: FastifyBaseLogger): StripeProvider {
  // The SDK loads when Stripe is configured, after start-up: a server on the sandbox never loads it.
  const client: Promise<Stripe> = import('stripe').then(
    ({ default: StripeClient }) =>
      new StripeClient(config.secretKey, {
        host: config.apiHost,
        port: config.apiPort,
        protocol: config.apiProtocol,
        maxNetworkRetries: 2,
        timeout: 15_000,
        telemetry: false,
        appInfo: { name: 'Affinia' },
      }),
  );

  const failure = (what: string, err: unknown) => {
    // The SDK's errors carry no secret; the detail sent to the browser stays generic.
    log.error({ err }, `stripe: ${what} failed`);
    return new PaymentProviderError(what);
  };

  return {
    name: 'stripe',

    async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
      const now = Date.now();
      const expiresAtMs = Math.min(
        Math.max(request.expiresAt.getTime(), now + STRIPE_MIN_EXPIRY_MS),
        now + STRIPE_MAX_EXPIRY_MS,
      );
      let session: Stripe.Checkout.Session;
      try {
        const stripe = await client;
        session = await stripe.checkout.sessions.create({
          mode: 'payment',
          allowed_payment_method_types: ['card'],
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: request.amountCents,
                product_data: { name: 'Affinia Premium', description: 'Inscription Premium — paiement unique' },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(expiresAtMs / 1000),
          metadata: { purpose: 'premium_signup' },
          locale: request.language,
        });
      } catch (err) {
        throw failure('checkout creation', err);
      }
      if (!session.url) throw failure('checkout creation', new Error('Stripe returned no checkout url'));
      return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },

    async retrieve(row): Promise<ProviderView> {
      try {
        return viewOf(await (await client).checkout.sessions.retrieve(row.id));
      } catch (err) {
        throw failure('checkout retrieval', err);
      }
    },

    async parseWebhook(rawBody, signature, secret) {
      const event = (await client).webhooks.constructEvent(rawBody, signature, secret);
      if (!CHECKOUT_EVENTS.has(event.type)) return null;
      const session = event.data.object as Stripe.Checkout.Session;
      return { type: event.type, session: { id: session.id, ...viewOf(session) } };
    },
  };
}
