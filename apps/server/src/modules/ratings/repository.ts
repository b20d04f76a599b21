// Data access for ratings. Reads only ever return aggregates: no query here exposes a rater.
import { and, avg, count, eq, inArray, sql } from 'drizzle-orm';
import type { SocialScore } from '@affinia/contract';
import type { Db } from '../../db/client.js';
import { ratings } from '../../db/schema.js';

const round1 = (v: unknown) => Math.round(Number(v ?? 0) * 10) / 10;

const aggregates = {
  ratedId: ratings.ratedId,
  total: count(),
  confiance: avg(ratings.confiance),
  serieux: avg(ratings.serieux),
  generosite: avg(ratings.generosite),
  comportement: avg(ratings.comportement),
  communication: avg(ratings.communication),
};

type AggregateRow = {
  total: number;
  confiance: string | null;
  serieux: string | null;
  generosite: string | null;
  comportement: string | null;
  communication: string | null;
};

function toScore(row: AggregateRow): SocialScore {
  const criteria = {
    confiance: round1(row.confiance),
    serieux: round1(row.serieux),
    generosite: round1(row.generosite),
    comportement: round1(row.comportement),
    communication: round1(row.communication),
  };
  const overall =
    (Number(row.confiance) +
      Number(row.serieux) +
      Number(row.generosite) +
      Number(row.comportement) +
      Number(row.communication)) /
    5;
  return { total_ratings: row.total, average: round1(overall), ...criteria };
}

/**
 * Social scores of many users at once. Users with fewer than `threshold` ratings get null: their
 * ratings stay hidden until no single one can be traced back.
 */
export async function socialScores(
  db: Db,
  userIds: string[],
  threshold: number,
): Promise<Map<string, SocialScore | null>> {
  const scores = new Map<string, SocialScore | null>(userIds.map((id) => [id, null]));
  if (userIds.length === 0) return scores;
  const rows = await db
    .select(aggregates)
    .from(ratings)
    .where(inArray(ratings.ratedId, userIds))
    .groupBy(ratings.ratedId)
    .having(sql`count(*) >= ${threshold}`);
  for (const row of rows) scores.set(row.ratedId, toScore(row));
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

export async function insertRating(db: Db, rating: typeof ratings.$inferInsert): Promise<void> {
  await db.insert(ratings).values(rating);
}
