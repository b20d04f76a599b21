// Stored users as the engine sees them. A profile whose stored questionnaire cannot be read (older or
// hand-edited data) is treated as not discoverable rather than breaking a whole page.
import { GENDERS, type CompatibilityAnswers, type Gender } from '@affinia/contract';
import { encodeProfile, type MatchProfile, type PoolMember } from '@affinia/matching';
import type { UserRow } from '../../db/schema.js';

/** The columns the discover index needs (no e-mail, no password hash, no coordinates). */
export type CandidateRow = Pick<
  UserRow,
  | 'id'
  | 'gender'
  | 'age'
  | 'seekingGenders'
  | 'ageMin'
  | 'ageMax'
  | 'isPaused'
  | 'emailVerifiedAt'
  | 'interests'
  | 'personalityTraits'
  | 'bio'
  | 'typePreference'
  | 'questionnaireCompletedAt'
  | 'updatedAt'
>;

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
 * Whether others may be shown this person now: not paused and, when the operator requires it
 * (REQUIRE_EMAIL_VERIFICATION), with a confirmed e-mail address. The index and each page ask here.
 */
export function isDiscoverable(
  row: Pick<CandidateRow, 'isPaused' | 'emailVerifiedAt'>,
  requireEmailVerification: boolean,
): boolean {
  return !row.isPaused && (!requireEmailVerification || row.emailVerifiedAt !== null);
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
  };
}

/** Both sides' genders sought and age ranges allow the pair. */
export function mutuallyEligible(a: CandidateRow, b: CandidateRow): boolean {
  return (
    a.seekingGenders.includes(b.gender) &&
    b.seekingGenders.includes(a.gender) &&
    b.age >= a.ageMin &&
    b.age <= a.ageMax &&
    a.age >= b.ageMin &&
    a.age <= b.ageMax
  );
}
