// SERVER_PROCESSES (issue 36, item 4): one port served by several processes of the real server
// (src/main.ts, Node's cluster module). Both take connections and act as one app (a member registered
// through one signs in and is served by the other); a crashed process is replaced and the port keeps
// answering; SIGTERM stops them all cleanly. The start is refused where processes could not share state.
// Storage: also on PostgreSQL — several processes need PostgreSQL and Redis (the embedded database is refused). Decision 055.
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { spawnServer, type ServerProcess } from '../../test/server-process.js';
import { apiClient, createPostgresDatabase, dropPostgresDatabase, newUser } from '../../test/test-server.js';

const redisUrl = process.env.TEST_REDIS_URL;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
/** The server processes the primary says it started (its log), still running. */
const workersOf = (server: ServerProcess): number[] =>
  [...server.stderr().matchAll(/server process (\d+) started/g)].map((m) => Number(m[1])).filter(alive);
/** Polls `check` every 50 ms until it holds (a process starting or exiting gives no event to wait on). */
async function until(check: () => boolean | Promise<boolean>, what: () => string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('SERVER_PROCESSES in the configuration', () => {
  const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/affinia-config-test' };
  it('is 1 by default and refuses several processes on the embedded database, without Redis, or with metrics', () => {
    expect(loadConfig(base).processes).toBe(1);
    expect(() => loadConfig({ ...base, SERVER_PROCESSES: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, SERVER_PROCESSES: '2', DATABASE_URL: 'postgres://h/db' })).toThrow(/REDIS_URL/);
    const shared = { ...base, SERVER_PROCESSES: '2', DATABASE_URL: 'postgres://h/db', REDIS_URL: 'redis://h' };
    expect(loadConfig(shared).processes).toBe(2);
    expect(() => loadConfig({ ...shared, METRICS_PORT: '9100' })).toThrow(/its own counters/);
    expect(() => loadConfig({ ...shared, METRICS_TOKEN: 't'.repeat(20) })).toThrow(/its own counters/);
    expect(() => loadConfig({ ...base, SERVER_PROCESSES: '0' })).toThrow(ConfigError);
  });
});

describe.runIf(process.env.TEST_DB_MODE === 'postgres' && redisUrl)('two server processes on one port', () => {
  let databaseUrl: string | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server && alive(server.child.pid!)) await server.stop();
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
  });

  it('serves through both, replaces a crashed one, and stops all on SIGTERM', { timeout: 180_000 }, async () => {
    databaseUrl = await createPostgresDatabase();
    server = await spawnServer({
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl!,
      SERVER_PROCESSES: '2',
      RATE_LIMIT_REGISTER_PER_IP: '1000',
    });
    const running = server;
    await until(
      () => workersOf(running).length === 2,
      () => `two server processes:\n${running.stderr()}`,
    );
    const first = workersOf(running);

    // Each request on a new connection: the primary hands connections to the processes in turn, so a
    // member registered through one is read back through the other as well.
    const api = apiClient(server.url);
    const member = (await api.post('/api/auth/register', { json: newUser() })).data;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${server.url}/api/profile/me`, {
        headers: { authorization: `Bearer ${member.token}`, connection: 'close' },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array(10).fill(200));

    // A process killed outright is replaced, and the port answers throughout.
    process.kill(first[0]!, 'SIGKILL');
    await until(
      () => {
        const now = workersOf(running);
        return now.length === 2 && !now.includes(first[0]!);
      },
      () => 'a replacement process',
    );
    await until(
      async () => (await fetch(`${server!.url}/readyz`, { headers: { connection: 'close' } })).status === 200,
      () => 'the port to answer',
    );
    const replaced = workersOf(running);
    expect(replaced).toContain(first[1]);

    // SIGTERM to the primary: every process closes gracefully, the primary exits 0 last.
    expect(await server.stop()).toBe(0);
    for (const pid of replaced) expect(alive(pid)).toBe(false);
  });
});
