// @affinia/server/matching: the server's matching rules without a database, as the benchmarks use them
// (bench/viewers.ts, bench/daily-pick.ts): who may see whom in discover, and the daily pick's pairing.
export { discoverableBy } from '../modules/matching/profiles.js';
export type { PickPreferences } from '../modules/matching/service.js';
export { pairCommunity } from '../modules/daily-pick/pairing.js';
