// Payments after the free places: checkout creation (origin checked), status, Stripe webhooks, the
// sandbox's own pay step, and the one-time credit that registration redeems (decision 003).
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  MSG,
  PAYMENT_CREDIT_VALIDITY_DAYS,
  PREMIUM_PRICE_USD,
  type CheckoutResponse,
  type Language,
  type PaymentOffer,
  type PaymentStatusResponse,
} from '@affinia/contract';
import type { Config } from '../../config.js';
import type { Database, Db } from '../../db/client.js';
import type { PaymentSessionRow } from '../../db/schema.js';
import { apiError, HttpError, notFound, tooManyRequests } from '../../http/errors.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { clientKey } from '../../lib/client-address.js';
import type { MailService } from '../mail/service.js';
import { freePlacesUsed } from '../users/repository.js';
import { PaymentProviderError, type PaymentProvider, type ProviderView } from './provider.js';
import * as repo from './repository.js';
import { checkSandboxCard, createSandboxProvider, type SandboxCardCheck } from './sandbox-provider.js';
import { createStripeProvider, type StripeProvider } from './stripe-provider.js';

const PRICE_CENTS = PREMIUM_PRICE_USD * 100;
const CURRENCY = 'usd';
const DAY_MS = 24 * 3600_000;
/** Unpaid checkouts are kept this long after they expire (support questions), then deleted. */
const ABANDONED_SESSION_RETENTION_MS = 30 * DAY_MS;

type Deps = {
  config: Config;
  database: Database;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  mail: Pick<MailService, 'queueReceipt' | 'attachReceiptsTo' | 'kick'>;
};

/**
 * The reference printed on a receipt. Not the session id: that id is the credit itself (decision 027),
 * and a receipt's reference is something people read out to support or forward to an accountant.
 * Support finds the session by recomputing this from the ids (docs/operations.md).
 */
export const paymentReference = (sessionId: string): string =>
  `AFF-${createHash('sha256').update(sessionId).digest('hex').slice(0, 12).toUpperCase()}`;

