// No secret in any log line, whatever the mail transport (issue 31, item 3): a whole journey — a paid
// checkout with a receipt, sign-up, confirmation, forgotten password, change of address, deletion — runs
// against a real server logging at debug level through its real pino logger, and everything it logged
// is searched for every token, link, payment session id and e-mail address the journey saw in its mails
// and answers. Without SMTP_URL the outbox used to log each mail's link: reset and change-of-address
// tokens, confirmation links whose payload holds the address.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog } from '../../test/captured-log.js';
import { queueSettled } from '../../test/mail-queue.js';
import { paidSandboxCheckout } from '../../test/sandbox-checkout.js';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.js';
import { apiClient, newUser, startTestServer, type TestServer } from '../../test/test-server.js';

type Mail = { to: string; subject: string; text: string; html: string };

/** Every address a mail or an answer carried: in its text, its HTML and its links. */
const linksIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0].replace(/&amp;/g, '&'));

/** The forms a secret may take in a log: as it is, URL-encoded, and each query value of a link. */
function formsOf(secret: string): string[] {
  const forms = new Set([secret, encodeURIComponent(secret)]);
  if (/^https?:\/\//.test(secret)) {
    const url = new URL(secret);
    for (const value of url.searchParams.values()) if (value.length >= 8) forms.add(value);
    if (url.search) forms.add(url.search.slice(1));
  }
  return [...forms];
}

describe.each(['outbox', 'smtp'] as const)('the log of a whole journey, mail through the %s', (transport) => {
  const log = capturedLog();
  let smtp: TestSmtpServer | undefined;
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    smtp = transport === 'smtp' ? await startSmtpServer() : undefined;
    server = await startTestServer({
      env: { LOG_LEVEL: 'debug', MAIL_FROM: 'Affinia <bonjour@affinia.test>', ...(smtp ? { SMTP_URL: smtp.url } : {}) },
      overrides: { logStream: log.stream },
    });
    api = apiClient(server.url);
  });
  afterAll(async () => {
    await server.close();
    await smtp?.close();
  });

  /** Every mail sent so far, read where this transport put it (the outbox files, or the SMTP server). */
  async function mails(): Promise<Mail[]> {
    await queueSettled(server);
    const parsed = smtp
      ? smtp.received
      : await Promise.all(
          readdirSync(server.config.mail.outboxDir)
            .filter((name) => name.endsWith('.eml'))
            .map((name) => simpleParser(readFileSync(path.join(server.config.mail.outboxDir, name)))),
        );
    return parsed.map((m) => ({
      to: [m.to ?? []]
        .flat()
        .map((a) => a.text)
        .join(', '),
      subject: m.subject ?? '',
      text: m.text ?? '',
      html: typeof m.html === 'string' ? m.html : '',
    }));
  }
  /** The last link to `page` mailed to `address`, once it has been mailed (a reset is queued after its answer). */
  async function linkTo(address: string, page: string): Promise<string> {
    const find = async () =>
      (await mails())
        .filter((m) => m.to.includes(address))
        .flatMap((m) => linksIn(m.text))
        .filter((link) => new URL(link).pathname === `/${page}`)
        .at(-1);
    await expect.poll(find, { timeout: 15_000 }).toBeDefined();
    return (await find())!;
  }
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  it('holds none of the tokens, links, payment session ids and addresses the journey saw', async () => {
    const member = newUser();
    const payer = `payeur-${transport}-${Date.now()}@example.org`;
    const newAddress = `nouvelle-${transport}-${Date.now()}@example.net`;
    const newPassword = 'Une autre phrase de passe 77';
    const seen = new Set<string>([member.email, payer, newAddress, member.password, newPassword]);

    // A paid checkout whose receipt goes to the payer, redeemed at sign-up.
    const { sessionId, checkoutUrl, returnUrl } = await paidSandboxCheckout(server.url, payer);
    seen.add(sessionId).add(checkoutUrl).add(returnUrl);
    expect((await api.get(`/api/payments/status/${sessionId}`)).data.payment_status).toBe('paid');
    const signUp = await api.post('/api/auth/register', { json: { ...member, payment_session_id: sessionId } });
    expect(signUp.status).toBe(201);
    seen.add(signUp.data.token);

    // Confirmation of the address.
    const confirmation = await linkTo(member.email, 'confirm-email');
    expect((await api.post('/api/auth/email/confirm', { json: { token: tokenOf(confirmation) } })).status).toBe(200);

    // A forgotten password, reset through the mailed link.
    expect((await api.post('/api/auth/password/forgot', { json: { email: member.email } })).status).toBe(202);
    const reset = await linkTo(member.email, 'reset-password');
    const resetAnswer = await api.post('/api/auth/password/reset', {
      json: { token: tokenOf(reset), password: newPassword },
    });
    expect(resetAnswer.status).toBe(200);
    const login = await api.post('/api/auth/login', { json: { email: member.email, password: newPassword } });
    expect(login.status).toBe(200);
    seen.add(login.data.token);

    // A change of address, confirmed from the new mailbox.
    const change = await api.post('/api/auth/email/change', {
      token: login.data.token,
      json: { password: newPassword, new_email: newAddress },
    });
    expect(change.status).toBe(202);
    const changeLink = await linkTo(newAddress, 'confirm-email');
    expect((await api.post('/api/auth/email/confirm', { json: { token: tokenOf(changeLink) } })).status).toBe(200);
    const again = await api.post('/api/auth/login', { json: { email: newAddress, password: newPassword } });
    expect(again.status).toBe(200);
    seen.add(again.data.token);
    for (const answer of [signUp, resetAnswer, login, again]) {
      for (const link of linksIn(JSON.stringify(answer.data))) seen.add(link);
    }

    // Every link of every mail is a secret for this test, whatever it points at: the unsubscribe links
    // are signed, the confirmation links carry the address, the receipt names the session. (Read before
    // the deletion: it erases the member's outbox files.)
    const sent = await mails();
    expect((await api.delete('/api/profile/me', { token: again.data.token })).status).toBe(204);
    expect(sent.length).toBeGreaterThanOrEqual(5);
    const receipt = sent.find((m) => m.to.includes(payer));
    expect(receipt, 'the payer’s receipt').toBeDefined();
    for (const mail of sent) {
      for (const link of [...linksIn(mail.text), ...linksIn(mail.html)]) {
        if (new URL(link).search) seen.add(link);
      }
    }
    for (const link of [confirmation, reset, changeLink]) seen.add(link).add(tokenOf(link));

    const text = log.text();
    // The log is not empty: requests and the mails' own lines were logged.
    expect(log.lines.length).toBeGreaterThan(20);
    const found = [...seen].flatMap(formsOf).filter((secret) => text.includes(secret));
    expect(found, `${found.length} secrets in ${log.lines.length} log lines`).toEqual([]);
    if (transport === 'outbox') {
      const written = log.entries().filter((e) => e.msg === 'mail written to the outbox');
      expect(written.length).toBeGreaterThanOrEqual(sent.length);
      for (const entry of written) {
        expect(Object.keys(entry)).toEqual(expect.arrayContaining(['file', 'template']));
        expect(entry.file).toMatch(/^[\w-]+\.eml$/);
      }
      expect(written.map((e) => e.template)).toEqual(
        expect.arrayContaining(['confirm_email', 'password_reset', 'payment_receipt']),
      );
    }
  });
});
