// Payments over real HTTP: sandbox checkout (pay, decline, cancel, expire), Stripe Checkout through the
// real SDK against a fake Stripe server (exact request, signed webhooks, replays), origin checks, and the
// one-time redemption at registration, concurrency included. Runs on PGlite and PostgreSQL.
// Storage: also on PostgreSQL — a paid session redeemed once under concurrent requests. Decision 055.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { count, eq, sql } from 'drizzle-orm';
import { MSG, PAYMENT_CREDIT_VALIDITY_DAYS, PREMIUM_PRICE_USD } from '@affinia/contract';
import { freeTier, paymentSessions, users } from '../../db/schema.js';
import { loadConfig } from '../../config.js';
import {
  apiClient,
  createPostgresDatabase,
  newUser,
  startTestServer,
  usingPostgres,
  type TestServer,
} from '../../../test/test-server.js';
import { freeTierFull } from '../../../test/fixtures.js';
import {
  FAKE_WEBHOOK_SECRET,
  startFakeStripe,
  type FakeCheckoutSession,
  type FakeStripe,
} from '../../../test/fake-stripe.js';
import { formatPrice } from './sandbox-page.js';
import { deleteUnpaidExpiredBefore } from './repository.js';

const userCount = async (s: TestServer) => {
  const [row] = await s.app.database.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
};
const sessionRow = async (s: TestServer, id: string) => {
  const [row] = await s.app.database.db.select().from(paymentSessions).where(eq(paymentSessions.id, id));
  return row;
};
const sessionCount = async (s: TestServer) => {
  const [row] = await s.app.database.db.select({ n: count() }).from(paymentSessions);
  return row?.n ?? 0;
};
const freePlacesUsed = async (s: TestServer) => {
  const [row] = await s.app.database.db.select({ used: freeTier.used }).from(freeTier);
  return row?.used ?? 0;
};

async function checkout(s: TestServer, originUrl: string = s.url, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.set('origin_url', originUrl);
  return apiClient(s.url).post('/api/payments/checkout', { form, headers });
}

/** Starts a checkout and answers the new session id (the last segment of the checkout URL). */
async function newSessionId(s: TestServer): Promise<string> {
  const res = await checkout(s);
  expect(res.status).toBe(200);
  return new URL(res.data.url).pathname.split('/').pop()!;
}

