// Stored users as the engine sees them. A profile whose stored questionnaire cannot be read (older or
// hand-edited data) is treated as not discoverable rather than breaking a whole page.
import { GENDERS, type CompatibilityAnswers, type Gender } from '@affinia/contract';
import { encodeProfile, withinReach, type MatchProfile, type PoolMember, type Reach } from '@affinia/matching';
import type { UserRow } from '../../db/schema.js';
import { currentPlace } from '../geo/places.js';

/** The member columns the discover index needs (no e-mail, no password hash; places as town centres only). */
export type MemberColumns = Pick<
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
  | 'compatibilityPreferences'
  | 'relationshipGoal'
>;

/** Who a like is between, as demo behaviour judges it (a demo member likes back a real one, never another). */
export type LikingMember = MemberColumns & Pick<UserRow, 'simulated'>;

/** A member as the discover index reads them: their columns and how many photos others may see. */
export type CandidateRow = MemberColumns & {
  /** Photos others may see (not held for review): MIN_PHOTOS_TO_APPEAR counts them. */
  visiblePhotos: number;
};

/**
 * What the operator requires of a member before others are shown them: a confirmed e-mail address
 * (REQUIRE_EMAIL_VERIFICATION) and a number of photos others may see (MIN_PHOTOS_TO_APPEAR, issue 35).
 */
export type DiscoverRule = { requireEmailVerification: boolean; minPhotos: number };
export const NO_DISCOVER_REQUIREMENT: DiscoverRule = { requireEmailVerification: false, minPhotos: 0 };

/** Where discover places someone now (travel place while travelling) and how far they would go. */
export function reachOf(row: MemberColumns, now = Date.now()): Reach {
  const place = currentPlace(row, now);
  return { place: place ? { lat: place.lat, lon: place.lon } : null, maxDistanceKm: row.maxDistanceKm };
}

const isGender = (g: string): g is Gender => (GENDERS as readonly string[]).includes(g);

export function matchProfileOf(row: MemberColumns): MatchProfile | null {
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
      preferences: row.compatibilityPreferences,
      goal: row.relationshipGoal,
    });
  } catch {
    return null;
  }
}

/**
 * Whether others may be shown this person now: not paused, not suspended or banned by moderation (a
 * suspension shows until it is lifted at the member's next sign-in), and what the operator requires
 * (`rule`): a confirmed e-mail address, enough photos others may see. The index and each page ask here.
 */
export function isDiscoverable(
  row: Pick<CandidateRow, 'isPaused' | 'emailVerifiedAt' | 'suspendedUntil' | 'bannedAt'>,
  visiblePhotos: number,
  rule: DiscoverRule,
): boolean {
  return (
    !row.isPaused &&
    row.suspendedUntil === null &&
    row.bannedAt === null &&
    (!rule.requireEmailVerification || row.emailVerifiedAt !== null) &&
    visiblePhotos >= rule.minPhotos
  );
}

/** The pool entry of a stored user, or null when they cannot be discovered at all. */
export function poolMemberOf(
  row: CandidateRow,
  profile = matchProfileOf(row),
  rule: DiscoverRule = NO_DISCOVER_REQUIREMENT,
): PoolMember | null {
  if (!profile) return null;
  return {
    profile,
    gender: row.gender,
    seeking: row.seekingGenders.filter(isGender),
    ageMin: row.ageMin,
    ageMax: row.ageMax,
    visible: isDiscoverable(row, row.visiblePhotos, rule),
    ...reachOf(row),
  };
}

/** Both sides' genders sought, age ranges and distance limits allow the pair. */
export function mutuallyEligible(a: MemberColumns, b: MemberColumns): boolean {
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
  viewer: MemberColumns,
  candidate: MemberColumns,
  candidatePhotos: number,
  rule: DiscoverRule = NO_DISCOVER_REQUIREMENT,
): boolean {
  return isDiscoverable(candidate, candidatePhotos, rule) && mutuallyEligible(viewer, candidate);
}
