// A/B latency of sign-up and message POST between this checkout and another one (typically the commit
// before a change, unpacked with `git archive <commit> | tar -x -C <dir>`), both servers in this one
// process and the requests interleaved one by one, so that the load of a shared machine weighs on both
// sides alike. Prints p50/p95 of each side and the difference of the medians.
//
//   npx tsx bench/ab-latency.ts --baseline /tmp/affinia-before [--signups 60] [--posts 600]
//   (the baseline needs its own node_modules: link this checkout's, except @affinia/* which must point
//   at the baseline's own packages.)
import path from 'node:path';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import * as current from '@affinia/server/testing';
import { flag, percentile as percentileOfSorted } from './population.js';

const BASELINE = flag('baseline', '');
if (!BASELINE) throw new Error('--baseline <directory of the other checkout> is required');
const SIGNUPS = Number(flag('signups', '60'));
const POSTS = Number(flag('posts', '600'));

type Side = { name: string; server: current.TestServer; api: ReturnType<typeof current.apiClient> };
type Fixtures = typeof current;

// The other checkout's test server and fixtures, read from their files: a commit from before
// @affinia/server/testing has them there too.
const baseline = {
  ...(await import(path.resolve(BASELINE, 'apps/server/test/test-server.ts'))),
  ...(await import(path.resolve(BASELINE, 'apps/server/test/fixtures.ts'))),
} as Fixtures;
const env = { RATE_LIMIT_CHAT_PER_MINUTE: '1000000' };
const sides: [Side, Fixtures][] = [];
for (const [name, fixtures] of [
  ['baseline', baseline],
  ['this checkout', current],
] as const) {
  const server = await fixtures.startTestServer({ env });
  sides.push([{ name, server, api: fixtures.apiClient(server.url) }, fixtures]);
}

const median = (v: number[]) =>
  percentileOfSorted(
    [...v].sort((a, b) => a - b),
    50,
  );
const p95 = (v: number[]) =>
  percentileOfSorted(
    [...v].sort((a, b) => a - b),
    95,
  );
const ms = (v: number) => `${v.toFixed(1)} ms`;

/** Runs `step` on both sides `n` times, alternating which side goes first; answers each side's times. */
async function interleaved(n: number, step: (side: Side, fixtures: Fixtures, i: number) => Promise<number>) {
  const times = sides.map(() => [] as number[]);
  for (let i = 0; i < n; i++) {
    const order = i % 2 ? [1, 0] : [0, 1];
    for (const s of order) {
      const [side, fixtures] = sides[s]!;
      times[s]!.push(await step(side, fixtures, i));
    }
  }
  return times;
}

function report(what: string, times: number[][]) {
  for (const [s, [side]] of sides.entries()) {
    console.log(`${what} — ${side.name}: p50 ${ms(median(times[s]!))}, p95 ${ms(p95(times[s]!))}`);
  }
  console.log(`${what} — difference of the medians: ${ms(median(times[1]!) - median(times[0]!))}`);
}

const signups = await interleaved(SIGNUPS, async (side) => {
  const t = performance.now();
  const res = await side.api.post('/api/auth/register', { json: current.newUser() });
  if (res.status !== 201) throw new Error(`register answered ${res.status}`);
  return performance.now() - t;
});
report(`POST /api/auth/register (${SIGNUPS} each)`, signups);

// Messages to a member with no live stream open: where a notification mail may be queued.
const pairs = await Promise.all(
  sides.map(async ([side, fixtures]) => {
    const [a, b] = await Promise.all([fixtures.registerUser(side.server), fixtures.registerUser(side.server)]);
    return { a, matchId: await fixtures.createMatch(side.server, a, b) };
  }),
);
const posts = await interleaved(POSTS, async (side, _fixtures, i) => {
  const pair = pairs[sides.findIndex(([s]) => s === side)]!;
  const form = new FormData();
  form.set('content', `message ${i}`);
  const t = performance.now();
  const res = await side.api.post(`/api/chat/${pair.matchId}/messages`, { form, token: pair.a.token });
  if (res.status !== 201) throw new Error(`POST answered ${res.status}`);
  return performance.now() - t;
});
report(`POST /api/chat/{id}/messages, recipient away (${POSTS} each)`, posts);
console.log(`database: ${sides[0]![0].server.app.database.kind}; load average ${loadavg()[0]!.toFixed(1)}`);
for (const [side] of sides) await side.server.close();
