// A payment made before sign-up survives a change of browser (issue 16, decision 027): the sandbox
// asks for an optional receipt address, the receipt arrives at a real SMTP server in the checkout's
// language with the restore link, and that link's credit check and registration work from a fresh
// client exactly once. Runs on PGlite and PostgreSQL.
// Storage: also on PostgreSQL — one restored credit, concurrent registrations. Decision 055.
import { Writable } from 'node:stream';
import Stripe from 'stripe';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, PREMIUM_PRICE_USD, formatPriceUsd } from '@affinia/contract';
import { mailOutbox } from '../../db/schema.js';
import { outboxRows, queueSettled } from '../../../test/mail-queue.js';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.js';
import { apiClient, newUser, startTestServer, type TestServer } from '../../../test/test-server.js';
import { FAKE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.js';
import { paymentReference } from './service.js';

let smtp: TestSmtpServer;
let server: TestServer;
/** Every line the server logs: neither the payer's address nor the credit may be in it. */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    env: { FREE_SIGNUP_LIMIT: '0', SMTP_URL: smtp.url, LOG_LEVEL: 'info' },
    overrides: { logStream },
  });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** A checkout started by a browser speaking `language`; answers the session id. */
async function startCheckout(language = 'fr'): Promise<string> {
  const form = new FormData();
  form.set('origin_url', server.url);
  const res = await apiClient(server.url).post('/api/payments/checkout', {
    form,
    headers: { 'accept-language': language },
  });
  expect(res.status).toBe(200);
  return new URL(res.data.url).pathname.split('/').pop()!;
}

