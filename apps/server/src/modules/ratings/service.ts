// Anonymous ratings: one per match per person, five criteria from 1 to 5. What anyone reads is a
// published state that moves only in batches of RATINGS_VISIBILITY_THRESHOLD (k, configurable) new
// ratings, so no two readable states differ by fewer than k raters (decision 006).
import { type RatingSubmit, type SocialScore } from '@affinia/contract';
import type { Database, Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/client.js';
import { apiError } from '../../http/errors.js';
import { isUuid } from '../users/repository.js';
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

/**
 * Who may rate whom, written once for the can-rate check and the submission: the two have a match,
 * neither blocked the other, they have held a conversation — each wrote at least once (decision 049:
 * nobody can match, rate and leave) — and this match is not rated by the rater yet. Null: allowed.
 */
function refusalOf(
  standing: repo.RatingStanding | undefined,
): 'ratingNotAllowed' | 'ratingNeedsConversation' | 'alreadyRated' | null {
  if (!standing || standing.blocked) return 'ratingNotAllowed';
  if (!standing.conversation) return 'ratingNeedsConversation';
  return standing.rated ? 'alreadyRated' : null;
}

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
      const id = ratedId.toLowerCase();
      if (!isUuid(id) || raterId === id) return false;
      return refusalOf(await repo.ratingStanding(db, raterId, id)) === null;
    },

    async submit(raterId: string, body: RatingSubmit): Promise<void> {
      if (body.rated_user_id === raterId) throw apiError('cannotTargetSelf');
      const ratedId = body.rated_user_id.toLowerCase();
      const standing = isUuid(ratedId) ? await repo.ratingStanding(db, raterId, ratedId) : undefined;
      // Another match id than the pair's own is refused like no match at all.
      if (!standing || standing.matchId !== body.match_id.toLowerCase()) throw apiError('ratingNotAllowed');
      const refusal = refusalOf(standing);
      if (refusal) throw apiError(refusal);
      try {
        // The unique (match, rater) index settles a double submit: exactly one row survives.
        await repo.insertRatingAndPublish(
          db,
          {
            matchId: standing.matchId,
            raterId,
            ratedId,
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
