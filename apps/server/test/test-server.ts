// Starts the real API on a random 127.0.0.1 port for integration tests: in-memory PGlite by default,
// or a fresh throw-away PostgreSQL database when TEST_DB_MODE=postgres (TEST_DATABASE_URL).
import { ERRORS, errorDetail, retrySentenceFr, type ErrorCode } from '@affinia/contract';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { borrowPglite, giveBackPglite } from './pglite-pool.js';
import { adminQuery, databaseUrl } from './postgres-admin.js';
import { cheapPasswordHash, standInNudityClassifier } from './stand-ins.js';

export type TestServer = {
  app: FastifyInstance;
  url: string;
  config: Config;
  close(): Promise<void>;
};

export type TestServerOptions = {
  env?: Record<string, string>;
  /** Keep PGlite on disk in this directory (restart tests); in memory otherwise. */
  pgliteDir?: string;
  /** Reuse a PostgreSQL database made by an earlier server of the same test (restart tests). */
  postgresUrl?: string;
  /** Keep the PostgreSQL database when closing (restart tests). */
  keepDatabase?: boolean;
  /** Test doubles handed to buildApp (a counting password verifier, a shared limiter, decode slots…). */
  overrides?: Parameters<typeof buildApp>[1];
};

export const usingPostgres = () => process.env.TEST_DB_MODE === 'postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database test databases are made from (TEST_DB_MODE=postgres). */
    postgresTemplate?: string;
    /** A file holding a migrated PGlite data directory (PGlite's `dumpDataDir`, uncompressed tar). */
    pgliteSnapshot?: string;
  }
}

/**
 * What the run's global setup prepared (migrate-once.ts): nothing outside Vitest (the benches start
 * servers with this module too, and measure the real thing).
 */
async function fromGlobalSetup<K extends 'postgresTemplate' | 'pgliteSnapshot'>(key: K) {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject(key);
}

let snapshot: Promise<Blob | undefined> | undefined;
/** The migrated PGlite data directory, read once per worker (undefined outside Vitest). */
export const pgliteSnapshot = () =>
  (snapshot ??= fromGlobalSetup('pgliteSnapshot').then((file) =>
    file ? new Blob([new Uint8Array(readFileSync(file))]) : undefined,
  ));

/**
 * Creates a database on the test PostgreSQL server; returns its URL. Under Vitest it is a copy of the
 * run's migrated template, so the server's migrations find nothing to do; elsewhere, or when `empty`
 * (a test of the migrations themselves), it is empty.
 */
export async function createPostgresDatabase({ empty = false }: { empty?: boolean } = {}): Promise<string> {
  const name = `affinia_test_${randomBytes(6).toString('hex')}`;
  const template = empty ? undefined : await fromGlobalSetup('postgresTemplate');
  await adminQuery(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  return databaseUrl(name);
}

export async function dropPostgresDatabase(url: string): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) return;
  await adminQuery(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
}

