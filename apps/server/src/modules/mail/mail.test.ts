// Mail delivery against a real SMTP server: the confirmation mail of a sign-up arrives in the member's
// language with text, HTML and a working link; refusals are retried with backoff or given up; without
// SMTP_URL the mail is written to DATA_DIR/outbox; two processes never send one mail twice.
// Storage: also on PostgreSQL — the outbox leased by concurrent workers. Decision 055.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@affinia/contract';
import { registerUser } from '../../../test/fixtures.js';
import { outboxRows, queueSettled } from '../../../test/mail-queue.js';
import { linkIn, rawHeader, startSmtpServer, tokenOf, type TestSmtpServer } from '../../../test/smtp-server.js';
import {
  apiClient,
  createPostgresDatabase,
  dropPostgresDatabase,
  newUser,
  startTestServer,
  usingPostgres,
  type TestServer,
} from '../../../test/test-server.js';
import { retryDelayMs } from './worker.js';

let smtp: TestSmtpServer;
let server: TestServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Affinia <bonjour@affinia.test>' } });
  api = apiClient(server.url);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const makeDue = (userId: string) =>
  server.app.database.db.execute(sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE user_id = ${userId}`);

describe('the confirmation mail of a sign-up', () => {
  it('arrives in French by default, from MAIL_FROM, as text and branded HTML, and its link confirms', async () => {
    const user = await registerUser(server);
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(user.email));
    expect(mail.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail.from?.value).toEqual([{ name: 'Affinia', address: 'bonjour@affinia.test' }]);
    expect(mail.text).toContain(`Bonjour ${user.name},`);
    expect(mail.html).toContain('Affinia');
    expect(mail.html).toContain('Confirmer mon adresse');
    // Account mails are not notifications: no unsubscribe header.
    expect(rawHeader(mail, 'list-unsubscribe')).toBeUndefined();
    const link = linkIn(mail, 'confirm-email');
    expect(link.startsWith(`${server.url}/confirm-email?token=`)).toBe(true);

    const before = await api.get('/api/profile/me', { token: user.token });
    expect(before.data.email_verified).toBe(false);
    const confirmed = await api.post('/api/auth/email/confirm', { json: { token: tokenOf(link) } });
    expect(confirmed).toMatchObject({ status: 200, data: { message: MSG.emailConfirmed, email: user.email } });
    const after = await api.get('/api/profile/me', { token: user.token });
    expect(after.data.email_verified).toBe(true);
    // Sent rows keep no parameters: the one-time link is gone from the database.
    const [row] = await outboxRows(server, user.id);
    expect(row).toMatchObject({ template: 'confirm_email', status: 'sent', attempts: 1, params: {} });
  });

  it('is written in the language of the sign-up, and later mails follow the language last used', async () => {
    const body = newUser();
    const res = await api.post('/api/auth/register', { json: body, headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(res.status).toBe(201);
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(body.email));
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.text).toContain(`Hello ${body.name},`);
    expect(mail.html).toContain('lang="en"');

    // The member switches the interface to German: the next mail is in German.
    await api.get('/api/profile/me', { token: res.data.token, headers: { 'accept-language': 'de' } });
    await expect.poll(async () => (await outboxRows(server, res.data.user.id)).length).toBe(1);
    const resend = await api.post('/api/auth/email/resend', {
      token: res.data.token,
      headers: { 'accept-language': 'de' },
    });
    expect(resend.status).toBe(202);
    const german = await smtp.waitFor((m) => m.envelopeTo.includes(body.email) && m.subject !== mail.subject);
    expect(german.subject).toBe('Bestätige deine E-Mail-Adresse');
  });
});

describe('retries', () => {
  it('retries a temporary refusal (4xx) later with backoff, then delivers once', async () => {
    smtp.refuseNext(1, 451);
    const user = await registerUser(server);
    await queueSettled(server);
    const [waiting] = await outboxRows(server, user.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.lastError).toContain('451');
    expect(smtp.received.filter((m) => m.envelopeTo.includes(user.email))).toHaveLength(0);
    // The backoff grows: 30 s, 2 min, 8 min… capped at 6 h.
    expect([1, 2, 3].map(retryDelayMs)).toEqual([30_000, 120_000, 480_000]);
    expect(retryDelayMs(20)).toBe(6 * 3600_000);

    await makeDue(user.id);
    await smtp.waitFor((m) => m.envelopeTo.includes(user.email));
    await queueSettled(server);
    const [sent] = await outboxRows(server, user.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received.filter((m) => m.envelopeTo.includes(user.email))).toHaveLength(1);
  });

  it('gives up at once on a permanent refusal (5xx)', async () => {
    smtp.refuseNext(1, 550);
    const user = await registerUser(server);
    await queueSettled(server);
    const [row] = await outboxRows(server, user.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, params: {} });
    await makeDue(user.id);
    await queueSettled(server);
    expect(smtp.received.filter((m) => m.envelopeTo.includes(user.email))).toHaveLength(0);
  });

  it('drops the mail of an account deleted before it went out', async () => {
    smtp.refuseNext(1, 451);
    const user = await registerUser(server);
    await queueSettled(server);
    expect((await api.delete('/api/profile/me', { token: user.token })).status).toBe(204);
    // The account's rows went with it (ON DELETE CASCADE): nothing left to send to that address.
    expect(await outboxRows(server, user.id)).toEqual([]);
  });
});

describe('without SMTP_URL', () => {
  it('writes each mail as an .eml file under DATA_DIR/outbox', async () => {
    const local = await startTestServer();
    try {
      const user = await registerUser(local);
      await queueSettled(local);
      const files = readdirSync(local.config.mail.outboxDir).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const raw = readFileSync(path.join(local.config.mail.outboxDir, files[0]!), 'utf8');
      expect(raw).toContain(`To: ${user.email}`);
      expect(raw).toContain('From: Affinia <no-reply@localhost>');
      expect(raw).toMatch(/Subject: Confirmez votre adresse e-mail|Subject: =\?UTF-8\?/);
      expect(raw).toContain('/confirm-email?token=');
    } finally {
      await local.close();
    }
  });
});

describe.runIf(usingPostgres())('two processes on one database', () => {
  it('never send one mail twice', { timeout: 60_000 }, async () => {
    const url = await createPostgresDatabase();
    const first = await startTestServer({ postgresUrl: url, keepDatabase: true, env: { SMTP_URL: smtp.url } });
    const second = await startTestServer({ postgresUrl: url, keepDatabase: true, env: { SMTP_URL: smtp.url } });
    try {
      // 20 sign-ups spread over both processes, while both workers poll and drain together.
      const users = await Promise.all(Array.from({ length: 20 }, (_, i) => registerUser(i % 2 ? first : second)));
      await queueSettled(first);
      await queueSettled(second);
      for (const user of users) {
        expect(smtp.received.filter((m) => m.envelopeTo.includes(user.email))).toHaveLength(1);
      }
    } finally {
      await first.close();
      await second.close();
      await dropPostgresDatabase(url);
    }
  });
});
