// People of a pair, for the tests of what is written or scored about two members (the AI texts, discover's
// kept scores): a readable default profile, changed by a patch (answers merged with the default ones).
import type { CompatibilityAnswers } from '@affinia/contract';
import { encodeProfile, type MatchProfileInput } from '@affinia/matching';
import { baseInput } from '@affinia/matching/test-profiles';
import type { PairPerson } from '../src/modules/ai/provider.js';

/** The tests' default answers to the compatibility questions (the engine's default person's). */
export const DEFAULT_ANSWERS: CompatibilityAnswers = baseInput().answers;

export type ProfilePatch = Partial<Omit<MatchProfileInput, 'answers'>> & {
  answers?: Partial<MatchProfileInput['answers']>;
};

function profileInput(patch: ProfilePatch = {}): MatchProfileInput {
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
