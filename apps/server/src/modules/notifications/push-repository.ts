// Data access for web push: members' subscribed browsers, and the outgoing push queue (claimed with
// FOR UPDATE SKIP LOCKED and leased, exactly like mail_outbox: several processes never send a row twice).
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { PUSH_SUBSCRIPTIONS_MAX } from '@affinia/contract';
import type { Db } from '../../db/client.js';
import { pushOutbox, pushSubscriptions, type PushOutboxRow, type PushSubscriptionRow } from '../../db/schema.js';
import { rowsOf } from '../../db/rows.js';

/** After this many refusals in a row (other than 404/410, which end it at once) a subscription goes. */
const MAX_FAILURES = 5;

/**
 * Saves a browser's subscription for the member. An endpoint is one browser: subscribed again from
 * another account, it moves there, and the pushes still waiting for the previous account are removed
 * with the move (they would show one member's news on another member's screen).
 */
export async function upsertSubscription(
  db: Db,
  s: { userId: string; endpoint: string; p256dh: string; auth: string },
): Promise<PushSubscriptionRow> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, s.endpoint))
      .for('update');
    if (previous && previous.userId !== s.userId) {
      await tx.delete(pushOutbox).where(eq(pushOutbox.subscriptionId, previous.id));
    }
    const [row] = await tx
      .insert(pushSubscriptions)
      .values(s)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: s.userId, p256dh: s.p256dh, auth: s.auth, failures: 0 },
      })
      .returning();
    if (!row) throw new Error('upsert returned no row');
    // Browsers come and go (reinstalls, new phones): the member's oldest ones beyond the cap are forgotten.
    const kept = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, s.userId), ne(pushSubscriptions.id, row.id)))
      .orderBy(asc(pushSubscriptions.createdAt))
      .for('update');
    const excess = kept.length + 1 - PUSH_SUBSCRIPTIONS_MAX;
    if (excess > 0) {
      await tx.delete(pushSubscriptions).where(
        inArray(
          pushSubscriptions.id,
          kept.slice(0, excess).map((k) => k.id),
        ),
      );
    }
    return row;
  });
}

/** Removes one of the member's subscriptions; answers whether there was one (another's is not theirs). */
export async function deleteSubscription(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function findSubscription(db: Db, id: string): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).limit(1);
  return row;
}

/** The push service says the subscription is gone (404/410): it goes, with its waiting pushes. */
export async function removeSubscription(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markSubscriptionWorking(db: Db, id: string): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: sql`now()`, failures: 0 })
    .where(eq(pushSubscriptions.id, id));
}

/** Counts a refusal; a subscription refused MAX_FAILURES times in a row is removed. */
export async function markSubscriptionRefused(db: Db, id: string): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ failures: sql`${pushSubscriptions.failures} + 1` })
    .where(eq(pushSubscriptions.id, id));
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), sql`${pushSubscriptions.failures} >= ${MAX_FAILURES}`));
}

/** Takes up to `limit` due rows for this process: each attempt counted, each leased for `leaseMs`. */
export async function claimDue(db: Db, limit: number, leaseMs: number): Promise<PushOutboxRow[]> {
  const result = await rowsOf<{ id: string }>(
    db,
    sql`
    UPDATE ${pushOutbox}
    SET attempts = attempts + 1, claimed_at = now(), next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
    WHERE id IN (
      SELECT id FROM ${pushOutbox}
      WHERE status = 'pending' AND next_attempt_at <= now()
      ORDER BY next_attempt_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`,
  );
  const ids = result.map((r) => r.id);
  if (ids.length === 0) return [];
  return db.select().from(pushOutbox).where(inArray(pushOutbox.id, ids));
}

export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .update(pushOutbox)
    .set({ status: 'sent', sentAt: new Date(), claimedAt: null, params: {}, lastError: null })
    .where(eq(pushOutbox.id, id));
}

export async function markFinal(db: Db, id: string, status: 'failed' | 'dropped', error: string | null) {
  await db
    .update(pushOutbox)
    .set({ status, lastError: error, claimedAt: null, params: {} })
    .where(eq(pushOutbox.id, id));
}
