// Data access for notifications: settings, open live streams, and the queries that decide whether
// an event earns a mail and queue it in the same statement (so a race cannot mail twice).
import { eq, lt, sql, type SQL } from 'drizzle-orm';
import {
  DISCOVER_ALERT_INTERVAL_HOURS,
  MESSAGE_DIGEST_HOURS,
  MESSAGE_MAIL_WINDOW_MINUTES,
  REPLY_NUDGE_AFTER_HOURS,
  type NotificationSettings,
} from '@affinia/contract';
import type { Db } from '../../db/client.js';
import { liveConnections, notificationSettings } from '../../db/schema.js';
import { rowsOf, uuidArray } from '../../db/rows.js';
import { latestMessagesAwaitingReply, messagesWrittenToSince } from '../chat/awaiting-reply.js';
import { queueMailsOf } from '../mail/queue-sql.js';

/** A stream not refreshed by its heartbeat (every 25 s) for this long belongs to a process that died. */
const LIVE_STALE_SECONDS = 75;
/** Conversations quiet for longer than this are not worth a nudge (nor on the first run after an upgrade). */
const NUDGE_LOOKBACK_DAYS = 7;

export type SettingsRow = typeof notificationSettings.$inferSelect;

export async function findSettings(db: Db, userId: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).limit(1);
  return row;
}

