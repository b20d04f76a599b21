// Anonymous ratings: one per match per person, five criteria from 1 to 5. What anyone reads is a
// published state that moves only in batches of RATINGS_VISIBILITY_THRESHOLD (k, configurable) new
// ratings, so no two readable states differ by fewer than k raters (decision 006).
import { type RatingSubmit, type SocialScore } from '@affinia/contract';
import type { Database, Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/client.js';
import { apiError } from '../../http/errors.js';
import { findMatchBetween, findMemberMatch } from '../safety/membership.js';
import { isUuid } from '../users/repository.js';
import { isBlockedBetween } from '../safety/membership.js';
import * as repo from './repository.js';

const EMPTY_SCORE: SocialScore = {
  total_ratings: 0,
  average: 0,
  confiance: 0,
  serieux: 0,
  generosite: 0,
  comportement: 0,
  communication: 0,
};

export function createRatingService(
  database: Database,
  batchSize: number,
  /** When a new batch is published (the notification mail commits with it). */
  onPublished?: (tx: Db, ratedId: string) => Promise<void>,
) {
  const { db } = database;
  return {
    /** The published scores (null where nothing is published yet), for cards, profiles and the export. */
    socialScores: (userIds: string[]) => repo.publishedScores(db, userIds),

    async myScores(userId: string): Promise<SocialScore> {
      return (await repo.publishedScores(db, [userId])).get(userId) ?? EMPTY_SCORE;
    },

    async canRate(raterId: string, ratedId: string): Promise<boolean> {
      if (!isUuid(ratedId) || raterId === ratedId) return false;
      const match = await findMatchBetween(db, raterId, ratedId);
      if (!match || (await isBlockedBetween(db, raterId, ratedId))) return false;
      return !(await repo.hasRated(db, match.id, raterId));
    },

    async submit(raterId: string, body: RatingSubmit): Promise<void> {
      if (body.rated_user_id === raterId) throw apiError('cannotTargetSelf');
      const member = await findMemberMatch(db, body.match_id, raterId);
      if (!member || member.otherUserId !== body.rated_user_id) throw apiError('ratingNotAllowed');
      try {
        // The unique (match, rater) index settles a double submit: exactly one row survives.
        await repo.insertRatingAndPublish(
          db,
          {
            matchId: member.match.id,
            raterId,
            ratedId: body.rated_user_id,
            confiance: body.confiance,
            serieux: body.serieux,
            generosite: body.generosite,
            comportement: body.comportement,
            communication: body.communication,
          },
          batchSize,
          onPublished,
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw apiError('alreadyRated');
        throw err;
      }
    },
  };
}
export type RatingService = ReturnType<typeof createRatingService>;
