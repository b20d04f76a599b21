// Two API servers sharing one PostgreSQL and one Redis behave as one: the free-tier boundary stays
// exact with registrations split across them, and rate limits count across both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { users } from '../db/schema.js';
import {
  apiClient,
  createPostgresDatabase,
  newUser,
  startTestServer,
  type TestServer,
} from '../../test/test-server.js';

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(process.env.TEST_DB_MODE === 'postgres' && redisUrl)('two servers, one PostgreSQL and one Redis', () => {
  let one: TestServer;
  let two: TestServer;
  beforeAll(async () => {
    // Redis outlives test runs: start this address's login window afresh.
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl!);
    await redis.del('affinia:rl:login:ip:127.0.0.1');
    await redis.quit();
    const url = await createPostgresDatabase();
    const env = { REDIS_URL: redisUrl!, FREE_SIGNUP_LIMIT: '10', RATE_LIMIT_LOGIN_PER_IP: '6' };
    one = await startTestServer({ postgresUrl: url, keepDatabase: true, env });
    two = await startTestServer({ postgresUrl: url, keepDatabase: false, env });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  it('50 concurrent registrations split across both create exactly 10 free accounts', async () => {
    const clients = [apiClient(one.url), apiClient(two.url)];
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => clients[i % 2]!.post('/api/auth/register', { json: newUser() })),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(10);
    expect(replies.filter((r) => r.data?.needs_payment === true)).toHaveLength(40);
    expect((await one.app.database.db.select({ n: count() }).from(users))[0]!.n).toBe(10);
  });

  it('counts login attempts from one address across both servers', async () => {
    const clients = [apiClient(one.url), apiClient(two.url)];
    const statuses = [];
    for (let i = 0; i < 8; i++) {
      const res = await clients[i % 2]!.post('/api/auth/login', {
        json: { email: `nobody${i}@example.com`, password: 'wrong-password' },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 6).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(6)).toEqual([429, 429]);
  });
});
