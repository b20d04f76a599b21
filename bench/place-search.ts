// Place picker benchmark: GET /api/places's search alone, over the whole gazetteer (~135 000 towns,
// ~140 000 names), for prefixes people type (1 to 8 letters, accents, other languages). Prints the
// index build time and the median / p95 / max per query.
//
//   npx tsx bench/place-search.ts [--rounds 20]
import { cpus, loadavg } from 'node:os';
import { LANGUAGES, PLACE_SEARCH_LIMIT } from '@affinia/contract';
import { getGazetteer } from '../apps/server/src/modules/geo/gazetteer.js';
import { PlaceSearch } from '../apps/server/src/modules/geo/place-search.js';
import { flag, percentile } from './population.js';

const ROUNDS = Number(flag('rounds', '20'));
const QUERIES = [
  'l',
  'ly',
  'lyo',
  'lyon',
  'p',
  'pa',
  'par',
  'paris',
  's',
  'sa',
  'sai',
  'saint',
  'saint-e',
  'saint-etienne',
  'st ',
  'ma',
  'mar',
  'marseille',
  'b',
  'ba',
  'bar',
  'barcel',
  'mun',
  'münch',
  'muench',
  'lond',
  'londres',
  'gen',
  'genève',
  'geneve',
  'zur',
  'bru',
  'bruxelles',
  'ville',
  'villeur',
  'new',
  'new y',
  'quebec',
  'mont',
  'montreal',
  'a',
  'e',
  'k',
  'z',
  'zzzz',
  'x',
];

const t0 = performance.now();
const gazetteer = getGazetteer();
const loaded = performance.now();
const search = new PlaceSearch(gazetteer);
const built = performance.now();

const times: number[] = [];
let answers = 0;
for (let round = 0; round < ROUNDS; round++) {
  for (const q of QUERIES) {
    const lang = LANGUAGES[round % LANGUAGES.length]!;
    const start = performance.now();
    answers += search.search(q, lang, PLACE_SEARCH_LIMIT).length;
    times.push(performance.now() - start);
  }
}
times.sort((a, b) => a - b);
const worst = QUERIES.map((q) => {
  const start = performance.now();
  for (let i = 0; i < 10; i++) search.search(q, 'fr', PLACE_SEARCH_LIMIT);
  return { q, ms: (performance.now() - start) / 10 };
}).sort((a, b) => b.ms - a.ms)[0]!;
console.log(
  `gazetteer ${gazetteer.places.length.toLocaleString('en-US')} places: load ${(loaded - t0).toFixed(0)} ms, picker index ${(built - loaded).toFixed(0)} ms`,
);
console.log(
  `${times.length} queries (${QUERIES.length} prefixes × ${ROUNDS}, 4 languages): median ${percentile(times, 50).toFixed(3)} ms, p95 ${percentile(times, 95).toFixed(3)} ms, max ${times[times.length - 1]!.toFixed(3)} ms; slowest prefix "${worst.q}" ${worst.ms.toFixed(3)} ms; ${answers} answers`,
);
console.log(
  `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
