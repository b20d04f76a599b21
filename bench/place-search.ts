// Place picker benchmark: GET /api/places's search alone, over the whole gazetteer (every French
// commune, GeoNames' places of 500+ in the countries of our languages and of 1000+ elsewhere), for what
// people type: names typed letter by letter ("m", "mo", "mou"… "mouthe"), accents, other languages,
// postal codes digit by digit. Prints the data load and index build times (wall and CPU), the process's
// added memory once built (RSS and JS heap, after a full GC), and the median / p95 / max per query.
//
//   npx tsx --expose-gc bench/place-search.ts [--rounds 20]
import { cpus, loadavg } from 'node:os';
import { LANGUAGES, PLACE_SEARCH_LIMIT } from '@affinia/contract';
import { getGazetteer, PlaceSearch } from '@affinia/server/places';
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
  'saint-point-lac',
  'chapelle des bois',
  'saint martin',
  'malbuisson',
  '25370',
  '69',
  '75011',
  'ludwigschorgast',
  'ear falls',
];
/** Names typed one letter at a time, as the picker asks after each keystroke. */
const TYPED = ['mouthe', 'pontarlier', 'saint-point-lac', 'villeurbanne', 'hondelange', 'antiesenhofen', '25240'];
for (const word of TYPED) for (let i = 1; i <= word.length; i++) QUERIES.push(word.slice(0, i));

const gc = (globalThis as { gc?: () => void }).gc;
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
gc?.();
const before = process.memoryUsage();
const [t0, c0] = [performance.now(), cpuMs()];
const gazetteer = getGazetteer();
const [loaded, c1] = [performance.now(), cpuMs()];
const search = new PlaceSearch(gazetteer);
const [built, c2] = [performance.now(), cpuMs()];
gc?.();
const after = process.memoryUsage();
const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

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
const french = gazetteer.places.filter((p) => p.postcodes).length;
console.log(
  `gazetteer ${gazetteer.places.length.toLocaleString('en-US')} places (${french.toLocaleString('en-US')} French communes): ` +
    `load + gazetteer ${(loaded - t0).toFixed(0)} ms (${(c1 - c0).toFixed(0)} ms CPU), ` +
    `picker index ${(built - loaded).toFixed(0)} ms (${(c2 - c1).toFixed(0)} ms CPU)`,
);
console.log(
  `memory added once built${gc ? ' (after a full GC)' : ' (no --expose-gc: includes garbage)'}: ` +
    `RSS +${mib(after.rss - before.rss)} MiB, JS heap +${mib(after.heapUsed - before.heapUsed)} MiB, ` +
    `external +${mib(after.external - before.external)} MiB`,
);
console.log(
  `${times.length} queries (${QUERIES.length} prefixes × ${ROUNDS}, 4 languages): median ${percentile(times, 50).toFixed(3)} ms, p95 ${percentile(times, 95).toFixed(3)} ms, max ${times[times.length - 1]!.toFixed(3)} ms; slowest prefix "${worst.q}" ${worst.ms.toFixed(3)} ms; ${answers} answers`,
);
console.log(
  `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
