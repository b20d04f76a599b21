// Issue 31, item 1: every credential event voids every outstanding token of the account (decision 035).
// First the takeover that broke (an e-mail change link surviving the victim's reset), then every kind of
// credential-bound token against every credential event, over real HTTP with mails read from a real
// SMTP server. The cases are keyed by CredentialBoundKind: a new kind of token does not type-check
// until it is tested here.
import { describe, expect, it } from 'vitest';
import { MSG } from '@affinia/contract';
import { registerUser, type TestUser } from '../../../test/fixtures.js';
import { linkIn, tokenOf, type ReceivedMail } from '../../../test/smtp-server.js';
import { useMailingServer } from '../../../test/mailing-server.js';
import { newUser } from '../../../test/test-server.js';
import { createUnsubscribeTokens } from '../notifications/unsubscribe-token.js';
import { TOKEN_KINDS, type CredentialBoundKind } from './credential-version.js';

const mailing = useMailingServer({
  RATE_LIMIT_PASSWORD_RESET_PER_IP: '1000',
  RATE_LIMIT_PASSWORD_RESET_PER_ADDRESS: '1000',
  RATE_LIMIT_CONFIRMATION_MAILS_PER_USER: '1000',
});

const SUBJECTS = {
  reset: 'Réinitialisation de votre mot de passe',
  confirm: 'Confirmez votre adresse e-mail',
  change: 'Confirmez votre nouvelle adresse e-mail',
  signIn: 'Votre lien de connexion',
};

/** Runs `action`, then answers the token of the next mail to `to` with this subject. */
async function nextLink(to: string, subject: string, page: string, action: () => Promise<unknown>): Promise<string> {
  const matching = () => mailing.smtp.received.filter((m) => m.envelopeTo.includes(to) && m.subject === subject);
  const before = matching().length;
  await action();
  await expect.poll(() => matching().length).toBeGreaterThan(before);
  return tokenOf(linkIn(matching().at(-1) as ReceivedMail, page));
}

/** A member as the tests drive them: their current password and session change with the events. */
type Member = TestUser;

const resetLink = (m: Member) =>
  nextLink(m.email, SUBJECTS.reset, 'reset-password', async () =>
    expect((await mailing.api.post('/api/auth/password/forgot', { json: { email: m.email } })).status).toBe(202),
  );

const changeLink = (m: Member, to: string) =>
  nextLink(to, SUBJECTS.change, 'confirm-email', async () =>
    expect(
      (
        await mailing.api.post('/api/auth/email/change', {
          json: { password: m.password, new_email: to },
          token: m.token,
        })
      ).status,
    ).toBe(202),
  );

const signInLink = (m: Member) =>
  nextLink(m.email, SUBJECTS.signIn, 'sign-in-link', async () =>
    expect((await mailing.api.post('/api/auth/sign-in-link', { json: { email: m.email } })).status).toBe(202),
  );

const confirmLink = (m: Member) =>
  nextLink(m.email, SUBJECTS.confirm, 'confirm-email', async () =>
    expect((await mailing.api.post('/api/auth/email/resend', { token: m.token })).status).toBe(202),
  );

let fresh = 0;
const freshAddress = (label: string) => `${label}-${++fresh}-${Date.now().toString(36)}@example.org`;

/**
 * Every credential-bound kind: how to get a live token of it for a member, and whether a token still
 * works (using it where it is single-use: each test uses a token once, after the event).
 */
const KINDS: Record<CredentialBoundKind, { mint(m: Member): Promise<string>; works(token: string): Promise<boolean> }> =
  {
    session: {
      mint: async (m) =>
        (await mailing.api.post('/api/auth/login', { json: { email: m.email, password: m.password } })).data.token,
      works: async (token) => (await mailing.api.get('/api/profile/me', { token })).status === 200,
    },
    reset_password: {
      mint: resetLink,
      works: async (token) =>
        (
          await mailing.api.post('/api/auth/password/reset', {
            json: { token, password: 'Repris par un lien ancien 77' },
          })
        ).status === 200,
    },
    change_email: {
      mint: (m) => changeLink(m, freshAddress('ailleurs')),
      works: async (token) => (await mailing.api.post('/api/auth/email/confirm', { json: { token } })).status === 200,
    },
    sign_in: {
      mint: signInLink,
      works: async (token) =>
        (await mailing.api.post('/api/auth/sign-in-link/open', { json: { token } })).status === 200,
    },
    confirm_email: {
      mint: confirmLink,
      works: async (token) => (await mailing.api.post('/api/auth/email/confirm', { json: { token } })).status === 200,
    },
  };

