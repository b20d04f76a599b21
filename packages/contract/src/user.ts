// The user/profile shapes of spec section 3. Response schemas strip anything a reply must not carry.
import { z } from './zod.js';
import { GENDERS } from './constants.js';
import { placeSchema } from './places.js';
import { profileSettingsViewSchema } from './profile.js';

export const personalityTraitsSchema = z.object({
  extraversion: z.number().int(),
  aventure: z.number().int(),
  emotion: z.number().int(),
  planification: z.number().int(),
  social: z.number().int(),
  compatibility_answers: z.record(z.string(), z.string()),
});
export type PersonalityTraits = z.infer<typeof personalityTraitsSchema>;

export const socialScoreSchema = z.object({
  total_ratings: z.number().int(),
  average: z.number(),
  confiance: z.number(),
  serieux: z.number(),
  generosite: z.number(),
  comportement: z.number(),
  communication: z.number(),
});
export type SocialScore = z.infer<typeof socialScoreSchema>;

export const locationVerificationSchema = z.object({
  ip_country: z.string().nullable(),
  distance: z.number().int().nullable(),
  suspicion_level: z.enum(['low', 'medium', 'high']),
});
export type LocationVerification = z.infer<typeof locationVerificationSchema>;

/** What anyone else may see of a user: never e-mail, location verification, password data or coordinates. */
export const publicUserSchema = z.object({
  id: z.string(),
  /** The name others see (the member's display name, a first name: decision 040), never the full name. */
  name: z.string(),
  age: z.number().int(),
  location: z.string(),
  bio: z.string(),
  interests: z.array(z.string()),
  photos: z.array(z.string()),
  type_preference: z.string(),
  beauty_score: z.number().int(),
  is_premium: z.boolean(),
  personality_traits: personalityTraitsSchema.nullable(),
  social_score: socialScoreSchema.nullable(),
  /** Where discover places them now (their travel place while travelling), as a town; null when unknown. */
  place: placeSchema.nullable(),
  /** True while travel mode is on: the card says "travelling in …". */
  travelling: z.boolean(),
  /** A generated demo member (first-run demo population): cards label them "Profil de démonstration". */
  is_demo: z.boolean(),
  /** Added (issue 18): passed photo verification (a live selfie matching their photos); the badge. */
  is_verified: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The signed-in user's own profile (GET /api/profile/me): the public shape plus their own settings. */
export const meSchema = publicUserSchema.extend({
  /** The member's own full name, as given at sign-up (only they and the admin see it). */
  name: z.string(),
  /** Added (issue 33): the name other members see, editable in settings (decision 040). */
  display_name: z.string(),
  gender: z.enum(GENDERS),
  role: z.enum(['user', 'admin']),
  /** Added (issue 16): the member opened the confirmation link sent to their current address. */
  email_verified: z.boolean(),
  /** Added (issue 18): ids among `photos` held for review, shown to nobody else until approved. */
  held_photos: z.array(z.string()),
  /**
   * Added (issue 35): how many photos others can see (`photos` not in `held_photos`) a member needs to
   * appear in their decks, as this instance decides (MIN_PHOTOS_TO_APPEAR); 0 when none is needed.
   */
  min_photos_to_appear: z.number().int().min(0),
  settings: profileSettingsViewSchema,
});
export type Me = z.infer<typeof meSchema>;
