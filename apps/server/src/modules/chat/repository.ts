// Data access for chat messages.
import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { messages } from '../../db/schema.js';

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
