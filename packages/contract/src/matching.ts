// Discover, swipe and matches (spec sections 2 Discover/Matches, 3, 4 Swipe, 7).
import { z } from './zod.js';
import { MSG } from './messages.js';
import { textField } from './text.js';
import { objectError } from './object-errors.js';
import { publicUserSchema } from './user.js';
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

/**
 * "Your turn" (issue 18): with this many conversations waiting for their reply, a member sees no new
 * discover cards until they answer or end some (YOUR_TURN_LIMIT; 0 turns it off).
 */
export const YOUR_TURN_LIMIT_DEFAULT = 8;
export const yourTurnSchema = z.object({
  /** Conversations whose latest message is the other person's. */
  waiting: z.number().int().min(0),
  /** The operator's limit; 0 when the rule is off. */
  limit: z.number().int().min(0),
  /** True while discover shows no new cards because of it. */
  paused: z.boolean(),
});
export type YourTurn = z.infer<typeof yourTurnSchema>;
