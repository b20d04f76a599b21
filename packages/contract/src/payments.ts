// Payment payloads (spec sections 3 and 7): checkout creation and checkout status, both unauthenticated.
import { z } from './zod.js';
import { MSG } from './messages.js';
import { textField } from './text.js';

/** Stripe's words for a Checkout Session, which the sandbox provider mirrors. */
export const PAYMENT_STATUSES = ['paid', 'unpaid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const CHECKOUT_STATUSES = ['open', 'complete', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/**
 * How long a paid, unused checkout stays redeemable at sign-up (decision 003): long enough to come back
 * another day, short enough that a leaked session id does not stay a bearer credit for ever.
 */
export const PAYMENT_CREDIT_VALIDITY_DAYS = 7;

/** Checkout session ids: ours (`sbx_…`) and Stripe's (`cs_test_…`); anything unknown is a 404, not a 400. */
export const paymentSessionIdSchema = textField('sessionId').min(1).max(255, MSG.paymentSessionNotFound);

/** Multipart body of POST /payments/checkout. */
export const checkoutBodySchema = z.object({
  origin_url: textField('origin_url', { error: MSG.missingField('origin_url') }).max(2048, MSG.paymentOriginRefused),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const checkoutResponseSchema = z.object({ url: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const paymentStatusParamsSchema = z.object({ sessionId: paymentSessionIdSchema });

export const paymentStatusResponseSchema = z.object({
  payment_status: z.enum(PAYMENT_STATUSES),
  status: z.enum(CHECKOUT_STATUSES),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

/**
 * GET /api/payments/credit/{sessionId}: the session is paid and its credit not used yet, so the browser
 * opening the success (restore) link may keep it for sign-up until `valid_until`. Otherwise 402 with why.
 */
export const paymentCreditResponseSchema = z.object({ valid_until: z.iso.datetime() });
export type PaymentCreditResponse = z.infer<typeof paymentCreditResponseSchema>;

/**
 * GET /api/payments/offer (no token): what signing up costs on this instance. Its FREE_SIGNUP_LIMIT may
 * differ from the spec's 5000, so every screen that names the free places reads them here. Whether a
 * place is left is a yes or no: the count of sign-ups is not published.
 */
export const paymentOfferResponseSchema = z.object({
  free_signup_limit: z.number().int().nonnegative(),
  free_places_left: z.boolean(),
  price_usd: z.number().positive(),
});
export type PaymentOffer = z.infer<typeof paymentOfferResponseSchema>;
