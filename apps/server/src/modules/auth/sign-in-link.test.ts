// Issue 31, items 8 and 9 (decision 035). The owner's way in that strangers cannot use up: a one-time
// sign-in link by mail, untouched by the account-wide login slow-down that strangers failing from many
// (forged, TRUST_PROXY=1) addresses trigger. And the address change's "taken" answer, limited like the
// sign-up's e-mail check.
// Storage: also on PostgreSQL — a link used once even by simultaneous requests. Decision 055.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@affinia/contract';
import { registerUser, type TestUser } from '../../../test/fixtures.js';
import { queueSettled } from '../../../test/mail-queue.js';
import { linkIn, tokenOf } from '../../../test/smtp-server.js';
import { useMailingServer } from '../../../test/mailing-server.js';
import { forgedEnding } from '../../../test/forgery.js';
import { apiClient, startTestServer, type TestServer } from '../../../test/test-server.js';

const SUBJECT = 'Votre lien de connexion';
const WRONG = 'pas le bon mot de passe';

const mailing = useMailingServer({
  TRUST_PROXY: '1',
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_IP: '10',
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '5',
  RATE_LIMIT_PASSWORD_RESET_PER_IP: '1000',
  RATE_LIMIT_PASSWORD_RESET_PER_ADDRESS: '3',
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const linksTo = (email: string) =>
  mailing.smtp.received.filter((m) => m.envelopeTo.includes(email) && m.subject === SUBJECT);

/** Asks for a link from this address and answers the token of the mail it brings. */
async function requestLink(user: TestUser, ip: string): Promise<string> {
  const before = linksTo(user.email).length;
  const res = await mailing.api.post('/api/auth/sign-in-link', { json: { email: user.email }, headers: from(ip) });
  expect(res).toMatchObject({ status: 202, data: { message: MSG.signInLinkSent } });
  await expect.poll(() => linksTo(user.email).length).toBe(before + 1);
  return tokenOf(linkIn(linksTo(user.email).at(-1)!, 'sign-in-link'));
}

const openLink = (token: string, ip: string) =>
  mailing.api.post('/api/auth/sign-in-link/open', { json: { token }, headers: from(ip) });

/** Strangers failing at the password login from `count` addresses of their own. */
async function strangersFail(user: TestUser, count: number, round: number) {
  for (let s = 0; s < count; s++) {
    await mailing.api.post('/api/auth/login', {
      json: { email: user.email, password: WRONG },
      headers: from(`198.51.${100 + round}.${s + 1}`),
    });
  }
}

describe('one-time sign-in link (issue 31, item 8)', () => {
  it(
    'strangers hammering the account from many addresses do not stop the owner signing in with a link',
    { timeout: 120_000 },
    async () => {
      const owner = await registerUser(mailing.server);
      const tries = 20;
      let byPassword = 0;
      let byLink = 0;
      for (let i = 0; i < tries; i++) {
        await strangersFail(owner, 3, i);
        // The owner, on an address she never used, with her right password…
        const login = await mailing.api.post('/api/auth/login', {
          json: { email: owner.email, password: owner.password },
          headers: from(`203.0.113.${i + 1}`),
        });
        if (login.status === 200) byPassword += 1;
        else expect(login.data).toMatchObject({ code: 'tooManyLoginAttempts' });
        await strangersFail(owner, 3, 50 + i);
        // …and with a link, asked for and opened from other new addresses.
        const token = await requestLink(owner, `192.0.2.${i + 1}`);
        await strangersFail(owner, 3, 100 + i);
        const opened = await openLink(token, `192.0.2.${100 + i}`);
        // Past the 3 links an hour per address, the owner's own request still brings one: none is open.
        if (opened.status === 200) byLink += 1;
      }
      console.info(
        `owner under a stranger attack, ${tries} tries from new addresses: password ${byPassword}/${tries}, link ${byLink}/${tries}`,
      );
      expect(byLink).toBe(tries);
      expect(byPassword).toBeLessThan(tries);
    },
  );

  it('signs in once: the session works, the link is spent, and the address is confirmed', async () => {
    const owner = await registerUser(mailing.server);
    const token = await requestLink(owner, '192.0.2.200');
    const opened = await openLink(token, '192.0.2.201');
    expect(opened).toMatchObject({ status: 200, data: { message: MSG.signedIn } });
    const me = await mailing.api.get('/api/profile/me', { token: opened.data.token });
    expect(me.status).toBe(200);
    expect(me.data.id).toBe(owner.id);
    expect(me.data.email_verified).toBe(true);
    const again = await openLink(token, '192.0.2.201');
    expect(again).toMatchObject({ status: 400, data: expect.objectContaining({ detail: MSG.linkInvalid }) });
    // Two uses racing each other: exactly one signs in.
    const raced = await requestLink(owner, '192.0.2.202');
    const answers = await Promise.all(Array.from({ length: 6 }, () => openLink(raced, '192.0.2.203')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  });

  it('an old link dies after a password change', async () => {
    const owner = await registerUser(mailing.server);
    const token = await requestLink(owner, '192.0.2.210');
    const changed = await mailing.api.post('/api/auth/password/change', {
      json: { current_password: owner.password, new_password: 'Un secret changé après le lien 5' },
      token: owner.token,
    });
    expect(changed.status).toBe(200);
    expect((await openLink(token, '192.0.2.210')).status).toBe(400);
  });

  it('refuses an expired link, a forged one, and a reset link used as a sign-in link', async () => {
    const owner = await registerUser(mailing.server);
    const token = await requestLink(owner, '192.0.2.220');
    const [version, random] = token.split('.');
    expect((await openLink(`${Number(version) + 1}.${random}`, '192.0.2.220')).status).toBe(400);
    expect((await openLink(`${version}.${forgedEnding(random!, 2)}`, '192.0.2.220')).status).toBe(400);
    await mailing.api.post('/api/auth/password/forgot', { json: { email: owner.email } });
    const reset = await mailing.smtp.waitFor(
      (m) => m.envelopeTo.includes(owner.email) && m.subject === 'Réinitialisation de votre mot de passe',
    );
    expect((await openLink(tokenOf(linkIn(reset, 'reset-password')), '192.0.2.220')).status).toBe(400);
    await mailing.server.app.database.db.execute(
      sql`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE user_id = ${owner.id} AND purpose = 'sign_in'`,
    );
    expect((await openLink(token, '192.0.2.220')).status).toBe(400);
  });

  it('answers the same for an unknown address, and strangers asking in the owner’s name never leave her without a link', async () => {
    const owner = await registerUser(mailing.server);
    const known = await mailing.api.post('/api/auth/sign-in-link', {
      json: { email: owner.email },
      headers: from('192.0.2.230'),
    });
    const unknown = await mailing.api.post('/api/auth/sign-in-link', {
      json: { email: 'personne-ici@example.com' },
      headers: from('192.0.2.230'),
    });
    expect(unknown.status).toBe(202);
    expect(unknown.data).toEqual(known.data);
    // Strangers ask 9 more from 9 addresses, all at once: 3 mails an hour per address, all to the owner's
    // mailbox. (Each request's mail is decided after its answer: a burst of them once ran side by side,
    // each over the limit finding no link open yet, and mailed up to 9.)
    await Promise.all(
      Array.from({ length: 9 }, (_, s) =>
        mailing.api.post('/api/auth/sign-in-link', {
          json: { email: owner.email },
          headers: from(`198.51.200.${s}`),
        }),
      ),
    );
    await queueSettled(mailing.server);
    expect(linksTo(owner.email)).toHaveLength(3);
    expect(linksTo('personne-ici@example.com')).toHaveLength(0);
    // Every one of them is the owner's; the latest opens the account.
    const latest = tokenOf(linkIn(linksTo(owner.email).at(-1)!, 'sign-in-link'));
    expect((await openLink(latest, '192.0.2.231')).status).toBe(200);
    // Once none is open any more (used or lapsed), the owner's own request gets a fresh one.
    await mailing.server.app.database.db.execute(
      sql`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE user_id = ${owner.id} AND purpose = 'sign_in'`,
    );
    const fresh = await requestLink(owner, '192.0.2.232');
    expect((await openLink(fresh, '192.0.2.232')).status).toBe(200);
  });

  it('refuses malformed requests and tokens with 400', async () => {
    const ask = (json: object) => mailing.api.post('/api/auth/sign-in-link', { json, headers: from('192.0.2.240') });
    expect(await ask({})).toMatchObject({ status: 400, data: expect.objectContaining({ code: 'missingField' }) });
    expect(await ask({ email: 'pas-une-adresse' })).toMatchObject({
      status: 400,
      data: expect.objectContaining({ detail: MSG.invalidEmail }),
    });
    expect((await ask({ email: 'quelqu-un@example.com', role: 'admin' })).status).toBe(400);
    const open = (json: object) =>
      mailing.api.post('/api/auth/sign-in-link/open', { json, headers: from('192.0.2.241') });
    expect(await open({})).toMatchObject({
      status: 400,
      data: expect.objectContaining({ detail: MSG.missingField('token') }),
    });
    // Too long, no credential version in it, a version with nothing after it: refused as a dead link.
    for (const token of ['x'.repeat(600), 'A'.repeat(43), '0.', '1.' + 'A'.repeat(42)]) {
      expect(await open({ token })).toMatchObject({
        status: 400,
        data: expect.objectContaining({ detail: MSG.linkInvalid }),
      });
    }
  });

  it('limits requests per client address with 429', { timeout: 120_000 }, async () => {
    const strict = await startTestServer({
      env: { SMTP_URL: mailing.smtp.url, RATE_LIMIT_PASSWORD_RESET_PER_IP: '2' },
    });
    try {
      const local = apiClient(strict.url);
      for (let i = 0; i < 2; i++) {
        expect((await local.post('/api/auth/sign-in-link', { json: { email: `x${i}@example.com` } })).status).toBe(202);
      }
      const limited = await local.post('/api/auth/sign-in-link', { json: { email: 'y@example.com' } });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBeTruthy();
    } finally {
      await strict.close();
    }
  });
});

describe('address change availability answers (issue 31, item 9)', () => {
  let strict: TestServer;
  let taken: TestUser[];
  beforeAll(async () => {
    strict = await startTestServer({
      env: { TRUST_PROXY: '1', RATE_LIMIT_VERIFY_EMAIL_PER_IP: '4', RATE_LIMIT_CONFIRMATION_MAILS_PER_USER: '3' },
    });
    taken = await Promise.all(Array.from({ length: 3 }, () => registerUser(strict)));
  }, 120_000);
  afterAll(() => strict.close());

  /** A member asks to move to each taken address in turn, from these client addresses; the statuses. */
  async function probes(prober: TestUser, ips: string[]): Promise<number[]> {
    const answers: number[] = [];
    for (const [i, ip] of ips.entries()) {
      const res = await apiClient(strict.url).post('/api/auth/email/change', {
        json: { password: prober.password, new_email: taken[i % taken.length]!.email },
        token: prober.token,
        headers: from(ip),
      });
      answers.push(res.status);
    }
    return answers;
  }

  it('are limited per client address, shared with the sign-up e-mail check', { timeout: 120_000 }, async () => {
    const [first, second] = [await registerUser(strict), await registerUser(strict)];
    const ip = '203.0.113.40';
    // RATE_LIMIT_VERIFY_EMAIL_PER_IP=4: two members from one address get 4 answers in all.
    const answers = [...(await probes(first, [ip, ip, ip])), ...(await probes(second, [ip, ip, ip]))];
    console.info(`address change probes of taken addresses from one IP, limit 4: ${answers.join(' ')}`);
    expect(answers).toEqual([409, 409, 409, 409, 429, 429]);
    // The sign-up check from the same address shares the count.
    const form = new FormData();
    form.set('email', 'libre@example.com');
    expect((await apiClient(strict.url).post('/api/auth/verify-email', { form, headers: from(ip) })).status).toBe(429);
  });

  it('are limited per member, whichever address they come from', { timeout: 120_000 }, async () => {
    const [prober, other] = [await registerUser(strict), await registerUser(strict)];
    // RATE_LIMIT_CONFIRMATION_MAILS_PER_USER=3, each probe from a new address.
    const answers = await probes(prober, ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']);
    expect(answers).toEqual([409, 409, 409, 429]);
    // Another member is not limited by the prober's count.
    expect(await probes(other, ['198.51.100.5'])).toEqual([409]);
  });
});
