// Addresses and passwords over real HTTP, with the mails read from a real SMTP server: forgotten
// password (same answer for everyone, single-use 30-minute link, limits), password change (other
// sessions revoked), address confirmation and change. Attack tests as an outsider would try them.
// Storage: also on PostgreSQL — one of many simultaneous uses of a link succeeds. Decision 055.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@affinia/contract';
import { questionnaireBody, registerUser, type TestUser } from '../../../test/fixtures.js';
import { outboxRows, queueSettled } from '../../../test/mail-queue.js';
import { linkIn, startSmtpServer, tokenOf, type TestSmtpServer } from '../../../test/smtp-server.js';
import { forgedEnding } from '../../../test/forgery.js';
import { apiClient, startTestServer, type TestServer } from '../../../test/test-server.js';

let smtp: TestSmtpServer;
let server: TestServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    env: { SMTP_URL: smtp.url, RATE_LIMIT_PASSWORD_RESET_PER_IP: '1000', RATE_LIMIT_PASSWORD_RESET_PER_ADDRESS: '3' },
  });
  api = apiClient(server.url);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const mailsTo = (email: string, subject?: string) =>
  smtp.received.filter((m) => m.envelopeTo.includes(email) && (!subject || m.subject === subject));

async function resetLinkFor(user: TestUser): Promise<string> {
  const before = mailsTo(user.email, 'Réinitialisation de votre mot de passe').length;
  const res = await api.post('/api/auth/password/forgot', { json: { email: user.email } });
  expect(res.status).toBe(202);
  await expect.poll(() => mailsTo(user.email, 'Réinitialisation de votre mot de passe').length).toBe(before + 1);
  return linkIn(mailsTo(user.email, 'Réinitialisation de votre mot de passe').at(-1)!, 'reset-password');
}

