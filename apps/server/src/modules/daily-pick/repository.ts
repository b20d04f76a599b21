// Data access for the daily pick: the day's claim (one process computes it) and the stored pairs.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dailyPickRuns, dailyPicks, users } from '../../db/schema.js';
import { today } from './todays-pick.js';

/**
 * Claims today (the database's current date) for this process: true for exactly one caller per day,
 * whichever process asks first; the others find the row already there.
 */
export async function claimToday(db: Db): Promise<string | null> {
  const [row] = await db
    .insert(dailyPickRuns)
    .values({ day: today })
    .onConflictDoNothing()
    .returning({ day: dailyPickRuns.day });
  return row?.day ?? null;
}

/** Gives the day back when its computation failed, so the next housekeeping run tries again. */
export async function releaseDay(db: Db, day: string): Promise<void> {
  await db.delete(dailyPickRuns).where(and(eq(dailyPickRuns.day, day), isNull(dailyPickRuns.finishedAt)));
}

const INSERT_BATCH = 500;

/** Stores the day's pairs (both directions) and marks the run finished, in one transaction. */
export async function storePairs(db: Db, day: string, pairs: readonly [string, string][]): Promise<void> {
  await db.transaction(async (tx) => {
    for (let at = 0; at < pairs.length; at += INSERT_BATCH) {
      const rows = pairs
        .slice(at, at + INSERT_BATCH)
        .flatMap(([a, b]) => [
          sql`(${day}::date, ${a}::uuid, ${b}::uuid)`,
          sql`(${day}::date, ${b}::uuid, ${a}::uuid)`,
        ]);
      // A member deleted since the pairing was read is skipped (the foreign keys would refuse them).
      await tx.execute(sql`
        INSERT INTO ${dailyPicks} (day, user_id, pick_id)
        SELECT v.day, v.user_id, v.pick_id FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(day, user_id, pick_id)
        WHERE EXISTS (SELECT 1 FROM ${users} u WHERE u.id = v.user_id)
          AND EXISTS (SELECT 1 FROM ${users} u WHERE u.id = v.pick_id)
        ON CONFLICT DO NOTHING`);
    }
    await tx
      .update(dailyPickRuns)
      .set({ finishedAt: new Date(), pairs: pairs.length })
      .where(eq(dailyPickRuns.day, day));
    // Earlier days are of no use any more.
    await tx.delete(dailyPicks).where(lt(dailyPicks.day, day));
  });
}
