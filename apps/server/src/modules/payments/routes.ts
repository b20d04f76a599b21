// POST /api/payments/checkout (multipart `origin_url`), GET /api/payments/status/{sessionId}, GET
// /api/payments/offer (the free places and price), the Stripe
// webhook, and the sandbox checkout page when no Stripe key is configured. All unauthenticated (spec 6).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutBodySchema,
  checkoutResponseSchema,
  errorSchema,
  paymentCreditResponseSchema,
  paymentOfferResponseSchema,
  paymentSessionIdSchema,
  paymentStatusParamsSchema,
  paymentStatusResponseSchema,
} from '@affinia/contract';
import { alreadyPaidPage, checkoutPage, expiredPage, notFoundPage, pickLanguage } from './sandbox-page.js';
import type { PaymentService } from './service.js';

/** Stripe's events are a few kB; this leaves room without accepting arbitrary uploads. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;
const SANDBOX_FORM_LIMIT = 4 * 1024;

export function paymentRoutes(payments: PaymentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/checkout',
      {
        schema: {
          tags: ['payments'],
          summary: 'Start a 10 USD checkout (multipart field `origin_url`: must be this app’s own origin)',
          consumes: ['multipart/form-data'],
          body: checkoutBodySchema,
          response: {
            200: checkoutResponseSchema,
            400: errorSchema,
            413: errorSchema,
            415: errorSchema,
            429: errorSchema,
            502: errorSchema,
          },
        },
      },
      // The web app sends its interface language in Accept-Language; the checkout page uses it too.
      (request) =>
        payments.createCheckout(
          request.body.origin_url,
          request.ip,
          pickLanguage(undefined, request.headers['accept-language']),
        ),
    );

    app.get(
      '/offer',
      {
        schema: {
          tags: ['payments'],
          summary: 'This instance’s offer: its free places, whether one is left, and the price',
          response: { 200: paymentOfferResponseSchema },
        },
      },
      async (_request, reply) => {
        // A place can go at any moment: never kept by a cache.
        reply.header('cache-control', 'no-store');
        return payments.offer();
      },
    );

    app.get(
      '/status/:sessionId',
      {
        schema: {
          tags: ['payments'],
          summary: 'State of a checkout session (asks the provider while it is open)',
          params: paymentStatusParamsSchema,
          response: { 200: paymentStatusResponseSchema, 400: errorSchema, 404: errorSchema, 502: errorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return payments.status(request.params.sessionId);
      },
    );

    app.get(
      '/credit/:sessionId',
      {
        schema: {
          tags: ['payments'],
          summary: 'Whether a paid session is still an unused credit (the success and restore link check it)',
          params: paymentStatusParamsSchema,
          response: { 200: paymentCreditResponseSchema, 400: errorSchema, 402: errorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return payments.credit(request.params.sessionId);
      },
    );

    // Stripe signs the exact bytes it sent: this scope keeps JSON bodies raw instead of parsing them.
    await app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      scope.post(
        '/webhook',
        {
          schema: {
            tags: ['payments'],
            summary: 'Stripe webhook (checkout.session.*), verified with STRIPE_WEBHOOK_SECRET',
            response: { 200: z.object({ received: z.literal(true) }), 400: errorSchema, 404: errorSchema },
          },
        },
        async (request) => {
          const signature = request.headers['stripe-signature'];
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          await payments.handleStripeWebhook(raw, typeof signature === 'string' ? signature : undefined);
          return { received: true as const };
        },
      );
    });

    if (payments.provider === 'sandbox') await app.register(sandboxRoutes(payments), { prefix: '/sandbox' });
  };
}

/** The sandbox checkout: an HTML page and its form POST (no script, so the app's CSP holds). */
function sandboxRoutes(payments: PaymentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: SANDBOX_FORM_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    const params = z.object({ sessionId: paymentSessionIdSchema });
    const querystring = z.object({ lang: z.string().optional() });

    app.get(
      '/:sessionId',
      {
        schema: { tags: ['payments'], summary: 'Sandbox checkout page (TEST MODE, HTML)', params, querystring },
      },
      async (request, reply) => {
        const lang = pickLanguage(request.query.lang, request.headers['accept-language']);
        const session = await payments.sandboxSession(request.params.sessionId);
        reply.type('text/html; charset=utf-8');
        if (!session) return reply.code(404).send(notFoundPage(lang, payments.urls.payment));
        if (session.paymentStatus === 'paid') return alreadyPaidPage(lang, payments.urls.success(session.id));
        if (session.status !== 'open') return reply.code(410).send(expiredPage(lang, payments.urls.payment));
        return checkoutPage({ lang, sessionId: session.id, cancelUrl: payments.urls.cancel });
      },
    );

    app.post(
      '/:sessionId/pay',
      {
        schema: {
          tags: ['payments'],
          summary: 'Sandbox pay step (urlencoded card_number, expiry, cvc) → 303 to the success page',
          consumes: ['application/x-www-form-urlencoded'],
          params,
          querystring,
        },
      },
      async (request, reply) => {
        const lang = pickLanguage(request.query.lang, request.headers['accept-language']);
        const session = await payments.sandboxSession(request.params.sessionId);
        reply.type('text/html; charset=utf-8');
        if (!session) return reply.code(404).send(notFoundPage(lang, payments.urls.payment));
        const form = formFields(request.body);
        const result = await payments.sandboxPay(session, form);
        switch (result.outcome) {
          case 'paid':
            return reply.redirect(result.redirectTo, 303);
          case 'expired':
            return reply.code(410).send(expiredPage(lang, payments.urls.payment));
          case 'declined':
            return reply.code(402).send(
              checkoutPage({
                lang,
                sessionId: session.id,
                cancelUrl: payments.urls.cancel,
                error: { kind: 'declined' },
                email: form.email,
              }),
            );
          case 'invalid':
            return reply.code(400).send(
              checkoutPage({
                lang,
                sessionId: session.id,
                cancelUrl: payments.urls.cancel,
                error: { kind: 'invalid', field: result.field },
                email: form.email,
              }),
            );
        }
      },
    );
  };
}

/** The text fields of the sandbox form, whatever else a client sends. */
function formFields(body: unknown): { card_number?: string; expiry?: string; cvc?: string; email?: string } {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string).slice(0, 64) : undefined);
  const email = typeof record.email === 'string' ? record.email.slice(0, 320) : undefined;
  return { card_number: text('card_number'), expiry: text('expiry'), cvc: text('cvc'), email };
}
