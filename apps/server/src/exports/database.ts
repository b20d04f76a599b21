// @affinia/server/database: the server's database for tools that prepare one before a server starts
// (bench/viewers.ts, bench/scale-matrix.ts): open it, the tables they write, and the daily pick's claim
// of the day (so that its run does not share the CPU with a load measured).
export { openDatabase, type Database } from '../db/client.js';
export { matches, swipes, users } from '../db/schema.js';
export { claimToday } from '../modules/daily-pick/repository.js';
