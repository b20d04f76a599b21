// The spec's business constants (product-spec.md section 9), defined once for server and web.

export const FREE_SIGNUP_LIMIT = 5000;
export const PREMIUM_PRICE_USD = 10;

/**
 * A price in US dollars written the way the reader's language writes it — "10 $" in French (narrow
 * no-break space), "$10" in English — so every screen and the server's messages read the same.
 */
export function formatPriceUsd(amount: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
export const MIN_AGE = 18;
/** Upper bound for a registered user's age: keeps obviously wrong input out. */
export const MAX_AGE = 120;

export const LANGUAGES = ['fr', 'en', 'es', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/** Local storage keys, exactly as the spec names them. */
export const STORAGE_KEYS = { token: 'token', user: 'user', language: 'language' } as const;

/**
 * The spec's `homme` and `femme`, and a third gender for non-binary members (decision 054). Preferences
 * list any of them; sign-up and the profile accept all three.
 */
export const GENDERS = ['homme', 'femme', 'non_binaire'] as const;
export type Gender = (typeof GENDERS)[number];

/** OWASP ASVS 5 (V6.2): at least 8 characters, at least 64 accepted as typed; no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;
export const LOCATION_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;

// Limits the API's error messages quote (errors.ts), kept here so the catalogue imports no schema.
export const MESSAGE_MAX_LENGTH = 2000;
/** Travel mode lasts at most this long (a trip, not a move). */
export const TRAVEL_MAX_DAYS = 14;
export const MAX_PHOTOS = 6;
/** Photos others can see (not held for review) before a member appears in their decks (issue 35): MIN_PHOTOS_TO_APPEAR. */
export const MIN_PHOTOS_TO_APPEAR_DEFAULT = 1;
export const PREFERRED_AGE_MAX = 99;
/** Hidden words (issue 18): how many a member may list, and how long each may be. */
export const HIDDEN_WORDS_MAX = 50;
export const HIDDEN_WORD_MAX_LENGTH = 40;

export const INTERESTS = [
  'music',
  'cinema',
  'travel',
  'sport',
  'reading',
  'cooking',
  'art',
  'technology',
  'nature',
  'photography',
  'dance',
  'yoga',
] as const;
export type Interest = (typeof INTERESTS)[number];
export const MIN_INTERESTS = 3;

export const PERSONALITY_AXES = ['extraversion', 'aventure', 'emotion', 'planification', 'social'] as const;
export type PersonalityAxis = (typeof PERSONALITY_AXES)[number];
export const SLIDER_MIN = 0;
export const SLIDER_MAX = 100;
export const SLIDER_DEFAULT = 50;

export const COMPATIBILITY_QUESTIONS = [
  'weekend',
  'conflict',
  'future',
  'communication',
  'lifestyle',
  'values',
  'expression',
  'social_life',
] as const;
export type CompatibilityQuestion = (typeof COMPATIBILITY_QUESTIONS)[number];
export const OPTIONS_PER_QUESTION = 4;

/**
 * Stated preferences (issue 34): on each compatibility question, how much the answers a member accepts
 * from a partner matter to them. `mandatory` is a two-way filter (decision 062).
 */
export const PREFERENCE_IMPORTANCES = ['little', 'somewhat', 'very', 'mandatory'] as const;
export type PreferenceImportance = (typeof PREFERENCE_IMPORTANCES)[number];
/** What a member is looking for (issue 34); two who are sure of different ones are not shown to each other. */
export const RELATIONSHIP_GOALS = ['serious', 'casual', 'unsure'] as const;
export type RelationshipGoal = (typeof RELATIONSHIP_GOALS)[number];

/** beauty_score is sent as 50 by the questionnaire. */
export const BEAUTY_SCORE_DEFAULT = 50;

export const RATING_CRITERIA = ['confiance', 'serieux', 'generosite', 'comportement', 'communication'] as const;
export type RatingCriterion = (typeof RATING_CRITERIA)[number];
export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const DISCOVER_CARD_INTERESTS = 5;
export const MATCH_CARD_INTERESTS = 3;

export const PAYMENT_POLL_INTERVAL_MS = 2000;
export const PAYMENT_POLL_MAX_ATTEMPTS = 5;
export const PAYMENT_SUCCESS_REDIRECT_MS = 2000;
/**
 * Where the web app keeps a paid session id between the payment page and the sign-up form. Here rather
 * than in payments.ts: importing it must not bring the payment schemas (and zod) into the sign-up page.
 */
export const PAYMENT_SESSION_STORAGE_KEY = 'payment_session_id';
export const CHAT_REFRESH_MS = 3000;
export const ACCOUNT_DELETION_REDIRECT_MS = 1500;
export const DELETE_CONFIRMATION_WORD = 'SUPPRIMER';

export const TESTIMONIAL_MIN_AGE = 18;
export const TESTIMONIAL_MAX_AGE = 100;
export const TESTIMONIAL_STORY_MIN = 50;
export const TESTIMONIAL_STORY_MAX = 1000;
export const TESTIMONIAL_REDIRECT_MS = 2000;

/** sonner's defaults, which are the spec's figures. */
export const TOASTS = { visible: 3, durationMs: 4000, widthPx: 356 } as const;

export const SUPPORT_EMAIL = 'support@affinia.app';

/**
 * Written by the web build wherever the site's own absolute URL belongs (canonical links, Open Graph,
 * JSON-LD, sitemap.xml, robots.txt, `<html data-public-origin>`); the server replaces it with its
 * PUBLIC_ORIGIN when it serves those files, so one build serves any origin. `.invalid` can never resolve.
 */
export const PUBLIC_ORIGIN_PLACEHOLDER = 'https://public-origin.affinia.invalid';

/**
 * Social proof (issue 33 item 5, decision 041): 'showcase' shows the spec's ten static reviews and
 * marketing figures; 'members' counts, averages and marks up approved member testimonials only. The
 * build writes the placeholder in `<html data-social-proof>` and prerenders the pages that differ in
 * both modes; the server writes its STATIC_SOCIAL_PROOF setting in and serves the matching page.
 */
export const SOCIAL_PROOF_MODES = ['showcase', 'members'] as const;
export type SocialProofMode = (typeof SOCIAL_PROOF_MODES)[number];
export const SOCIAL_PROOF_PLACEHOLDER = 'affinia-social-proof';
/** `testimonials/index.html` prerendered in 'members' mode is `testimonials/index.members.html`. */
export const MEMBERS_PAGE_SUFFIX = '.members.html';

/** Moderation decisions (DSA Art. 17): a suspension lasts 1–90 days; its statement says enough. */
export const SUSPENSION_DAYS_MAX = 90;
export const MODERATION_STATEMENT_MIN = 20;
export const MODERATION_STATEMENT_MAX = 2000;

/**
 * Photo verification (issues 18 and 31, decision 038): a short live sequence from the camera in which
 * the member makes the head movements asked, in the order asked, sent within this many seconds.
 */
export const VERIFICATION_CHALLENGE_SECONDS = 60;
/** Movements a flat picture cannot make: turning (yaw) and nodding (pitch), never tilting (roll). */
export const VERIFICATION_MOVES = ['turn_left', 'turn_right', 'look_up', 'look_down'] as const;
export type VerificationMove = (typeof VERIFICATION_MOVES)[number];
/** Movements asked per verification, distinct, in a random order (24 possible challenges). */
export const VERIFICATION_MOVE_COUNT = 3;
/** Frames of the sequence: the browser takes one every VERIFICATION_FRAME_MS, about seven seconds. */
export const VERIFICATION_FRAMES_MIN = 12;
export const VERIFICATION_FRAMES_MAX = 24;
export const VERIFICATION_FRAME_MS = 300;

/**
 * "Your turn" (issues 18 and 31): with this many conversations waiting for their reply, a member sees
 * no new discover cards and cannot like anyone new until they answer or end some (YOUR_TURN_LIMIT;
 * 0 turns it off).
 */
export const YOUR_TURN_LIMIT_DEFAULT = 8;