/** An address a receipt can go to: one @, no spaces, no more than SMTP allows. */
export const isReceiptAddress = (value: string): boolean =>
  value.length <= 254 && /^[^\s@<>(),;:"\\]+@[^\s@<>(),;:"\\]+\.[^\s@<>(),;:"\\]+$/.test(value);

/** What registration needs from payments: check a credit early, then spend it inside its transaction. */
export type PaymentCredits = {
  /** Brings the session up to date with the provider and throws 402 when it cannot pay for an account. */
  assertRedeemable(sessionId: string): Promise<void>;
  /** Marks the session spent by `userId`, exactly once; throws 402 (rolling the transaction back) otherwise. */
  redeem(tx: Db, sessionId: string, userId: string): Promise<void>;
};

export type SandboxPayResult =
  | { outcome: 'paid'; redirectTo: string }
  | { outcome: 'declined' }
  | { outcome: 'invalid'; field: Extract<SandboxCardCheck, { outcome: 'invalid' }>['field'] | 'email' }
  | { outcome: 'expired' };

const paymentRequired = (detail: string) => new HttpError(402, detail);

export function createPaymentService({ config, database, limiter, log, mail }: Deps) {
  const { db } = database;
  const stripeConfig = config.payments.stripe;
  const stripe: StripeProvider | null = stripeConfig ? createStripeProvider(stripeConfig, log) : null;
  const provider: PaymentProvider = stripe ?? createSandboxProvider(config.publicOrigin);
  if (config.payments.sandboxInProduction) {
    log.warn(
      'PAYMENT_PROVIDER=sandbox in production: payments are TEST payments (a published test card, no money); ' +
        'anyone can open a paid account for free. Set STRIPE_SECRET_KEY for real payments.',
    );
  }

  /** Only the app's own origin may be a return address: anything else would be an open redirect. */
  function checkedOrigin(originUrl: string): string {
    const allowed = new URL(config.publicOrigin).origin;
    let url: URL;
    try {
      url = new URL(originUrl);
    } catch {
      throw apiError('paymentOriginRefused');
    }
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (url.origin !== allowed || !bare) throw apiError('paymentOriginRefused');
    return allowed;
  }

  /** Applies what the provider says to our row; the conditional UPDATEs make repeats harmless. */
  async function apply(row: PaymentSessionRow, view: ProviderView): Promise<void> {
    if (view.paymentStatus === 'paid') {
      if (view.amountCents !== row.amountCents || view.currency !== row.currency) {
        log.error(
          { sessionId: row.id, amountCents: view.amountCents, currency: view.currency },
          'payment amount differs from the checkout we created: not fulfilled',
        );
        return;
      }
      const email = view.email && isReceiptAddress(view.email) ? view.email : null;
      // The receipt commits with the payment or not at all: a payment is never recorded without its mail.
      const paid = await db.transaction(async (tx) => {
        const updated = await repo.markPaid(tx, row.id);
        if (updated && email) {
          await mail.queueReceipt(tx, {
            paymentSessionId: updated.id,
            to: email,
            language: updated.language,
            template: 'payment_receipt',
            params: {
              paid_at: (updated.paidAt ?? new Date()).toISOString(),
              reference: paymentReference(updated.id),
              link: successUrl(updated.id),
            },
          });
        }
        return updated;
      });
      if (paid) {
        // `sessionId` is logged as its fingerprint (http/logging.ts): the id itself is the credit.
        log.info({ sessionId: row.id, provider: row.provider, receipt: Boolean(email) }, 'payment received');
        // A webhook has no answer worth waiting for; the sandbox's pay step and a poll do.
        if (email) mail.kick();
      }
    } else if (view.status !== row.status) {
      await repo.setUnpaidStatus(db, row.id, view.status);
    }
  }

  /** Asks the provider about a session still open; settled sessions are final and answered from our row. */
  async function refreshed(row: PaymentSessionRow): Promise<PaymentSessionRow> {
    if (row.status !== 'open' || row.paymentStatus === 'paid' || row.provider !== provider.name) return row;
    await apply(row, await provider.retrieve(row));
    return (await repo.findSession(db, row.id)) ?? row;
  }

  /** Why a session cannot pay for an account now, or null when it can. */
  function unredeemableReason(row: PaymentSessionRow | undefined, now = Date.now()): string | null {
    // A sandbox payment made before Stripe was configured is not money: it never opens an account.
    if (!row || row.provider !== provider.name) return MSG.paymentSessionNotFound;
    if (row.redeemedAt) return MSG.paymentAlreadyRedeemed;
    if (row.paymentStatus !== 'paid') {
      return row.status === 'expired' || row.expiresAt.getTime() <= now
        ? MSG.paymentSessionExpired
        : MSG.paymentNotCompleted;
    }
    if (!row.paidAt || row.paidAt.getTime() + PAYMENT_CREDIT_VALIDITY_DAYS * DAY_MS <= now) {
      return MSG.paymentCreditExpired(PAYMENT_CREDIT_VALIDITY_DAYS);
    }
    return null;
  }

  const credits: PaymentCredits = {
    async assertRedeemable(sessionId) {
      let row = await repo.findSession(db, sessionId);
      if (row) {
        try {
          row = await refreshed(row);
        } catch (err) {
          // Provider unreachable: judge on what we already know (a webhook may have fulfilled it).
          if (!(err instanceof PaymentProviderError)) throw err;
        }
      }
      const reason = unredeemableReason(row);
      if (reason) throw paymentRequired(reason);
    },

    async redeem(tx, sessionId, userId) {
      const spent = await repo.redeem(tx, sessionId, {
        provider: provider.name,
        userId,
        validityDays: PAYMENT_CREDIT_VALIDITY_DAYS,
      });
      if (spent) {
        await mail.attachReceiptsTo(tx, sessionId, userId);
        return;
      }
      // Lost a race or the credit lapsed since the early check: say which, then roll back.
      throw paymentRequired(unredeemableReason(await repo.findSession(tx, sessionId)) ?? MSG.paymentAlreadyRedeemed);
    },
  };

  return {
    provider: provider.name,
    credits,

    /** This instance's offer: its free places (the operator's FREE_SIGNUP_LIMIT), whether one is left, the price. */
    async offer(): Promise<PaymentOffer> {
      const used = await freePlacesUsed(db);
      return {
        free_signup_limit: config.freeSignupLimit,
        free_places_left: used < config.freeSignupLimit,
        price_usd: PREMIUM_PRICE_USD,
      };
    },

    /**
     * Whether a paid session can still open an account, asked by the success page before it keeps the
     * credit in its browser (any browser holding the link): 402 with the reason when it cannot.
     */
    async credit(sessionId: string): Promise<{ valid_until: string }> {
      await credits.assertRedeemable(sessionId);
      const row = await repo.findSession(db, sessionId);
      if (!row?.paidAt) throw paymentRequired(MSG.paymentNotCompleted);
      return { valid_until: new Date(row.paidAt.getTime() + PAYMENT_CREDIT_VALIDITY_DAYS * DAY_MS).toISOString() };
    },

    /** Housekeeping: abandoned checkouts are of no use once they have been expired for a while. */
    purgeAbandonedSessions(): Promise<number> {
      return repo.deleteUnpaidExpiredBefore(db, new Date(Date.now() - ABANDONED_SESSION_RETENTION_MS));
    },

    /** Checkout sessions by state, read when the metrics are scraped. */
    sessionCounts: () => repo.countByStatus(db),

    async createCheckout(originUrl: string, ip: string, language: Language): Promise<CheckoutResponse> {
      const verdict = await limiter.hit(`checkout:ip:${clientKey(ip)}`, config.rateLimits.checkoutPerIp);
      if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
      const origin = checkedOrigin(originUrl);
      let created;
      try {
        created = await provider.createCheckout({
          amountCents: PRICE_CENTS,
          currency: CURRENCY,
          successUrl: `${origin}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${origin}/payment/cancel`,
          expiresAt: new Date(Date.now() + config.payments.sessionTtlMinutes * 60_000),
          language,
        });
      } catch (err) {
        if (err instanceof PaymentProviderError) throw apiError('paymentProviderUnavailable');
        throw err;
      }
      await repo.insertSession(db, {
        id: created.id,
        provider: provider.name,
        amountCents: PRICE_CENTS,
        currency: CURRENCY,
        expiresAt: created.expiresAt,
        language,
      });
      return { url: created.url };
    },

    async status(sessionId: string): Promise<PaymentStatusResponse> {
      const row = await repo.findSession(db, sessionId);
      if (!row) throw apiError('paymentSessionNotFound');
      let current: PaymentSessionRow;
      try {
        current = await refreshed(row);
      } catch (err) {
        if (err instanceof PaymentProviderError) throw apiError('paymentProviderUnavailable');
        throw err;
      }
      return { payment_status: current.paymentStatus, status: current.status };
    },

    /** Whether Stripe webhooks are accepted (Stripe configured with a signing secret). */
    webhookEnabled: Boolean(stripe && stripeConfig?.webhookSecret),

    /** A Stripe webhook, verified on the raw body. Events about sessions that are not ours are ignored. */
    async handleStripeWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      const secret = stripeConfig?.webhookSecret;
      if (!stripe || !secret) throw notFound();
      let event;
      try {
        if (!signature) throw new Error('missing Stripe-Signature header');
        event = await stripe.parseWebhook(rawBody, signature, secret);
      } catch (err) {
        log.warn({ err: err instanceof Error ? err.message : err }, 'stripe webhook refused');
        throw apiError('webhookSignatureInvalid');
      }
      if (!event) return;
      const row = await repo.findSession(db, event.session.id);
      if (!row || row.provider !== 'stripe') return;
      await apply(row, event.session);
    },

    /** The sandbox checkout page's view of a session; null when unknown (or not a sandbox session). */
    async sandboxSession(sessionId: string): Promise<PaymentSessionRow | null> {
      const row = await repo.findSession(db, sessionId);
      if (!row || row.provider !== 'sandbox' || provider.name !== 'sandbox') return null;
      return refreshed(row);
    },

    /** The sandbox's pay button: the test card decides; a paid session returns to the app's success page. */
    async sandboxPay(
      session: PaymentSessionRow,
      form: { card_number?: string; expiry?: string; cvc?: string; email?: string },
    ): Promise<SandboxPayResult> {
      if (session.paymentStatus === 'paid') {
        return { outcome: 'paid', redirectTo: successUrl(session.id) };
      }
      if (session.status !== 'open') return { outcome: 'expired' };
      // Optional, like Stripe's: an address only to receive the receipt and its restore link.
      const email = form.email?.trim() ?? '';
      if (email && !isReceiptAddress(email)) return { outcome: 'invalid', field: 'email' };
      const card = checkSandboxCard(form);
      if (card.outcome !== 'paid') return card;
      await apply(session, {
        status: 'complete',
        paymentStatus: 'paid',
        amountCents: session.amountCents,
        currency: session.currency,
        email: email || null,
      });
      return { outcome: 'paid', redirectTo: successUrl(session.id) };
    },

    /** Where the sandbox page sends the browser back to the web app. */
    urls: {
      success: successUrl,
      cancel: `${config.publicOrigin}/payment/cancel`,
      payment: `${config.publicOrigin}/payment`,
    },
  };

  function successUrl(sessionId: string): string {
    return `${config.publicOrigin}/payment/success?session_id=${encodeURIComponent(sessionId)}`;
  }
}
export type PaymentService = ReturnType<typeof createPaymentService>;
