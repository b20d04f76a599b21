// Who may see whom: a match only by its two members, and nothing at all between two people while
// either has blocked the other. Chat, ratings, unmatch, discover, the matches list and openers all
// ask here (these functions or their SQL conditions), so the block rule is written once.
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blocks, matches, type MatchRow } from '../../db/schema.js';
import { isUuid } from '../users/repository.js';
import { rowsOf } from '../../db/rows.js';

export type MemberMatch = { match: MatchRow; otherUserId: string };

type Person = string | SQL | SQL.Aliased | { getSQL(): SQL };

/** SQL condition: neither of the two (ids or columns) has blocked the other. */
export const notBlockedBetween = (a: Person, b: Person): SQL =>
  sql`NOT EXISTS (SELECT 1 FROM ${blocks} WHERE (${blocks.blockerId} = ${a} AND ${blocks.blockedId} = ${b})
                                          OR (${blocks.blockerId} = ${b} AND ${blocks.blockedId} = ${a}))`;

/** SQL rows `(viewer, id)`: everyone each of these people blocked or was blocked by (discover leaves them out). */
export const blockedEitherWayOf = (userIds: string[]): SQL =>
  sql`SELECT ${blocks.blockerId} AS viewer, ${blocks.blockedId} AS id FROM ${blocks} WHERE ${inArray(blocks.blockerId, userIds)}
      UNION ALL SELECT ${blocks.blockedId}, ${blocks.blockerId} FROM ${blocks} WHERE ${inArray(blocks.blockedId, userIds)}`;

/** Whether either of the two has blocked the other. */
export async function isBlockedBetween(db: Db, a: string, b: string): Promise<boolean> {
  const result = await rowsOf<{ free: boolean }>(db, sql`SELECT ${notBlockedBetween(a, b)} AS free`);
  const row = result[0];
  return row?.free === false;
}

export async function findMemberMatch(db: Db, matchId: string, userId: string): Promise<MemberMatch | undefined> {
  if (!isUuid(matchId)) return undefined;
  // One round trip: a match across a block is not found, like one that is not theirs.
  const [match] = await db
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.id, matchId),
        or(eq(matches.userA, userId), eq(matches.userB, userId)),
        notBlockedBetween(matches.userA, matches.userB),
      ),
    )
    .limit(1);
  if (!match) return undefined;
  return { match, otherUserId: match.userA === userId ? match.userB : match.userA };
}

/** The match between two people, in canonical order (user_a < user_b), if any. */
export async function findMatchBetween(db: Db, a: string, b: string): Promise<MatchRow | undefined> {
  const [userA, userB] = a < b ? [a, b] : [b, a];
  const [match] = await db
    .select()
    .from(matches)
    .where(and(eq(matches.userA, userA), eq(matches.userB, userB)))
    .limit(1);
  return match;
}
