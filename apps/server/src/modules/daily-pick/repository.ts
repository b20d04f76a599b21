// Data access for the daily pick: the day's claim (one process computes it) and the stored pairs.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Claims today (the database's current date) for this process: true for exactly one caller per day,
 * whichever process asks first; the others find the row already there.
 */
export async function claimToday(db: Db): Promise<string | null> {
  const result = await db.execute(sql`
    INSERT INTO daily_pick_runs (day) VALUES (current_date)
    ON CONFLICT (day) DO NOTHING
    RETURNING day::text AS day`);
  return rowsOf<{ day: string }>(result)[0]?.day ?? null;
}

/** Gives the day back when its computation failed, so the next housekeeping run tries again. */
export async function releaseDay(db: Db, day: string): Promise<void> {
  await db.execute(sql`DELETE FROM daily_pick_runs WHERE day = ${day}::date AND finished_at IS NULL`);
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
        INSERT INTO daily_picks (day, user_id, pick_id)
        SELECT v.day, v.user_id, v.pick_id FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(day, user_id, pick_id)
        WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = v.user_id)
          AND EXISTS (SELECT 1 FROM users u WHERE u.id = v.pick_id)
        ON CONFLICT DO NOTHING`);
    }
    await tx.execute(sql`
      UPDATE daily_pick_runs SET finished_at = now(), pairs = ${pairs.length} WHERE day = ${day}::date`);
    // Earlier days are of no use any more.
    await tx.execute(sql`DELETE FROM daily_picks WHERE day < ${day}::date`);
  });
}

/** Today's pick of this member, if the day's pairing gave them one. */
export async function pickOf(db: Db, userId: string): Promise<string | null> {
  const result = await db.execute(sql`
    SELECT pick_id FROM daily_picks WHERE day = current_date AND user_id = ${userId}`);
  return rowsOf<{ pick_id: string }>(result)[0]?.pick_id ?? null;
}
