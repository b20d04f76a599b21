// Maps a stored user to the shapes the API may return (contract's meSchema / publicUserSchema).
import type { Me, PublicUser, SocialScore } from '@affinia/contract';
import type { UserRow } from '../../db/schema.js';

export function toPublicUser(row: UserRow, socialScore: SocialScore | null = null): PublicUser {
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    location: row.location,
    bio: row.bio,
    interests: row.interests,
    photos: [],
    type_preference: row.typePreference,
    beauty_score: row.beautyScore,
    is_premium: row.isPremium,
    personality_traits: row.personalityTraits ?? null,
    social_score: socialScore,
  };
}

export function toMe(row: UserRow, socialScore: SocialScore | null = null): Me {
  return { ...toPublicUser(row, socialScore), gender: row.gender, role: row.role };
}
