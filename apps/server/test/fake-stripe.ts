// A fake Stripe API on 127.0.0.1 for tests: the real `stripe` SDK talks to it (STRIPE_API_HOST/PORT/
// PROTOCOL), it records every request as Stripe would receive it, and it keeps Checkout Sessions that a
// test can complete or expire, as a customer paying on Stripe's page (or the clock) would.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form-encoded body as Stripe sees it: flat `line_items[0][price_data][currency]`-style keys. */
  params: Record<string, string>;
};

export type FakeCheckoutSession = {
  id: string;
  object: 'checkout.session';
  mode: string;
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total: number | null;
  currency: string | null;
  expires_at: number;
  success_url: string | null;
  cancel_url: string | null;
  metadata: Record<string, string>;
  created: number;
};

export type FakeStripe = {
  port: number;
  requests: RecordedRequest[];
  sessions: Map<string, FakeCheckoutSession>;
  /** Env for startTestServer: the SDK pointed at this fake. */
  env(extra?: Record<string, string>): Record<string, string>;
  /** The customer pays on Stripe's page. */
  complete(id: string): FakeCheckoutSession;
  /** The session reaches its expiry without payment. */
  expire(id: string): FakeCheckoutSession;
  /** Makes the next API calls fail with a Stripe error (400, not retried by the SDK). */
  failRequests(fail: boolean): void;
  close(): Promise<void>;
};

export const FAKE_STRIPE_KEY = 'sk_test_affinia_fake_key';
export const FAKE_WEBHOOK_SECRET = 'whsec_affinia_fake_secret';

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, FakeCheckoutSession>();
  let failing = false;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(6).toString('hex')}`,
    });
    res.end(JSON.stringify(body));
  };
  const missing = (res: ServerResponse, what: string) =>
    send(res, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
    });

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake-stripe');
    const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : raw));
    requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, params });

    if (failing) {
      return send(res, 400, { error: { type: 'invalid_request_error', message: 'Simulated Stripe failure' } });
    }
    if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) {
      return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const quantity = Number(params['line_items[0][quantity]'] ?? 1);
      const unitAmount = Number(params['line_items[0][price_data][unit_amount]']);
      const session: FakeCheckoutSession = {
        id,
        object: 'checkout.session',
        mode: params.mode ?? 'payment',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number.isFinite(unitAmount) ? unitAmount * quantity : null,
        currency: params['line_items[0][price_data][currency]'] ?? null,
        expires_at: Number(params.expires_at ?? Math.floor(Date.now() / 1000) + 24 * 3600),
        success_url: params.success_url ?? null,
        cancel_url: params.cancel_url ?? null,
        metadata: Object.fromEntries(
          Object.entries(params)
            .filter(([k]) => k.startsWith('metadata['))
            .map(([k, v]) => [k.slice('metadata['.length, -1), v]),
        ),
        created: Math.floor(Date.now() / 1000),
      };
      sessions.set(id, session);
      return send(res, 200, session);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && retrieve) {
      const session = sessions.get(decodeURIComponent(retrieve[1]!));
      return session ? send(res, 200, session) : missing(res, 'checkout.session');
    }
    return missing(res, 'route');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const update = (id: string, patch: Partial<FakeCheckoutSession>) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`fake stripe: no session ${id}`);
    Object.assign(session, patch);
    return session;
  };

  return {
    port,
    requests,
    sessions,
    env: (extra = {}) => ({
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
      ...extra,
    }),
    complete: (id) => update(id, { status: 'complete', payment_status: 'paid', url: null }),
    expire: (id) => update(id, { status: 'expired', url: null }),
    failRequests: (fail) => {
      failing = fail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