export async function upsertSettings(
  db: Db,
  userId: string,
  values: Partial<
    Pick<
      SettingsRow,
      | 'mailMatch'
      | 'mailMessage'
      | 'mailReplyWaiting'
      | 'mailRated'
      | 'pushMatch'
      | 'pushMessage'
      | 'pushReplyWaiting'
      | 'pushRated'
      | 'messageFrequency'
    >
  >,
): Promise<SettingsRow> {
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

export const toSettings = (row: SettingsRow | undefined): NotificationSettings => ({
  mail: {
    match: row?.mailMatch ?? true,
    message: row?.mailMessage ?? true,
    reply_waiting: row?.mailReplyWaiting ?? true,
    rated: row?.mailRated ?? true,
  },
  push: {
    match: row?.pushMatch ?? true,
    message: row?.pushMessage ?? true,
    reply_waiting: row?.pushReplyWaiting ?? false,
    rated: row?.pushRated ?? false,
  },
  message_frequency: row?.messageFrequency === 'daily' ? 'daily' : 'each',
});

/** SQL condition: the member (an id or a column) has no live stream open on any process. */
const noLiveStream = (userId: SQL | string): SQL => sql`NOT EXISTS (
  SELECT 1 FROM live_connections c
  WHERE c.user_id = ${userId} AND c.seen_at > now() - make_interval(secs => ${LIVE_STALE_SECONDS})
)`;

/** Queues one push per subscribed browser of the members `claimed` (a CTE of `user_id`s). */
const pushRowsFor = (kind: string, params: SQL) => sql`
  INSERT INTO push_outbox (user_id, subscription_id, kind, params)
  SELECT p.user_id, p.id, ${kind}, ${params}
  FROM claimed c JOIN push_subscriptions p ON p.user_id = c.user_id`;

export async function openLiveConnection(db: Db, id: string, userId: string): Promise<void> {
  await db.insert(liveConnections).values({ id, userId });
}

export async function refreshLiveConnection(db: Db, id: string): Promise<void> {
  await db
    .update(liveConnections)
    .set({ seenAt: sql`now()` })
    .where(eq(liveConnections.id, id));
}

export async function closeLiveConnection(db: Db, id: string): Promise<void> {
  await db.delete(liveConnections).where(eq(liveConnections.id, id));
}

export async function purgeStaleLiveConnections(db: Db): Promise<number> {
  const rows = await db
    .delete(liveConnections)
    .where(lt(liveConnections.seenAt, sql`now() - make_interval(secs => ${LIVE_STALE_SECONDS})`))
    .returning({ id: liveConnections.id });
  return rows.length;
}

/**
 * What a new message's notices need: the conversation, who wrote, to whom — values, or the placeholders of
 * the prepared statement that stores the message.
 */
export type MessageNoticeInput = { matchId: string | SQL; senderId: string | SQL; recipientId: string | SQL };

/**
 * The notices of a new message as common table expressions, for the statement that stores the message
 * (chat composes them, issue 36: one round trip for the message and its notices). `gate` is a condition
 * the notices wait on (the message was stored). Each goes only where the recipient wants it and has no
 * live stream open (on any process); a mail only for "each message" (the digest gathers the others) and a
 * push only to subscribed browsers. Each channel claims its own batching window for this conversation
 * with an upsert whose condition is re-checked under the row lock, so concurrent messages queue one
 * notice per channel, not several. `columns` selects what was queued (`noticesOf` reads it back).
 */
export function messageNotices(m: MessageNoticeInput, gate: SQL): { ctes: SQL; columns: SQL } {
  const window = sql`make_interval(mins => ${MESSAGE_MAIL_WINDOW_MINUTES})`;
  const ctes = sql`notice_recipient AS (
      SELECT u.id, u.email,
        coalesce(s.mail_message, true) AND coalesce(s.message_frequency, 'each') = 'each' AS by_mail,
        coalesce(s.push_message, true) AND EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.user_id = u.id) AS by_push
      FROM users u
      LEFT JOIN notification_settings s ON s.user_id = u.id
      WHERE u.id = ${m.recipientId}::uuid AND ${noLiveStream(sql`u.id`)} AND ${gate}
    ), notice_mail_claimed AS (
      INSERT INTO notification_log (user_id, event_key, last_sent_at)
      SELECT id, 'message:' || ${m.matchId}::text, now() FROM notice_recipient WHERE by_mail
      ON CONFLICT (user_id, event_key) DO UPDATE SET last_sent_at = now()
        WHERE notification_log.last_sent_at <= now() - ${window}
      RETURNING user_id
    ), notice_mailed AS (
      ${queueMailsOf(
        'new_message',
        sql`SELECT r.id, r.email, jsonb_build_object('match_id', ${m.matchId}::text, 'sender_name', (SELECT display_name FROM users WHERE id = ${m.senderId}::uuid))
      FROM notice_recipient r JOIN notice_mail_claimed c ON c.user_id = r.id`,
      )}
    ), claimed AS (
      INSERT INTO notification_log (user_id, event_key, last_sent_at)
      SELECT id, 'push:message:' || ${m.matchId}::text, now() FROM notice_recipient WHERE by_push
      ON CONFLICT (user_id, event_key) DO UPDATE SET last_sent_at = now()
        WHERE notification_log.last_sent_at <= now() - ${window}
      RETURNING user_id
    ), notice_pushed AS (
      ${pushRowsFor('new_message', sql`jsonb_build_object('match_id', ${m.matchId}::text)`)}
      RETURNING id
    )`;
  const columns = sql`EXISTS (SELECT 1 FROM notice_mailed) AS notice_mailed, EXISTS (SELECT 1 FROM notice_pushed) AS notice_pushed`;
  return { ctes, columns };
}

/** What `messageNotices`' columns say was queued. */
export const noticesOf = (row: { notice_mailed?: unknown; notice_pushed?: unknown }) => ({
  mailed: row.notice_mailed === true,
  pushed: row.notice_pushed === true,
});

/**
 * "Your ratings were updated", in the transaction that publishes a new batch (decision 006): it says no
 * more than the published score itself, which changes at that same moment — never who rated, nor how.
 */
export async function queueRatedMail(db: Db, ratedId: string): Promise<boolean> {
  const result = await rowsOf<unknown>(
    db,
    sql`
    ${queueMailsOf(
      'ratings_published',
      sql`SELECT u.id, u.email, '{}'::jsonb
    FROM users u
    LEFT JOIN notification_settings s ON s.user_id = u.id
    WHERE u.id = ${ratedId} AND coalesce(s.mail_rated, true)`,
    )}`,
  );
  return result.length > 0;
}

/** A "new match" mail for the member who liked first (the other one is looking at the match screen). */
export async function queueMatchMail(
  db: Db,
  m: { matchId: string; recipientId: string; otherId: string },
): Promise<boolean> {
  const result = await rowsOf<unknown>(
    db,
    sql`
    ${queueMailsOf(
      'new_match',
      sql`SELECT u.id, u.email, jsonb_build_object('match_id', ${m.matchId}::text, 'other_name', o.display_name)
    FROM users u
    JOIN users o ON o.id = ${m.otherId}
    LEFT JOIN notification_settings s ON s.user_id = u.id
    WHERE u.id = ${m.recipientId} AND coalesce(s.mail_match, true)`,
    )}`,
  );
  return result.length > 0;
}

/**
 * The daily digest: members who chose it and were written to since their last digest (or in the
 * last day), at most once per MESSAGE_DIGEST_HOURS. Counted per conversation, across no block; the
 * claim on the log row and the queueing are one statement, so two processes never send it twice.
 */
export async function queueMessageDigests(db: Db, limit: number): Promise<number> {
  const result = await rowsOf<unknown>(
    db,
    sql`
    WITH due AS (
      SELECT s.user_id, coalesce(n.last_sent_at, now() - make_interval(hours => ${MESSAGE_DIGEST_HOURS})) AS since
      FROM notification_settings s
      LEFT JOIN notification_log n ON n.user_id = s.user_id AND n.event_key = 'message_digest'
      WHERE s.message_frequency = 'daily' AND s.mail_message
        AND (n.last_sent_at IS NULL OR n.last_sent_at <= now() - make_interval(hours => ${MESSAGE_DIGEST_HOURS}))
    ), waiting AS (
      ${messagesWrittenToSince(sql`due`)}
      LIMIT ${limit}
    ), claimed AS (
      INSERT INTO notification_log (user_id, event_key, last_sent_at)
      SELECT user_id, 'message_digest', now() FROM waiting
      ON CONFLICT (user_id, event_key) DO UPDATE SET last_sent_at = now()
        WHERE notification_log.last_sent_at <= now() - make_interval(hours => ${MESSAGE_DIGEST_HOURS})
      RETURNING user_id
    )
    ${queueMailsOf(
      'message_digest',
      sql`SELECT u.id, u.email, jsonb_build_object('messages', w.messages::text, 'conversations', w.conversations::text)
    FROM claimed c JOIN waiting w ON w.user_id = c.user_id JOIN users u ON u.id = c.user_id`,
    )}`,
  );
  return result.length;
}

/**
 * Conversations whose latest message, from one member, has waited more than a day for the other, and
 * whose waiting member has not been nudged for this match yet (the chat's rule; blocked pairs are not
 * conversations).
 */
export async function replyWaitingCandidates(db: Db, limit: number) {
  const result = await rowsOf<{ matchId: string; senderId: string; recipientId: string }>(
    db,
    sql`
    SELECT l.match_id AS "matchId", l.sender_id AS "senderId", l.recipient_id AS "recipientId"
    FROM (${latestMessagesAwaitingReply(sql`msg.created_at > now() - make_interval(days => ${NUDGE_LOOKBACK_DAYS})`)}) l
    LEFT JOIN notification_settings s ON s.user_id = l.recipient_id
    WHERE l.created_at < now() - make_interval(hours => ${REPLY_NUDGE_AFTER_HOURS})
      AND (coalesce(s.mail_reply_waiting, true) OR coalesce(s.push_reply_waiting, false))
      AND NOT EXISTS (
        SELECT 1 FROM notification_log n
        WHERE n.user_id = l.recipient_id AND n.event_key = 'reply_waiting:' || l.match_id::text
      )
    LIMIT ${limit}`,
  );
  return result;
}

/** Queues the nudge once per match: the log row's primary key makes a second claim a no-op. */
export async function queueReplyNudge(
  db: Db,
  m: { matchId: string; senderId: string; recipientId: string },
): Promise<boolean> {
  const result = await rowsOf<{ mails: number; pushes: number }>(
    db,
    sql`
    WITH claimed AS (
      INSERT INTO notification_log (user_id, event_key) VALUES (${m.recipientId}, ${`reply_waiting:${m.matchId}`})
      ON CONFLICT DO NOTHING
      RETURNING user_id
    ), wants AS (
      SELECT c.user_id, coalesce(s.mail_reply_waiting, true) AS mail, coalesce(s.push_reply_waiting, false) AS push
      FROM claimed c LEFT JOIN notification_settings s ON s.user_id = c.user_id
    ), pushed AS (
      INSERT INTO push_outbox (user_id, subscription_id, kind, params)
      SELECT p.user_id, p.id, 'reply_waiting', jsonb_build_object('match_id', ${m.matchId}::text)
      FROM wants w JOIN push_subscriptions p ON p.user_id = w.user_id
      WHERE w.push
      RETURNING id
    ), mailed AS (
      ${queueMailsOf(
        'reply_waiting',
        sql`SELECT u.id, u.email, jsonb_build_object('match_id', ${m.matchId}::text, 'other_name', (SELECT display_name FROM users WHERE id = ${m.senderId}::uuid))
      FROM users u JOIN wants w ON w.user_id = u.id
      WHERE w.mail`,
      )}
    )
    SELECT (SELECT count(*) FROM mailed)::int AS mails, (SELECT count(*) FROM pushed)::int AS pushes`,
  );
  const row = result[0];
  return row ? row.mails + row.pushes > 0 : false;
}

/** A "new match" push for the member who liked first, in the swipe's transaction. */
export async function queueMatchPush(db: Db, m: { matchId: string; recipientId: string }): Promise<boolean> {
  const result = await rowsOf<unknown>(
    db,
    sql`
    WITH claimed AS (
      SELECT u.id AS user_id FROM users u
      LEFT JOIN notification_settings s ON s.user_id = u.id
      WHERE u.id = ${m.recipientId} AND coalesce(s.push_match, true)
    )
    ${pushRowsFor('new_match', sql`jsonb_build_object('match_id', ${m.matchId}::text)`)}
    RETURNING id`,
  );
  return result.length > 0;
}

/** "Your ratings were updated" as a push, in the transaction that publishes a new batch. */
export async function queueRatedPush(db: Db, ratedId: string): Promise<boolean> {
  const result = await rowsOf<unknown>(
    db,
    sql`
    WITH claimed AS (
      SELECT u.id AS user_id FROM users u
      LEFT JOIN notification_settings s ON s.user_id = u.id
      WHERE u.id = ${ratedId} AND coalesce(s.push_rated, false)
    )
    ${pushRowsFor('ratings_published', sql`'{}'::jsonb`)}
    RETURNING id`,
  );
  return result.length > 0;
}

/**
 * "Préviens-moi" (decision 043): "someone new who matches your criteria arrived", to each of these
 * members not told in the last DISCOVER_ALERT_INTERVAL_HOURS, by mail and by push as their new-match
 * switches say. The claim on the log row and the queueing are one statement: two processes that see
 * the same arrival queue one notice. Nothing in it says who arrived, nor where. Answers the members told.
 */
export async function queueArrivalNotices(db: Db, userIds: readonly string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const result = await rowsOf<{ told: number; mails: number; pushes: number }>(
    db,
    sql`
    WITH claimed AS (
      INSERT INTO notification_log (user_id, event_key, last_sent_at)
      SELECT u.id, 'discover_arrival', now() FROM users u WHERE u.id = any(${uuidArray(userIds)})
      ON CONFLICT (user_id, event_key) DO UPDATE SET last_sent_at = now()
        WHERE notification_log.last_sent_at <= now() - make_interval(hours => ${DISCOVER_ALERT_INTERVAL_HOURS})
      RETURNING user_id
    ), wants AS (
      SELECT c.user_id, coalesce(s.mail_match, true) AS mail, coalesce(s.push_match, true) AS push
      FROM claimed c LEFT JOIN notification_settings s ON s.user_id = c.user_id
    ), pushed AS (
      INSERT INTO push_outbox (user_id, subscription_id, kind, params)
      SELECT p.user_id, p.id, 'new_arrival', '{}'::jsonb
      FROM wants w JOIN push_subscriptions p ON p.user_id = w.user_id
      WHERE w.push
      RETURNING id
    ), mailed AS (
      ${queueMailsOf(
        'new_arrival',
        sql`SELECT u.id, u.email, '{}'::jsonb
      FROM users u JOIN wants w ON w.user_id = u.id
      WHERE w.mail`,
      )}
    )
    SELECT (SELECT count(*) FROM claimed)::int AS told, (SELECT count(*) FROM mailed)::int AS mails,
      (SELECT count(*) FROM pushed)::int AS pushes`,
  );
  const row = result[0];
  return row?.told ?? 0;
}
