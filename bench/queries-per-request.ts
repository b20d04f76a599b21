// Database round trips per request on the hot paths (discover, swipe, chat post), read from the
// server's own metrics (affinia_db_query_duration_seconds_count) around N requests of each kind. On
// a loopback PostgreSQL each round trip costs a socket write and a wake-up of the database backend:
// the profiles of docs/benchmarks.md show it is the largest single cost of these routes.
//
//   npx tsx bench/queries-per-request.ts [--users 2000] [--requests 50] [--db postgres|pglite]
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postgresDatabase, seedDemo, signIn, startServer, stopAll } from './harness.js';
import { flag } from './population.js';
import { prepareViewers } from './viewers.js';

const USERS = Number(flag('users', '2000'));
const REQUESTS = Number(flag('requests', '50'));
const DB = flag('db', 'postgres');
const METRICS_TOKEN = randomBytes(16).toString('hex');

async function roundTrips(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  let sum = 0;
  for (const m of text.matchAll(/^affinia_db_query_duration_seconds_count\{[^}]*\} (\d+)/gm)) sum += Number(m[1]);
  return sum;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'affinia-queries-'));
const database = DB === 'postgres' ? await postgresDatabase() : null;
try {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    METRICS_TOKEN,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    RATE_LIMIT_CHAT_PER_MINUTE: '1000000',
    RATE_LIMIT_LOGIN_PER_IP: '1000000',
    ...(database
      ? { DATABASE_URL: database.url, REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379' }
      : {}),
  };
  delete env.AI_BASE_URL;
  seedDemo(env, USERS);
  // Two viewers open to everyone, a match between them, and the people the first may swipe.
  const prepared = await prepareViewers(database?.url, dataDir, 2);
  const targets = prepared.targets[0]!;
  if (targets.length <= REQUESTS) throw new Error(`only ${targets.length} swipe targets: raise --users`);
  const match = prepared.matchIds[0]!;

  const server = await startServer(env);
  const [viewer] = await signIn(server.url, prepared.emails.slice(0, 1));
  const auth = { authorization: `Bearer ${viewer!.token}`, 'accept-language': 'fr' };
  const kinds: Record<string, (i: number) => Promise<Response>> = {
    'GET /api/discover': () => fetch(`${server.url}/api/discover`, { headers: auth }),
    'POST /api/swipe': (i) =>
      fetch(`${server.url}/api/swipe`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ swiped_id: targets[i]!, action: i % 4 === 0 ? 'like' : 'dislike' }),
      }),
    'POST /api/chat/{id}/messages': (i) => {
      const form = new FormData();
      form.set('content', `Message n°${i}, à bientôt ?`);
      return fetch(`${server.url}/api/chat/${match}/messages`, { method: 'POST', headers: auth, body: form });
    },
  };
  console.log(`${DB}, ${USERS} people, ${REQUESTS} requests of each kind (one at a time)`);
  for (const [kind, send] of Object.entries(kinds)) {
    await (await send(REQUESTS)).arrayBuffer(); // warm: the index, the prepared statements
    const before = await roundTrips(server.url);
    const started = performance.now();
    for (let i = 0; i < REQUESTS; i++) {
      const res = await send(i);
      if (!res.ok) throw new Error(`${kind}: HTTP ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    }
    const during = (await roundTrips(server.url)) - before;
    // What the server reads meanwhile on its own (the scrape's figures, the mail worker's polls), over
    // as long a quiet time, is not the requests' doing.
    const quietFrom = await roundTrips(server.url);
    await new Promise((r) => setTimeout(r, performance.now() - started));
    const quiet = (await roundTrips(server.url)) - quietFrom;
    console.log(
      `${kind.padEnd(30)} ${((during - quiet) / REQUESTS).toFixed(2)} round trips per request (${quiet} meanwhile without requests)`,
    );
  }
  await server.stop();
} finally {
  await stopAll();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
