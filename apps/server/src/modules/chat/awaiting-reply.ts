// "Waiting for a reply", written once (issue 32 item 2): per match, its latest message, who wrote it and
// whom it waits for — across no block (a blocked pair has no conversation). The chat counts a member's
// (the your-turn limit, decision 022); notifications nudge those a day old. Both compose this SQL.
// Beside it, the chat's other messages as other features' statements read them (decision 064): what
// others wrote a member since a time (notifications' daily digest), and when messages were sent (the
// admin's activity). The matches come from the matching feature's own SQL.
import { sql, type SQL } from 'drizzle-orm';
import { messages } from '../../db/schema.js';
import { unblockedMatches } from '../matching/matches-sql.js';

/**
 * Rows `(match_id, sender_id, recipient_id, created_at)`: each match's latest message among the matches
 * and messages `scope` keeps (a condition on `m`, the match, and `msg`, its messages).
 */
export const latestMessagesAwaitingReply = (scope: SQL): SQL => sql`
  SELECT DISTINCT ON (msg.match_id) msg.match_id, msg.sender_id,
    CASE WHEN m.user_a = msg.sender_id THEN m.user_b ELSE m.user_a END AS recipient_id, msg.created_at
  FROM (${unblockedMatches}) m JOIN ${messages} msg ON msg.match_id = m.id
  WHERE ${scope}
  ORDER BY msg.match_id, msg.created_at DESC, msg.id DESC`;

/**
 * One row `(n)`: how many conversations wait for `userId`'s reply — "your turn" (decision 022). The chat
 * asks it; discover and a like read it within their own first statement (issue 36).
 */
export const conversationsWaitingForOf = (userId: string | SQL): SQL => sql`
  SELECT count(*)::int AS n
  FROM (${latestMessagesAwaitingReply(sql`m.user_a = ${userId} OR m.user_b = ${userId}`)}) latest
  WHERE latest.recipient_id = ${userId}`;

/**
 * Rows `(user_id, messages, conversations)`: for each member of `members` (a relation of `(user_id,
 * since)`) written to since then, how many messages the others wrote them and in how many conversations,
 * across no block.
 */
export const messagesWrittenToSince = (members: SQL): SQL => sql`
  SELECT d.user_id, count(*)::int AS messages, count(DISTINCT msg.match_id)::int AS conversations
  FROM ${members} d
  JOIN (${unblockedMatches}) m ON m.user_a = d.user_id OR m.user_b = d.user_id
  JOIN ${messages} msg ON msg.match_id = m.id AND msg.sender_id <> d.user_id AND msg.created_at > d.since
  GROUP BY d.user_id`;

/** Rows `(created_at)`: when each message was sent (the admin's activity per day). */
export const messagesSent: SQL = sql`SELECT created_at FROM ${messages}`;
