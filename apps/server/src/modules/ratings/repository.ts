// Data access for ratings. Reads only ever return the published aggregate: no query here exposes a
// rater, a single rating, or when a rating arrived.
import { and, avg, count, eq, sql } from 'drizzle-orm';
import type { SocialScore } from '@affinia/contract';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { publishedRatings, ratings } from '../../db/schema.js';
import { isPublished, toScore } from './published-score.js';

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

export async function hasRated(db: Db, matchId: string, raterId: string): Promise<boolean> {
  const rows = await db
    .select({ id: ratings.id })
    .from(ratings)
    .where(and(eq(ratings.matchId, matchId), eq(ratings.raterId, raterId)))
    .limit(1);
  return rows.length > 0;
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
