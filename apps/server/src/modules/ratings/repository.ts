// Data access for ratings. Reads only ever return the published aggregate: no query here exposes a
// rater, a single rating, or when a rating arrived.
import { and, avg, count, eq, sql } from 'drizzle-orm';
import type { SocialScore } from '@affinia/contract';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { publishedRatings, ratings } from '../../db/schema.js';
import { heldConversation } from '../chat/held-conversation.js';
import { matchBetween } from '../matching/matches-sql.js';
import { notBlockedBetween } from '../safety/membership.js';
import { isPublished, toScore } from './published-score.js';
import { rowsOf } from '../../db/rows.js';

const toTenths = (v: unknown) => Math.round(Number(v ?? 0) * 10);

const publishedOf = prepared((db) =>
  db
    .select()
    .from(publishedRatings)
    .where(and(sql`${publishedRatings.ratedId} = any(${sql.placeholder('ids')}::uuid[])`, isPublished))
    .prepare('affinia_published_scores_of'),
);

/** Published social scores of many users at once; null for those with nothing published yet. */
export async function publishedScores(db: Db, userIds: string[]): Promise<Map<string, SocialScore | null>> {
  const scores = new Map<string, SocialScore | null>(userIds.map((id) => [id, null]));
  if (userIds.length === 0) return scores;
  for (const row of await publishedOf(db).execute({ ids: userIds })) scores.set(row.ratedId, toScore(row));
  return scores;
}

/** What decides whether `raterId` may rate `ratedId`: their match, and where it stands. */
export type RatingStanding = {
  matchId: string;
  /** Either of the two has blocked the other. */
  blocked: boolean;
  /** Both have written in the match (the chat feature's rule). */
  conversation: boolean;
  /** The rater has already rated this match. */
  rated: boolean;
};

/** The pair's match and its standing, in one round trip; undefined when they have no match. */
export async function ratingStanding(db: Db, raterId: string, ratedId: string): Promise<RatingStanding | undefined> {
  // Qualified columns: the rules' subqueries name tables of their own, where a bare "id" is theirs.
  const m = { id: sql`m.id`, userA: sql`m.user_a`, userB: sql`m.user_b` };
  const result = await rowsOf<{ match_id: string; blocked: boolean; conversation: boolean; rated: boolean }>(
    db,
    sql`
    SELECT m.id AS match_id, NOT ${notBlockedBetween(m.userA, m.userB)} AS blocked,
      ${heldConversation(m.id, m.userA, m.userB)} AS conversation,
      EXISTS (SELECT 1 FROM ${ratings} r WHERE r.match_id = m.id AND r.rater_id = ${raterId}) AS rated
    FROM (${matchBetween(raterId, ratedId)}) m`,
  );
  const row = result[0];
  return row && { matchId: row.match_id, blocked: row.blocked, conversation: row.conversation, rated: row.rated };
}

/**
 * Stores a rating and publishes a new state when at least `batchSize` ratings arrived since the last
 * one. The rated member's published row is locked first, so concurrent ratings of the same person are
 * counted one after the other: two batches can never overlap or be published from different subsets.
 * A unique violation (double submit) rolls everything back.
 */
export async function insertRatingAndPublish(
  db: Db,
  rating: typeof ratings.$inferInsert,
  batchSize: number,
  /** Called inside the transaction when this rating publishes a new batch. */
  onPublished?: (tx: Db, ratedId: string) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(publishedRatings).values({ ratedId: rating.ratedId }).onConflictDoNothing();
    const [published] = await tx
      .select({ total: publishedRatings.totalRatings })
      .from(publishedRatings)
      .where(eq(publishedRatings.ratedId, rating.ratedId))
      .for('update');
    await tx.insert(ratings).values(rating);

    const [all] = await tx
      .select({
        total: count(),
        confiance: avg(ratings.confiance),
        serieux: avg(ratings.serieux),
        generosite: avg(ratings.generosite),
        comportement: avg(ratings.comportement),
        communication: avg(ratings.communication),
      })
      .from(ratings)
      .where(eq(ratings.ratedId, rating.ratedId));
    if (!all || all.total - (published?.total ?? 0) < batchSize) return;

    const criteria = [all.confiance, all.serieux, all.generosite, all.comportement, all.communication].map(Number);
    await tx
      .update(publishedRatings)
      .set({
        totalRatings: all.total,
        // The overall mean is taken from the exact criterion means, then rounded once.
        averageTenths: toTenths(criteria.reduce((sum, v) => sum + v, 0) / criteria.length),
        confianceTenths: toTenths(all.confiance),
        serieuxTenths: toTenths(all.serieux),
        generositeTenths: toTenths(all.generosite),
        comportementTenths: toTenths(all.comportement),
        communicationTenths: toTenths(all.communication),
      })
      .where(eq(publishedRatings.ratedId, rating.ratedId));
    await onPublished?.(tx, rating.ratedId);
  });
}
