// Whether a match has become a conversation: each of its two members has written at least once. The
// rule lives here, beside the chat's own data, as SQL that other features' statements compose: ratings
// ask it (decision 049: nobody can match, rate and leave).
import { sql, type SQL } from 'drizzle-orm';
import { messages } from '../../db/schema.js';

type Column = SQL | SQL.Aliased | { getSQL(): SQL };

/** SQL condition: both members of the match (`matchId`, `userA`, `userB` are columns) have written in it. */
export const heldConversation = (matchId: Column, userA: Column, userB: Column): SQL =>
  sql`(EXISTS (SELECT 1 FROM ${messages} WHERE ${messages.matchId} = ${matchId} AND ${messages.senderId} = ${userA})
   AND EXISTS (SELECT 1 FROM ${messages} WHERE ${messages.matchId} = ${matchId} AND ${messages.senderId} = ${userB}))`;
