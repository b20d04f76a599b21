// What the revealed-taste record (packages/matching/src/revealed-taste.ts) costs a swipe when the
// community is large: the mean time of `record()` and its longest calls (the shrinkage's refresh every
// TASTE_REFRESH swipes runs inside one of them, on the event loop of the process taking the swipe).
//
//   npx tsx bench/revealed-taste.ts [--members 100000] [--swipes-each 20]
import { FEATURE_COUNT } from '@affinia/matching';
import { RevealedTaste, TASTE_REFRESH } from '@affinia/matching/research';
import { createRng } from '@affinia/demo';
import { flag } from './population.js';

const MEMBERS = Number(flag('members', '100000'));
const EACH = Number(flag('swipes-each', '20'));

const taste = new RevealedTaste();
const features = new Float32Array(FEATURE_COUNT);
const rng = createRng('revealed-taste-bench');
// Every member swipes EACH times; the last round (everyone with a record) is timed call by call.
const last: number[] = [];
let timed = 0;
for (let round = 0; round < EACH; round++) {
  for (let slot = 0; slot < MEMBERS; slot++) {
    for (let f = 0; f < FEATURE_COUNT; f++) features[f] = rng.next();
    const liked = rng.chance(0.35);
    const t0 = performance.now();
    taste.record(slot, features, liked, 0);
    const ms = performance.now() - t0;
    if (round === EACH - 1) last.push(ms);
    timed += ms;
  }
}
last.sort((a, b) => a - b);
const at = (q: number) => last[Math.min(last.length - 1, Math.floor(q * last.length))]!;
console.log(
  `${MEMBERS} members, ${EACH} swipes each (refresh every ${TASTE_REFRESH}): mean ${((1000 * timed) / (MEMBERS * EACH)).toFixed(2)} µs per record(); last round p99.9 ${at(0.999).toFixed(3)} ms, max ${at(1).toFixed(2)} ms, calls over 1 ms: ${last.filter((ms) => ms > 1).length}`,
);
