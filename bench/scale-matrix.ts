// The scale-out benchmark matrix (issue "Scale-out"): login, discover, swipe and chat post through the
// real server, on embedded PGlite (one process: PGlite is one process per data directory) and on
// PostgreSQL + Redis with one and with two server processes (connections split evenly, as a load
// balancer would), and with two processes behind one port (SERVER_PROCESSES=2, `postgres-1port`), for
// 10 000 and 100 000 demo people; each run beside a bare Fastify route.
//
//   npx tsx bench/scale-matrix.ts [--users 10000,100000] [--connections 20] [--duration 10]
//                                 [--modes embedded,postgres,postgres-x2,postgres-1port] [--scenarios discover,swipe]
//                                 [--mixed-connections 100] [--mixed-duration 60]
// The mixed soak (discover 40 %, swipe 40 %, chat 15 %, sign-in 5 %) runs at 10 000 people only.
//   PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), which must
//   allow CREATE DATABASE; Redis: BENCH_REDIS_URL (default redis://127.0.0.1:6379).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { RequestSpec } from 'autocannon';
import { inArray } from 'drizzle-orm';
import { swipes } from '@affinia/server/database';
import {
  formatMeasure,
  load,
  postgresDatabase,
  seedDemo,
  signIn,
  startBareServer,
  startServer,
  stopAll,
  type Measure,
  type ThrowAwayDatabase,
} from './harness.js';
import { choices, flag, numbers } from './population.js';
import { openBenchDatabase, prepareViewers } from './viewers.js';

const SIZES = numbers('users', '10000,100000');
const CONNECTIONS = Number(flag('connections', '20'));
const DURATION = Number(flag('duration', '10'));
const MODES = new Set(
  choices('modes', 'embedded,postgres,postgres-x2', ['embedded', 'postgres', 'postgres-x2', 'postgres-1port'] as const),
);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** `--scenarios discover,swipe`: only the scenarios whose name holds one of these words. */
const SCENARIOS = process.argv.includes('--scenarios') ? flag('scenarios', '').split(',') : null;
/**
 * Signed-in demo people the load acts as. 120: at 10 000 people a viewer open to everyone has 350–620
 * people to swipe, and a mode's 10 s of swipes then the soak's 60 s (about 23 000 swipes since the swipe's
 * statements were prepared; 60 viewers ran past their targets, answered 409) must not run past them.
 */
const VIEWERS = 120;
const MIXED = 'mixed 40/40/15/5 soak';
const MIXED_CONNECTIONS = Number(flag('mixed-connections', '100'));
const MIXED_DURATION = Number(flag('mixed-duration', '60'));
const DEMO_PASSWORD = 'affinia-demo';

type Row = { users: number; mode: string; scenario: string; measure: Measure };
const rows: Row[] = [];
const report = (row: Row) => {
  rows.push(row);
  console.log(formatMeasure(`${row.users / 1000}k ${row.mode.padEnd(17)} ${row.scenario}`, row.measure));
};

/** Before each mode: the viewers' swipes are forgotten, so every mode swipes the same fresh targets. */
async function forgetSwipes(databaseUrl: string | undefined, dataDir: string, viewerIds: string[]) {
  const database = await openBenchDatabase(databaseUrl, dataDir);
  try {
    await database.db.delete(swipes).where(inArray(swipes.swiperId, viewerIds));
  } finally {
    await database.close();
  }
}

const authed = (token: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  'accept-language': 'fr',
  ...extra,
});

