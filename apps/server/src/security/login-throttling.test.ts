// Attacks on the login throttle (issue 13, items 2 and 3), over real HTTP with a verifier that counts
// every password hash the server really computes: parallel bursts must not check more passwords than
// the limit, in one process or across two sharing Redis; strangers failing from many addresses must not
// lock the owner out; past the account-wide threshold, delays grow instead of a hard lock.
// Storage: also on PostgreSQL — the login burst counted in Redis. Decision 055.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../lib/rate-limiter.js';
import { argon2Verifier, type PasswordVerifier } from '../modules/auth/passwords.js';
import { apiClient, newUser, startTestServer, usingPostgres, type TestServer } from '../../test/test-server.js';

/**
 * Wraps the real argon2 verifier: counts each check and, while `hold()` is on, keeps every check waiting
 * until `release()`, so a test can have a burst "in flight" inside the hash, as on a loaded server.
 */
function countingVerifier() {
  let checks = 0;
  let gate: Promise<void> | null = null;
  let open: () => void = () => {};
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((w) => w());
  const verifier: PasswordVerifier = {
    async verify(hash, password) {
      checks += 1;
      notify();
      if (gate) await gate;
      return argon2Verifier.verify(hash, password);
    },
    async verifyDecoy(password) {
      checks += 1;
      notify();
      if (gate) await gate;
      return argon2Verifier.verifyDecoy(password);
    },
  };
  return {
    verifier,
    get checks() {
      return checks;
    },
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      gate = null;
      open();
    },
    /** Resolves once `condition` holds, re-checked at every password check and every `poke()`. */
    until(condition: () => boolean) {
      return new Promise<void>((resolve) => {
        const check = () => {
          if (condition()) {
            waiters.delete(check);
            resolve();
          }
        };
        waiters.add(check);
        check();
      });
    },
    poke: notify,
  };
}

const WRONG = 'pas le bon mot de passe';

describe('a parallel burst on one account (one process)', () => {
  const counter = countingVerifier();
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    server = await startTestServer({
      env: { RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_IP: '10' },
      overrides: { passwords: counter.verifier },
    });
    api = apiClient(server.url);
  });
  afterAll(() => server.close());

  it('30 wrong passwords in flight: 10 hashes checked, and the right password sent next is refused', async () => {
    const owner = newUser();
    expect((await api.post('/api/auth/register', { json: owner })).status).toBe(201);
    const before = counter.checks;
    counter.hold();
    const settled: number[] = [];
    const burst = Array.from({ length: 30 }, () =>
      api.post('/api/auth/login', { json: { email: owner.email, password: WRONG } }).then((r) => {
        settled.push(r.status);
        counter.poke();
        return r;
      }),
    );
    // Every request of the burst has either been answered or is inside a password check.
    await counter.until(() => counter.checks - before + settled.length >= 30);
    let rightSettled = false;
    const right = api.post('/api/auth/login', { json: { email: owner.email, password: owner.password } }).then((r) => {
      rightSettled = true;
      counter.poke();
      return r;
    });
    await counter.until(() => rightSettled || counter.checks - before > 30 - settled.length);
    counter.release();
    const [replies, rightReply] = await Promise.all([Promise.all(burst), right]);
    const checked = counter.checks - before;
    console.info(`30 parallel wrong passwords + the right one: ${checked} password hashes checked`);
    expect(checked).toBe(10);
    expect(replies.filter((r) => r.status === 401)).toHaveLength(10);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(20);
    expect(rightReply.status).toBe(429);
    expect(rightReply.data).toMatchObject({ code: 'tooManyLoginAttempts' });
  });

  it('a burst of 30 wrong and the right password together never checks more than 10', async () => {
    const owner = newUser();
    expect((await api.post('/api/auth/register', { json: owner })).status).toBe(201);
    const before = counter.checks;
    const replies = await Promise.all([
      ...Array.from({ length: 30 }, () =>
        api.post('/api/auth/login', { json: { email: owner.email, password: WRONG } }),
      ),
      api.post('/api/auth/login', { json: { email: owner.email, password: owner.password } }),
    ]);
    const checked = counter.checks - before;
    expect(checked).toBeLessThanOrEqual(10);
    // Each answer other than 429 is one password check: the right one succeeds only if it was checked.
    const answered = replies.filter((r) => r.status !== 429);
    expect(answered).toHaveLength(checked);
    expect(replies.slice(0, 30).every((r) => r.status === 401 || r.status === 429)).toBe(true);
  });

  it('a success gives the reserved attempts back: the owner can fail again afterwards', async () => {
    const owner = newUser();
    expect((await api.post('/api/auth/register', { json: owner })).status).toBe(201);
    for (let i = 0; i < 9; i++) {
      expect((await api.post('/api/auth/login', { json: { email: owner.email, password: WRONG } })).status).toBe(401);
    }
    expect((await api.post('/api/auth/login', { json: { email: owner.email, password: owner.password } })).status).toBe(
      200,
    );
    for (let i = 0; i < 10; i++) {
      expect((await api.post('/api/auth/login', { json: { email: owner.email, password: WRONG } })).status).toBe(401);
    }
    expect((await api.post('/api/auth/login', { json: { email: owner.email, password: WRONG } })).status).toBe(429);
  });
});

