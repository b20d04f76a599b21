// Load test of GET /api/discover: seeds N demo people with the demo seed command, starts the real
// server (src/main.ts) on 127.0.0.1 in its own process, signs in 20 demo people, and lets autocannon
// hold C connections for D seconds, each request as one of those people in turn. Then the same load on
// a bare Fastify route (bare-server.ts): the ceiling this machine and runtime allow.
// p50/p95 come from every response's time (autocannon's own summary has no p95).
//
//   npx tsx bench/discover-load.ts --db pglite|postgres [--users 10000] [--connections 20] [--duration 20]
//   PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) must allow
//   CREATE DATABASE; a throw-away database is created and dropped.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { flag, percentile } from './population.js';

const DB = flag('db', 'pglite');
const USERS = Number(flag('users', '10000'));
const CONNECTIONS = Number(flag('connections', '20'));
const DURATION = Number(flag('duration', '20'));
const VIEWERS = 20;
const ROOT = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered`);
}

async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `affinia_bench_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

type Measure = { requestsPerSecond: number; p50: number; p95: number; p99: number; errors: number; non2xx: number };

async function load(url: string, tokens: string[]): Promise<Measure> {
  const times: number[] = [];
  let next = 0;
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: 30,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) =>
          tokens.length === 0
            ? request
            : {
                ...request,
                headers: {
                  ...request.headers,
                  authorization: `Bearer ${tokens[next++ % tokens.length]}`,
                  'accept-language': 'fr',
                },
              },
      },
    ],
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const print = (label: string, m: Measure) =>
  console.log(
    `${label.padEnd(34)} ${m.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${m.p50.toFixed(1)} ms   p95 ${m.p95.toFixed(
      1,
    )} ms   p99 ${m.p99.toFixed(1)} ms   errors ${m.errors}   non-2xx ${m.non2xx}`,
  );

const dataDir = mkdtempSync(path.join(tmpdir(), 'affinia-bench-'));
const children: ChildProcess[] = [];
let database: { url: string; drop: () => Promise<void> } | null = null;
try {
  if (DB === 'postgres') database = await postgresDatabase();
  else if (DB !== 'pglite') throw new Error('--db must be pglite or postgres');
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_LOGIN_PER_IP: '100000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  delete (env as Record<string, string | undefined>).AI_BASE_URL;

  const seedStart = Date.now();
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/modules/demo/seed-cli.ts', '--users', String(USERS), '--avatars', '0'],
    { cwd: ROOT, env, encoding: 'utf8' },
  );
  if (seeded.status !== 0) throw new Error(`seed failed:\n${seeded.stderr}`);
  console.log(
    `${DB}: seeded ${USERS.toLocaleString('en-US')} demo people in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(server);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`, server);

  const tokens: string[] = [];
  for (let n = 1; tokens.length < VIEWERS; n++) {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `demo+${n}@affinia.test`, password: 'affinia-demo' }),
    });
    if (!res.ok) throw new Error(`login demo+${n}: HTTP ${res.status}`);
    tokens.push(((await res.json()) as { token: string }).token);
  }
  // The first discover loads the index (all N people) from the database; later ones use it.
  const firstStart = performance.now();
  const first = await fetch(`${base}/api/discover`, { headers: { authorization: `Bearer ${tokens[0]}` } });
  const firstMs = performance.now() - firstStart;
  const pages = await Promise.all(
    tokens.map(async (token) => {
      const res = await fetch(`${base}/api/discover`, { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()) as unknown[]).length;
    }),
  );
  console.log(
    `first discover (index load) ${firstMs.toFixed(0)} ms, HTTP ${first.status}; cards per page: ${pages.join(' ')}`,
  );

  const discover = await load(`${base}/api/discover`, tokens);
  server.kill('SIGTERM');

  const barePort = await freePort();
  const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(barePort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(bare);
  await waitFor(`http://127.0.0.1:${barePort}/bare`, bare);
  const ceiling = await load(`http://127.0.0.1:${barePort}/bare`, []);
  bare.kill('SIGTERM');

  console.log(
    `${CONNECTIONS} connections, ${DURATION} s each, ${cpus().length} CPUs, load ${loadavg()[0]?.toFixed(2)}`,
  );
  print(`GET /api/discover (${DB})`, discover);
  print('bare Fastify route (ceiling)', ceiling);
  console.log(
    JSON.stringify({ db: DB, users: USERS, connections: CONNECTIONS, duration: DURATION, discover, ceiling }),
  );
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  if (database) await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
