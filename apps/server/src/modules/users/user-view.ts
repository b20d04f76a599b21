// Maps a stored user to the shapes the API may return (contract's meSchema / publicUserSchema).
import type { Me, PublicUser, SocialScore } from '@affinia/contract';
import type { UserRow } from '../../db/schema.js';
import { isDemoEmail } from '../demo/identity.js';

export type UserExtras = { photos: string[]; socialScore: SocialScore | null };

export function toPublicUser(row: UserRow, extras: UserExtras): PublicUser {
  return {
    id: row.id,
    name: row.name,
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
    is_demo: isDemoEmail(row.email),
  };
}

export function toMe(row: UserRow, extras: UserExtras): Me {
  return {
    ...toPublicUser(row, extras),
    gender: row.gender,
    role: row.role,
    settings: {
      seeking_genders: row.seekingGenders as Me['settings']['seeking_genders'],
      age_min: row.ageMin,
      age_max: row.ageMax,
      is_paused: row.isPaused,
      questionnaire_completed: row.questionnaireCompletedAt !== null,
    },
  };
}
