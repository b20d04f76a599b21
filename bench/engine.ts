// Engine benchmark: rank 100 000 candidates for one viewer, the whole two-stage ranking (filters,
// reciprocal affinity, the viewer's learned model, shortlist, each shortlisted candidate's model),
// many viewers in turn. Prints median and p95 per call, before any learning and with learned models.
// Then distance (issue 15): the same candidates in their demo towns with the demo population's own
// limits (most 25–100 km, some none), ranked for a city viewer (Lyon, 25 km: the grid prefilter reads a
// few cells) and for a no-limit viewer (every candidate, each with their own limit and the factor).
//
// --stated S: a share S of candidates and viewers state preferences and an intention (issue 34; random
// ones, `randomStated`): the stated filters and the candidates' stated satisfaction run in the loop.
//
//   npx tsx bench/engine.ts [--candidates 100000] [--viewers 60] [--stated 0.5]
import { cpus, loadavg } from 'node:os';
import { CandidatePool, learnSwipe, newModel, pairFeatures, type GeoPoint, type PoolViewer } from '@affinia/matching';
import { DISCOVER_PAGE_SIZE } from '@affinia/contract';
import {
  benchPeople,
  benchProfile,
  flag,
  openViewer,
  percentile,
  randomStated,
  type BenchPerson,
} from './population.js';

const CANDIDATES = Number(flag('candidates', '100000'));
const VIEWERS = Number(flag('viewers', '60'));
const WARMUP = 15;
const STATED = Number(flag('stated', '0'));

const statedRng = (() => {
  let s = 11;
  return () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 4294967296;
})();
/** A share STATED of people state preferences (drawn from their own stream, so the rest is unchanged). */
const withStated = (list: BenchPerson[]): BenchPerson[] =>
  STATED <= 0
    ? list
    : list.map((p) =>
        statedRng() < STATED
          ? { ...p, member: { ...p.member, profile: benchProfile(p.person, randomStated(statedRng)) } }
          : p,
      );

const t0 = performance.now();
const people = withStated(benchPeople('bench-engine', CANDIDATES));
const generated = performance.now();
const pool = new CandidatePool(CANDIDATES);
// Everyone visible and open to everyone: the worst case, every candidate goes through the full score.
// No distance limits here either (towns are kept: a no-limit viewer without a place sees everyone).
for (const p of people) {
  pool.upsert(p.id, { ...p.member, seeking: ['homme', 'femme'], ageMin: 18, ageMax: 99, maxDistanceKm: null });
}
const built = performance.now();
const viewers: PoolViewer[] = withStated(benchPeople('bench-engine-viewers', VIEWERS + WARMUP)).map((p) =>
  openViewer(p),
);

function run(label: string, list: PoolViewer[] = viewers): { median: number; p95: number } {
  const times: number[] = [];
  list.forEach((viewer, i) => {
    const start = performance.now();
    pool.rank(viewer, { limit: DISCOVER_PAGE_SIZE });
    const ms = performance.now() - start;
    if (i >= WARMUP) times.push(ms);
  });
  times.sort((a, b) => a - b);
  const result = { median: percentile(times, 50), p95: percentile(times, 95) };
  console.log(`${label.padEnd(44)} median ${result.median.toFixed(2)} ms   p95 ${result.p95.toFixed(2)} ms`);
  return result;
}

console.log(
  `${CANDIDATES.toLocaleString('en-US')} candidates, ${VIEWERS} viewers (+${WARMUP} warm-up), stated share ${STATED}`,
);
console.log(`generate ${((generated - t0) / 1000).toFixed(1)} s, encode+index ${(built - generated).toFixed(0)} ms`);
const before = run('before learning (no models)');

// Learned models: each viewer has swiped 40 profiles, and every other candidate has swiped 20 (recorded
// in the pool: appeal, exposure and the population model are in use).
const rng = (() => {
  let s = 7;
  return () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 4294967296;
})();
for (const viewer of viewers) {
  const model = newModel();
  for (let k = 0; k < 40; k++) {
    const other = people[Math.floor(rng() * people.length)]!;
    learnSwipe(model, pairFeatures(viewer.profile, other.member.profile), rng() < 0.4);
  }
  viewer.model = model;
}
for (let i = 0; i < people.length; i += 2) {
  const model = newModel();
  const self = people[i]!.member.profile;
  for (let k = 0; k < 20; k++) {
    const other = people[Math.floor(rng() * people.length)]!;
    const liked = rng() < 0.4;
    learnSwipe(model, pairFeatures(self, other.member.profile), liked);
    // The swipe statistics and population model too (appeal, exposure, exploration in the loop).
    pool.recordSwipe(people[i]!.id, other.id, liked);
  }
  pool.setModel(people[i]!.id, model);
}
const after = run('with learned models (viewer + candidates)');

// Distance: every candidate with their demo town and their own limit (the realistic population).
const LYON: GeoPoint = { lat: 45.74846, lon: 4.84671 };
let limited = 0;
for (const p of people) {
  pool.upsert(p.id, { ...p.member, seeking: ['homme', 'femme'], ageMin: 18, ageMax: 99 });
  if (p.member.maxDistanceKm != null) limited += 1;
}
console.log(`distance: candidates in their demo towns, ${limited.toLocaleString('en-US')} with a limit of their own`);
const cityViewers = viewers.map((v) => ({ ...v, place: LYON, maxDistanceKm: 25 }));
const noLimitViewers = viewers.map((v) => ({ ...v, place: LYON, maxDistanceKm: null }));
const city = run('city viewer (Lyon, 25 km), learned models', cityViewers);
const noLimit = run('no-limit viewer (Lyon), learned models', noLimitViewers);
const shown = (list: PoolViewer[]) => pool.rank(list[0]!, { limit: 100_000, shortlist: 100_000 }).length;
console.log(`eligible for one viewer: city ${shown(cityViewers)}, no limit ${shown(noLimitViewers)}`);

const memory = process.memoryUsage();
console.log(
  `heap ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(JSON.stringify({ candidates: CANDIDATES, stated: STATED, before, after, city, noLimit }));
