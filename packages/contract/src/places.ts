// Places and distances (issue 15): the place picker, the distance preference, the distance bands
// shown on cards, and travel mode. A place is a town of the gazetteer (GeoNames id); nothing finer
// than a town centre is ever stored, and no response carries coordinates (docs/decisions/013).
import { TRAVEL_MAX_DAYS } from './constants.js';
import { z } from './zod.js';
import { LANGUAGES, LOCATION_MAX_LENGTH } from './constants.js';
import { MSG } from './messages.js';
import { objectError } from './object-errors.js';
import { textField } from './text.js';

/** What a card says of a distance: the upper bound of the band it falls in, in km. */
export const DISTANCE_BANDS_KM = [5, 10, 25, 50, 100, 200, 500] as const;
export type DistanceBandKm = (typeof DISTANCE_BANDS_KM)[number];
/** The distance preference: one of the bands, or null for "no limit". */
export const MAX_DISTANCE_OPTIONS_KM = DISTANCE_BANDS_KM;
/** A stored limit as one of the options (anything else reads as "no limit"). */
export function maxDistanceOption(km: number | null): DistanceBandKm | null {
  return (MAX_DISTANCE_OPTIONS_KM as readonly number[]).includes(km ?? -1) ? (km as DistanceBandKm) : null;
}
/** New members start with this limit; members from before issue 15 keep "no limit" until they choose. */
export const DEFAULT_MAX_DISTANCE_KM: DistanceBandKm = 100;
/** Place changes (home or travel) a member may make per day: an attacker moving around to trilaterate someone is slowed down. */
export const PLACE_CHANGES_PER_DAY = 10;
/** Answers of the place picker. */
export const PLACE_SEARCH_LIMIT = 8;
export const PLACE_QUERY_MAX_LENGTH = 80;

/**
 * The band a distance falls in: 5 for 0–5 km, 10 for 5–10 km, … 500 for 200–500 km, null beyond
 * 500 km or when unknown. The only distance figure any response carries.
 */
export function distanceBandOf(km: number | null): DistanceBandKm | null {
  if (km === null || !Number.isFinite(km)) return null;
  for (const band of DISTANCE_BANDS_KM) if (km <= band) return band;
  return null;
}

/** A place as anyone may see it: a town, its region when known, its country. Never coordinates. */
export const placeSchema = z.object({
  id: z.number().int(),
  /** In the reader's language where the data has it ("Londres" in French). */
  name: z.string(),
  region: z.string().nullable(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  country_name: z.string(),
});
export type Place = z.infer<typeof placeSchema>;

/** GET /api/places?q=lyo&lang=fr */
export const placeSearchQuerySchema = z.strictObject(
  {
    q: z
      .string({ error: MSG.missingField('q') })
      .trim()
      .max(PLACE_QUERY_MAX_LENGTH, MSG.tooLong('q', PLACE_QUERY_MAX_LENGTH)),
    lang: z.enum(LANGUAGES, { error: MSG.invalidField('lang') }).optional(),
  },
  { error: objectError },
);
export type PlaceSearchQuery = z.infer<typeof placeSearchQuerySchema>;
export const placeSearchResponseSchema = z.array(placeSchema);

export const placeIdSchema = z
  .number({ error: MSG.invalidField('place_id') })
  .int(MSG.invalidField('place_id'))
  .positive(MSG.invalidField('place_id'));

export const maxDistanceSchema = z
  .union([z.literal(MAX_DISTANCE_OPTIONS_KM), z.null()], { error: MSG.maxDistanceInvalid })
  .describe('One of 5, 10, 25, 50, 100, 200, 500 (km), or null for no limit');

/** The declared location: free text as the spec has it, and the picked place when there is one. */
export const locationChangeFields = {
  location: textField('location', { error: MSG.missingField('location') })
    .trim()
    .min(1, MSG.missingField('location'))
    .max(LOCATION_MAX_LENGTH, MSG.tooLong('location', LOCATION_MAX_LENGTH))
    .optional(),
  place_id: placeIdSchema.nullable().optional(),
};

/** Travel mode: a place and a number of days (1–14), or null to come home. */
export const travelSchema = z
  .strictObject(
    {
      place_id: placeIdSchema,
      days: z
        .number({ error: MSG.travelDaysInvalid })
        .int(MSG.travelDaysInvalid)
        .min(1, MSG.travelDaysInvalid)
        .max(TRAVEL_MAX_DAYS, MSG.travelDaysInvalid),
    },
    { error: objectError },
  )
  .nullable();
export type TravelInput = z.infer<typeof travelSchema>;

/** The member's own view of their place settings (inside GET /api/profile/me). */
export const placeSettingsViewSchema = z.object({
  /** The home place, or null when the declared text resolved to no town ("distance unknown"). */
  place: placeSchema.nullable(),
  max_distance_km: z.number().int().nullable(),
  travel: z.object({ place: placeSchema, until: z.string() }).nullable(),
});