describe('forgotten password', () => {
  it('answers 202 with the same body for an account and for an unknown address', async () => {
    const user = await registerUser(server);
    const known = await api.post('/api/auth/password/forgot', { json: { email: user.email.toUpperCase() } });
    const unknown = await api.post('/api/auth/password/forgot', { json: { email: 'personne@example.com' } });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.data).toEqual(known.data);
    expect(known.data).toEqual({ message: MSG.resetLinkSent });
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());
    await expect.poll(() => mailsTo(user.email).length).toBe(2);
    await queueSettled(server);
    expect(mailsTo('personne@example.com')).toHaveLength(0);
  });

  it('sets a new password with the link: every session revoked, a new one answered, the link single-use', async () => {
    const user = await registerUser(server);
    const link = await resetLinkFor(user);
    expect(link.startsWith(`${server.url}/reset-password?token=`)).toBe(true);
    const token = tokenOf(link);
    // Only a hash is stored: the token in the link appears nowhere in the database.
    const stored = await server.app.database.db.execute(sql`SELECT token_hash FROM account_tokens`);
    expect(JSON.stringify(stored)).not.toContain(token);

    const reset = await api.post('/api/auth/password/reset', {
      json: { token, password: 'Un tout nouveau secret 2026' },
    });
    expect(reset).toMatchObject({ status: 200, data: { message: MSG.passwordResetDone } });
    expect((await api.get('/api/profile/me', { token: user.token })).status).toBe(401);
    const me = await api.get('/api/profile/me', { token: reset.data.token });
    expect(me.status).toBe(200);
    // Opening the link proved the mailbox: the address counts as confirmed.
    expect(me.data.email_verified).toBe(true);
    expect((await api.post('/api/auth/login', { json: { email: user.email, password: user.password } })).status).toBe(
      401,
    );
    expect(
      (await api.post('/api/auth/login', { json: { email: user.email, password: 'Un tout nouveau secret 2026' } }))
        .status,
    ).toBe(200);

    const again = await api.post('/api/auth/password/reset', {
      json: { token, password: 'Encore un autre secret 99' },
    });
    expect(again).toMatchObject({ status: 400, data: expect.objectContaining({ detail: MSG.linkInvalid }) });
  });

  it('keeps the link usable when the chosen password is refused, and applies the sign-up policy', async () => {
    const user = await registerUser(server);
    const token = tokenOf(await resetLinkFor(user));
    const weak = await api.post('/api/auth/password/reset', { json: { token, password: 'azerty123' } });
    expect(weak).toMatchObject({ status: 400, data: expect.objectContaining({ detail: MSG.passwordCommon }) });
    const short = await api.post('/api/auth/password/reset', { json: { token, password: 'court' } });
    expect(short).toMatchObject({ status: 400, data: expect.objectContaining({ detail: MSG.passwordTooShort }) });
    const ok = await api.post('/api/auth/password/reset', { json: { token, password: 'Une phrase vraiment neuve 7' } });
    expect(ok.status).toBe(200);
  });

  it('refuses an expired link, a forged one, and an older link once a newer one was used', async () => {
    const user = await registerUser(server);
    const older = tokenOf(await resetLinkFor(user));
    const newer = tokenOf(await resetLinkFor(user));
    await server.app.database.db.execute(
      sql`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE user_id = ${user.id} AND purpose = 'reset_password' AND created_at = (SELECT max(created_at) FROM account_tokens WHERE user_id = ${user.id})`,
    );
    const expired = await api.post('/api/auth/password/reset', {
      json: { token: newer, password: 'Une phrase vraiment neuve 8' },
    });
    expect(expired).toMatchObject({ status: 400, data: expect.objectContaining({ detail: MSG.linkInvalid }) });
    const forged = await api.post('/api/auth/password/reset', {
      json: { token: forgedEnding(older, 2), password: 'Une phrase vraiment neuve 8' },
    });
    expect(forged).toMatchObject({ status: 400, data: expect.objectContaining({ detail: MSG.linkInvalid }) });
    expect(
      (await api.post('/api/auth/password/reset', { json: { token: older, password: 'Une phrase vraiment neuve 8' } }))
        .status,
    ).toBe(200);
  });

  it('lets exactly one of many simultaneous uses of a link succeed', async () => {
    const user = await registerUser(server);
    const token = tokenOf(await resetLinkFor(user));
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api.post('/api/auth/password/reset', { json: { token, password: `Course au lien numéro ${i} !` } }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(7);
  });

  it('mails an address at most 3 times an hour, silently (same 202), whoever asks', async () => {
    const user = await registerUser(server);
    for (let i = 0; i < 5; i++) {
      const res = await api.post('/api/auth/password/forgot', { json: { email: user.email } });
      expect(res).toMatchObject({ status: 202, data: { message: MSG.resetLinkSent } });
    }
    await expect.poll(() => mailsTo(user.email, 'Réinitialisation de votre mot de passe').length).toBe(3);
    await queueSettled(server);
    expect(mailsTo(user.email, 'Réinitialisation de votre mot de passe')).toHaveLength(3);
  });

  it('limits requests per IP with 429, and validates the body', async () => {
    const strict = await startTestServer({ env: { SMTP_URL: smtp.url, RATE_LIMIT_PASSWORD_RESET_PER_IP: '2' } });
    try {
      const local = apiClient(strict.url);
      for (let i = 0; i < 2; i++) {
        expect((await local.post('/api/auth/password/forgot', { json: { email: `x${i}@example.com` } })).status).toBe(
          202,
        );
      }
      const limited = await local.post('/api/auth/password/forgot', { json: { email: 'y@example.com' } });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBeTruthy();
      // A forged X-Forwarded-For does not give a fresh allowance (TRUST_PROXY is off).
      const forged = await local.post('/api/auth/password/forgot', {
        json: { email: 'z@example.com' },
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(forged.status).toBe(429);
    } finally {
      await strict.close();
    }
    expect((await api.post('/api/auth/password/forgot', { json: { email: 'pas-une-adresse' } })).data).toMatchObject({
      detail: MSG.invalidEmail,
    });
    expect((await api.post('/api/auth/password/forgot', { json: {} })).status).toBe(400);
    expect(
      (await api.post('/api/auth/password/reset', { json: { password: 'Une phrase vraiment neuve 8' } })).data,
    ).toMatchObject({
      detail: MSG.missingField('token'),
    });
  });
});

describe('password change', () => {
  it('refuses no token, a bad token, and a wrong current password', async () => {
    const user = await registerUser(server);
    const body = { current_password: user.password, new_password: 'Mon nouveau secret à moi 1' };
    expect((await api.post('/api/auth/password/change', { json: body })).status).toBe(401);
    expect((await api.post('/api/auth/password/change', { json: body, token: 'x.y.z' })).status).toBe(401);
    const wrong = await api.post('/api/auth/password/change', {
      json: { ...body, current_password: 'pas le bon' },
      token: user.token,
    });
    expect(wrong).toMatchObject({ status: 400, data: expect.objectContaining({ detail: MSG.currentPasswordWrong }) });
    const same = await api.post('/api/auth/password/change', {
      json: { current_password: user.password, new_password: user.password },
      token: user.token,
    });
    expect(same).toMatchObject({ status: 400, data: expect.objectContaining({ detail: MSG.passwordUnchanged }) });
  });

  it('changes only the caller’s own password, signs out the other sessions, keeps this one, and says so by mail', async () => {
    const user = await registerUser(server);
    const other = await registerUser(server);
    const otherSession = (await api.post('/api/auth/login', { json: { email: user.email, password: user.password } }))
      .data.token;
    const res = await api.post('/api/auth/password/change', {
      json: { current_password: user.password, new_password: 'Mon nouveau secret à moi 2' },
      token: user.token,
    });
    expect(res).toMatchObject({ status: 200, data: { message: MSG.passwordChanged } });
    expect((await api.get('/api/profile/me', { token: otherSession })).status).toBe(401);
    expect((await api.get('/api/profile/me', { token: user.token })).status).toBe(401);
    expect((await api.get('/api/profile/me', { token: res.data.token })).status).toBe(200);
    // Another member's session is untouched and their password unchanged.
    expect((await api.get('/api/profile/me', { token: other.token })).status).toBe(200);
    expect((await api.post('/api/auth/login', { json: { email: other.email, password: other.password } })).status).toBe(
      200,
    );
    await smtp.waitFor((m) => m.envelopeTo.includes(user.email) && m.subject === 'Votre mot de passe a été modifié');
  });

  it('slows down guessing of the current password with a stolen session', async () => {
    const strict = await startTestServer({ env: { RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_IP: '3' } });
    try {
      const user = await registerUser(strict);
      const local = apiClient(strict.url);
      const guess = (current: string) =>
        local.post('/api/auth/password/change', {
          json: { current_password: current, new_password: 'Mon nouveau secret à moi 3' },
          token: user.token,
        });
      for (let i = 0; i < 3; i++) expect((await guess(`essai ${i}`)).status).toBe(400);
      expect((await guess(user.password)).status).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('address confirmation', () => {
  it('resends a link to the caller’s own address only, and refuses once confirmed', async () => {
    const user = await registerUser(server);
    const other = await registerUser(server);
    expect((await api.post('/api/auth/email/resend')).status).toBe(401);
    expect((await api.post('/api/auth/email/resend', { token: 'bad' })).status).toBe(401);
    const res = await api.post('/api/auth/email/resend', { token: other.token });
    expect(res).toMatchObject({ status: 202, data: { message: MSG.confirmationSent } });
    await expect.poll(() => mailsTo(other.email, 'Confirmez votre adresse e-mail').length).toBe(2);
    await queueSettled(server);
    expect(mailsTo(user.email, 'Confirmez votre adresse e-mail')).toHaveLength(1);

    const link = linkIn(mailsTo(other.email).at(-1)!, 'confirm-email');
    expect((await api.post('/api/auth/email/confirm', { json: { token: tokenOf(link) } })).status).toBe(200);
    const again = await api.post('/api/auth/email/resend', { token: other.token });
    expect(again).toMatchObject({ status: 409, data: expect.objectContaining({ detail: MSG.emailAlreadyVerified }) });
    // Opening the link again is harmless: the address simply stays confirmed.
    expect((await api.post('/api/auth/email/confirm', { json: { token: tokenOf(link) } })).status).toBe(200);
    // A forged or altered link confirms nothing.
    const token = tokenOf(link);
    for (const forged of [`${token.slice(0, 10)}x${token.slice(11)}`, 'abc.def', token.split('.')[0]!]) {
      expect((await api.post('/api/auth/email/confirm', { json: { token: forged } })).data).toMatchObject({
        detail: MSG.linkInvalid,
      });
    }
  });

  it('counts confirmed addresses in the admin statistics', async () => {
    const admin = await registerUser(server);
    await server.app.database.db.execute(sql`UPDATE users SET role = 'admin' WHERE id = ${admin.id}`);
    const stats = await api.get('/api/admin/stats', { token: admin.token });
    const confirmed = await server.app.database.db.execute(
      sql`SELECT count(*)::int AS n FROM users WHERE email_verified_at IS NOT NULL`,
    );
    expect(stats.data.confirmed_emails).toBe((confirmed as unknown as { rows: { n: number }[] }).rows[0]!.n);
    expect(stats.data.confirmed_emails).toBeGreaterThan(0);
  });
});

describe('address change', () => {
  it('refuses a bad token, and another member’s session cannot move an account it does not hold', async () => {
    const victim = await registerUser(server, { password: 'Le secret de la victime seule 31' });
    const intruder = await registerUser(server);
    const newEmail = `ailleurs-${victim.id.slice(0, 8)}@example.org`;
    const body = { password: victim.password, new_email: newEmail };
    expect((await api.post('/api/auth/email/change', { json: body, token: 'x.y.z' })).status).toBe(401);
    // The intruder's session with the victim's password: the password is checked against the
    // session's own account, so nothing moves and no link is mailed.
    const crossed = await api.post('/api/auth/email/change', { json: body, token: intruder.token });
    expect(crossed).toMatchObject({ status: 400, data: expect.objectContaining({ detail: MSG.passwordWrong }) });
    await queueSettled(server);
    expect(mailsTo(newEmail)).toHaveLength(0);
    expect(
      (await api.post('/api/auth/login', { json: { email: victim.email, password: victim.password } })).status,
    ).toBe(200);
  });

  it('applies only once the new address confirms; the old address gets a notice', async () => {
    const user = await registerUser(server);
    const newEmail = `nouvelle-${user.id.slice(0, 8)}@example.org`;
    expect(
      (await api.post('/api/auth/email/change', { json: { password: user.password, new_email: newEmail } })).status,
    ).toBe(401);
    const wrong = await api.post('/api/auth/email/change', {
      json: { password: 'faux', new_email: newEmail },
      token: user.token,
    });
    expect(wrong).toMatchObject({ status: 400, data: expect.objectContaining({ detail: MSG.passwordWrong }) });
    const res = await api.post('/api/auth/email/change', {
      json: { password: user.password, new_email: newEmail.toUpperCase() },
      token: user.token,
    });
    expect(res).toMatchObject({ status: 202, data: { message: MSG.emailChangeSent } });
    const confirmation = await smtp.waitFor((m) => m.envelopeTo.includes(newEmail));
    expect(confirmation.subject).toBe('Confirmez votre nouvelle adresse e-mail');
    const notice = await smtp.waitFor(
      (m) => m.envelopeTo.includes(user.email) && m.subject === 'Changement d’adresse e-mail demandé',
    );
    // The notice names the new address only partly.
    expect(notice.text).toContain('n…');
    expect(notice.text).not.toContain(newEmail);
    // Not applied yet: the old address still signs in.
    expect((await api.post('/api/auth/login', { json: { email: user.email, password: user.password } })).status).toBe(
      200,
    );

    const confirmed = await api.post('/api/auth/email/confirm', {
      json: { token: tokenOf(linkIn(confirmation, 'confirm-email')) },
    });
    expect(confirmed).toMatchObject({ status: 200, data: { message: MSG.emailChanged, email: newEmail } });
    expect((await api.post('/api/auth/login', { json: { email: newEmail, password: user.password } })).status).toBe(
      200,
    );
    expect((await api.post('/api/auth/login', { json: { email: user.email, password: user.password } })).status).toBe(
      401,
    );
    // The sign-up's link to the old address confirms nothing any more.
    const oldLink = linkIn(
      await smtp.waitFor((m) => m.envelopeTo.includes(user.email) && m.subject === 'Confirmez votre adresse e-mail'),
      'confirm-email',
    );
    const stale = await api.post('/api/auth/email/confirm', { json: { token: tokenOf(oldLink) } });
    expect(stale).toMatchObject({ status: 400, data: expect.objectContaining({ detail: MSG.linkInvalid }) });
  });

  it('refuses an address taken by another account, the same address, and a taken-meanwhile one', async () => {
    const user = await registerUser(server);
    const other = await registerUser(server);
    const taken = await api.post('/api/auth/email/change', {
      json: { password: user.password, new_email: other.email },
      token: user.token,
    });
    expect(taken).toMatchObject({ status: 409, data: expect.objectContaining({ detail: MSG.emailTaken }) });
    const same = await api.post('/api/auth/email/change', {
      json: { password: user.password, new_email: user.email },
      token: user.token,
    });
    expect(same).toMatchObject({ status: 400, data: expect.objectContaining({ detail: MSG.sameEmail }) });

    const wanted = `convoitee-${user.id.slice(0, 8)}@example.org`;
    await api.post('/api/auth/email/change', {
      json: { password: user.password, new_email: wanted },
      token: user.token,
    });
    const link = linkIn(await smtp.waitFor((m) => m.envelopeTo.includes(wanted)), 'confirm-email');
    // Someone registers that address before the link is opened: the change cannot steal it.
    await registerUser(server, { email: wanted });
    const late = await api.post('/api/auth/email/confirm', { json: { token: tokenOf(link) } });
    expect(late).toMatchObject({ status: 409, data: expect.objectContaining({ detail: MSG.emailTaken }) });
  });

  it('keeps pending links out of the outbox once sent', async () => {
    const user = await registerUser(server);
    await queueSettled(server);
    for (const row of await outboxRows(server, user.id)) expect(row.params).toEqual({});
  });
});

describe('REQUIRE_EMAIL_VERIFICATION', () => {
  it('keeps unconfirmed members out of discover until they confirm', { timeout: 60_000 }, async () => {
    const strict = await startTestServer({ env: { SMTP_URL: smtp.url, REQUIRE_EMAIL_VERIFICATION: 'true' } });
    try {
      const local = apiClient(strict.url);
      const [viewer, hidden] = [await registerUser(strict), await registerUser(strict, { gender: 'homme' })];
      for (const u of [viewer, hidden]) {
        expect((await local.put('/api/profile/me', { json: questionnaireBody(), token: u.token })).status).toBe(200);
        const prefs = await local.call('PATCH', '/api/profile/settings', {
          json: { seeking_genders: ['homme', 'femme'] },
          token: u.token,
        });
        expect(prefs.status).toBe(200);
      }
      const seen = async () =>
        ((await local.get('/api/discover', { token: viewer.token })).data as { user: { id: string } }[]).map(
          (c) => c.user.id,
        );
      expect(await seen()).not.toContain(hidden.id);
      const mail = await smtp.waitFor((m) => m.envelopeTo.includes(hidden.email));
      expect(
        (await local.post('/api/auth/email/confirm', { json: { token: tokenOf(linkIn(mail, 'confirm-email')) } }))
          .status,
      ).toBe(200);
      await expect.poll(seen, { timeout: 10_000 }).toContain(hidden.id);
    } finally {
      await strict.close();
    }
  });
});
