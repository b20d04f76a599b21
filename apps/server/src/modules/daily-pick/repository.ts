// Data access for the daily pick: the day's claim (one process computes it) and the stored pairs.
import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dailyPickRuns, dailyPicks, users } from '../../db/schema.js';
import { today } from './todays-pick.js';
import { rowsOf } from '../../db/rows.js';

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

/** Whether today's run has finished: before it, a newcomer is part of the run (it reads the index). */
export async function todayFinished(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ day: dailyPickRuns.day })
    .from(dailyPickRuns)
    .where(and(eq(dailyPickRuns.day, today), isNotNull(dailyPickRuns.finishedAt)));
  return row !== undefined;
}

/** Everyone who holds a pick today (pairs are stored both ways, so this is every paired member). */
export async function pairedToday(db: Db): Promise<Set<string>> {
  const rows = await db.select({ id: dailyPicks.userId }).from(dailyPicks).where(eq(dailyPicks.day, today));
  return new Set(rows.map((r) => r.id));
}

export type ArrivalClaim = 'paired' | 'taken' | 'already' | 'no-run';

/**
 * Pairs a newcomer with one member still unpaired today, both ways, if neither holds a pick yet. The
 * claims queue on today's run row (FOR UPDATE), so two newcomers arriving at once never take the same
 * member, and a claim never interleaves with the run's own writes (it waits for a finished run).
 */
export async function claimArrivalPair(db: Db, newcomer: string, pick: string): Promise<ArrivalClaim> {
  return db.transaction(async (tx) => {
    const run = await rowsOf<{ day: string }>(
      tx,
      sql`SELECT day::text AS day FROM ${dailyPickRuns}
          WHERE day = ${today} AND finished_at IS NOT NULL FOR UPDATE`,
    );
    const [row] = run;
    if (!row) return 'no-run';
    const held = await tx
      .select({ id: dailyPicks.userId })
      .from(dailyPicks)
      .where(and(eq(dailyPicks.day, row.day), inArray(dailyPicks.userId, [newcomer, pick])));
    if (held.some((h) => h.id === newcomer)) return 'already';
    if (held.length > 0) return 'taken';
    // Both still exist (a member deleted meanwhile is skipped, as the run does), or nothing is written.
    const inserted = await rowsOf<unknown>(
      tx,
      sql`
      INSERT INTO ${dailyPicks} (day, user_id, pick_id)
      SELECT ${row.day}::date, v.user_id, v.pick_id
      FROM (VALUES (${newcomer}::uuid, ${pick}::uuid), (${pick}::uuid, ${newcomer}::uuid)) AS v(user_id, pick_id)
      WHERE (SELECT count(*) FROM ${users} u WHERE u.id IN (${newcomer}::uuid, ${pick}::uuid)) = 2
      RETURNING user_id`,
    );
    return inserted.length === 2 ? 'paired' : 'taken';
  });
}
