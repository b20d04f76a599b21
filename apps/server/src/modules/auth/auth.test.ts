// Auth API over real HTTP: register, login, verify-email, tokens, free tier. Runs on PGlite and PostgreSQL.
// Storage: also on PostgreSQL — the free places counted under concurrent sign-ups, and the Redis limits. Decision 055.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { MSG } from '@affinia/contract';
import { freeTierFull } from '../../../test/fixtures.js';
import { users } from '../../db/schema.js';
import {
  apiClient,
  createPostgresDatabase,
  newUser,
  startTestServer,
  usingPostgres,
  type TestServer,
} from '../../../test/test-server.js';

let server: TestServer;
let api: ReturnType<typeof apiClient>;
const userCount = async (s: TestServer = server) => {
  const [row] = await s.app.database.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
};

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());

describe('POST /api/auth/register', () => {
  it('creates the account, answers a token and the user shape of spec section 3', async () => {
    const body = newUser();
    const res = await api.post('/api/auth/register', { json: body });
    expect(res.status).toBe(201);
    expect(res.data.needs_payment).toBe(false);
    expect(res.data.message).toBe('Inscription réussie !');
    expect(typeof res.data.token).toBe('string');
    expect(res.data.user).toMatchObject({
      name: body.name,
      age: 29,
      location: 'Lyon, France',
      bio: '',
      interests: [],
      photos: [],
      type_preference: '',
      beauty_score: 50,
      is_premium: false,
      personality_traits: null,
      social_score: null,
    });
    // never e-mail or password data in a reply
    const text = JSON.stringify(res.data);
    expect(text).not.toContain(body.email);
    expect(text).not.toContain('argon2');
    expect(res.data.user.password_hash).toBeUndefined();
  });

  it('trims and lower-cases the e-mail, and refuses the same address in another case with 409', async () => {
    const body = newUser({ email: '  Zoe.Martin@Example.COM ' });
    expect((await api.post('/api/auth/register', { json: body })).status).toBe(201);
    const before = await userCount();
    const again = await api.post('/api/auth/register', { json: { ...body, email: 'zoe.martin@example.com' } });
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ detail: MSG.emailTaken });
    expect(await userCount()).toBe(before);
    const login = await api.post('/api/auth/login', {
      json: { email: 'ZOE.MARTIN@example.com', password: body.password },
    });
    expect(login.status).toBe(200);
  });

  const long = 'x'.repeat(10_000);
  const badInputs: Array<[string, Record<string, unknown> | undefined, number, string]> = [
    ['missing email', { email: undefined }, 400, MSG.missingField('email')],
    ['missing password', { password: undefined }, 400, MSG.missingField('password')],
    ['missing name', { name: undefined }, 400, MSG.missingField('name')],
    ['blank name', { name: '   ' }, 400, MSG.missingField('name')],
    ['missing age', { age: undefined }, 400, MSG.ageNotInteger],
    ['missing gender', { gender: undefined }, 400, MSG.invalidGender],
    ['missing location', { location: undefined }, 400, MSG.missingField('location')],
    ['missing accepted_terms', { accepted_terms: undefined }, 400, MSG.termsNotAccepted],
    ['age 17', { age: 17 }, 400, MSG.underage],
    ['age "18abc"', { age: '18abc' }, 400, MSG.ageNotInteger],
    ['age "25" as a string', { age: '25' }, 400, MSG.ageNotInteger],
    ['age 18.5', { age: 18.5 }, 400, MSG.ageNotInteger],
    ['age 500', { age: 500 }, 400, MSG.ageTooHigh],
    ['gender autre', { gender: 'autre' }, 400, MSG.invalidGender],
    ['terms false', { accepted_terms: false }, 400, MSG.termsNotAccepted],
    ['terms "true"', { accepted_terms: 'true' }, 400, MSG.termsNotAccepted],
    ['bad e-mail', { email: 'not-an-email' }, 400, MSG.invalidEmail],
    ['10 kB e-mail', { email: `${long}@example.com` }, 400, MSG.invalidEmail],
    ['10 kB name', { name: long }, 400, MSG.tooLong('name', 80)],
    ['10 kB location', { location: long }, 400, MSG.tooLong('location', 120)],
    ['10 kB password', { password: long }, 400, MSG.passwordTooLong],
    ['7-character password', { password: 'abcdefg' }, 400, MSG.passwordTooShort],
    ['common password', { password: 'azerty123' }, 400, MSG.passwordCommon],
    ['common password, other case', { password: 'PASSWORD1' }, 400, MSG.passwordCommon],
    ['common password with digits appended', { password: 'sunshine2024' }, 400, MSG.passwordCommon],
    ['disposable domain', { email: 'quick@mailinator.com' }, 400, MSG.emailDisposable],
    ['unknown field', { is_premium: true }, 400, MSG.unknownField('is_premium')],
    ['name as a number', { name: 42 }, 400, MSG.missingField('name')],
  ];
  it.each(badInputs)('%s → %i with a French detail, nothing written', async (_label, patch, status, detail) => {
    const before = await userCount();
    const body: Record<string, unknown> = { ...newUser(), ...patch };
    for (const key of Object.keys(patch ?? {})) if (patch?.[key] === undefined) delete body[key];
    const res = await api.post('/api/auth/register', { json: body });
    expect(res.status).toBe(status);
    expect(res.data).toMatchObject({ detail });
    expect(await userCount()).toBe(before);
  });

  it('accepts a 64-character password exactly as typed, spaces and accents included', async () => {
    const password = ' Élan vital: ' + 'ω'.repeat(40) + ' mes 64 caractères!'.slice(0, 11);
    const body = newUser({ password });
    expect((await api.post('/api/auth/register', { json: body })).status).toBe(201);
    expect((await api.post('/api/auth/login', { json: { email: body.email, password } })).status).toBe(200);
    expect((await api.post('/api/auth/login', { json: { email: body.email, password: password.trim() } })).status).toBe(
      401,
    );
  });

  it.each([
    [
      'a body that is not JSON',
      { body: '{"email": ', headers: { 'content-type': 'application/json' } },
      400,
      MSG.invalidJson,
    ],
    ['an empty JSON body', { body: '', headers: { 'content-type': 'application/json' } }, 400, MSG.requiredFields],
    ['a JSON array', { body: '[]', headers: { 'content-type': 'application/json' } }, 400, MSG.requiredFields],
    ['text/plain', { body: 'email=a', headers: { 'content-type': 'text/plain' } }, 415, MSG.unsupportedMediaType],
    [
      'a 200 kB body',
      { body: JSON.stringify({ name: 'x'.repeat(200_000) }), headers: { 'content-type': 'application/json' } },
      413,
      MSG.bodyTooLarge,
    ],
  ])('%s → %i', async (_label, init, status, detail) => {
    const before = await userCount();
    const res = await api.post('/api/auth/register', init);
    expect(res.status).toBe(status);
    expect(res.data).toMatchObject({ detail });
    expect(await userCount()).toBe(before);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in and gives the same generic message for an unknown e-mail and a wrong password', async () => {
    const body = newUser();
    await api.post('/api/auth/register', { json: body });
    const ok = await api.post('/api/auth/login', { json: { email: body.email, password: body.password } });
    expect(ok.status).toBe(200);
    expect(ok.data.message).toBe('Connexion réussie !');
    expect(ok.data.user.name).toBe(body.name);
    const wrong = await api.post('/api/auth/login', { json: { email: body.email, password: 'not the password' } });
    const unknown = await api.post('/api/auth/login', {
      json: { email: 'nobody@example.com', password: 'whatever123' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.data).toMatchObject({ detail: MSG.invalidCredentials });
    expect(unknown.data).toEqual(wrong.data);
  });

  it.each([
    ['missing password', { email: 'a@example.com' }, MSG.missingField('password')],
    ['missing e-mail', { password: 'x' }, MSG.missingField('email')],
    ['extra field', { email: 'a@example.com', password: 'x', admin: true }, MSG.unknownField('admin')],
    ['password as a number', { email: 'a@example.com', password: 12345678 }, MSG.missingField('password')],
  ])('%s → 400', async (_label, json, detail) => {
    const res = await api.post('/api/auth/login', { json });
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ detail });
  });
});

