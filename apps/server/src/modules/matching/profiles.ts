// Stored users as the engine sees them. A profile whose stored questionnaire cannot be read (older or
// hand-edited data) is treated as not discoverable rather than breaking a whole page.
import { GENDERS, type CompatibilityAnswers, type Gender } from '@affinia/contract';
import { encodeProfile, withinReach, type MatchProfile, type PoolMember, type Reach } from '@affinia/matching';
import type { UserRow } from '../../db/schema.js';
import { currentPlace } from '../geo/places.js';

/** The columns the discover index needs (no e-mail, no password hash; places as town centres only). */
export type CandidateRow = Pick<
  UserRow,
  | 'id'
  | 'gender'
  | 'age'
  | 'seekingGenders'
  | 'ageMin'
  | 'ageMax'
  | 'isPaused'
  | 'suspendedUntil'
  | 'bannedAt'
  | 'emailVerifiedAt'
  | 'verifiedAt'
  | 'interests'
  | 'personalityTraits'
  | 'bio'
  | 'typePreference'
  | 'questionnaireCompletedAt'
  | 'updatedAt'
  | 'placeId'
  | 'placeLat'
  | 'placeLon'
  | 'maxDistanceKm'
  | 'travelPlaceId'
  | 'travelLat'
  | 'travelLon'
  | 'travelUntil'
>;

/** Where discover places someone now (travel place while travelling) and how far they would go. */
export function reachOf(row: CandidateRow, now = Date.now()): Reach {
  const place = currentPlace(row, now);
  return { place: place ? { lat: place.lat, lon: place.lon } : null, maxDistanceKm: row.maxDistanceKm };
}

const isGender = (g: string): g is Gender => (GENDERS as readonly string[]).includes(g);

export function matchProfileOf(row: CandidateRow): MatchProfile | null {
  const traits = row.personalityTraits;
  if (!row.questionnaireCompletedAt || !traits) return null;
  try {
    return encodeProfile({
      age: row.age,
      interests: row.interests,
      sliders: traits,
      answers: traits.compatibility_answers as CompatibilityAnswers,
      bio: row.bio,
      typePreference: row.typePreference,
    });
  } catch {
    return null;
  }
}

/**
 * Whether others may be shown this person now: not paused, not suspended or banned by moderation (a
 * suspension shows until it is lifted at the member's next sign-in) and, when the operator requires it
 * (REQUIRE_EMAIL_VERIFICATION), with a confirmed e-mail address. The index and each page ask here.
 */
export function isDiscoverable(
  row: Pick<CandidateRow, 'isPaused' | 'emailVerifiedAt' | 'suspendedUntil' | 'bannedAt'>,
  requireEmailVerification: boolean,
): boolean {
  return (
    !row.isPaused &&
    row.suspendedUntil === null &&
    row.bannedAt === null &&
    (!requireEmailVerification || row.emailVerifiedAt !== null)
  );
}

/** The pool entry of a stored user, or null when they cannot be discovered at all. */
export function poolMemberOf(
  row: CandidateRow,
  profile = matchProfileOf(row),
  requireEmailVerification = false,
): PoolMember | null {
  if (!profile) return null;
  return {
    profile,
    gender: row.gender,
    seeking: row.seekingGenders.filter(isGender),
    ageMin: row.ageMin,
    ageMax: row.ageMax,
    visible: isDiscoverable(row, requireEmailVerification),
    ...reachOf(row),
  };
}

/** Both sides' genders sought, age ranges and distance limits allow the pair. */
export function mutuallyEligible(a: CandidateRow, b: CandidateRow): boolean {
  return (
    withinReach(reachOf(a), reachOf(b)) &&
    a.seekingGenders.includes(b.gender) &&
    b.seekingGenders.includes(a.gender) &&
    b.age >= a.ageMin &&
    b.age <= a.ageMax &&
    a.age >= b.ageMin &&
    a.age <= b.ageMax
  );
}

/**
 * Whether `viewer` may be shown `candidate` (and so may swipe on them): the candidate is discoverable and
 * both sides' preferences allow the pair — the engine's own filters (CandidatePool.rank), on a fresh row.
 * Blocks and a missing questionnaire are checked by the callers (safety's membership rule, the index).
 */
export function discoverableBy(
  viewer: CandidateRow,
  candidate: CandidateRow,
  requireEmailVerification = false,
): boolean {
  return isDiscoverable(candidate, requireEmailVerification) && mutuallyEligible(viewer, candidate);
}
