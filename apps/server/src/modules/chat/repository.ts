// Data access for chat messages.
import { and, asc, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { ScamSignalSource } from '@affinia/contract';
import type { Db } from '../../db/client.js';
import { matchReads, messages, users } from '../../db/schema.js';
import { rowsOf, uuidArray } from '../../db/rows.js';
import { preparedRaw } from '../../db/prepared.js';
import { queueScamSignals } from '../admin/scam-signals.js';
import { matchIdsOf } from '../matching/matches-sql.js';
import { conversationsWaitingForOf } from './awaiting-reply.js';

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
 * What another feature writes in the statement that stores a message, and the columns it reads back: built
 * once, on the statement's placeholders for the conversation, the sender and the recipient.
 */
export type StoreCompanion = (
  message: { matchId: SQL; senderId: SQL; recipientId: SQL },
  gate: SQL,
) => { ctes: SQL; columns: SQL };

export type MessageToStore = {
  matchId: string;
  senderId: string;
  recipientId: string;
  content: string;
  clientKey?: string;
  screenCategories?: readonly string[];
};

type StoredColumns = {
  id: string;
  match_id: string;
  sender_id: string;
  content: string;
  screen_categories: string[];
  created_at: Date | string;
  client_key: string | null;
  [column: string]: unknown;
};

/**
 * Stores a message with what `companion` adds to the same statement (the notifications' notices, issue
 * 36), which waits on the message being stored. With a client key, nothing is stored when its sender
 * already used it (null: the unique (sender_id, client_key) constraint decides, so two concurrent sends
 * of one key store one message, the second waiting for the first to commit; NULL keys never collide).
 * Answers the row and the companion's columns. The statement is prepared: rendered once, and on
 * PostgreSQL planned once per connection.
 */
export function messageStore(companion?: StoreCompanion) {
  const p = (name: string) => sql`${sql.placeholder(name)}`;
  const extra = companion?.(
    {
      matchId: sql`${p('match')}::uuid`,
      senderId: sql`${p('sender')}::uuid`,
      recipientId: sql`${p('recipient')}::uuid`,
    },
    sql`EXISTS (SELECT 1 FROM stored)`,
  );
  const statement = preparedRaw<StoredColumns>(
    extra ? 'affinia_store_message_noticed' : 'affinia_store_message',
    sql`WITH stored AS (
      INSERT INTO ${messages} (match_id, sender_id, content, screen_categories, client_key)
      VALUES (${p('match')}::uuid, ${p('sender')}::uuid, ${p('content')}, ${p('categories')}::text[], ${p('key')}::uuid)
      ON CONFLICT (sender_id, client_key) DO NOTHING
      RETURNING id, match_id, sender_id, content, screen_categories, created_at, client_key
    )${extra ? sql`, ${extra.ctes}` : sql``}
    SELECT stored.*${extra ? sql`, ${extra.columns}` : sql``} FROM stored`,
  );
  return async (
    db: Db,
    entry: MessageToStore,
  ): Promise<{ row: MessageRow; columns: Record<string, unknown> } | null> => {
    const [row] = await statement(db, {
      match: entry.matchId,
      sender: entry.senderId,
      recipient: entry.recipientId,
      content: entry.content,
      // Screening's category names (a fixed set of words): an array literal, one parameter.
      categories: `{${(entry.screenCategories ?? []).join(',')}}`,
      key: entry.clientKey ?? null,
    });
    if (!row) return null;
    const { id, match_id, sender_id, content, screen_categories, created_at, client_key, ...columns } = row;
    return {
      row: {
        id,
        matchId: match_id,
        senderId: sender_id,
        content,
        screenCategories: screen_categories,
        createdAt: created_at instanceof Date ? created_at : new Date(created_at),
        clientKey: client_key,
      },
      columns,
    };
  };
}

/** The message a sender stored under this idempotency key, if any. */
export async function messageByClientKey(db: Db, senderId: string, clientKey: string): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientKey, clientKey)))
    .limit(1);
  return row ?? null;
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
  await queueScamSignals(db, entry);
  return true;
}

/**
 * Scam signals in a profile text every card shows (bio or type sought), recorded each time the text
 * changes: there is no match, and no count of first messages, to wait for.
 */
