// PostgreSQL stops under light load and comes back: /readyz says so, requests get clean 503s (never
// a stack trace), and the server recovers without a restart. Uses a private cluster it can stop.
// Storage: also on PostgreSQL — a PostgreSQL server that goes away and comes back. Decision 055.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@affinia/contract';
import { apiClient, newUser, startTestServer, type TestServer } from '../../test/test-server.js';
import { createPrivatePostgres, privatePostgresAvailable } from '../../test/private-postgres.js';
import { freePort } from '../../test/server-process.js';

const enabled = process.env.TEST_DB_MODE === 'postgres' && privatePostgresAvailable();

describe.runIf(enabled)('database outage', () => {
  let cluster: ReturnType<typeof createPrivatePostgres> | null = null;
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    // A port free right now: a fixed range collided with the ephemeral ports other tests' sockets use.
    cluster = createPrivatePostgres(await freePort());
    cluster.start();
    server = await startTestServer({ postgresUrl: cluster!.url, keepDatabase: true });
    api = apiClient(server.url);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    cluster?.destroy();
  });

  it('answers 503 while the database is down and recovers by itself', { timeout: 180_000 }, async () => {
    const user = newUser();
    const reg = await api.post('/api/auth/register', { json: user });
    expect(reg.status).toBe(201);
    expect((await api.get('/readyz')).status).toBe(200);

    cluster!.stop();
    const ready = await api.get('/readyz');
    expect(ready.status).toBe(503);
    for (const res of [
      await api.get('/api/profile/me', { token: reg.data.token }),
      await api.post('/api/auth/login', { json: { email: user.email, password: user.password } }),
      await api.post('/api/auth/register', { json: newUser() }),
    ]) {
      expect(res.status).toBe(503);
      expect(res.data).toMatchObject({ detail: MSG.serviceUnavailable });
    }
    expect((await api.get('/healthz')).status).toBe(200);

    cluster!.start();
    let readyAgain = false;
    for (let i = 0; i < 40 && !readyAgain; i++) {
      readyAgain = (await api.get('/readyz')).status === 200;
      if (!readyAgain) await new Promise((r) => setTimeout(r, 250));
    }
    expect(readyAgain).toBe(true);
    expect((await api.get('/api/profile/me', { token: reg.data.token })).status).toBe(200);
    expect((await api.post('/api/auth/register', { json: newUser() })).status).toBe(201);
  });
});
