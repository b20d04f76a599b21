// A readable default person for tests, changed by a patch: the engine's tests (through test-support.ts)
// and the server's (`@affinia/matching/test-profiles`: the default answers of their fixtures). Light on
// purpose: no fast-check, so every server test file may load it.
import type { CompatibilityAnswers, PersonalityAxis } from '@affinia/contract';
import { encodeProfile, type MatchProfile, type MatchProfileInput } from './profile.js';

export const baseInput = (): MatchProfileInput => ({
  age: 30,
  interests: ['music', 'travel', 'cooking'],
  sliders: { extraversion: 50, aventure: 50, emotion: 50, planification: 50, social: 50 },
  answers: {
    weekend: 'outdoors',
    conflict: 'talk_now',
    future: 'family',
    communication: 'daily',
    lifestyle: 'active',
    values: 'honesty',
    expression: 'time',
    social_life: 'small_circle',
  },
  bio: '',
  typePreference: '',
});

type Patch = Partial<Omit<MatchProfileInput, 'answers' | 'sliders'>> & {
  answers?: Partial<CompatibilityAnswers>;
  sliders?: Partial<Record<PersonalityAxis, number>>;
};

/** The base person with some answers, sliders or texts changed. */
export function person(patch: Patch = {}): MatchProfile {
  const base = baseInput();
  return encodeProfile({
    ...base,
    ...patch,
    answers: { ...base.answers, ...patch.answers },
    sliders: { ...base.sliders, ...patch.sliders },
  });
}
