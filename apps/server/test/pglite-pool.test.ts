// The test servers' PGlite pool (decision 077): a database lent again is the migrated snapshot exactly,
// whatever its last borrower did, and one that cannot be brought back is never lent again.
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { borrowPglite, giveBackPglite } from './pglite-pool.js';
import { apiClient, newUser, pgliteSnapshot, startTestServer } from './test-server.js';

async function snapshot(): Promise<Blob> {
  const blob = await pgliteSnapshot();
  if (!blob) throw new Error('the run has no PGlite snapshot (migrate-once.ts)');
  return blob;
}

const count = async (client: Awaited<ReturnType<typeof borrowPglite>>, table: string) =>
  (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

describe('the PGlite pool of test servers', () => {
  test('a database given back is lent again as the snapshot: rows, counters, sequences and migrations', async () => {
    const first = await startTestServer();
    const api = apiClient(first.url);
    expect((await api.post('/api/auth/register', { json: newUser() })).status).toBe(201);
    const { db } = first.app.database;
    await db.execute(sql`UPDATE free_tier SET used = 41`);
    await db.execute(sql`INSERT INTO domain_events (type) VALUES ('test.event'), ('test.event')`);
    await first.close();

    const client = await borrowPglite(await snapshot());
    try {
      expect(await count(client, 'users')).toBe(0);
      expect(await count(client, 'domain_events')).toBe(0);
      expect((await client.query<{ used: number }>('SELECT used FROM free_tier')).rows).toEqual([{ used: 0 }]);
      // Sequences start again where the snapshot left them: the next event is number 1.
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO domain_events (type) VALUES ('test.event') RETURNING id::text AS id`,
      );
      expect(rows[0]!.id).toBe('1');
      expect(await count(client, 'drizzle.__drizzle_migrations')).toBeGreaterThan(25);
    } finally {
      await giveBackPglite(client);
    }
  });

  test('what a borrower left in its session (a transaction, a setting, an advisory lock) is gone', async () => {
    const client = await borrowPglite(await snapshot());
    await client.exec(`BEGIN; SET statement_timeout = '1234ms'; SELECT pg_advisory_lock(77)`);
    await giveBackPglite(client);

    const again = await borrowPglite(await snapshot());
    try {
      expect(again).toBe(client);
      expect(
        (await again.query<{ statement_timeout: string }>('SHOW statement_timeout')).rows[0]!.statement_timeout,
      ).toBe('0');
      expect(await count(again, `pg_locks WHERE locktype = 'advisory'`)).toBe(0);
      // No transaction is open: a savepoint needs one.
      await expect(again.exec('SAVEPOINT probe')).rejects.toThrow(/transaction block/);
    } finally {
      await giveBackPglite(again);
    }
  });

  test('a database whose schema a test changed is closed, never lent again', async () => {
    const client = await borrowPglite(await snapshot());
    await client.exec('ALTER TABLE free_tier ADD CONSTRAINT never_41 CHECK (used <> 41)');
    await giveBackPglite(client);
    expect(client.closed).toBe(true);

    const next = await borrowPglite(await snapshot());
    try {
      expect(next).not.toBe(client);
      expect(await count(next, `pg_constraint WHERE conname = 'never_41'`)).toBe(0);
    } finally {
      await giveBackPglite(next);
    }
  });

  test('a closed server cannot reach the database it gave back', async () => {
    const server = await startTestServer();
    const { database } = server.app;
    await server.close();
    // drizzle wraps the refusal in its "Failed query" error: the reason is its cause.
    const refusal = await database.db.execute(sql`SELECT 1`).catch((error: Error) => error);
    expect(refusal).toBeInstanceOf(Error);
    expect(String((refusal as Error).cause)).toMatch(/given back to its lender/);
    await expect(database.ping()).rejects.toThrow(/given back to its lender/);
  });
});
