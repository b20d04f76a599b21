// "Waiting for a reply", written once (issue 32 item 2): per match, its latest message, who wrote it and
// whom it waits for — across no block (a blocked pair has no conversation). The chat counts a member's
// (the your-turn limit, decision 022); notifications nudge those a day old. Both compose this SQL.
import { sql, type SQL } from 'drizzle-orm';
import { matches, messages } from '../../db/schema.js';
import { notBlockedBetween } from '../safety/membership.js';

/**
 * Rows `(match_id, sender_id, recipient_id, created_at)`: each match's latest message among the matches
 * and messages `scope` keeps (a condition on `m`, the match, and `msg`, its messages).
 */
export const latestMessagesAwaitingReply = (scope: SQL): SQL => sql`
  SELECT DISTINCT ON (msg.match_id) msg.match_id, msg.sender_id,
    CASE WHEN m.user_a = msg.sender_id THEN m.user_b ELSE m.user_a END AS recipient_id, msg.created_at
  FROM ${matches} m JOIN ${messages} msg ON msg.match_id = m.id
  WHERE (${scope}) AND ${notBlockedBetween(sql`m.user_a`, sql`m.user_b`)}
  ORDER BY msg.match_id, msg.created_at DESC, msg.id DESC`;
