// What the HTTP load benchmarks share: free ports, throw-away PostgreSQL databases, seeding the demo
// population with `npm run seed`'s code, the real server and the bare Fastify ceiling as child
// processes, and an autocannon run over one or several servers with p50/p95/p99 from every response.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import autocannon, { type RequestSpec } from 'autocannon';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';
import { percentile } from './population.js';

export const ROOT = path.resolve(import.meta.dirname, '..');
const children = new Set<ChildProcess>();

export async function freePort(): Promise<number> {
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

export async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 1200; i++) {
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

export type ThrowAwayDatabase = { url: string; drop: () => Promise<void> };

/** A new empty database on BENCH_DATABASE_URL's server (which must allow CREATE DATABASE). */
export async function postgresDatabase(): Promise<ThrowAwayDatabase> {
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

/**
 * Waits until the server's start-up housekeeping has paired the day's community (decision 045) — a
 * ranking per member, about 5 s at 10 000 people on this machine, sharing the CPU with requests — so a load test
 * measures the steady state, not the once-a-day run. PostgreSQL only (an embedded database is the
 * server's alone). Answers the seconds waited, or null when no run finished within `limitSeconds`.
 */
export async function dayPairingFinished(databaseUrl: string, limitSeconds = 300): Promise<number | null> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    while ((performance.now() - started) / 1000 < limitSeconds) {
      const { rows } = await client.query(
        'SELECT 1 FROM daily_pick_runs WHERE day = current_date AND finished_at IS NOT NULL',
      );
      if (rows.length > 0) return (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return null;
  } finally {
    await client.end();
  }
}

/** Seeds N demo people (no avatars) with the seed command's code; answers the seconds it took. */
export function seedDemo(env: NodeJS.ProcessEnv, users: number): number {
  const start = Date.now();
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/modules/demo/seed-cli.ts', '--users', String(users), '--avatars', '0'],
    { cwd: ROOT, env, encoding: 'utf8' },
  );
  if (seeded.status !== 0) throw new Error(`seed failed:\n${seeded.stderr}`);
  return (Date.now() - start) / 1000;
}

/** The real server (src/main.ts) in its own process on 127.0.0.1; answers its base URL once ready. */
export async function startServer(env: NodeJS.ProcessEnv): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  // BENCH_CPU_PROF=DIR: each server writes a V8 CPU profile there when it stops (for the profiles of
  // docs/benchmarks.md; read them with bench/profile-top.ts).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  // The flags `npm start` runs the server with; BENCH_SERVER_FLAGS='--max-semi-space-size=16 …': Node or
  // V8 flags to try on the servers alone (after them, so they win).
  const flags = [...SERVER_NODE_FLAGS, ...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? [])];
  const child = spawn(process.execPath, [...profile, ...flags, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    // Benchmarks choose their own population: no first-run demo people unless one asks for them, and
    // seeded without avatars (seedDemo), so no photo is asked of anyone to appear in discover.
    env: { DEMO_USERS: '0', MIN_PHOTOS_TO_APPEAR: '0', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  });
  return track(child, `http://127.0.0.1:${port}`, '/readyz');
}

/** A bare Fastify route with no database (bare-server.ts): the ceiling of this machine and runtime. */
export async function startBareServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server = await track(child, `http://127.0.0.1:${port}`, '/bare');
  return { ...server, url: `${server.url}/bare` };
}

async function track(child: ChildProcess, url: string, readyPath: string) {
  children.add(child);
  await waitFor(url + readyPath, child);
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      children.delete(child);
    },
  };
}

