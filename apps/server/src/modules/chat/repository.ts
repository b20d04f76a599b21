// Data access for chat messages.
import { and, asc, desc, eq, inArray, lt, lte, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { matches, messages, scamSignals, users } from '../../db/schema.js';
import { notBlockedBetween } from '../safety/membership.js';

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

export async function insertMessage(
  db: Db,
  matchId: string,
  senderId: string,
  content: string,
  screenCategories: readonly string[] = [],
): Promise<MessageRow> {
  const [row] = await db
    .insert(messages)
    .values({ matchId, senderId, content, screenCategories: [...screenCategories] })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Records scam signals for the admin when the message is among its sender's first `watched` in this
 * match (counted after it was stored). True when recorded.
 */
export async function recordScamSignals(
  db: Db,
  entry: { matchId: string; senderId: string; signals: readonly string[]; risk: number; content: string },
  watched: number,
): Promise<boolean> {
  const [row] = await db
    .select({ sent: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.matchId, entry.matchId), eq(messages.senderId, entry.senderId)));
  if (Number(row?.sent ?? 0) > watched) return false;
  await db.insert(scamSignals).values({ ...entry, signals: [...entry.signals] });
  return true;
}

/** One more flagged message the member confirmed sending (moderation's count, kept past the match). */
export async function countFlaggedMessageSent(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ flaggedMessagesSent: sql`${users.flaggedMessagesSent} + 1` })
    .where(eq(users.id, userId));
}

/** A message `senderId` wrote in a match `readerId` belongs to (what the reader may report), if any. */
export async function messageSentTo(
  db: Db,
  messageId: string,
  senderId: string,
  readerId: string,
): Promise<{ content: string; createdAt: Date } | null> {
  const [row] = await db
    .select({ content: messages.content, createdAt: messages.createdAt })
    .from(messages)
    .innerJoin(matches, eq(matches.id, messages.matchId))
    .where(
      and(
        eq(messages.id, messageId),
        eq(messages.senderId, senderId),
        sql`${readerId} IN (${matches.userA}, ${matches.userB})`,
      ),
    );
  return row ?? null;
}

export async function messagesOfMatch(db: Db, matchId: string): Promise<MessageRow[]> {
  return db.select().from(messages).where(eq(messages.matchId, matchId)).orderBy(asc(messages.createdAt));
}

export type ConversationRow = { written: boolean; lastMessageAt: Date | null; waitingTimes: Date[] };

/**
 * For each of the reader's matches: whether the reader has written, the newest message, and the other
 * person's messages since the reader's last one (newest first, at most `waitingMax`). Two queries for
 * all the matches, whatever their number.
 */
export async function conversationsOf(
  db: Db,
  readerId: string,
  matchIds: readonly string[],
  waitingMax: number,
): Promise<Map<string, ConversationRow>> {
  const found = new Map<string, ConversationRow>();
  if (matchIds.length === 0) return found;
  const ids = [...matchIds];
  const totals = await db
    .select({
      matchId: messages.matchId,
      written: sql<boolean>`bool_or(${messages.senderId} = ${readerId})`,
      lastMessageAt: max(messages.createdAt),
    })
    .from(messages)
    .where(inArray(messages.matchId, ids))
    .groupBy(messages.matchId);
  for (const row of totals) {
    found.set(row.matchId, {
      written: Boolean(row.written),
      lastMessageAt: toDate(row.lastMessageAt),
      waitingTimes: [],
    });
  }
  const ranked = db
    .select({
      matchId: messages.matchId,
      createdAt: messages.createdAt,
      rank: sql<number>`row_number() over (partition by ${messages.matchId} order by ${messages.createdAt} desc)`.as(
        'rank',
      ),
    })
    .from(messages)
    .where(
      and(
        inArray(messages.matchId, ids),
        ne(messages.senderId, readerId),
        // After the reader's own last message in that conversation (all of them when none).
        sql`${messages.createdAt} > coalesce((SELECT max(mine.created_at) FROM messages mine
              WHERE mine.match_id = ${messages.matchId} AND mine.sender_id = ${readerId}), '-infinity'::timestamptz)`,
      ),
    )
    .as('ranked');
  const waiting = await db
    .select({ matchId: ranked.matchId, createdAt: ranked.createdAt })
    .from(ranked)
    .where(lte(ranked.rank, waitingMax))
    .orderBy(ranked.matchId, desc(ranked.createdAt));
  for (const row of waiting) {
    const at = toDate(row.createdAt);
    if (at) found.get(row.matchId)?.waitingTimes.push(at);
  }
  return found;
}

/** Aggregates and subquery columns come back as Date or as text depending on the driver. */
const toDate = (value: Date | string | null | undefined): Date | null =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(value);
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

/**
 * How many of this member's conversations wait for their reply: the latest message is the other
 * person's. Across a block there is no conversation, so none is counted.
 */
export async function conversationsWaitingFor(db: Db, userId: string): Promise<number> {
  const result = await db.execute(sql`
    SELECT count(*)::int AS n FROM (
      SELECT DISTINCT ON (msg.match_id) msg.sender_id
      FROM matches m JOIN messages msg ON msg.match_id = m.id
      WHERE (m.user_a = ${userId} OR m.user_b = ${userId}) AND ${notBlockedBetween(sql`m.user_a`, sql`m.user_b`)}
      ORDER BY msg.match_id, msg.created_at DESC, msg.id DESC
    ) latest
    WHERE latest.sender_id <> ${userId}`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

export async function hiddenWordsOf(db: Db, userId: string): Promise<string[]> {
  const [row] = await db.select({ words: users.hiddenWords }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.words ?? [];
}

export async function setHiddenWords(db: Db, userId: string, words: string[]): Promise<string[]> {
  const [row] = await db
    .update(users)
    .set({ hiddenWords: words })
    .where(eq(users.id, userId))
    .returning({ words: users.hiddenWords });
  return row?.words ?? [];
}