/** Every credential event, applied to the member (whose password and session follow it). */
const EVENTS: Record<string, (m: Member) => Promise<void>> = {
  'password reset': async (m) => {
    const token = await resetLink(m);
    const password = `Réinitialisé ${fresh++} fois, solide`;
    const res = await mailing.api.post('/api/auth/password/reset', { json: { token, password } });
    expect(res.status).toBe(200);
    Object.assign(m, { password, token: res.data.token });
  },
  'password change': async (m) => {
    const password = `Changé ${fresh++} fois, solide`;
    const res = await mailing.api.post('/api/auth/password/change', {
      json: { current_password: m.password, new_password: password },
      token: m.token,
    });
    expect(res.status).toBe(200);
    Object.assign(m, { password, token: res.data.token });
  },
  'e-mail change confirmed': async (m) => {
    const email = freshAddress('nouvelle');
    const token = await changeLink(m, email);
    expect((await mailing.api.post('/api/auth/email/confirm', { json: { token } })).status).toBe(200);
    const login = await mailing.api.post('/api/auth/login', { json: { email, password: m.password } });
    expect(login.status).toBe(200);
    Object.assign(m, { email, token: login.data.token });
  },
  'sign-out everywhere': async (m) => {
    expect((await mailing.api.post('/api/auth/logout', { token: m.token })).status).toBe(204);
  },
  deletion: async (m) => {
    expect((await mailing.api.call('DELETE', '/api/profile/me', { token: m.token })).status).toBe(204);
  },
};

describe('the takeover through a pending e-mail change (issue 31, item 1)', () => {
  it(
    'the attacker’s confirmation link dies when the victim takes the account back with a reset',
    { timeout: 60_000 },
    async () => {
      // The attacker registers at the victim's address and asks to move the account to their own.
      const victimAddress = freshAddress('victime');
      const attackerAddress = freshAddress('attaquant');
      const held = await registerUser(mailing.server, { email: victimAddress });
      const stolenLink = await changeLink(held, attackerAddress);
      // The victim takes the account back with a password reset, then changes the password again.
      const reset = await mailing.api.post('/api/auth/password/reset', {
        json: { token: await resetLink(held), password: 'La victime reprend la main 1' },
      });
      expect(reset.status).toBe(200);
      const changed = await mailing.api.post('/api/auth/password/change', {
        json: { current_password: 'La victime reprend la main 1', new_password: 'Et change encore son secret 2' },
        token: reset.data.token,
      });
      expect(changed.status).toBe(200);
      // The old confirmation link moves nothing.
      const attack = await mailing.api.post('/api/auth/email/confirm', { json: { token: stolenLink } });
      expect(attack).toMatchObject({ status: 400, data: expect.objectContaining({ detail: MSG.linkInvalid }) });
      const victim = await mailing.api.post('/api/auth/login', {
        json: { email: victimAddress, password: 'Et change encore son secret 2' },
      });
      expect(victim.status).toBe(200);
      expect((await mailing.api.get('/api/profile/me', { token: changed.data.token })).status).toBe(200);
      expect(
        (await mailing.api.post('/api/auth/login', { json: { email: attackerAddress, password: held.password } }))
          .status,
      ).toBe(401);
    },
  );

  it('a reset alone (no second change) already voids the pending change', { timeout: 60_000 }, async () => {
    const held = await registerUser(mailing.server, { email: freshAddress('victime') });
    const stolenLink = await changeLink(held, freshAddress('attaquant'));
    const reset = await mailing.api.post('/api/auth/password/reset', {
      json: { token: await resetLink(held), password: 'La victime reprend la main 3' },
    });
    expect(reset.status).toBe(200);
    expect((await mailing.api.post('/api/auth/email/confirm', { json: { token: stolenLink } })).status).toBe(400);
  });
});

describe('every credential-bound token dies at every credential event', () => {
  it('lists every token kind, bound or not with a reason (decision 035)', () => {
    expect(Object.keys(TOKEN_KINDS).sort()).toEqual(
      ['change_email', 'confirm_email', 'payment_credit', 'reset_password', 'session', 'sign_in', 'unsubscribe'].sort(),
    );
    const bound = Object.entries(TOKEN_KINDS)
      .filter(([, k]) => k.bound)
      .map(([name]) => name);
    expect(bound.sort()).toEqual(Object.keys(KINDS).sort());
  });

  for (const [kind, { mint, works }] of Object.entries(KINDS)) {
    it(`${kind}: works with no event in between`, async () => {
      const member = await registerUser(mailing.server);
      expect(await works(await mint(member))).toBe(true);
    });

    for (const [event, apply] of Object.entries(EVENTS)) {
      it(`${kind}: void after ${event}`, async () => {
        const member = await registerUser(mailing.server);
        const token = await mint(member);
        await apply(member);
        expect(await works(token)).toBe(false);
      });
    }
  }
});

describe('tokens that are not credential-bound, and why', () => {
  it('an unsubscribe link keeps working after a password change (it opens nothing)', async () => {
    const member = await registerUser(mailing.server);
    const token = createUnsubscribeTokens(mailing.server.config.jwtSecret).create(member.id, 'match');
    await EVENTS['password change']!(member);
    const res = await fetch(`${mailing.server.url}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    // It cannot act as a session.
    expect((await mailing.api.get('/api/profile/me', { token })).status).toBe(401);
  });

  it('a sign-up credential is bound to no account: a new account at the address is not opened by it', async () => {
    const body = newUser();
    const first = await mailing.api.post('/api/auth/register', { json: body });
    expect(first.status).toBe(201);
    expect((await mailing.api.call('DELETE', '/api/profile/me', { token: first.data.token })).status).toBe(204);
    expect((await mailing.api.get('/api/profile/me', { token: first.data.token })).status).toBe(401);
    const again = await mailing.api.post('/api/auth/register', { json: body });
    expect(again.status).toBe(201);
    // The deleted account's session does not open the new account at the same address.
    expect((await mailing.api.get('/api/profile/me', { token: first.data.token })).status).toBe(401);
  });
});