// In the PostgreSQL project only, as the other tests that count 127.0.0.1 in the run's Redis: `npm test` runs
// the PGlite project beside it, and two-processes.test.ts expects an exact login count there (decision 046).
describe.runIf(usingPostgres() && process.env.TEST_REDIS_URL)(
  'a parallel burst split across two processes sharing Redis',
  () => {
    const counter = countingVerifier();
    const servers: TestServer[] = [];
    beforeAll(async () => {
      const env = { REDIS_URL: process.env.TEST_REDIS_URL!, RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_IP: '10' };
      // Two app instances that share only Redis, as two processes behind a load balancer share it. The
      // e-mail below has no account, so each attempt runs the decoy hash: the same cost, the same count.
      for (let i = 0; i < 2; i++)
        servers.push(await startTestServer({ env, overrides: { passwords: counter.verifier } }));
    });
    afterAll(async () => {
      for (const s of servers) await s.close();
    });

    it('30 wrong passwords over both: 10 hashes checked in all', async () => {
      const [one, two] = servers.map((s) => apiClient(s.url));
      const email = newUser().email;
      const before = counter.checks;
      const replies = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          (i % 2 ? one! : two!).post('/api/auth/login', { json: { email, password: WRONG } }),
        ),
      );
      expect(counter.checks - before).toBe(10);
      expect(replies.filter((r) => r.status === 401)).toHaveLength(10);
      expect(replies.filter((r) => r.status === 429)).toHaveLength(20);
    });
  },
);

describe('strangers cannot lock the owner out', () => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        TRUST_PROXY: '1',
        RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_IP: '10',
        RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '50',
      },
    });
    api = apiClient(server.url);
  });
  afterAll(() => server.close());

  const loginFrom = (ip: string, email: string, password: string) =>
    api.post('/api/auth/login', { json: { email, password }, headers: { 'x-forwarded-for': ip } });

  it('40 failures from 20 addresses and 12 from one: the owner logs in from home, the stranger stays refused', async () => {
    const owner = newUser();
    expect((await api.post('/api/auth/register', { json: owner })).status).toBe(201);
    for (let s = 0; s < 20; s++) {
      for (let i = 0; i < 2; i++) expect((await loginFrom(`198.51.100.${s + 1}`, owner.email, WRONG)).status).toBe(401);
    }
    const stubborn = Array.from({ length: 12 }, () => loginFrom('203.0.113.66', owner.email, WRONG));
    const statuses = (await Promise.all(stubborn)).map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    // The stranger who exhausted their address cannot try even the right password from it…
    expect((await loginFrom('203.0.113.66', owner.email, owner.password)).status).toBe(429);
    // …while the owner, from their own address, signs in at once.
    const home = await loginFrom('192.0.2.10', owner.email, owner.password);
    expect(home.status).toBe(200);
    expect(home.data.message).toBe('Connexion réussie !');
  });
});

describe('past the account-wide threshold: growing delays, not a lock', () => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  // The limiter's clock stands still: a delay of 1–2 s must not run out while a loaded machine sends the
  // 15 requests that are meant to meet it (a race with the wall clock that failed a CI run).
  const frozenAt = Date.now();
  const limiter = createMemoryRateLimiter(() => frozenAt);
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        TRUST_PROXY: '1',
        RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_IP: '10',
        RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '5',
      },
      overrides: { limiter },
    });
    api = apiClient(server.url);
  });
  afterAll(() => server.close());

  const loginFrom = (ip: string, email: string, password: string) =>
    api.post('/api/auth/login', { json: { email, password }, headers: { 'x-forwarded-for': ip } });

  it('slows strangers on new addresses down, while the owner on a known address is not slowed', async () => {
    const owner = newUser();
    expect((await api.post('/api/auth/register', { json: owner })).status).toBe(201);
    // The owner signed in from home once: home becomes a known address for this account.
    expect((await loginFrom('192.0.2.10', owner.email, owner.password)).status).toBe(200);
    for (let s = 0; s < 6; s++) expect((await loginFrom(`198.51.100.${s + 1}`, owner.email, WRONG)).status).toBe(401);
    // The 6th failure was past the 5 free ones: the next attempt from any new address must wait.
    const slowed = await loginFrom('198.51.100.50', owner.email, WRONG);
    expect(slowed.status).toBe(429);
    expect(slowed.data).toMatchObject({ code: 'tooManyLoginAttempts' });
    const wait = Number(slowed.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(2);
    // A new address of the owner's would wait too, but home is known and signs in at once.
    expect((await loginFrom('192.0.2.10', owner.email, owner.password)).status).toBe(200);
  });

  it('a refused attempt costs the address nothing: it is not counted against its own limit', async () => {
    const owner = newUser();
    expect((await api.post('/api/auth/register', { json: owner })).status).toBe(201);
    for (let s = 0; s < 6; s++) expect((await loginFrom(`198.51.100.${s + 1}`, owner.email, WRONG)).status).toBe(401);
    // 15 refusals in a row from one new address while the delay runs…
    for (let i = 0; i < 15; i++) expect((await loginFrom('192.0.2.77', owner.email, WRONG)).status).toBe(429);
    // …leave that address's own 10 attempts untouched (checked through the limiter, no sleeping).
    const pair = await limiter.isBlocked(`login:account-ip:${owner.email}:192.0.2.77`, { limit: 1, windowMs: 60_000 });
    expect(pair.allowed).toBe(true);
  });
});