/** Registers a fresh member on a bench server; answers their token. */
export async function registerMember(url: string, label: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${label}-${Date.now()}@example.com`,
      password: 'Une phrase de passe solide 42',
      name: `Bench ${label}`,
      age: 30,
      gender: 'femme',
      location: 'Lyon, France',
      accepted_terms: true,
    }),
  });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** Stops every child process still running (on error paths). */
export async function stopAll(): Promise<void> {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
}

export type Measure = {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Answers that were not 2xx, by status. */
  refused?: Record<string, number>;
  /**
   * Milliseconds of CPU the whole machine spent per answer (server, database, Redis, load generator,
   * kernel), from /proc/stat; absent elsewhere. On two cores shared with the load generator the rate
   * moves with the hour, this much less: it says whether a change made a request cheaper.
   */
  cpuMsPerRequest?: number;
  /** Latency by kind of request, when the request spec names each one's kind (`context.kind`: the soak). */
  byKind?: Record<string, { count: number; p50: number; p95: number; p99: number }>;
};

/** Busy CPU time of the whole machine so far, in ms (Linux /proc/stat: every process), or null elsewhere. */
export function machineBusyMs(): number | null {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
    return ((user! + nice! + system! + irq! + softirq! + steal!) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * Holds `connections` connections for `duration` seconds, spread evenly over `urls` (one autocannon
 * per server, run together, as a load balancer would spread them); `request` shapes each request.
 */
export async function load(options: {
  urls: string[];
  connections: number;
  duration: number;
  request?: RequestSpec;
}): Promise<Measure> {
  const times: number[] = [];
  const kinds = new Map<string, number[]>();
  const refused: Record<string, number> = {};
  const share = Math.max(1, Math.floor(options.connections / options.urls.length));
  const busyBefore = machineBusyMs();
  const results = await Promise.all(
    options.urls.map((url) => {
      const instance = autocannon({
        url,
        connections: share,
        duration: options.duration,
        timeout: 30,
        requests: [options.request ?? { method: 'GET' }],
      });
      instance.on('response', (client: KindedClient, status: number, _bytes: number, ms: number) => {
        times.push(ms);
        // The context still holds the answered request's own (the next one is built after this event).
        const kind = client.requestIterator?.context?.kind;
        if (kind) {
          const list = kinds.get(kind);
          if (list) list.push(ms);
          else kinds.set(kind, [ms]);
        }
        if (status < 200 || status > 299) refused[status] = (refused[status] ?? 0) + 1;
      });
      return instance;
    }),
  );
  const busyAfter = machineBusyMs();
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: results.reduce((sum, r) => sum + r.requests.total / r.duration, 0),
    ...(busyBefore !== null && busyAfter !== null && times.length > 0
      ? { cpuMsPerRequest: (busyAfter - busyBefore) / times.length }
      : {}),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    refused,
    ...(kinds.size > 0
      ? {
          byKind: Object.fromEntries(
            [...kinds].map(([kind, ms]) => {
              ms.sort((a, b) => a - b);
              const at = (p: number) => percentile(ms, p);
              return [kind, { count: ms.length, p50: at(50), p95: at(95), p99: at(99) }];
            }),
          ),
        }
      : {}),
  };
}

/** What the harness reads of autocannon's client: the request context, where a spec may name a kind. */
type KindedClient = { requestIterator?: { context?: { kind?: string } } };

export const formatMeasure = (label: string, m: Measure) =>
  `${label.padEnd(44)} ${m.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${m.p50.toFixed(1)} ms   p95 ${m.p95.toFixed(
    1,
  )} ms   p99 ${m.p99.toFixed(1)} ms   errors ${m.errors}   non-2xx ${m.non2xx}${
    m.cpuMsPerRequest === undefined ? '' : `   CPU ${m.cpuMsPerRequest.toFixed(2)} ms/req`
  }${Object.keys(m.refused ?? {}).length > 0 ? ` ${JSON.stringify(m.refused)}` : ''}${Object.entries(m.byKind ?? {})
    .map(
      ([kind, k]) =>
        `\n    ${kind.padEnd(40)} ${String(k.count).padStart(6)} answers   p50 ${k.p50.toFixed(1)} ms   p95 ${k.p95.toFixed(1)} ms   p99 ${k.p99.toFixed(1)} ms`,
    )
    .join('')}`;

/** Signs in demo people demo+first … in turn; answers their tokens and ids. */
export function signInDemo(base: string, count: number, first = 1) {
  return signIn(
    base,
    Array.from({ length: count }, (_, i) => `demo+${first + i}@affinia.test`),
  );
}

/** Signs in these demo people (the demo password) in turn; answers their tokens and ids. */
export async function signIn(base: string, emails: string[]) {
  const people: { token: string; id: string }[] = [];
  for (const email of emails) {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'affinia-demo' }),
    });
    if (!res.ok) throw new Error(`login ${email}: HTTP ${res.status}`);
    const body = (await res.json()) as { token: string; user: { id: string } };
    people.push({ token: body.token, id: body.user.id });
  }
  return people;
}
