// Maps a stored user to the shapes the API may return (contract's meSchema / publicUserSchema).
import { DEFAULT_LANGUAGE, type Language, type Me, type PublicUser, type SocialScore } from '@affinia/contract';
import type { UserRow } from '../../db/schema.js';
import { currentPlace, isTravelling, placeLabel } from '../geo/places.js';

/** `lang`: the reader's language, for place names (French by default). */
export type UserExtras = { photos: string[]; socialScore: SocialScore | null; lang?: Language };

export function toPublicUser(row: UserRow, extras: UserExtras): PublicUser {
  return {
    id: row.id,
    // Another member's view: the display name, never the full name (decision 040).
    name: row.displayName,
    age: row.age,
    location: row.location,
    bio: row.bio,
    interests: row.interests,
    photos: extras.photos,
    type_preference: row.typePreference,
    beauty_score: row.beautyScore,
    is_premium: row.isPremium,
    personality_traits: row.personalityTraits ?? null,
    social_score: extras.socialScore,
    // A town and whether it is a trip; never coordinates (docs/decisions/013-location-data.md).
    place: placeLabel(currentPlace(row)?.id ?? null, extras.lang ?? DEFAULT_LANGUAGE),
    travelling: isTravelling(row),
    is_demo: row.simulated,
    is_verified: row.verifiedAt !== null,
  };
}

export function toMe(row: UserRow, extras: UserExtras & { heldPhotos: string[]; minPhotosToAppear: number }): Me {
  const lang = extras.lang ?? DEFAULT_LANGUAGE;
  const travelPlace = isTravelling(row) ? placeLabel(row.travelPlaceId, lang) : null;
  return {
    ...toPublicUser(row, extras),
    name: row.name,
    display_name: row.displayName,
    gender: row.gender,
    role: row.role,
    email_verified: row.emailVerifiedAt !== null,
    held_photos: extras.heldPhotos,
    min_photos_to_appear: extras.minPhotosToAppear,
    settings: {
      seeking_genders: row.seekingGenders as Me['settings']['seeking_genders'],
      age_min: row.ageMin,
      age_max: row.ageMax,
      is_paused: row.isPaused,
      questionnaire_completed: row.questionnaireCompletedAt !== null,
      verified_only: row.verifiedOnly,
      place: placeLabel(row.placeId, lang),
      max_distance_km: row.maxDistanceKm,
      travel: travelPlace && row.travelUntil ? { place: travelPlace, until: row.travelUntil.toISOString() } : null,
      compatibility_preferences: row.compatibilityPreferences,
      relationship_goal: row.relationshipGoal,
    },
  };
}
