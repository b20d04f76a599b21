// The matches table's one surface for other features (issue 32 item 2, decision 064): whose a match
// is, the pair's match, ending or locking one, and its rows as SQL that chat, notifications, ratings
// and the admin compose into their own statements. Across a block a match is nobody's to see (safety's
// rule, `notBlockedBetween`), which `findMemberMatch` and `unblockedMatches` apply.
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { matches, users, type MatchRow } from '../../db/schema.js';
import { notBlockedBetween } from '../safety/membership.js';
import { isUuid } from '../users/repository.js';

export type MemberMatch = { match: MatchRow; otherUserId: string };

/** Two people in the order their match stores them (user_a < user_b). */
export const canonicalPair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

/** The match `matchId` if `member` (an id, or a column) is one of its two, and not across a block. */
const memberMatchCondition = (matchId: string | SQL, member: string | AnyPgColumn) =>
  and(
    eq(matches.id, matchId),
    or(eq(matches.userA, member), eq(matches.userB, member)),
    notBlockedBetween(matches.userA, matches.userB),
  );

/** The row as its member sees it: the match and who the other one is. */
const asMemberMatch = (match: MatchRow, userId: string): MemberMatch => ({
  match,
  otherUserId: match.userA === userId ? match.userB : match.userA,
});

/** A match the member belongs to; one across a block is not found, like one that is not theirs. */
export async function findMemberMatch(db: Db, matchId: string, userId: string): Promise<MemberMatch | undefined> {
  if (!isUuid(matchId)) return undefined;
  // One round trip: the block is part of the same statement.
  const [match] = await db.select().from(matches).where(memberMatchCondition(matchId, userId)).limit(1);
  return match ? asMemberMatch(match, userId) : undefined;
}

/** A uuid no row has: a malformed match id is looked up as this, and found nowhere. */
const NO_MATCH = '00000000-0000-0000-0000-000000000000';

const other = alias(users, 'other');

/**
 * The member's token version and the match `matchId` if it is theirs (not across a block), in one round
 * trip: a hot path whose route only checked the token reads the member's row with its own first
 * statement (issue 36). Which of the two are demo members comes with it (decision 059): what follows a
 * message asks nothing more of the database when neither is. Undefined when the member no longer exists.
 */
const memberAndMatch = prepared((db) =>
  db
    .select({
      tokenVersion: users.tokenVersion,
      simulated: users.simulated,
      match: matches,
      otherSimulated: other.simulated,
    })
    .from(users)
    .leftJoin(matches, memberMatchCondition(sql`${sql.placeholder('match')}::uuid`, users.id))
    .leftJoin(
      other,
      sql`${other.id} = CASE WHEN ${matches.userA} = ${users.id} THEN ${matches.userB} ELSE ${matches.userA} END`,
    )
    .where(eq(users.id, sql.placeholder('member')))
    .limit(1)
    .prepare('affinia_member_and_match'),
);

export async function findMemberAndMatch(
  db: Db,
  matchId: string,
  userId: string,
): Promise<
  | {
      tokenVersion: number;
      simulated: boolean;
      found: (MemberMatch & { otherSimulated: boolean }) | undefined;
    }
  | undefined
> {
  const [row] = await memberAndMatch(db).execute({ match: isUuid(matchId) ? matchId : NO_MATCH, member: userId });
  if (!row) return undefined;
  return {
    tokenVersion: row.tokenVersion,
    simulated: row.simulated,
    found: row.match ? { ...asMemberMatch(row.match, userId), otherSimulated: row.otherSimulated === true } : undefined,
  };
}

/** The match between two people, if any, blocked or not. */
export async function findMatchBetween(db: Db, a: string, b: string): Promise<MatchRow | undefined> {
  const [userA, userB] = canonicalPair(a, b);
  const [match] = await db
    .select()
    .from(matches)
    .where(and(eq(matches.userA, userA), eq(matches.userB, userB)))
    .limit(1);
  return match;
}

/** Ends a match for both (unmatch, block): its conversation goes with it. */
export async function endMatch(db: Db, matchId: string): Promise<void> {
  await db.delete(matches).where(eq(matches.id, matchId));
}

/** Locks the match row until the transaction ends; false when the match no longer exists. */
export async function lockMatch(tx: Db, matchId: string): Promise<boolean> {
  const rows = await tx.select({ id: matches.id }).from(matches).where(eq(matches.id, matchId)).for('update');
  return rows.length > 0;
}

/** Rows `(id, user_a, user_b)`: the match between two people, if any, blocked or not. */
export const matchBetween = (a: string, b: string): SQL => {
  const [userA, userB] = canonicalPair(a, b);
  return sql`SELECT id, user_a, user_b FROM ${matches} WHERE user_a = ${userA} AND user_b = ${userB}`;
};

/** Rows `(id)`: the matches `userId` is one of the two members of, blocked or not. */
export const matchIdsOf = (userId: string): SQL =>
  sql`SELECT id FROM ${matches} WHERE user_a = ${userId} OR user_b = ${userId}`;

/** Rows `(id, user_a, user_b)`: every match whose two members have not blocked each other. */
export const unblockedMatches: SQL = sql`SELECT id, user_a, user_b FROM ${matches}
  WHERE ${notBlockedBetween(matches.userA, matches.userB)}`;

/** Rows `(created_at)`: when each match was made (the admin's activity per day). */
export const matchesMade: SQL = sql`SELECT created_at FROM ${matches}`;
