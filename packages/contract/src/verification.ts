// Photo verification (issue 18, part 1; issue 31, decision 038): the member, after consenting, films a
// short live sequence in which they make the head movements the server asks for, in order, within
// VERIFICATION_CHALLENGE_SECONDS. The check passes (the "vérifié" badge), refuses with a reason, or
// cannot decide: then an admin looks at the frames beside the profile photos and decides.
import { z } from 'zod';
import { VERIFICATION_MOVES } from './constants.js';
import { MSG } from './messages.js';

/** POST /api/verification/challenge: consent is given explicitly, each time, before the camera opens. */
export const verificationChallengeRequestSchema = z.strictObject({
  consent: z.literal(true, { error: MSG.verificationConsentRequired }),
});

export const verificationChallengeSchema = z.object({
  challenge_id: z.string(),
  /** The movements to make, in this order, during one live sequence. */
  moves: z.array(z.enum(VERIFICATION_MOVES)),
  expires_at: z.string(),
});
export type VerificationChallenge = z.infer<typeof verificationChallengeSchema>;

/** GET /api/verification, and the answer to a POST /api/verification/frames that was not refused. */
export const verificationStatusSchema = z.object({
  /** False when the operator turned verification off (PHOTO_VERIFICATION=false): no button to show. */
  available: z.boolean(),
  verified: z.boolean(),
  verified_at: z.string().nullable(),
  /** The automatic check could not decide: an admin is looking at the sequence. */
  in_review: z.boolean(),
});
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

/** GET /api/admin/face-duplicates: the same face verified on two accounts. */
export const faceDuplicateFlagSchema = z.object({
  id: z.string(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  other_user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** Cosine-like similarity of the two descriptors in [0, 1]; the flag is raised from the threshold. */
  similarity: z.number(),
  created_at: z.string(),
});
export type FaceDuplicateFlag = z.infer<typeof faceDuplicateFlagSchema>;
export const faceDuplicateFlagsSchema = z.array(faceDuplicateFlagSchema);

/** GET /api/admin/verification-reviews: sequences the automatic check could not decide, oldest first. */
export const verificationReviewSchema = z.object({
  id: z.string(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  moves: z.array(z.enum(VERIFICATION_MOVES)),
  /** 'copy': a view close to a copy of another or of a profile photo; 'match': the face, close. */
  reason: z.enum(['copy', 'match']),
  frame_count: z.number().int(),
  created_at: z.string(),
});
export type VerificationReview = z.infer<typeof verificationReviewSchema>;
export const verificationReviewsSchema = z.array(verificationReviewSchema);
/** GET /api/admin/verification-reviews/:id/photos: the member's shown profile photos' ids. */
export const verificationReviewPhotosSchema = z.object({ photo_ids: z.array(z.string()) });
