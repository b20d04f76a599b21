// What an attacker who reads the server's log must not find (issue 13, items 8 and 11): database errors
// forced to carry row values (e-mail, password hash) in their message and detail, tokens in headers and
// query strings, and payment session ids — a credit until redeemed — in URLs and info lines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@affinia/contract';
import { users } from '../db/schema.js';
import { fingerprint, loggableError, loggableUrl, scrubText } from '../http/logging.js';
import { capturedLog } from '../../test/captured-log.js';
import { questionnaireBody, registerUser } from '../../test/fixtures.js';
import { apiClient, newUser, startTestServer, type TestServer } from '../../test/test-server.js';

describe('the captured log of a running server', () => {
  const log = capturedLog();
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    server = await startTestServer({ env: { LOG_LEVEL: 'info' }, overrides: { logStream: log.stream } });
    api = apiClient(server.url);
  });
  afterAll(() => server.close());

  it('holds no e-mail, password hash or token when the database fails with row values in its error', async () => {
    const member = await registerUser(server);
    const [row] = await server.app.database.db.select().from(users).where(eq(users.id, member.id));
    const hash = row!.passwordHash;
    // A database that puts the row in its errors, as a NOT NULL or unique violation's detail does.
    await server.app.database.db.execute(
      sql.raw(`
        CREATE FUNCTION leak_row() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          RAISE EXCEPTION 'refused row for % / %', NEW.email, NEW.password_hash
            USING DETAIL = 'Failing row contains (' || NEW.email || ', ' || NEW.password_hash || ')';
        END $$`),
    );
    await server.app.database.db.execute(
      sql.raw(`CREATE TRIGGER leak_row BEFORE INSERT OR UPDATE ON users FOR EACH ROW EXECUTE FUNCTION leak_row()`),
    );
    try {
      const newcomer = newUser();
      const failedSignUp = await api.post(`/api/auth/register?email=${encodeURIComponent(newcomer.email)}`, {
        json: newcomer,
      });
      expect(failedSignUp.status).toBe(500);
      expect(failedSignUp.data).toMatchObject({ detail: MSG.genericError });
      // An update by a signed-in member, the token also in the query string as a careless client sends it.
      const failedUpdate = await api.put(`/api/profile/me?access_token=${member.token}`, {
        token: member.token,
        json: questionnaireBody(),
      });
      expect(failedUpdate.status).toBe(500);

      const text = log.text();
      // The errors were logged, with what an operator needs…
      const errors = log.entries().filter((e) => e.msg === 'unhandled error');
      expect(errors).toHaveLength(2);
      for (const e of errors) {
        expect(e.err.message).toMatch(/^Failed query: (insert into|update) "users"/);
        expect(e.err.cause).toMatchObject({
          type: 'DatabaseError',
          code: 'P0001',
          message: 'refused row for [email] / [password hash]',
        });
        expect(e.err.stack).toContain('    at ');
      }
      expect(text).toContain('"url":"/api/auth/register?[redacted]"');
      expect(text).toContain('"url":"/api/profile/me?[redacted]"');
      // …and nothing else.
      for (const secret of [
        newcomer.email,
        newcomer.password,
        member.email,
        member.password,
        member.token,
        hash,
        hash.split('$').pop()!,
        'Failing row',
        '$argon2',
        encodeURIComponent(newcomer.email),
      ]) {
        expect(text).not.toContain(secret);
      }
    } finally {
      await server.app.database.db.execute(sql.raw('DROP TRIGGER leak_row ON users'));
      await server.app.database.db.execute(sql.raw('DROP FUNCTION leak_row()'));
    }
  });

  it('never holds a payment session id: not in request URLs, not in the "payment received" line', async () => {
    const form = new FormData();
    form.set('origin_url', server.url);
    const checkout = await api.post('/api/payments/checkout', { form });
    expect(checkout.status).toBe(200);
    const sessionId = new URL(checkout.data.url).pathname.split('/').pop()!;
    expect(sessionId).toMatch(/^sbx_/);
    expect((await fetch(`${server.url}/api/payments/sandbox/${sessionId}?lang=fr`)).status).toBe(200);
    const pay = await fetch(`${server.url}/api/payments/sandbox/${sessionId}/pay?lang=fr`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }).toString(),
      redirect: 'manual',
    });
    expect(pay.status).toBe(303);
    expect((await api.get(`/api/payments/status/${sessionId}`)).data.payment_status).toBe('paid');
    const signUp = await api.post('/api/auth/register', { json: newUser({ payment_session_id: sessionId }) });
    expect(signUp.status).toBe(201);

    const text = log.text();
    expect(text).not.toContain(sessionId);
    expect(text).not.toContain(sessionId.slice(4));
    // The lines are there, with a fingerprint an operator can follow from one line to the next.
    const mark = fingerprint(sessionId);
    const received = log.entries().find((e) => e.msg === 'payment received');
    expect(received?.sessionId).toBe(mark);
    expect(text).toContain(`"url":"/api/payments/status/${mark}"`);
    expect(text).toContain(`"url":"/api/payments/sandbox/${mark}/pay?[redacted]"`);
  });
});

describe('the log serializers', () => {
  it('strip a failed query of its parameters and a database error of its detail', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: '23505',
      severity: 'ERROR',
      constraint: 'users_email_unique',
      detail: 'Key (email)=(lea@example.com) already exists.',
      where: 'SQL statement',
    });
    const failed = Object.assign(
      new Error(
        'Failed query: insert into "users" ("email") values ($1)\nparams: lea@example.com,$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
      ),
      { params: ['lea@example.com'], cause },
    );
    const logged = loggableError(failed);
    const text = JSON.stringify(logged);
    expect(logged.message).toBe('Failed query: insert into "users" ("email") values ($1)');
    expect(logged.cause).toMatchObject({ code: '23505', constraint: 'users_email_unique' });
    expect(text).not.toContain('lea@example.com');
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('Key (email)');
  });

  it('mask values PostgreSQL quotes in its messages, and secrets anywhere', () => {
    const pgError = Object.assign(new Error('invalid input syntax for type uuid: "marie.curie@example.fr"'), {
      code: '22P02',
      severity: 'ERROR',
    });
    expect(loggableError(pgError).message).toBe('invalid input syntax for type uuid: "…"');
    expect(
      scrubText('Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig-nature sk_live_abc123 cs_test_a1B2 sbx_Zx-9'),
    ).toBe('Bearer [token] [secret] [payment session] [payment session]');
  });

  it('reduce a URL to its path, with payment sessions fingerprinted', () => {
    expect(loggableUrl('/api/discover?token=abc&email=a@b.fr')).toBe('/api/discover?[redacted]');
    expect(loggableUrl('/api/payments/status/cs_test_123')).toBe(`/api/payments/status/${fingerprint('cs_test_123')}`);
    expect(loggableUrl('/payment/success?session_id=sbx_1')).toBe('/payment/success?[redacted]');
    expect(loggableUrl('/api/profile/me')).toBe('/api/profile/me');
  });
});
