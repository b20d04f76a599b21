// Database.lockedTransaction (issue 36: a swipe's BEGIN and pair lock in one round trip): transactions
// under one key run one after another, a failure rolls back and leaves the pool usable.
// Storage: also on PostgreSQL — there the BEGIN and the lock are one multi-statement query on a pool client.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { rowsOf } from './rows.js';

let server: TestServer;
const database = () => server.app.database;
const KEY = 0x7fff_0000_1234_5678n;

beforeAll(async () => {
  server = await startTestServer();
  await database().db.execute(sql`CREATE TABLE lock_probe (id int PRIMARY KEY, n int NOT NULL)`);
  await database().db.execute(sql`INSERT INTO lock_probe VALUES (1, 0)`);
});
afterAll(async () => {
  await server.close();
});

const valueOf = async () =>
  (await rowsOf<{ n: number }>(database().db, sql`SELECT n FROM lock_probe WHERE id = 1`))[0]!.n;

it('runs transactions under one key one after another: 30 read-then-write increments lose none', async () => {
  await Promise.all(
    Array.from({ length: 30 }, () =>
      database().lockedTransaction(KEY, async (tx) => {
        // Read, let every other request run, then write what was read plus one: only the lock keeps
        // two of them from reading the same value.
        const [row] = await rowsOf<{ n: number }>(tx, sql`SELECT n FROM lock_probe WHERE id = 1`);
        await new Promise((resolve) => setImmediate(resolve));
        await tx.execute(sql`UPDATE lock_probe SET n = ${row!.n + 1} WHERE id = 1`);
      }),
    ),
  );
  expect(await valueOf()).toBe(30);
});

it('rolls back on a failure, gives the error to the caller, and leaves every pooled connection usable', async () => {
  const before = await valueOf();
  const failures = await Promise.allSettled(
    Array.from({ length: 15 }, (_, i) =>
      database().lockedTransaction(KEY + BigInt(i), async (tx) => {
        await tx.execute(sql`UPDATE lock_probe SET n = n + 100 WHERE id = 1`);
        // A statement the database refuses, then the transaction is aborted: ROLLBACK must end it.
        await tx.execute(sql`SELECT 1 / 0`);
      }),
    ),
  );
  expect(failures.every((f) => f.status === 'rejected')).toBe(true);
  expect(await valueOf()).toBe(before);
  // More transactions than the pool has connections: none got a connection left inside a transaction.
  await Promise.all(Array.from({ length: 15 }, () => database().lockedTransaction(KEY, async () => {})));
  expect(await valueOf()).toBe(before);
});

it('takes keys across the whole signed 64-bit range', async () => {
  for (const key of [-(2n ** 63n), -1n, 0n, 2n ** 63n - 1n]) {
    expect(
      await database().lockedTransaction(
        key,
        async (tx) => (await rowsOf<{ x: number }>(tx, sql`SELECT 1 AS x`))[0]!.x,
      ),
    ).toBe(1);
  }
});
