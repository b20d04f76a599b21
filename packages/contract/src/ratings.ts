// Anonymous ratings (spec sections 3, 5, 7): submission, can-rate, my scores.
import { z } from './zod.js';
import { RATING_MAX, RATING_MIN } from './constants.js';
import { MSG } from './messages.js';
import { textField } from './text.js';
import { objectError } from './object-errors.js';

/** Received ratings stay hidden until at least this many exist, so no single rating can be traced. */
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
