// Data access for moderation decisions and the restrictions they put on a member's row.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ModerationDecisionKind, ModerationGround } from '@affinia/contract';
import type { Db } from '../../db/client.js';
import { moderationDecisions, users } from '../../db/schema.js';

export type DecisionRow = typeof moderationDecisions.$inferSelect;

export async function insertDecision(
  db: Db,
  decision: {
    userId: string;
    action: ModerationDecisionKind;
    ground: ModerationGround;
    statement: string;
    suspendedUntil: Date | null;
    reportId: string | null;
  },
): Promise<DecisionRow> {
  const [row] = await db.insert(moderationDecisions).values(decision).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Suspends or bans: every session ends (token version); discover hears of it from the row's event. */
export async function restrict(db: Db, userId: string, change: { suspendedUntil?: Date; bannedAt?: Date }) {
  await db
    .update(users)
    .set({ ...change, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/** A suspension that is over is lifted (at the member's next sign-in). */
export async function liftSuspension(db: Db, userId: string) {
  await db
    .update(users)
    .set({ suspendedUntil: null })
    .where(and(eq(users.id, userId), sql`${users.suspendedUntil} <= now()`));
}

export function decisionsOf(db: Db, userId: string): Promise<DecisionRow[]> {
  return db
    .select()
    .from(moderationDecisions)
    .where(eq(moderationDecisions.userId, userId))
    .orderBy(desc(moderationDecisions.createdAt));
}

/** The latest suspension or ban of a member: its statement is what a refused sign-in quotes. */
export async function latestRestriction(db: Db, userId: string): Promise<DecisionRow | undefined> {
  const [row] = await db
    .select()
    .from(moderationDecisions)
    .where(and(eq(moderationDecisions.userId, userId), sql`${moderationDecisions.action} <> 'warn'`))
    .orderBy(desc(moderationDecisions.createdAt))
    .limit(1);
  return row;
}
