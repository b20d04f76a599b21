// Periodic work once per deployment (decision 058): a round is claimed by moving its `started_at`
// forward, which only one of several processes can do within `everyMs` — the upsert's WHERE is judged
// under the row's lock, so two processes claiming at once see one winner.
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { rowsOf } from './rows.js';
import { periodicRuns } from './schema.js';

/** True for the one caller that may run `name` now: nobody started it in the last `everyMs`. */
export async function claimRound(db: Db, name: string, everyMs: number): Promise<boolean> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`INSERT INTO ${periodicRuns} (name, started_at) VALUES (${name}, now())
        ON CONFLICT (name) DO UPDATE SET started_at = now()
        WHERE ${periodicRuns}.started_at <= now() - make_interval(secs => ${everyMs / 1000})
        RETURNING name`,
  );
  return rows.length === 1;
}
