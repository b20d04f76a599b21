// Discover, swipe and matches (spec sections 2 Discover/Matches, 3, 4 Swipe, 7).
import { z } from './zod.js';
import { MSG } from './messages.js';
import { textField } from './text.js';
import { objectError } from './object-errors.js';
import { publicUserSchema } from './user.js';
import { compatibilityPreferencesSchema } from './profile.js';
import { conversationSummarySchema } from './chat.js';

export const SWIPE_ACTIONS = ['like', 'dislike'] as const;
export type SwipeAction = (typeof SWIPE_ACTIONS)[number];

/** Profiles per GET /api/discover: the spec's "list", kept to a page so ranking stays fresh. */
export const DISCOVER_PAGE_SIZE = 20;
/** The daily pick: each member's preference list is cut to this many candidates, the engine's best. */
export const DAILY_PICK_CANDIDATES = 50;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /api/swipe, multipart fields (JSON accepted too): swiped_id, action. */
export const swipeBodySchema = z.strictObject(
  {
    swiped_id: textField('swiped_id', { error: MSG.missingField('swiped_id') })
      .trim()
      .min(1, MSG.missingField('swiped_id'))
      .regex(UUID_RE, MSG.invalidProfileId),
    action: z.enum(SWIPE_ACTIONS, {
      error: (issue) => (issue.input === undefined ? MSG.missingField('action') : MSG.invalidSwipeAction),
    }),
  },
  { error: objectError },
);
export type SwipeBody = z.infer<typeof swipeBodySchema>;

export const swipeResponseSchema = z.object({
  is_match: z.boolean(),
  /** Present when this swipe made the match (the second of two likes). */
  match_id: z.string().optional(),
});
export type SwipeResponse = z.infer<typeof swipeResponseSchema>;

export const discoverItemSchema = z.object({
  user: publicUserSchema,
  affinity_score: z.number().int().min(0).max(100),
  match_reason: z.string(),
  /** Upper bound of the distance band (5, 10, 25, 50, 100, 200, 500 km); null beyond 500 km or unknown. */
  distance_km: z.number().int().nullable(),
  /** Added (issue 20): true on the day's "coup de cœur", always the first card; absent on the others. */
  daily_pick: z.literal(true).optional(),
});
export type DiscoverItem = z.infer<typeof discoverItemSchema>;
export const discoverResponseSchema = z.array(discoverItemSchema);

export const matchSummarySchema = z.object({
  id: z.string(),
  affinity_score: z.number().int().min(0).max(100),
  match_reason: z.string(),
  /** Added (decision 049): when the match was made, ISO — the latest activity of a match nobody wrote to. */
  matched_at: z.string(),
});
export const matchItemSchema = z.object({
  match: matchSummarySchema,
  user: publicUserSchema,
  /** As in discover: the band's upper bound, never a finer figure. */
  distance_km: z.number().int().nullable(),
  conversation: conversationSummarySchema,
});
export type MatchItem = z.infer<typeof matchItemSchema>;
export const matchesResponseSchema = z.array(matchItemSchema);

/** "Your turn" (issue 18): where a member stands against YOUR_TURN_LIMIT_DEFAULT's rule (constants). */
export const yourTurnSchema = z.object({
  /** Conversations whose latest message is the other person's. */
  waiting: z.number().int().min(0),
  /** The operator's limit; 0 when the rule is off. */
  limit: z.number().int().min(0),
  /** True while discover shows no new cards because of it. */
  paused: z.boolean(),
});
export type YourTurn = z.infer<typeof yourTurnSchema>;

/**
 * The empty deck's outlook (issue 33, decision 043): counts are shown only as bands, so that no count
 * says whether one particular person is there. Lower bounds, ascending; the last band is open.
 * 0 to 4 are one band: "none" and "one" are never told apart.
 */
export const OUTLOOK_BAND_FLOORS = [0, 5, 10, 25, 50, 100] as const;
/** "Élargir l'âge": the range grows by this many years on each side (within 18–99). */
export const OUTLOOK_AGE_STEP_YEARS = 3;
/** "Préviens-moi": at most one notice per member in this many hours. */
export const DISCOVER_ALERT_INTERVAL_HOURS = 24;

/** A count band: `min` to `max` people, `max` null for the open last band. */
export const countBandSchema = z.object({
  min: z.number().int().min(0),
  max: z.number().int().min(0).nullable(),
});
export type CountBand = z.infer<typeof countBandSchema>;

/** The band a count falls in: the only form in which a count ever leaves the server. */
export function countBandOf(count: number): CountBand {
  let at = 0;
  for (let i = 0; i < OUTLOOK_BAND_FLOORS.length; i++) if (count >= OUTLOOK_BAND_FLOORS[i]!) at = i;
  const next = OUTLOOK_BAND_FLOORS[at + 1];
  return { min: OUTLOOK_BAND_FLOORS[at]!, max: next === undefined ? null : next - 1 };
}

/** GET /api/discover/outlook: where the member's deck stands and what one step wider would add. */
export const discoverOutlookSchema = z.object({
  /** The member's own criteria, as stored (the outlook takes no others). */
  max_distance_km: z.number().int().nullable(),
  age_min: z.number().int(),
  age_max: z.number().int(),
  /** People who match both ways within these criteria, seen or not (blocked people never counted). */
  matching: countBandSchema,
  /** The next distance option (null: no limit) and the new profiles it would add; null at no limit. */
  wider_distance: z.object({ max_distance_km: z.number().int().nullable(), added: countBandSchema }).nullable(),
  /** The age range OUTLOOK_AGE_STEP_YEARS wider each side and the new profiles it would add; null at 18–99. */
  wider_age: z.object({ age_min: z.number().int(), age_max: z.number().int(), added: countBandSchema }).nullable(),
  /**
   * Added (issue 34): the member's stated preferences with every "mandatory" one made "very" (kept in the
   * score, no longer a filter on their side) and the new profiles that would add; null with none mandatory.
   */
  softer_dealbreakers: z
    .object({ compatibility_preferences: compatibilityPreferencesSchema, added: countBandSchema })
    .nullable(),
  /** Whether "Préviens-moi" is on. */
  alert: z.boolean(),
});
export type DiscoverOutlook = z.infer<typeof discoverOutlookSchema>;

/** PUT /api/discover/alert: "Préviens-moi" on or off. */
export const discoverAlertBodySchema = z.strictObject(
  { enabled: z.boolean({ error: MSG.invalidField('enabled') }) },
  { error: objectError },
);
export type DiscoverAlertBody = z.infer<typeof discoverAlertBodySchema>;
export const discoverAlertSchema = z.object({ enabled: z.boolean() });
export type DiscoverAlert = z.infer<typeof discoverAlertSchema>;

/** The outlook takes no parameter at all: any query string is refused (decision 043). */
export const discoverOutlookQuerySchema = z.strictObject({}, { error: objectError });
