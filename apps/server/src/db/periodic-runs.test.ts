// Periodic work once per deployment (decision 058): of several processes claiming the same round at
// once, one runs it; nobody runs it again within the window; the next round is claimed once it is due.
// Storage: also on PostgreSQL — only there do several processes' claims really race. Decision 055.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { claimRound } from './periodic-runs.js';

let server: TestServer;
const db = () => server.app.database.db;
const HOUR = 3600_000;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

it('gives a round to exactly one of twenty claims at once, none within the window, one once it is due', async () => {
  const claims = await Promise.all(Array.from({ length: 20 }, () => claimRound(db(), 'race-test', HOUR)));
  expect(claims.filter(Boolean)).toHaveLength(1);
  expect(await claimRound(db(), 'race-test', HOUR)).toBe(false);
  // Another kind of work has a round of its own.
  expect(await claimRound(db(), 'other-work', HOUR)).toBe(true);

  await db().execute(sql`UPDATE periodic_runs SET started_at = now() - interval '61 minutes' WHERE name = 'race-test'`);
  const next = await Promise.all(Array.from({ length: 20 }, () => claimRound(db(), 'race-test', HOUR)));
  expect(next.filter(Boolean)).toHaveLength(1);
});
