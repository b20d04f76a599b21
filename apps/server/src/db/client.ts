// Opens the database: embedded PGlite by default, PostgreSQL through `pg` when DATABASE_URL is set.
// Both get the same drizzle API and the same migrations, applied at start-up.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync, mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import type { PoolClient } from 'pg';
import { tightenTree } from '../lib/private-files.js';
import { holdPgliteLock } from './pglite-lock.js';

/**
 * Without drizzle's relational schema: nothing uses `db.query.*`, and with a schema every transaction
 * builds a query builder per table (PgDatabase's constructor), a cost the swipe paid on each request.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * A transaction that first takes the advisory lock `lockKey` (released at its end). On PostgreSQL the
   * BEGIN and the lock go in one round trip (a swipe's hot path, issue 36); `fn` must not open nested
   * transactions (savepoints) there.
   */
  lockedTransaction<T>(lockKey: bigint, fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Throws when the database cannot answer (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
};

const here = path.dirname(fileURLToPath(import.meta.url));
/** src/db/migrations when run from source; dist/migrations once bundled (build.mjs copies them). */
const migrationsFolder = path.join(here, 'migrations');
/** Serialises migrations when several server processes start together on one PostgreSQL. */
const MIGRATION_LOCK_KEY = 727_274_001;

/** Told how long each database round trip took (metrics); a PGlite transaction counts as one. */
export type QueryObserver = (kind: 'query' | 'transaction', seconds: number) => void;

export async function openDatabase(opts: {
  databaseUrl?: string;
  pgliteDir: string | null;
  /**
   * A PGlite without a database yet (in memory, or a directory not initialised) starts from this data
   * directory (PGlite's `dumpDataDir`) instead of running initdb: test servers load one migrated once per
   * run (decision 039). Migrations still run after it. An existing database is opened as it is.
   */
  pgliteSnapshot?: Blob;
  /**
   * An open PGlite to use without owning it (test servers borrow one from their worker's pool, decision
   * 077): closing the database leaves it open for its lender, and any later use of it through this
   * database fails as it would on a closed one.
   */
  lentPglite?: PGlite;
  onQuery?: QueryObserver;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.onQuery);
  if (opts.lentPglite) return borrowedPglite(opts.lentPglite, opts.onQuery);
  return openPglite(opts.pgliteDir, opts.onQuery, opts.pgliteSnapshot);
}

/**
 * Wraps a query method so each call reports its duration, whether it answers a promise (drizzle on a
 * client, PGlite) or calls back (pg's pool.query hands its client a callback: without timing those, the
 * metrics missed every statement run outside a transaction on PostgreSQL).
 */
function timed<T extends object, K extends keyof T>(target: T, method: K, report: (seconds: number) => void): void {
  const original = target[method] as unknown as (...args: unknown[]) => unknown;
  (target as Record<K, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
    const started = performance.now();
    const done = () => report((performance.now() - started) / 1000);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = function (this: unknown, ...results: unknown[]) {
        done();
        return callback.apply(this, results);
      };
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) void result.then(done, done);
    return result;
  };
}

async function openPglite(dir: string | null, onQuery?: QueryObserver, snapshot?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dir) mkdirSync(dir, { recursive: true, mode: 0o700 });
  const load = snapshot && !(dir && existsSync(path.join(dir, 'PG_VERSION'))) ? { loadDataDir: snapshot } : {};
  const client = dir ? new PGlite(dir, load) : new PGlite(load);
  await client.waitReady;
  // Backups refuse a directory a live process holds (db/pglite-lock.ts).
  const release = dir ? holdPgliteLock(dir) : () => {};
  // The WASM file system writes the database files 0666 whatever the umask: made private once open
  // and again once closed (in between, the 0700 directories keep other users out).
  if (dir) tightenTree(dir);
  return pgliteDatabase(client, onQuery, async () => {
    await client.close();
    release();
    if (dir) tightenTree(dir);
  });
}

/**
 * A PGlite lent by its owner, seen through a proxy of this database's own: the query timing is set on
 * the proxy (the lender's object is left as it was lent), and once closed every use of it throws, so a
 * task still running after its server closed cannot write into the next borrower's database.
 */
function borrowedPglite(lent: PGlite, onQuery?: QueryObserver): Promise<Database> {
  let open = true;
  const own = new Map<PropertyKey, unknown>();
  const client = new Proxy(lent, {
    get(target, key) {
      if (!open) throw new Error('The database is closed: its PGlite was given back to its lender');
      if (own.has(key)) return own.get(key);
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    set(_target, key, value) {
      own.set(key, value);
      return true;
    },
  });
  return pgliteDatabase(client, onQuery, async () => {
    open = false;
  });
}

/** The database over an open PGlite: its migrations applied, its statements timed, `close` as given. */
async function pgliteDatabase(
  client: PGlite,
  onQuery: QueryObserver | undefined,
  close: () => Promise<void>,
): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder });
  if (onQuery) {
    timed(client, 'query', (s) => onQuery('query', s));
    timed(client, 'transaction', (s) => onQuery('transaction', s));
  }
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    // One connection in the process: nothing to save, the lock is a statement of the transaction.
    lockedTransaction: (lockKey, fn) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${lockKey.toString()}::bigint)`);
        return fn(tx as unknown as Db);
      }),
    ping: async () => {
      await client.query('SELECT 1');
    },
    close,
  };
}

async function openPostgres(url: string, onQuery?: QueryObserver): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  // pool.query checks out a client too: timing every connection's query counts each statement once.
  if (onQuery) pool.on('connect', (client) => timed(client, 'query', (s) => onQuery('query', s)));
  const conn = await pool.connect();
  try {
    await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle({ client: conn }), { migrationsFolder });
  } finally {
    await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    conn.release();
  }
  const db = drizzle({ client: pool });
  // One handle per pooled connection, kept with it: statements prepared on a handle (`prepared`) are
  // built once per connection, inside transactions too, where a new handle each time rebuilt them.
  const handles = new WeakMap<PoolClient, Db>();
  const handleOf = (client: PoolClient): Db => {
    let handle = handles.get(client);
    if (!handle) {
      handle = drizzle({ client }) as unknown as Db;
      handles.set(client, handle);
    }
    return handle;
  };
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    async lockedTransaction(lockKey, fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        // A simple query may hold several statements: BEGIN and the lock in one round trip. The key is a
        // bigint, written as digits, never text from a request.
        await client.query(`BEGIN; SELECT pg_advisory_xact_lock(${BigInt.asIntN(64, lockKey).toString()})`);
        const result = await fn(handleOf(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch((e: unknown) => {
          broken = e instanceof Error ? e : new Error(String(e));
        });
        throw err;
      } finally {
        // A connection that could not roll back is closed rather than handed to the next request.
        client.release(broken);
      }
    },
    ping: async () => {
      await db.execute(sql`SELECT 1`);
    },
    close: () => pool.end(),
  };
}

/** An advisory lock key for `name` (what `lockedTransaction` takes): the first 8 bytes of its SHA-256. */
export function lockKeyOf(name: string): bigint {
  return createHash('sha256').update(name).digest().readBigInt64BE(0);
}

/** PostgreSQL's unique_violation, whether raw or wrapped by drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