/** Round-robin over the viewers, so that every request is one of them in turn. */
function scenarios(
  people: { token: string; id: string }[],
  targets: string[][],
  matchIds: string[],
  cursors: number[],
) {
  // A counter per kind of request, so each kind takes every viewer in turn: with one counter shared
  // by the soak's mix, a kind's requests fell on the same few viewers (the swipes on 8 of 20), who ran
  // out of people to swipe and were answered 409 for thousands of repeats.
  let logins = 0;
  let discovers = 0;
  let swipeCount = 0;
  let posts = 0;
  const loginBodies = Array.from({ length: 200 }, (_, i) =>
    JSON.stringify({ email: `demo+${i + 1}@affinia.test`, password: DEMO_PASSWORD }),
  );
  const boundary = 'affiniabench';
  const chatBody = (i: number) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\nMessage de charge n°${i} — à bientôt ?\r\n--${boundary}--\r\n`;
  const specs: Record<string, RequestSpec> = {
    'POST /api/auth/login': {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest: (r) => ({ ...r, body: loginBodies[logins++ % loginBodies.length] }),
    },
    'GET /api/discover': {
      method: 'GET',
      setupRequest: (r) => ({ ...r, headers: authed(people[discovers++ % people.length]!.token) }),
    },
    'POST /api/swipe': {
      method: 'POST',
      setupRequest: (r) => {
        const v = swipeCount % people.length;
        // One like for three passes, each viewer in turn (a like on every 4th round of the viewers).
        const like = Math.floor(swipeCount++ / people.length) % 4 === 0;
        // Each viewer swipes each target once (a second swipe on the same person is a 409).
        const mine = targets[v]!;
        const target = mine[cursors[v]!++ % mine.length]!;
        return {
          ...r,
          headers: authed(people[v]!.token, { 'content-type': 'application/json' }),
          body: JSON.stringify({ swiped_id: target, action: like ? 'like' : 'dislike' }),
        };
      },
    },
    'POST /api/chat/{id}/messages': {
      method: 'POST',
      setupRequest: (r) => {
        const v = posts % people.length;
        return {
          ...r,
          path: `/api/chat/${matchIds[Math.floor(v / 2)]}/messages`,
          headers: authed(people[v]!.token, { 'content-type': `multipart/form-data; boundary=${boundary}` }),
          body: chatBody(posts++),
        };
      },
    },
  };
  // The mixed soak: 8 discovers, 8 swipes, 3 chat posts and 1 sign-in in every 20 requests, each on
  // its own path, interleaved over all connections.
  const mix: [string, string][] = [
    ...Array.from({ length: 8 }, (): [string, string] => ['GET /api/discover', '/api/discover']),
    ...Array.from({ length: 8 }, (): [string, string] => ['POST /api/swipe', '/api/swipe']),
    ...Array.from({ length: 3 }, (): [string, string] => ['POST /api/chat/{id}/messages', '']),
    ['POST /api/auth/login', '/api/auth/login'],
  ];
  let m = 0;
  specs[MIXED] = {
    setupRequest: (r, context) => {
      const [scenario, path] = mix[m++ % mix.length]!;
      const spec = specs[scenario]!;
      (context as { kind?: string }).kind = scenario;
      const request = spec.setupRequest!({ ...r, method: spec.method ?? 'GET', headers: { ...spec.headers } }, {});
      return path ? { ...request, path } : request;
    },
  };
  return specs;
}

async function runMode(
  size: number,
  mode: string,
  env: NodeJS.ProcessEnv,
  processes: number,
  data: Awaited<ReturnType<typeof prepareViewers>>,
  cursors: number[],
  onePort = false,
) {
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  if (onePort) servers.push(await startServer({ ...env, SERVER_PROCESSES: String(processes) }));
  else for (let i = 0; i < processes; i++) servers.push(await startServer(env));
  try {
    const people = await signIn(servers[0]!.url, data.emails);
    // Every process loads its discover index (all N people) on its first discover; behind one port, the
    // processes take new connections in turn, so as many first requests on new connections reach each.
    const firsts = onePort ? Array.from({ length: processes }, () => servers[0]!) : servers;
    for (const server of firsts) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/discover`, {
        headers: authed(people[0]!.token, onePort ? { connection: 'close' } : {}),
      });
      console.log(
        `  ${mode}: first discover after start ${(performance.now() - started).toFixed(0)} ms, HTTP ${res.status}`,
      );
    }
    const specs = scenarios(people, data.targets, data.matchIds, cursors);
    const wanted = (size <= 10_000 ? Object.keys(specs) : ['GET /api/discover', 'POST /api/swipe']).filter(
      (s) => !SCENARIOS || SCENARIOS.some((w) => s.includes(w)),
    );
    for (const scenario of wanted) {
      const spec = specs[scenario]!;
      const pathOf = scenario.includes('{id}') ? '/' : scenario.split(' ')[1]!;
      const mixed = scenario === MIXED;
      const measure = await load({
        urls: servers.map((s) => s.url + (mixed ? '/' : pathOf)),
        connections: mixed ? MIXED_CONNECTIONS : CONNECTIONS,
        duration: mixed ? MIXED_DURATION : DURATION,
        request: spec,
      });
      report({ users: size, mode, scenario, measure });
    }
  } finally {
    for (const server of servers) await server.stop();
  }
}

const cleanups: Array<() => Promise<void> | void> = [];
try {
  console.log(
    `${cpus().length} CPUs, ${CONNECTIONS} connections, ${DURATION} s per scenario, load ${loadavg()[0]?.toFixed(2)}`,
  );
  for (const size of SIZES) {
    const bare = await startBareServer();
    report({
      users: size,
      mode: 'bare Fastify',
      scenario: 'GET /bare',
      measure: await load({ urls: [bare.url], connections: CONNECTIONS, duration: DURATION }),
    });
    await bare.stop();
    for (const db of ['embedded', 'postgres'] as const) {
      const modes =
        db === 'embedded'
          ? MODES.has('embedded')
            ? [1]
            : []
          : [
              MODES.has('postgres') ? 1 : 0,
              MODES.has('postgres-x2') ? 2 : 0,
              MODES.has('postgres-1port') ? -2 : 0,
            ].filter(Boolean);
      if (modes.length === 0) continue;
      const dataDir = mkdtempSync(path.join(tmpdir(), 'affinia-matrix-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      let database: ThrowAwayDatabase | null = null;
      if (db === 'postgres') {
        database = await postgresDatabase();
        cleanups.push(database.drop);
      }
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        JWT_SECRET: randomBytes(32).toString('hex'),
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        RATE_LIMIT_LOGIN_PER_IP: '1000000',
        RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '1000000',
        RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_IP: '1000000',
        RATE_LIMIT_CHAT_PER_MINUTE: '1000000',
        ...(database ? { DATABASE_URL: database.url, REDIS_URL } : {}),
      };
      delete env.AI_BASE_URL;
      console.log(`${db}: seeded ${size.toLocaleString('en-US')} demo people in ${seedDemo(env, size).toFixed(1)} s`);
      const data = await prepareViewers(database?.url, dataDir, VIEWERS);
      for (const processes of modes) {
        await forgetSwipes(database?.url, dataDir, data.ids);
        const cursors = Array.from({ length: VIEWERS }, () => 0);
        // A negative count: that many processes behind one port (SERVER_PROCESSES).
        const onePort = processes < 0;
        const count = Math.abs(processes);
        const mode = db === 'embedded' ? 'PGlite, 1 proc' : `PG+Redis, ${count} proc${onePort ? ', 1 port' : ''}`;
        await runMode(size, mode, env, count, data, cursors, onePort);
      }
    }
  }
  console.log(
    `load average at the end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(JSON.stringify({ connections: CONNECTIONS, duration: DURATION, rows }));
} finally {
  await stopAll();
  for (const cleanup of cleanups.reverse()) await cleanup();
}
