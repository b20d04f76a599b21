// Data access for chat messages.
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { matches, messages } from '../../db/schema.js';

export type MessageRow = typeof messages.$inferSelect;

/** The newest `limit` messages (before `before` when given), returned oldest first. */
export async function listMessages(db: Db, matchId: string, limit: number, before?: Date): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(before ? and(eq(messages.matchId, matchId), lt(messages.createdAt, before)) : eq(messages.matchId, matchId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return rows.reverse();
}

export async function insertMessage(db: Db, matchId: string, senderId: string, content: string): Promise<MessageRow> {
  const [row] = await db.insert(messages).values({ matchId, senderId, content }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function messagesOfMatch(db: Db, matchId: string): Promise<MessageRow[]> {
  return db.select().from(messages).where(eq(messages.matchId, matchId)).orderBy(asc(messages.createdAt));
}

/** Locks the match row until the transaction ends; false when the match no longer exists. */
export async function lockMatch(tx: Db, matchId: string): Promise<boolean> {
  const rows = await tx.select({ id: matches.id }).from(matches).where(eq(matches.id, matchId)).for('update');
  return rows.length > 0;
}

export async function hasWritten(tx: Db, matchId: string, senderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(messages)
    .where(and(eq(messages.matchId, matchId), eq(messages.senderId, senderId)))
    .limit(1);
  return row !== undefined;
}
