// Daily pick benchmark (issue 20 part 4): the time to compute the day's pairing for a community of
// 1 000 and 10 000 demo members (their own genders sought, ages, towns and distance limits), as the
// server does it: each member's preference list is discover's ranking cut to DAILY_PICK_CANDIDATES
// (CandidatePool.rank, both directions' predicted likes), then the stable pairing (pairCommunity:
// Gale–Shapley men/women, then same-gender seekers). Engine and pairing only: the server also reads
// each member's swipes and blocks (one query per member) and writes the pairs, not timed here.
//
//   npx tsx bench/daily-pick.ts [--sizes 1000,10000] [--swipes 20]
import { cpus, loadavg } from 'node:os';
import { CandidatePool, type PoolViewer } from '@affinia/matching';
import { DAILY_PICK_CANDIDATES } from '@affinia/contract';
import { pairCommunity, type PickPreferences } from '@affinia/server/matching';
import { benchPeople, flag, machine, numbers } from './population.js';

const SIZES = numbers('sizes', '1000,10000');
/** Swipes recorded per member before the run, so the population model and swipe statistics are in use. */
const SWIPES = Number(flag('swipes', '20'));

console.log(`${machine()}, ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}; K = ${DAILY_PICK_CANDIDATES}`);
for (const size of SIZES) {
  const people = benchPeople('bench-daily-pick', size);
  const pool = new CandidatePool(size);
  for (const p of people) pool.upsert(p.id, p.member);
  let s = 11;
  const random = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (const p of people) {
    for (let k = 0; k < SWIPES; k += 1) {
      const other = people[Math.floor(random() * size)]!;
      if (other.id !== p.id) pool.recordSwipe(p.id, other.id, random() < 0.4);
    }
  }
  const started = performance.now();
  const preferences: PickPreferences = new Map();
  for (const p of people) {
    const viewer: PoolViewer = { id: p.id, ...p.member, model: null };
    const ranked = pool.rank(viewer, { limit: DAILY_PICK_CANDIDATES, exclude: [p.id] });
    preferences.set(p.id, { gender: p.member.gender, candidates: ranked.map((r) => r.id) });
  }
  const ranked = performance.now();
  const pairs = pairCommunity(preferences);
  const paired = performance.now();
  const lists = [...preferences.values()].reduce((n, p) => n + p.candidates.length, 0) / size;
  console.log(
    `${size.toLocaleString('en-US').padStart(6)} members: ranking ${((ranked - started) / 1000).toFixed(2)} s ` +
      `(${((ranked - started) / size).toFixed(2)} ms each, lists of ${lists.toFixed(1)}), ` +
      `pairing ${(paired - ranked).toFixed(0)} ms, total ${((paired - started) / 1000).toFixed(2)} s; ` +
      `${pairs.length} pairs (${((200 * pairs.length) / size).toFixed(0)} % of members have a pick)`,
  );
}
