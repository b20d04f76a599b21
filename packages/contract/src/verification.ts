// Photo verification (issue 18, part 1): the member, after consenting, takes one selfie per pose the
// server asks for, in order, within VERIFICATION_CHALLENGE_SECONDS; a pass gives the "vérifié" badge.
import { z } from 'zod';
import { VERIFICATION_POSES } from './constants.js';
import { MSG } from './messages.js';

/** POST /api/verification/challenge: consent is given explicitly, each time, before the camera opens. */
export const verificationChallengeRequestSchema = z.strictObject({
  consent: z.literal(true, { error: MSG.verificationConsentRequired }),
});

export const verificationChallengeSchema = z.object({
  challenge_id: z.string(),
  /** The poses to take, in this order: one selfie each. */
  poses: z.array(z.enum(VERIFICATION_POSES)),
  expires_at: z.string(),
});
export type VerificationChallenge = z.infer<typeof verificationChallengeSchema>;

/** GET /api/verification, and the answer to a passed POST /api/verification/selfies. */
export const verificationStatusSchema = z.object({
  /** False when the operator turned verification off (PHOTO_VERIFICATION=false): no button to show. */
  available: z.boolean(),
  verified: z.boolean(),
  verified_at: z.string().nullable(),
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
