// Index memory (issue 36, item 3): what the candidate pool holds per member at 100 000 and 1 000 000
// people, and what ranking one viewer costs at that size.
//
// The members are generated one at a time and handed to the pool, and nothing else keeps them: after a
// full garbage collection, the heap and the typed arrays' buffers that remain beyond the empty baseline
// are the pool's own. Three steps are reported:
//   1. the index: everyone's questionnaire, filters, town and limit;
//   2. swipe statistics: a share of members (--swipers) swipe --swipes times each (appeal, selectivity,
//      revealed taste, the population model);
//   3. learned models: those swipers' personal models handed to the pool (`setModel`).
// Then one viewer at a time is ranked over everyone (median and p95 of --viewers).
//
//   npx tsx bench/index-memory.ts [--members 1000000] [--swipers 0.2] [--swipes 20] [--viewers 40]
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { CandidatePool, learnSwipe, newModel, pairFeatures } from '@affinia/matching';
import { DISCOVER_PAGE_SIZE } from '@affinia/contract';
import { benchPerson, flag, machine, openViewer, percentile } from './population.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const MEMBERS = Number(flag('members', '1000000'));
const SWIPERS = Number(flag('swipers', '0.2'));
const SWIPES = Number(flag('swipes', '20'));
const VIEWERS = Number(flag('viewers', '40'));
const WARMUP = 5;

const MiB = 2 ** 20;
/** Heap in use plus the typed arrays' buffers (held outside the heap), after a full collection. */
function held(): number {
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}
const line = (label: string, bytes: number, per: number) =>
  console.log(
    `${label.padEnd(40)} ${(bytes / MiB).toFixed(1).padStart(8)} MiB   ${(bytes / per).toFixed(0).padStart(5)} bytes each`,
  );

const rng = (() => {
  let s = 7;
  return () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 4294967296;
})();
const idOf = (i: number) => `p${i + 1}`;

// Generating a person is the bench's own cost; warm the generator's caches (towns) before the baseline.
for (let i = 0; i < 2000; i++) benchPerson('bench-memory', i + 1);
const baseline = held();
let pool: CandidatePool | null = new CandidatePool(1024);
const started = performance.now();
for (let i = 0; i < MEMBERS; i++) {
  const p = benchPerson('bench-memory', i + 1);
  pool.upsert(p.id, p.member);
}
const loadSeconds = (performance.now() - started) / 1000;
const index = held() - baseline;

// Swipes: each swiper swipes on random members (the pool reads both profiles from its own columns).
const swipers = Math.round(MEMBERS * SWIPERS);
const swiperOf = (k: number) => Math.floor((k * MEMBERS) / Math.max(1, swipers));
for (let k = 0; k < swipers; k++) {
  const from = idOf(swiperOf(k));
  for (let s = 0; s < SWIPES; s++) pool.recordSwipe(from, idOf(Math.floor(rng() * MEMBERS)), rng() < 0.4);
}
const statistics = held() - baseline - index;

for (let k = 0; k < swipers; k++) {
  const i = swiperOf(k);
  const self = pool.get(idOf(i));
  if (!self) continue;
  const model = newModel();
  for (let s = 0; s < SWIPES; s++) {
    const other = pool.get(idOf(Math.floor(rng() * MEMBERS)));
    if (other) learnSwipe(model, pairFeatures(self.profile, other.profile), rng() < 0.4);
  }
  pool.setModel(idOf(i), model);
}
const models = held() - baseline - index - statistics;

// Ranking at this size: viewers open to everyone, in no town (every candidate is scored).
const times: number[] = [];
for (let v = 0; v < VIEWERS + WARMUP; v++) {
  const p = benchPerson('bench-memory-viewers', v + 1);
  const viewer = openViewer(p, `${p.id}-viewer`);
  const start = performance.now();
  pool.rank(viewer, { limit: DISCOVER_PAGE_SIZE });
  if (v >= WARMUP) times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const size = pool.size;
pool = null;
const released = held() - baseline;

console.log(
  `${MEMBERS.toLocaleString('en-US')} members, ${swipers.toLocaleString('en-US')} swipers × ${SWIPES} swipes`,
);
console.log(`load ${loadSeconds.toFixed(1)} s (generation included), pool size ${size.toLocaleString('en-US')}`);
line('1. index (questionnaire, filters, place)', index, MEMBERS);
line('2. swipe statistics and revealed taste', statistics, Math.max(1, swipers));
line('3. learned models', models, Math.max(1, swipers));
line('all three', index + statistics + models, MEMBERS);
console.log(`after the pool is dropped: ${(released / MiB).toFixed(1)} MiB above the baseline`);
console.log(
  `rank one viewer over everyone: median ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms (${VIEWERS} viewers)`,
);
console.log(machine());
console.log(
  JSON.stringify({
    members: MEMBERS,
    swipers,
    swipes: SWIPES,
    indexMiB: index / MiB,
    statisticsMiB: statistics / MiB,
    modelsMiB: models / MiB,
    rankMedianMs: percentile(times, 50),
  }),
);