/** Submits the sandbox form as a browser would, without following the redirect. */
async function sandboxPay(
  s: TestServer,
  id: string,
  card: { card_number?: string; expiry?: string; cvc?: string },
  lang = 'fr',
) {
  const res = await fetch(`${s.url}/api/payments/sandbox/${id}/pay?lang=${lang}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(card).toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}
const GOOD_CARD = { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
const DECLINED_CARD = { card_number: '4000 0000 0000 0002', expiry: '12/39', cvc: '123' };

async function paidSandboxSession(s: TestServer): Promise<string> {
  const id = await newSessionId(s);
  expect((await sandboxPay(s, id, GOOD_CARD)).status).toBe(303);
  return id;
}

describe('sandbox checkout (default provider)', () => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    server = await startTestServer({ env: { FREE_SIGNUP_LIMIT: '0' } });
    api = apiClient(server.url);
  });
  afterAll(() => server.close());

  it('creates a 10 USD session and answers the URL of the sandbox checkout page', async () => {
    const before = Date.now();
    const res = await checkout(server);
    expect(res.status).toBe(200);
    expect(Object.keys(res.data)).toEqual(['url']);
    expect(res.data.url).toMatch(new RegExp(`^${server.url}/api/payments/sandbox/sbx_[\\w-]{32}\\?lang=fr$`));
    const id = new URL(res.data.url).pathname.split('/').pop()!;
    const row = await sessionRow(server, id);
    expect(row).toMatchObject({
      provider: 'sandbox',
      status: 'open',
      paymentStatus: 'unpaid',
      amountCents: 1000,
      currency: 'usd',
      paidAt: null,
      redeemedAt: null,
    });
    // PAYMENT_SESSION_TTL_MINUTES defaults to 30
    const ttl = row!.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThan(31 * 60_000);
    expect((await api.get(`/api/payments/status/${id}`)).data).toEqual({ payment_status: 'unpaid', status: 'open' });
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['a look-alike host', 'http://127.0.0.1.evil.example'],
    ['another port', 'http://127.0.0.1:1'],
    ['https instead of http', '__https__'],
    ['a path after the origin', '__self__/payment'],
    ['a query string', '__self__/?next=https://evil.example'],
    ['credentials', '__userinfo__'],
    ['a protocol-relative URL', '//evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['an empty value', ''],
    ['a 3 kB value', 'x'.repeat(3000)],
  ])('refuses %s as origin_url with 400, no session created', async (_label, value) => {
    const origin = value
      .replace('__self__', server.url)
      .replace('__https__', server.url.replace('http:', 'https:'))
      .replace('__userinfo__', server.url.replace('http://', 'http://user:pw@'));
    const before = await sessionCount(server);
    const res = await checkout(server, origin);
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ detail: MSG.paymentOriginRefused });
    expect(await sessionCount(server)).toBe(before);
  });

  it('opens the checkout page in the interface language sent as Accept-Language', async () => {
    expect((await checkout(server, server.url, { 'accept-language': 'en' })).data.url).toMatch(/\?lang=en$/);
    expect((await checkout(server, server.url, { 'accept-language': 'es-ES,es;q=0.9' })).data.url).toMatch(
      /\?lang=es$/,
    );
    expect((await checkout(server, server.url, { 'accept-language': 'ja' })).data.url).toMatch(/\?lang=fr$/);
  });

  it('accepts the origin with a trailing slash, and needs the origin_url field', async () => {
    expect((await checkout(server, `${server.url}/`)).status).toBe(200);
    const res = await api.post('/api/payments/checkout', { form: new FormData() });
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ detail: MSG.missingField('origin_url') });
  });

  it('answers 404 with a French detail for an unknown session', async () => {
    for (const id of ['sbx_unknown', 'cs_test_unknown', 'x']) {
      const res = await api.get(`/api/payments/status/${id}`);
      expect(res.status).toBe(404);
      expect(res.data).toMatchObject({ detail: MSG.paymentSessionNotFound });
    }
  });

  it('serves a test-mode checkout page with no script, under the app CSP, in French by default', async () => {
    const id = await newSessionId(server);
    const res = await fetch(`${server.url}/api/payments/sandbox/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('MODE TEST');
    expect(html).toContain(formatPrice('fr'));
    expect(html).toContain('4242 4242 4242 4242');
    expect(html).toContain('4000 0000 0000 0002');
    expect(html).toContain(`action="/api/payments/sandbox/${id}/pay?lang=fr"`);
    expect(html).toContain(`href="${server.url}/payment/cancel"`);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('speaks English with ?lang=en and German from Accept-Language', async () => {
    const id = await newSessionId(server);
    const en = await (await fetch(`${server.url}/api/payments/sandbox/${id}?lang=en`)).text();
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('TEST MODE');
    expect(en).toContain('$10.00');
    const de = await (
      await fetch(`${server.url}/api/payments/sandbox/${id}`, {
        headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
      })
    ).text();
    expect(de).toContain('<html lang="de">');
    expect(de).toContain('TESTMODUS');
  });

  it('4242 4242 4242 4242 pays: 303 to /payment/success?session_id=…, status paid', async () => {
    const id = await newSessionId(server);
    const res = await sandboxPay(server, id, GOOD_CARD);
    expect(res.status).toBe(303);
    expect(res.location).toBe(`${server.url}/payment/success?session_id=${id}`);
    expect((await api.get(`/api/payments/status/${id}`)).data).toEqual({ payment_status: 'paid', status: 'complete' });
    expect((await sessionRow(server, id))!.paidAt).toBeInstanceOf(Date);
    // paying again changes nothing and goes back to the success page
    const again = await sandboxPay(server, id, GOOD_CARD);
    expect(again.status).toBe(303);
    const page = await (await fetch(`${server.url}/api/payments/sandbox/${id}`)).text();
    expect(page).toContain('Paiement déjà effectué');
  });

  it('4000 0000 0000 0002 is declined with a message (402), and the session stays payable', async () => {
    const id = await newSessionId(server);
    const declined = await sandboxPay(server, id, DECLINED_CARD);
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('role="alert"');
    expect(declined.html).toContain('Votre carte a été refusée.');
    expect((await api.get(`/api/payments/status/${id}`)).data).toEqual({ payment_status: 'unpaid', status: 'open' });
    const en = await sandboxPay(server, id, DECLINED_CARD, 'en');
    expect(en.html).toContain('Your card was declined.');
    expect((await sandboxPay(server, id, GOOD_CARD)).status).toBe(303);
  });

  it.each([
    ['an unknown card number', { ...GOOD_CARD, card_number: '4111 1111 1111 1111' }, 'Numéro de carte de test inconnu'],
    ['a past expiry', { ...GOOD_CARD, expiry: '01/20' }, 'Date d’expiration invalide'],
    ['a malformed expiry', { ...GOOD_CARD, expiry: '13/30' }, 'Date d’expiration invalide'],
    ['a short CVC', { ...GOOD_CARD, cvc: '1' }, 'Code de sécurité invalide'],
    ['an empty form', {}, 'Numéro de carte de test inconnu'],
  ])('refuses %s with 400 and says why, nothing paid', async (_label, card, message) => {
    const id = await newSessionId(server);
    const res = await sandboxPay(server, id, card);
    expect(res.status).toBe(400);
    expect(res.html).toContain(message);
    expect((await sessionRow(server, id))!.paymentStatus).toBe('unpaid');
  });

  it('a session past its expiry reads expired, cannot be paid, and its page says so (410)', async () => {
    const id = await newSessionId(server);
    await server.app.database.db
      .update(paymentSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentSessions.id, id));
    expect((await api.get(`/api/payments/status/${id}`)).data).toEqual({ payment_status: 'unpaid', status: 'expired' });
    const page = await fetch(`${server.url}/api/payments/sandbox/${id}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('Session de paiement expirée');
    const pay = await sandboxPay(server, id, GOOD_CARD);
    expect(pay.status).toBe(410);
    expect((await sessionRow(server, id))!.paymentStatus).toBe('unpaid');
  });

  it('an unknown sandbox session gets a 404 page; the Stripe webhook is off in sandbox mode', async () => {
    const page = await fetch(`${server.url}/api/payments/sandbox/sbx_nope`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Session de paiement introuvable');
    expect((await sandboxPay(server, 'sbx_nope', GOOD_CARD)).status).toBe(404);
    const hook = await api.post('/api/payments/webhook', { json: { type: 'checkout.session.completed' } });
    expect(hook.status).toBe(404);
  });

  it('limits checkout creation per IP address (429, French)', async () => {
    const limited = await startTestServer({ env: { RATE_LIMIT_CHECKOUT_PER_IP: '2' } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await checkout(limited)).status);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await checkout(limited)).data).toMatchObject({ code: 'tooManyRequests' });
    } finally {
      await limited.close();
    }
  });
});

describe('housekeeping of abandoned checkouts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('deletes unpaid sessions expired before the cut-off and keeps paid and recent ones', async () => {
    const [oldUnpaid, oldPaid, recentUnpaid] = [
      await newSessionId(server),
      await paidSandboxSession(server),
      await newSessionId(server),
    ];
    const db = server.app.database.db;
    const longAgo = new Date(Date.now() - 40 * 24 * 3600_000);
    for (const id of [oldUnpaid, oldPaid]) {
      await db.update(paymentSessions).set({ expiresAt: longAgo }).where(eq(paymentSessions.id, id));
    }
    const cutOff = new Date(Date.now() - 30 * 24 * 3600_000);
    expect(await deleteUnpaidExpiredBefore(db, cutOff)).toBe(1);
    expect(await sessionRow(server, oldUnpaid)).toBeUndefined();
    expect(await sessionRow(server, oldPaid)).toMatchObject({ paymentStatus: 'paid' });
    expect(await sessionRow(server, recentUnpaid)).toMatchObject({ paymentStatus: 'unpaid' });
    expect((await apiClient(server.url).get(`/api/payments/status/${oldUnpaid}`)).status).toBe(404);
  });
});

describe('redemption at registration', () => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    server = await startTestServer({ env: { FREE_SIGNUP_LIMIT: '0' } });
    api = apiClient(server.url);
  });
  afterAll(() => server.close());

  it('with no free place: needs_payment first, then a paid session opens a Premium account once', async () => {
    const body = newUser();
    const first = await api.post('/api/auth/register', { json: body });
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ needs_payment: true, ...freeTierFull(0) });

    const id = await paidSandboxSession(server);
    const paid = await api.post('/api/auth/register', { json: { ...body, payment_session_id: id } });
    expect(paid.status).toBe(201);
    expect(paid.data.message).toBe('Inscription réussie !');
    expect(paid.data.user.is_premium).toBe(true);
    const me = await api.get('/api/profile/me', { token: paid.data.token });
    expect(me.data.is_premium).toBe(true);
    const row = await sessionRow(server, id);
    expect(row!.redeemedBy).toBe(paid.data.user.id);
    expect(row!.redeemedAt).toBeInstanceOf(Date);

    const before = await userCount(server);
    const reuse = await api.post('/api/auth/register', { json: newUser({ payment_session_id: id }) });
    expect(reuse.status).toBe(402);
    expect(reuse.data).toMatchObject({ detail: MSG.paymentAlreadyRedeemed });
    expect(await userCount(server)).toBe(before);
  });

  it('20 concurrent registrations with the same paid session create exactly one Premium account', async () => {
    const id = await paidSandboxSession(server);
    const before = await userCount(server);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => api.post('/api/auth/register', { json: newUser({ payment_session_id: id }) })),
    );
    const created = replies.filter((r) => r.status === 201);
    const refused = replies.filter((r) => r.status === 402);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.data).toMatchObject({ detail: MSG.paymentAlreadyRedeemed });
    expect(created[0]!.data.user.is_premium).toBe(true);
    expect(await userCount(server)).toBe(before + 1);
    expect((await sessionRow(server, id))!.redeemedBy).toBe(created[0]!.data.user.id);
  });

  it('refuses unknown, unpaid, expired and stale credits with 402 and a French detail, creating nothing', async () => {
    const unpaid = await newSessionId(server);
    const expired = await newSessionId(server);
    await server.app.database.db
      .update(paymentSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentSessions.id, expired));
    const stale = await paidSandboxSession(server);
    await server.app.database.db
      .update(paymentSessions)
      .set({ paidAt: sql`now() - make_interval(days => ${PAYMENT_CREDIT_VALIDITY_DAYS + 1})` })
      .where(eq(paymentSessions.id, stale));
    const cases: Array<[string, string]> = [
      ['sbx_does_not_exist', MSG.paymentSessionNotFound],
      [unpaid, MSG.paymentNotCompleted],
      [expired, MSG.paymentSessionExpired],
      [stale, MSG.paymentCreditExpired(PAYMENT_CREDIT_VALIDITY_DAYS)],
    ];
    const before = await userCount(server);
    for (const [id, detail] of cases) {
      const body = newUser({ payment_session_id: id });
      const res = await api.post('/api/auth/register', { json: body });
      expect(res.status, id).toBe(402);
      expect(res.data).toMatchObject({ detail });
      const login = await api.post('/api/auth/login', { json: { email: body.email, password: body.password } });
      expect(login.status).toBe(401);
    }
    expect(await userCount(server)).toBe(before);
    for (const [id] of cases.slice(1)) expect((await sessionRow(server, id))!.redeemedAt).toBeNull();
  });

  it('a session paid within the validity period stays redeemable after its checkout expiry', async () => {
    const id = await paidSandboxSession(server);
    await server.app.database.db
      .update(paymentSessions)
      .set({
        expiresAt: new Date(Date.now() - 3600_000),
        paidAt: sql`now() - make_interval(days => ${PAYMENT_CREDIT_VALIDITY_DAYS - 1})`,
      })
      .where(eq(paymentSessions.id, id));
    const res = await api.post('/api/auth/register', { json: newUser({ payment_session_id: id }) });
    expect(res.status).toBe(201);
    expect(res.data.user.is_premium).toBe(true);
  });

  it('a taken e-mail (409) or an invalid body (400) does not spend the credit', async () => {
    const id = await paidSandboxSession(server);
    const existing = newUser();
    const otherId = await paidSandboxSession(server);
    expect((await api.post('/api/auth/register', { json: { ...existing, payment_session_id: otherId } })).status).toBe(
      201,
    );
    const taken = await api.post('/api/auth/register', { json: { ...existing, payment_session_id: id } });
    expect(taken.status).toBe(409);
    expect(taken.data).toMatchObject({ detail: MSG.emailTaken });
    const underage = await api.post('/api/auth/register', { json: newUser({ age: 17, payment_session_id: id }) });
    expect(underage.status).toBe(400);
    expect((await sessionRow(server, id))!.redeemedAt).toBeNull();
    expect((await api.post('/api/auth/register', { json: newUser({ payment_session_id: id }) })).status).toBe(201);
  });
});

describe('free tier across the boundary', () => {
  it('free accounts up to the limit, then payment, Premium with a credit, and the same after a restart', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'affinia-pay-restart-'));
    const options = usingPostgres()
      ? { postgresUrl: await createPostgresDatabase(), keepDatabase: true }
      : { pgliteDir: path.join(dir, 'db') };
    const env = { FREE_SIGNUP_LIMIT: '2' };
    const first = await startTestServer({ ...options, env });
    let second: TestServer | undefined;
    try {
      const a = apiClient(first.url);
      // The offer every screen reads: this instance's 2 free places, not the spec's 5000; never cached.
      const offer = await a.get('/api/payments/offer');
      expect(offer.status).toBe(200);
      expect(offer.headers.get('cache-control')).toBe('no-store');
      expect(offer.data).toEqual({ free_signup_limit: 2, free_places_left: true, price_usd: PREMIUM_PRICE_USD });
      // A credit sent while free places remain is spent (Premium) and leaves the free place for someone else.
      const early = await paidSandboxSession(first);
      const premiumEarly = await a.post('/api/auth/register', { json: newUser({ payment_session_id: early }) });
      expect(premiumEarly.status).toBe(201);
      expect(premiumEarly.data.user.is_premium).toBe(true);
      expect(await freePlacesUsed(first)).toBe(0);

      for (let i = 0; i < 2; i++) {
        const free = await a.post('/api/auth/register', { json: newUser() });
        expect(free.status).toBe(201);
        expect(free.data.user.is_premium).toBe(false);
      }
      expect(await freePlacesUsed(first)).toBe(2);
      expect((await a.get('/api/payments/offer')).data).toEqual({
        free_signup_limit: 2,
        free_places_left: false,
        price_usd: PREMIUM_PRICE_USD,
      });
      expect((await a.post('/api/auth/register', { json: newUser() })).data).toEqual({
        needs_payment: true,
        ...freeTierFull(2),
      });
      const used = await paidSandboxSession(first);
      const paid = await a.post('/api/auth/register', { json: newUser({ payment_session_id: used }) });
      expect(paid.status).toBe(201);
      expect(paid.data.user.is_premium).toBe(true);
      const kept = await paidSandboxSession(first);
      expect(await userCount(first)).toBe(4);
      await first.close();

      second = await startTestServer({ ...options, env, keepDatabase: false });
      const b = apiClient(second.url);
      expect((await b.post('/api/auth/register', { json: newUser() })).data.needs_payment).toBe(true);
      const reuse = await b.post('/api/auth/register', { json: newUser({ payment_session_id: used }) });
      expect(reuse.status).toBe(402);
      expect(reuse.data).toMatchObject({ detail: MSG.paymentAlreadyRedeemed });
      const later = await b.post('/api/auth/register', { json: newUser({ payment_session_id: kept }) });
      expect(later.status).toBe(201);
      expect(later.data.user.is_premium).toBe(true);
      expect(await userCount(second)).toBe(5);
      expect(await freePlacesUsed(second)).toBe(2);
    } finally {
      if (second) await second.close();
      else await first.close().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Stripe Checkout (real SDK, fake Stripe server)', () => {
  let stripe: FakeStripe;
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer({ env: stripe.env({ FREE_SIGNUP_LIMIT: '0' }) });
    api = apiClient(server.url);
  });
  afterAll(async () => {
    await server.close();
    await stripe.close();
  });

  const postEvent = (payload: string, signature?: string) =>
    api.post('/api/payments/webhook', {
      body: payload,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
    });
  const eventFor = (type: string, session: FakeCheckoutSession, id = `evt_${Math.random().toString(36).slice(2)}`) =>
    JSON.stringify({
      id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: session },
    });
  const sign = (payload: string, secret = FAKE_WEBHOOK_SECRET, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

  async function stripeSession(): Promise<FakeCheckoutSession> {
    const res = await checkout(server);
    expect(res.status).toBe(200);
    const id = new URL(res.data.url).pathname.split('/').pop()!;
    return stripe.sessions.get(id)!;
  }

  it('sends Stripe exactly the Checkout Session we mean: payment mode, 1000 usd, return URLs from the origin', async () => {
    stripe.requests.length = 0;
    const before = Math.floor(Date.now() / 1000);
    const res = await checkout(server);
    expect(res.status).toBe(200);
    expect(stripe.requests).toHaveLength(1);
    const sent = stripe.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.headers.authorization).toBe('Bearer sk_test_affinia_fake_key');
    expect(sent.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent.headers['idempotency-key']).toBeTruthy();
    const { expires_at: expiresAt, ...params } = sent.params;
    expect(params).toEqual({
      mode: 'payment',
      'allowed_payment_method_types[0]': 'card',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '1000',
      'line_items[0][price_data][product_data][name]': 'Affinia Premium',
      'line_items[0][price_data][product_data][description]': 'Inscription Premium — paiement unique',
      success_url: `${server.url}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.url}/payment/cancel`,
      'metadata[purpose]': 'premium_signup',
      locale: 'fr',
    });
    // 30 minutes by default, which is also Stripe's minimum (we ask for a minute more to be safe)
    expect(Number(expiresAt) - before).toBeGreaterThanOrEqual(30 * 60);
    expect(Number(expiresAt) - before).toBeLessThanOrEqual(32 * 60);

    const id = new URL(res.data.url).pathname.split('/').pop()!;
    expect(res.data.url).toBe(`https://checkout.stripe.com/c/pay/${id}`);
    expect(await sessionRow(server, id)).toMatchObject({
      provider: 'stripe',
      status: 'open',
      paymentStatus: 'unpaid',
      amountCents: 1000,
      currency: 'usd',
      expiresAt: new Date(Number(expiresAt) * 1000),
    });
  });

  it('asks Stripe for a checkout page in the interface language', async () => {
    stripe.requests.length = 0;
    expect((await checkout(server, server.url, { 'accept-language': 'de' })).status).toBe(200);
    expect(stripe.requests[0]!.params.locale).toBe('de');
  });

  it('still refuses a foreign origin before calling Stripe, and has no sandbox pages', async () => {
    stripe.requests.length = 0;
    const res = await checkout(server, 'https://evil.example');
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ detail: MSG.paymentOriginRefused });
    expect(stripe.requests).toHaveLength(0);
    const { id } = await stripeSession();
    expect((await fetch(`${server.url}/api/payments/sandbox/${id}`)).status).toBe(404);
  });

  it('a Stripe failure gives 502 with a French detail and no session', async () => {
    const before = await sessionCount(server);
    stripe.failRequests(true);
    try {
      const res = await checkout(server);
      expect(res.status).toBe(502);
      expect(res.data).toMatchObject({ detail: MSG.paymentProviderUnavailable });
    } finally {
      stripe.failRequests(false);
    }
    expect(await sessionCount(server)).toBe(before);
  });

  it('the status poll reads Stripe while open and fulfils on payment; a later webhook changes nothing', async () => {
    const session = await stripeSession();
    expect((await api.get(`/api/payments/status/${session.id}`)).data).toEqual({
      payment_status: 'unpaid',
      status: 'open',
    });
    stripe.complete(session.id);
    expect((await api.get(`/api/payments/status/${session.id}`)).data).toEqual({
      payment_status: 'paid',
      status: 'complete',
    });
    const paidAt = (await sessionRow(server, session.id))!.paidAt;
    expect(paidAt).toBeInstanceOf(Date);

    const payload = eventFor('checkout.session.completed', session);
    const hook = await postEvent(payload, sign(payload));
    expect(hook.status).toBe(200);
    expect(hook.data).toEqual({ received: true });
    expect((await sessionRow(server, session.id))!.paidAt).toEqual(paidAt);

    // settled: answered from our record without asking Stripe again
    stripe.requests.length = 0;
    expect((await api.get(`/api/payments/status/${session.id}`)).data.payment_status).toBe('paid');
    expect(stripe.requests).toHaveLength(0);
  });

  it('a signed webhook fulfils; the replayed event fulfils once; the credit opens one Premium account', async () => {
    const session = await stripeSession();
    const paid = stripe.complete(session.id);
    const payload = eventFor('checkout.session.completed', paid, 'evt_replayed');
    const first = await postEvent(payload, sign(payload));
    expect(first.status).toBe(200);
    const row = await sessionRow(server, session.id);
    expect(row).toMatchObject({ paymentStatus: 'paid', status: 'complete' });

    const replay = await postEvent(payload, sign(payload));
    expect(replay.status).toBe(200);
    expect((await sessionRow(server, session.id))!.paidAt).toEqual(row!.paidAt);

    const account = await api.post('/api/auth/register', { json: newUser({ payment_session_id: session.id }) });
    expect(account.status).toBe(201);
    expect(account.data.user.is_premium).toBe(true);
    // a replay after redemption does not make the credit spendable again
    expect((await postEvent(payload, sign(payload))).status).toBe(200);
    const again = await api.post('/api/auth/register', { json: newUser({ payment_session_id: session.id }) });
    expect(again.status).toBe(402);
    expect(again.data).toMatchObject({ detail: MSG.paymentAlreadyRedeemed });
  });

  it('refuses a bad signature with 400 and fulfils nothing', async () => {
    const session = await stripeSession();
    const paid = stripe.complete(session.id);
    const payload = eventFor('checkout.session.completed', paid);
    const tampered = payload.replace('"livemode":false', '"livemode":true');
    const signatures: Array<[string, string | undefined, string]> = [
      ['no header', undefined, payload],
      ['garbage', 'not-a-signature', payload],
      ['another secret', sign(payload, 'whsec_someone_else'), payload],
      ['a body changed after signing', sign(payload), tampered],
      ['a signature 10 minutes old', sign(payload, FAKE_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600), payload],
    ];
    for (const [label, signature, body] of signatures) {
      const res = await postEvent(body, signature);
      expect(res.status, label).toBe(400);
      expect(res.data).toMatchObject({ detail: MSG.webhookSignatureInvalid });
    }
    expect((await sessionRow(server, session.id))!.paymentStatus).toBe('unpaid');
  });

  it('ignores events about sessions that are not ours and refuses an amount that is not the price', async () => {
    const foreign = { ...stripe.complete((await stripeSession()).id), id: 'cs_test_not_ours' };
    const payload = eventFor('checkout.session.completed', foreign);
    expect((await postEvent(payload, sign(payload))).status).toBe(200);

    const session = await stripeSession();
    const cheap = { ...stripe.complete(session.id), amount_total: 1 };
    const cheapPayload = eventFor('checkout.session.completed', cheap);
    expect((await postEvent(cheapPayload, sign(cheapPayload))).status).toBe(200);
    expect((await sessionRow(server, session.id))!.paymentStatus).toBe('unpaid');

    const other = eventFor('payment_intent.succeeded', session);
    expect((await postEvent(other, sign(other))).status).toBe(200);
  });

  it('an expired checkout (webhook) reads expired and cannot open an account', async () => {
    const session = await stripeSession();
    const expired = stripe.expire(session.id);
    const payload = eventFor('checkout.session.expired', expired);
    expect((await postEvent(payload, sign(payload))).status).toBe(200);
    expect((await api.get(`/api/payments/status/${session.id}`)).data).toEqual({
      payment_status: 'unpaid',
      status: 'expired',
    });
    const res = await api.post('/api/auth/register', { json: newUser({ payment_session_id: session.id }) });
    expect(res.status).toBe(402);
    expect(res.data).toMatchObject({ detail: MSG.paymentSessionExpired });
  });

  it('registration asks Stripe itself when neither webhook nor poll has seen the payment yet', async () => {
    const session = await stripeSession();
    stripe.complete(session.id);
    const res = await api.post('/api/auth/register', { json: newUser({ payment_session_id: session.id }) });
    expect(res.status).toBe(201);
    expect(res.data.user.is_premium).toBe(true);
  });

  it('a sandbox session left from before Stripe was configured is no credit', async () => {
    await server.app.database.db.insert(paymentSessions).values({
      id: 'sbx_left_over',
      provider: 'sandbox',
      status: 'complete',
      paymentStatus: 'paid',
      amountCents: 1000,
      currency: 'usd',
      expiresAt: new Date(Date.now() + 3600_000),
      paidAt: new Date(),
    });
    const res = await api.post('/api/auth/register', { json: newUser({ payment_session_id: 'sbx_left_over' }) });
    expect(res.status).toBe(402);
    expect(res.data).toMatchObject({ detail: MSG.paymentSessionNotFound });
  });
});

describe('payment configuration', () => {
  const base = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'affinia-cfg-')), JWT_SECRET: 'x'.repeat(32) };
  afterAll(() => rmSync(base.DATA_DIR, { recursive: true, force: true }));

  it('defaults to the sandbox with 30-minute sessions', () => {
    const config = loadConfig(base);
    expect(config.payments).toEqual({
      provider: 'sandbox',
      sandboxInProduction: false,
      sessionTtlMinutes: 30,
      stripe: null,
    });
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'pk_test_publishable' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_abc' }, 'needs STRIPE_SECRET_KEY'],
    [{ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ PAYMENT_SESSION_TTL_MINUTES: '0' }, 'PAYMENT_SESSION_TTL_MINUTES'],
    [{ PAYMENT_SESSION_TTL_MINUTES: '2000' }, 'PAYMENT_SESSION_TTL_MINUTES'],
    [{ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_API_PROTOCOL: 'ftp' }, 'STRIPE_API_PROTOCOL'],
  ])('stops start-up on a bad value: %o', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
