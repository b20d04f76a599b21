// People of a pair, for the tests of what is written or scored about two members (the AI texts, discover's
// kept scores): a readable default profile, changed by a patch (answers merged with the default ones).
import type { CompatibilityAnswers } from '@affinia/contract';
import { encodeProfile, type MatchProfileInput } from '@affinia/matching';
import type { PairPerson } from '../src/modules/ai/provider.js';

/** The tests' default answers to the compatibility questions (a pair's, the questionnaire's in fixtures.ts). */
export const DEFAULT_ANSWERS: CompatibilityAnswers = {
  weekend: 'outdoors',
  conflict: 'talk_now',
  future: 'family',
  communication: 'daily',
  lifestyle: 'active',
  values: 'honesty',
  expression: 'time',
  social_life: 'small_circle',
};

export type ProfilePatch = Partial<Omit<MatchProfileInput, 'answers'>> & {
  answers?: Partial<MatchProfileInput['answers']>;
};

export function profileInput(patch: ProfilePatch = {}): MatchProfileInput {
  return {
    age: 30,
    interests: ['music', 'travel', 'cooking'],
    sliders: { extraversion: 60, aventure: 70, emotion: 50, planification: 40, social: 55 },
    bio: '',
    typePreference: '',
    ...patch,
    answers: { ...DEFAULT_ANSWERS, ...patch.answers },
  };
}

/** A member of a pair as the AI text service reads them, at `version` of their profile. */
export function pairPerson(id: string, name: string, patch: ProfilePatch = {}, version = 1): PairPerson {
  const input = profileInput(patch);
  return { id, name, profile: encodeProfile(input), bio: input.bio, version };
}