describe('login rate limits', () => {
  it('stops an address after repeated failures on one account (429, French), even with the right password', async () => {
    const limited = await startTestServer({ env: { RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_IP: '3' } });
    try {
      const client = apiClient(limited.url);
      const body = newUser();
      await client.post('/api/auth/register', { json: body });
      for (let i = 0; i < 3; i++) {
        expect(
          (await client.post('/api/auth/login', { json: { email: body.email, password: 'wrong-password' } })).status,
        ).toBe(401);
      }
      const locked = await client.post('/api/auth/login', { json: { email: body.email, password: body.password } });
      expect(locked.status).toBe(429);
      expect(locked.data).toMatchObject({ code: 'tooManyLoginAttempts' });
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('limits attempts per IP address', async () => {
    const limited = await startTestServer({ env: { RATE_LIMIT_LOGIN_PER_IP: '4' } });
    try {
      const client = apiClient(limited.url);
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        statuses.push(
          (await client.post('/api/auth/login', { json: { email: `n${i}@example.com`, password: 'whatever1' } }))
            .status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/auth/verify-email (multipart)', () => {
  const check = async (email: string) => {
    const form = new FormData();
    form.set('email', email);
    return api.post('/api/auth/verify-email', { form });
  };

  it('answers valid for a fresh address', async () => {
    const res = await check('new.person@example.org');
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ valid: true, message: MSG.emailValid });
  });
  it('refuses bad syntax', async () => {
    expect((await check('no-at-sign')).data).toEqual({
      valid: false,
      message: MSG.emailInvalidSyntax,
      code: 'emailInvalidSyntax',
    });
  });
  it('says when the address is already registered, whatever its case', async () => {
    const body = newUser();
    await api.post('/api/auth/register', { json: body });
    expect((await check(` ${body.email.toUpperCase()} `)).data).toEqual({
      valid: false,
      message: MSG.emailAlreadyRegistered,
      code: 'emailAlreadyRegistered',
    });
  });
  it('refuses disposable domains', async () => {
    expect((await check('temp@yopmail.com')).data).toEqual({
      valid: false,
      message: MSG.emailDisposable,
      code: 'emailDisposable',
    });
  });
  it('suggests a fix for a mistyped domain', async () => {
    const res = await check('marie@gmial.com');
    expect(res.data).toEqual({
      valid: false,
      message: MSG.emailTypo('marie@gmail.com'),
      suggestion: 'marie@gmail.com',
      code: 'emailTypo',
    });
  });
  it('needs the email field', async () => {
    const res = await api.post('/api/auth/verify-email', { form: new FormData() });
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ detail: MSG.missingField('email') });
  });
});

describe('tokens and GET /api/profile/me', () => {
  let token: string;
  let userId: string;
  beforeAll(async () => {
    const res = await api.post('/api/auth/register', { json: newUser({ name: 'Inès' }) });
    token = res.data.token;
    userId = res.data.user.id;
  });
  const secret = new TextEncoder().encode('test-secret-that-is-long-enough-0123456789');

  it('returns the signed-in user', async () => {
    const res = await api.get('/api/profile/me', { token });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: userId, name: 'Inès', gender: 'femme', role: 'user' });
    expect(res.data.email).toBeUndefined();
  });

  it("another user's token gives that user's own profile, never this one", async () => {
    const other = await api.post('/api/auth/register', { json: newUser({ name: 'Hugo', gender: 'homme' }) });
    const res = await api.get('/api/profile/me', { token: other.data.token });
    expect(res.data.id).toBe(other.data.user.id);
    expect(res.data.id).not.toBe(userId);
  });

  it.each([
    ['no token', undefined, MSG.notAuthenticated],
    ['a malformed token', 'not-a-jwt', MSG.invalidToken],
  ])('%s → 401', async (_label, bad, detail) => {
    const res = await api.get('/api/profile/me', { token: bad });
    expect(res.status).toBe(401);
    expect(res.data).toMatchObject({ detail });
  });

  it('refuses a tampered token', async () => {
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, sub: '00000000-0000-4000-8000-000000000000' })).toString(
      'base64url',
    );
    expect((await api.get('/api/profile/me', { token: `${h}.${forged}.${s}` })).status).toBe(401);
  });

  it('refuses alg none, another key, another algorithm and an expired token', async () => {
    const none = new UnsecuredJWT({ tv: 0 }).setSubject(userId).setIssuer('affinia').setExpirationTime('1h').encode();
    const otherKey = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer('affinia')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const hs512 = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(userId)
      .setIssuer('affinia')
      .setExpirationTime('1h')
      .sign(secret);
    const expired = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer('affinia')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret);
    const valid = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer('affinia')
      .setExpirationTime('1h')
      .sign(secret);
    for (const bad of [none, otherKey, hs512, expired]) {
      const res = await api.get('/api/profile/me', { token: bad });
      expect(res.status).toBe(401);
      expect(res.data).toMatchObject({ detail: MSG.invalidToken });
    }
    // the control: the same claims signed properly are accepted
    expect((await api.get('/api/profile/me', { token: valid })).status).toBe(200);
  });

  it('logout revokes every earlier token', async () => {
    const body = newUser();
    const reg = await api.post('/api/auth/register', { json: body });
    const login = await api.post('/api/auth/login', { json: { email: body.email, password: body.password } });
    expect((await api.post('/api/auth/logout', { token: reg.data.token })).status).toBe(204);
    for (const old of [reg.data.token, login.data.token]) {
      expect((await api.get('/api/profile/me', { token: old })).status).toBe(401);
    }
    const fresh = await api.post('/api/auth/login', { json: { email: body.email, password: body.password } });
    expect((await api.get('/api/profile/me', { token: fresh.data.token })).status).toBe(200);
  });

  it('logout needs a valid token', async () => {
    expect((await api.post('/api/auth/logout')).status).toBe(401);
    expect((await api.post('/api/auth/logout', { token: 'bad' })).status).toBe(401);
  });
});