async function pay(id: string, fields: Record<string, string>) {
  const res = await fetch(`${server.url}/api/payments/sandbox/${id}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}
const CARD = { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

const receiptRows = async (sessionId: string) =>
  server.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.paymentSessionId, sessionId));

describe('the receipt mail and the restore link', () => {
  it('the sandbox page asks for an optional address, with a label', async () => {
    const id = await startCheckout();
    const page = await (await fetch(`${server.url}/api/payments/sandbox/${id}`)).text();
    expect(page).toContain('<label for="email">Adresse e-mail pour le reçu (facultatif)</label>');
    expect(page).toMatch(/<input id="email" name="email" type="email"[^>]*>/);
    expect(page).not.toMatch(/<input id="email"[^>]*required/);
  });

  it('an invalid address is refused on the page, nothing paid and nothing queued', async () => {
    const id = await startCheckout();
    const res = await pay(id, { ...CARD, email: 'pas-une-adresse' });
    expect(res.status).toBe(400);
    expect(res.html).toContain('Adresse e-mail invalide');
    expect(res.html).toContain('value="pas-une-adresse"');
    const status = await apiClient(server.url).get(`/api/payments/status/${id}`);
    expect(status.data).toEqual({ payment_status: 'unpaid', status: 'open' });
    expect(await receiptRows(id)).toHaveLength(0);
  });

  it('paying with an address sends exactly one receipt, in the checkout language, whose link restores the credit once in a fresh client', async () => {
    const id = await startCheckout('en-GB,en;q=0.8');
    const email = `payer-${Date.now()}@example.com`;
    const paid = await pay(id, { ...CARD, email });
    expect(paid.status).toBe(303);

    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(email));
    await queueSettled(server);
    expect(smtp.received.filter((m) => m.envelopeTo.includes(email))).toHaveLength(1);
    expect(mail.subject).toBe('Your Affinia receipt: Premium sign-up');
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain(`Amount: ${formatPriceUsd(PREMIUM_PRICE_USD, 'en')}`);
    expect(mail.text).toMatch(/Date: \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s?[AP]M UTC/);
    expect(mail.text).toContain(`Payment reference: ${paymentReference(id)}`);
    expect(mail.text).toContain('It is private: do not share it. It works once, for one sign-up');
    expect(mail.text).toContain('this address was given for a payment on Affinia');
    expect(mail.html).toContain('lang="en"');
    const link = /https?:\/\/\S+\/payment\/success\?session_id=\S+/.exec(mail.text ?? '')?.[0];
    expect(link).toBe(`${server.url}/payment/success?session_id=${id}`);
    expect(mail.html).toContain(link);
    // The reference is not the credit: nothing in it opens an account.
    expect(paymentReference(id)).not.toContain(id);

    // Once sent, the address and the link are gone from the queue.
    const [row] = await receiptRows(id);
    expect(row).toMatchObject({ status: 'sent', toAddress: '', params: {}, userId: null, language: 'en' });

    // Another browser: the success page asks whether the credit is still good, then registers with it.
    const fresh = apiClient(server.url);
    const sessionId = new URL(link!).searchParams.get('session_id')!;
    const credit = await fresh.get(`/api/payments/credit/${encodeURIComponent(sessionId)}`);
    expect(credit.status).toBe(200);
    expect(Date.parse(credit.data.valid_until)).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
    const account = await fresh.post('/api/auth/register', { json: newUser({ payment_session_id: sessionId }) });
    expect(account.status).toBe(201);
    expect(account.data.user.is_premium).toBe(true);

    // Used: the link restores nothing any more, and says why.
    const again = await apiClient(server.url).get(`/api/payments/credit/${sessionId}`);
    expect(again).toMatchObject({
      status: 402,
      data: { detail: MSG.paymentAlreadyRedeemed, code: 'paymentAlreadyRedeemed' },
    });
    // The log holds neither the address nor the credit (a fingerprint of the id at most).
    const logged = logLines.join('');
    expect(logged).toContain('payment received');
    expect(logged).not.toContain(email);
    expect(logged).not.toContain(id);
    // The receipt now belongs to the account (its export lists it; its erasure removes it).
    expect(await outboxRows(server, account.data.user.id)).toContainEqual(
      expect.objectContaining({ template: 'payment_receipt', status: 'sent', to: '' }),
    );
  });

  it('no address given: the payment is recorded and no mail is queued', async () => {
    const id = await startCheckout();
    expect((await pay(id, { ...CARD, email: '' })).status).toBe(303);
    expect((await apiClient(server.url).get(`/api/payments/status/${id}`)).data.payment_status).toBe('paid');
    expect(await receiptRows(id)).toHaveLength(0);
  });

  it('a receipt waiting when the account is deleted goes with it', async () => {
    const id = await startCheckout();
    expect((await pay(id, { ...CARD, email: `late-${Date.now()}@example.com` })).status).toBe(303);
    // Held back (a mail server down, say): still pending when the account goes.
    await server.app.database.db
      .update(mailOutbox)
      .set({ status: 'pending', nextAttemptAt: sql`now() + interval '1 hour'` })
      .where(eq(mailOutbox.paymentSessionId, id));
    const account = await apiClient(server.url).post('/api/auth/register', {
      json: newUser({ payment_session_id: id }),
    });
    expect(account.status).toBe(201);
    expect(await receiptRows(id)).toHaveLength(1);
    const deleted = await apiClient(server.url).delete('/api/profile/me', { token: account.data.token });
    expect(deleted.status).toBe(204);
    expect(await receiptRows(id)).toHaveLength(0);
  });

  it('unknown, forged and unpaid sessions are refused with their reason', async () => {
    const api = apiClient(server.url);
    const unknown = await api.get('/api/payments/credit/sbx_doesnotexistdoesnotexistdoesnotex');
    expect(unknown).toMatchObject({ status: 402, data: { detail: MSG.paymentSessionNotFound } });
    const forged = await api.get('/api/payments/credit/cs_live_forged');
    expect(forged).toMatchObject({ status: 402, data: { detail: MSG.paymentSessionNotFound } });
    const unpaid = await api.get(`/api/payments/credit/${await startCheckout()}`);
    expect(unpaid).toMatchObject({ status: 402, data: { detail: MSG.paymentNotCompleted } });
  });

  it('concurrent registrations from several browsers holding one restored credit: exactly one succeeds', async () => {
    const id = await startCheckout();
    expect((await pay(id, CARD)).status).toBe(303);
    const browsers = Array.from({ length: 8 }, () => apiClient(server.url));
    for (const b of browsers) expect((await b.get(`/api/payments/credit/${id}`)).status).toBe(200);
    const replies = await Promise.all(
      browsers.map((b) => b.post('/api/auth/register', { json: newUser({ payment_session_id: id }) })),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = replies.filter((r) => r.status === 402);
    expect(refused).toHaveLength(7);
    for (const r of refused) expect(r.data.detail).toBe(MSG.paymentAlreadyRedeemed);
  });
});

describe('with Stripe Checkout: the address Stripe collected', () => {
  let stripe: FakeStripe;
  let stripeServer: TestServer;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    stripeServer = await startTestServer({ env: stripe.env({ FREE_SIGNUP_LIMIT: '0', SMTP_URL: smtp.url }) });
  });
  afterAll(async () => {
    await stripeServer.close();
    await stripe.close();
  });

  async function webhook(session: object) {
    const payload = JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type: 'checkout.session.completed',
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: session },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: FAKE_WEBHOOK_SECRET });
    return apiClient(stripeServer.url).post('/api/payments/webhook', {
      body: payload,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    });
  }

  async function stripeCheckout(language: string): Promise<string> {
    const form = new FormData();
    form.set('origin_url', stripeServer.url);
    const res = await apiClient(stripeServer.url).post('/api/payments/checkout', {
      form,
      headers: { 'accept-language': language },
    });
    expect(res.status).toBe(200);
    return new URL(res.data.url).pathname.split('/').pop()!;
  }

  it('the completed-checkout webhook queues one receipt in the checkout language; a replay queues none', async () => {
    const id = await stripeCheckout('de');
    const email = `stripe-${Date.now()}@example.com`;
    const completed = { ...stripe.complete(id), customer_details: { email } };
    expect((await webhook(completed)).status).toBe(200);
    expect((await webhook(completed)).status).toBe(200);
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(email));
    await queueSettled(stripeServer);
    expect(smtp.received.filter((m) => m.envelopeTo.includes(email))).toHaveLength(1);
    expect(mail.subject).toBe('Deine Affinia-Quittung: Premium-Registrierung');
    expect(mail.text).toContain(`Zahlungsreferenz: ${paymentReference(id)}`);
    expect(mail.text).toContain(`${stripeServer.url}/payment/success?session_id=${id}`);
    const credit = await apiClient(stripeServer.url).get(`/api/payments/credit/${id}`);
    expect(credit.status).toBe(200);
  });

  it('a checkout completed without an address sends nothing', async () => {
    const id = await stripeCheckout('fr');
    expect((await webhook({ ...stripe.complete(id), customer_details: { email: null } })).status).toBe(200);
    expect((await apiClient(stripeServer.url).get(`/api/payments/status/${id}`)).data.payment_status).toBe('paid');
    const rows = await stripeServer.app.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.paymentSessionId, id));
    expect(rows).toHaveLength(0);
  });
});
