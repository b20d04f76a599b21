// Who may see a match: only its two members, and only while neither has blocked the other.
// Chat, ratings and unmatch all ask here, so the rule lives once.
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blocks, matches, type MatchRow } from '../../db/schema.js';
import { isUuid } from '../users/repository.js';

export type MemberMatch = { match: MatchRow; otherUserId: string };

/** Whether either of the two has blocked the other. */
export async function isBlockedBetween(db: Db, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ blocker: blocks.blockerId })
    .from(blocks)
    .where(
      or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))),
    )
    .limit(1);
  return rows.length > 0;
}

export async function findMemberMatch(db: Db, matchId: string, userId: string): Promise<MemberMatch | undefined> {
  if (!isUuid(matchId)) return undefined;
  const [match] = await db
    .select()
    .from(matches)
    .where(and(eq(matches.id, matchId), or(eq(matches.userA, userId), eq(matches.userB, userId))))
    .limit(1);
  if (!match) return undefined;
  const otherUserId = match.userA === userId ? match.userB : match.userA;
  if (await isBlockedBetween(db, userId, otherUserId)) return undefined;
  return { match, otherUserId };
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