describe('free tier', () => {
  it('50 concurrent registrations with the limit at 10 create exactly 10 accounts', async () => {
    const limited = await startTestServer({ env: { FREE_SIGNUP_LIMIT: '10' } });
    try {
      const client = apiClient(limited.url);
      const replies = await Promise.all(
        Array.from({ length: 50 }, () => client.post('/api/auth/register', { json: newUser() })),
      );
      const created = replies.filter((r) => r.status === 201);
      const refused = replies.filter((r) => r.status === 200 && r.data.needs_payment === true);
      expect(created).toHaveLength(10);
      expect(refused).toHaveLength(40);
      for (const r of refused) {
        expect(r.data).toMatchObject(freeTierFull(10));
        expect(r.data.token).toBeUndefined();
      }
      expect(await userCount(limited)).toBe(10);
    } finally {
      await limited.close();
    }
  });

  it('a duplicate e-mail does not use up a free place', async () => {
    const limited = await startTestServer({ env: { FREE_SIGNUP_LIMIT: '2' } });
    try {
      const client = apiClient(limited.url);
      const body = newUser();
      expect((await client.post('/api/auth/register', { json: body })).status).toBe(201);
      expect((await client.post('/api/auth/register', { json: body })).status).toBe(409);
      expect((await client.post('/api/auth/register', { json: newUser() })).status).toBe(201);
      const third = await client.post('/api/auth/register', { json: newUser() });
      expect(third.data.needs_payment).toBe(true);
    } finally {
      await limited.close();
    }
  });

  it('keeps counting across a restart', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'affinia-restart-'));
    const options = usingPostgres()
      ? { postgresUrl: await createPostgresDatabase(), keepDatabase: true }
      : { pgliteDir: path.join(dir, 'db') };
    const env = { FREE_SIGNUP_LIMIT: '2' };
    const first = await startTestServer({ ...options, env });
    const a = apiClient(first.url);
    expect((await a.post('/api/auth/register', { json: newUser() })).status).toBe(201);
    expect((await a.post('/api/auth/register', { json: newUser() })).status).toBe(201);
    await first.close();
    const second = await startTestServer({ ...options, env, keepDatabase: false });
    try {
      const third = await apiClient(second.url).post('/api/auth/register', { json: newUser() });
      expect(third.data).toEqual({ needs_payment: true, ...freeTierFull(2) });
      expect(await userCount(second)).toBe(2);
    } finally {
      await second.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
