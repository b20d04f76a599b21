// What the mail and the push outboxes do alike with their leased rows (decision 014's queue): put a row
// back for a later try, free the leases a dead PGlite process left at start-up, and drop old finished
// rows. Each outbox keeps its own claim and final marking (what they clear differs).
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import type { mailOutbox, pushOutbox } from './schema.js';

export type OutboxTable = typeof mailOutbox | typeof pushOutbox;

/** A failed try: the row waits `delayMs` and is claimable again. */
export async function markRetry(db: Db, table: OutboxTable, id: string, error: string, delayMs: number) {
  await db
    .update(table)
    .set({ lastError: error, claimedAt: null, nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})` })
    .where(eq(table.id, id));
}

/** PGlite runs in one process only: at start-up, any lease left is a dead process's, free it now. */
export async function releaseLeases(db: Db, table: OutboxTable): Promise<number> {
  const rows = await db
    .update(table)
    .set({ nextAttemptAt: sql`now()`, claimedAt: null })
    .where(and(eq(table.status, 'pending'), isNotNull(table.claimedAt)))
    .returning({ id: table.id });
  return rows.length;
}

/** Finished rows are kept a few days for support questions ("did my reset mail go out?"), then removed. */
export async function purgeFinished(db: Db, table: OutboxTable, olderThanDays: number): Promise<number> {
  const rows = await db
    .delete(table)
    .where(
      and(
        inArray(table.status, ['sent', 'failed', 'dropped']),
        lt(table.createdAt, sql`now() - make_interval(days => ${olderThanDays})`),
      ),
    )
    .returning({ id: table.id });
  return rows.length;
}
