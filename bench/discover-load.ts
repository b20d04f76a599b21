// Load test of GET /api/discover: seeds N demo people with the demo seed command, starts the real
// server (src/main.ts) on 127.0.0.1 in its own process, signs in 20 demo people, and lets autocannon
// hold C connections for D seconds, each request as one of those people in turn. Then the same load on
// a bare Fastify route (bare-server.ts): the ceiling this machine and runtime allow.
// p50/p95 come from every response's time (autocannon's own summary has no p95).
//
//   npx tsx bench/discover-load.ts --db pglite|postgres [--users 10000] [--connections 20] [--duration 20]
//   PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) must allow
//   CREATE DATABASE; a throw-away database is created and dropped.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import {
  dayPairingFinished,
  formatMeasure,
  load,
  postgresDatabase,
  seedDemo,
  signInDemo,
  startBareServer,
  startServer,
  stopAll,
  type ThrowAwayDatabase,
} from './harness.js';
import { flag } from './population.js';

const DB = flag('db', 'pglite');
const USERS = Number(flag('users', '10000'));
const CONNECTIONS = Number(flag('connections', '20'));
const DURATION = Number(flag('duration', '20'));
const VIEWERS = 20;

const dataDir = mkdtempSync(path.join(tmpdir(), 'affinia-bench-'));
let database: ThrowAwayDatabase | null = null;
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

  const seconds = seedDemo(env, USERS);
  console.log(`${DB}: seeded ${USERS.toLocaleString('en-US')} demo people in ${seconds.toFixed(1)} s`);

  const server = await startServer(env);
  const base = server.url;
  if (database) {
    const waited = await dayPairingFinished(database.url);
    console.log(
      waited === null
        ? "the day's pairing did not finish within 300 s: the load below shares the CPU with it"
        : `the day's pairing (start-up housekeeping) finished ${waited.toFixed(1)} s after the server was ready`,
    );
  } else console.log("PGlite: the day's pairing runs in the server beside the load below");
  const tokens = (await signInDemo(base, VIEWERS)).map((p) => p.token);
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

  let next = 0;
  const discover = await load({
    urls: [`${base}/api/discover`],
    connections: CONNECTIONS,
    duration: DURATION,
    request: {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        headers: {
          ...request.headers,
          authorization: `Bearer ${tokens[next++ % tokens.length]}`,
          'accept-language': 'fr',
        },
      }),
    },
  });
  await server.stop();

  const bare = await startBareServer();
  const ceiling = await load({ urls: [bare.url], connections: CONNECTIONS, duration: DURATION });
  await bare.stop();

  console.log(
    `${CONNECTIONS} connections, ${DURATION} s each, ${cpus().length} CPUs, load ${loadavg()[0]?.toFixed(2)}`,
  );
  console.log(formatMeasure(`GET /api/discover (${DB})`, discover));
  console.log(formatMeasure('bare Fastify route (ceiling)', ceiling));
  console.log(
    JSON.stringify({ db: DB, users: USERS, connections: CONNECTIONS, duration: DURATION, discover, ceiling }),
  );
} finally {
  await stopAll();
  if (database) await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