/** A port free right now, so the config can name the server's own URL (PUBLIC_ORIGIN) before it listens. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'affinia-test-'));
  const postgresUrl = usingPostgres() ? (options.postgresUrl ?? (await createPostgresDatabase())) : undefined;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    LOG_LEVEL: 'silent',
    // Test servers start on empty databases; a test that wants demo people sets DEMO_USERS itself.
    DEMO_USERS: '0',
    // Most tests' members have no photo; the tests of the photo minimum set it (issue 35).
    MIN_PHOTOS_TO_APPEAR: '0',
    // Generous limits: tests that check rate limiting set their own.
    RATE_LIMIT_LOGIN_PER_IP: '10000',
    RATE_LIMIT_REGISTER_PER_IP: '10000',
    RATE_LIMIT_VERIFY_EMAIL_PER_IP: '10000',
    RATE_LIMIT_CHECKOUT_PER_IP: '10000',
    // Payment return addresses must be the app's own origin: here, this very server.
    PUBLIC_ORIGIN: url,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...options.env,
    ...(postgresUrl ? { DATABASE_URL: postgresUrl } : {}),
  });
  config.pgliteDir = options.pgliteDir ?? null;
  // Under Vitest a server pays only for what its test is about (decision 039): a cheap argon2id for
  // sign-ups and a stand-in for the nudity model, unless the test hands buildApp the real ones. Its
  // start-up housekeeping runs at once and is over before the test creates anyone: a round on a clock
  // could otherwise find half a test's members and hand one a daily pick the test did not ask for.
  const testDefaults = process.env.VITEST
    ? { passwordHash: cheapPasswordHash, nudityClassifier: standInNudityClassifier, housekeepingFirstRunDelayMs: 0 }
    : {};
  const migrated = postgresUrl ? undefined : await pgliteSnapshot();
  // In memory under Vitest: a database of this worker's pool, reset when given back (decision 077).
  const lentPglite = migrated && !config.pgliteDir ? await borrowPglite(migrated) : undefined;
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { ...testDefaults, pgliteSnapshot: migrated, lentPglite, ...options.overrides });
  } catch (error) {
    if (lentPglite) await giveBackPglite(lentPglite);
    throw error;
  }
  await app.listen({ port, host: '127.0.0.1' });
  if (process.env.VITEST) await app.housekeeping.firstRun;
  return {
    app,
    url,
    config,
    async close() {
      await app.close();
      if (lentPglite) await giveBackPglite(lentPglite);
      if (postgresUrl && !options.keepDatabase) await dropPostgresDatabase(postgresUrl);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Every error answer any server test sees is one of the catalogue's (issue 14): a `code` the contract
 * knows, `params` that fill its template into exactly the `detail` sent. Checked here once, so every
 * error path of every suite is held to it without each test asking.
 */
function expectCataloguedError(method: string, path: string, status: number, data: unknown, headers: Headers) {
  if (!data || typeof data !== 'object' || !('detail' in data)) return; // HTML pages, streams, metrics text
  const { detail, code, params } = data as {
    detail: unknown;
    code?: unknown;
    params?: Record<string, string | number>;
  };
  const where = `${method} ${path} → ${status}`;
  if (typeof code !== 'string' || !(code in ERRORS))
    throw new Error(`${where}: error without a catalogue code: ${JSON.stringify(data)}`);
  if (code === 'genericError' && status < 500) throw new Error(`${where}: "${String(detail)}" is not in the catalogue`);
  // A 429 says when to come back: Retry-After in whole seconds, and the detail's last sentence (issue 35).
  let expected = errorDetail(code as ErrorCode, params);
  if (status === 429) {
    const retryAfter = headers.get('retry-after') ?? '';
    if (!/^[1-9]\d*$/.test(retryAfter)) throw new Error(`${where}: Retry-After "${retryAfter}" is no whole seconds`);
    expected = `${expected} ${retrySentenceFr(Number(retryAfter))}`;
  }
  if (expected !== detail)
    throw new Error(`${where}: detail does not match ${code} with ${JSON.stringify(params)}: ${String(detail)}`);
}

/** A small JSON-over-HTTP client for tests: real requests, parsed replies. */
export function apiClient(baseUrl: string) {
  async function call(
    method: string,
    path: string,
    init: { json?: unknown; form?: FormData; token?: string; headers?: Record<string, string>; body?: string } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    let body: BodyInit | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      body = init.form;
    } else if (init.body !== undefined) {
      body = init.body;
    }
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const res = await fetch(baseUrl + path, { method, headers, body });
    const text = await res.text();
    let data: any = undefined;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = text;
    }
    if (res.status >= 400) expectCataloguedError(method, path, res.status, data, res.headers);
    return { status: res.status, headers: res.headers, data };
  }
  return {
    call,
    get: (path: string, init?: Parameters<typeof call>[2]) => call('GET', path, init),
    post: (path: string, init?: Parameters<typeof call>[2]) => call('POST', path, init),
    put: (path: string, init?: Parameters<typeof call>[2]) => call('PUT', path, init),
    delete: (path: string, init?: Parameters<typeof call>[2]) => call('DELETE', path, init),
  };
}

let counter = 0;
/** A valid registration body with a unique e-mail. */
export function newUser(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `user${counter}-${randomBytes(3).toString('hex')}@example.com`,
    password: 'Une phrase de passe solide 42',
    name: `Camille ${counter}`,
    age: 29,
    gender: 'femme',
    location: 'Lyon, France',
    accepted_terms: true,
    ...overrides,
  };
}