export async function recordProfileScamSignals(
  db: Db,
  entry: {
    senderId: string;
    source: Exclude<ScamSignalSource, 'message'>;
    signals: readonly string[];
    risk: number;
    content: string;
  },
): Promise<void> {
  await queueScamSignals(db, { ...entry, matchId: null });
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
    .where(
      and(
        eq(messages.id, messageId),
        eq(messages.senderId, senderId),
        sql`${messages.matchId} IN (${matchIdsOf(readerId)})`,
      ),
    );
  return row ?? null;
}

export async function messagesOfMatch(db: Db, matchId: string): Promise<MessageRow[]> {
  return db.select().from(messages).where(eq(messages.matchId, matchId)).orderBy(asc(messages.createdAt));
}

export type ConversationRow = {
  written: boolean;
  lastMessageAt: Date | null;
  lastMessage: { preview: string; fromReader: boolean } | null;
  unread: boolean;
  waitingTimes: Date[];
};

/** A timestamptz as text the JS Date reads, cut to the millisecond as the drivers' Dates are. */
const isoMillis = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * For each of the reader's matches, in one statement (decision 049): whether the reader has written,
 * the newest message (its time, its first `previewLength` characters, who wrote it), whether the other
 * person wrote since the reader last opened the conversation and since the reader's own last message
 * (unread), and the times of the other person's messages since the reader's last one (newest first, at
 * most `waitingMax`). Matches without a message are absent from the answer.
 */
export async function conversationsOf(
  db: Db,
  readerId: string,
  matchIds: readonly string[],
  waitingMax: number,
  previewLength: number,
): Promise<Map<string, ConversationRow>> {
  const found = new Map<string, ConversationRow>();
  if (matchIds.length === 0) return found;
  const result = await rowsOf<Row>(
    db,
    sql`
    SELECT m.match_id, mine.at IS NOT NULL AS written, ${isoMillis(sql`newest.created_at`)} AS last_at,
      left(newest.content, ${previewLength}) AS preview, newest.sender_id = ${readerId} AS from_reader,
      EXISTS (SELECT 1 FROM ${messages} theirs WHERE theirs.match_id = m.match_id AND theirs.sender_id <> ${readerId}
        AND theirs.created_at > greatest(coalesce(rd.read_until, '-infinity'::timestamptz),
          coalesce(mine.at, '-infinity'::timestamptz))) AS unread,
      coalesce(waiting.times, '{}') AS waiting_times
    FROM unnest(${uuidArray(matchIds)}) AS m(match_id)
    JOIN LATERAL (SELECT created_at, content, sender_id FROM ${messages} latest WHERE latest.match_id = m.match_id
      ORDER BY latest.created_at DESC, latest.id DESC LIMIT 1) newest ON true
    LEFT JOIN LATERAL (SELECT max(created_at) AS at FROM ${messages} own
      WHERE own.match_id = m.match_id AND own.sender_id = ${readerId}) mine ON true
    LEFT JOIN ${matchReads} rd ON rd.match_id = m.match_id AND rd.user_id = ${readerId}
    LEFT JOIN LATERAL (SELECT array_agg(${isoMillis(sql`w.created_at`)} ORDER BY w.created_at DESC) AS times
      FROM (SELECT created_at FROM ${messages} them WHERE them.match_id = m.match_id AND them.sender_id <> ${readerId}
        AND them.created_at > coalesce(mine.at, '-infinity'::timestamptz)
        ORDER BY them.created_at DESC LIMIT ${waitingMax}) w) waiting ON true`,
  );
  type Row = {
    match_id: string;
    written: boolean;
    last_at: string;
    preview: string;
    from_reader: boolean;
    unread: boolean;
    waiting_times: string[];
  };
  for (const row of result) {
    found.set(row.match_id, {
      written: row.written,
      lastMessageAt: new Date(row.last_at),
      lastMessage: { preview: row.preview, fromReader: row.from_reader },
      unread: row.unread,
      waitingTimes: row.waiting_times.map((at) => new Date(at)),
    });
  }
  return found;
}

/**
 * Records that `readerId` was shown the conversation up to this message (one of the other person's),
 * on every device: the read mark only moves forward. Compared in the database, at the microsecond.
 */
export async function markRead(db: Db, readerId: string, newestShownId: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${matchReads} (match_id, user_id, read_until)
    SELECT match_id, ${readerId}, created_at FROM ${messages} WHERE id = ${newestShownId}
    ON CONFLICT (match_id, user_id) DO UPDATE SET read_until = excluded.read_until
    WHERE ${matchReads}.read_until < excluded.read_until`);
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
  const result = await rowsOf<{ n: number }>(db, conversationsWaitingForOf(userId));
  return result[0]?.n ?? 0;
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
