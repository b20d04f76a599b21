// Anonymous ratings (spec sections 3, 5, 7): submission, can-rate, my scores.
import { z } from './zod.js';
import { RATING_MAX, RATING_MIN } from './constants.js';
import { MSG } from './messages.js';
import { textField } from './text.js';
import { objectError } from './object-errors.js';

/**
 * k of the ratings' anonymity: received ratings are published only in batches of at least this many
 * new ones (the first batch makes them visible), so no readable change isolates fewer than k raters.
 */
export const RATINGS_VISIBILITY_THRESHOLD = 3;

const criterion = z
  .number({ error: MSG.rateAllCriteria })
  .int(MSG.ratingRange)
  .min(RATING_MIN, MSG.rateAllCriteria)
  .max(RATING_MAX, MSG.ratingRange);

export const ratingSubmitSchema = z.strictObject(
  {
    rated_user_id: textField('rated_user_id', { error: MSG.missingField('rated_user_id') }).max(64),
    match_id: textField('match_id', { error: MSG.missingField('match_id') }).max(64),
    confiance: criterion,
    serieux: criterion,
    generosite: criterion,
    comportement: criterion,
    communication: criterion,
  },
  { error: objectError },
);
export type RatingSubmit = z.infer<typeof ratingSubmitSchema>;

export const canRateResponseSchema = z.object({ can_rate: z.boolean() });
export const ratingSubmittedSchema = z.object({ message: z.string() });
