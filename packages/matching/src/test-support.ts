// Profiles for the engine's tests: fast-check arbitraries for property tests, and the readable default
// person of test-profiles.ts. Not exported from the package.
import fc from 'fast-check';
import {
  COMPATIBILITY_QUESTIONS,
  INTERESTS,
  PREFERENCE_IMPORTANCES,
  QUESTION_OPTIONS,
  RELATIONSHIP_GOALS,
  type CompatibilityAnswers,
  type CompatibilityPreferences,
} from '@affinia/contract';
import type { PoolMember, PoolViewer } from './pool.js';
import { encodeProfile, type MatchProfile, type MatchProfileInput } from './profile.js';

export { baseInput, person } from './test-profiles.js';

const slider = fc.integer({ min: 0, max: 100 });
const answersArb = fc.record(
  Object.fromEntries(COMPATIBILITY_QUESTIONS.map((q) => [q, fc.constantFrom(...QUESTION_OPTIONS[q])])) as {
    [Q in keyof CompatibilityAnswers]: fc.Arbitrary<CompatibilityAnswers[Q]>;
  },
);
const BIOS = [
  '',
  'J’adore la randonnée, les chiens et les soirées jeux.',
  'Fan de cinéma coréen et de cuisine italienne, curieuse de tout.',
  'Sportif, drôle, toujours partant pour un road trip.',
  'Ich liebe Wandern, Kochen und gute Gespräche.',
  'Me encanta viajar, la fotografía y el buen vino.',
];
const SOUGHT = [
  '',
  'Quelqu’un de drôle et sincère',
  'Une personne aventureuse',
  'someone kind and curious',
  'alguien serio',
];

export const inputArb: fc.Arbitrary<MatchProfileInput> = fc.record({
  age: fc.integer({ min: 18, max: 80 }),
  interests: fc.subarray([...INTERESTS], { minLength: 3 }),
  sliders: fc.record({
    extraversion: slider,
    aventure: slider,
    emotion: slider,
    planification: slider,
    social: slider,
  }),
  answers: answersArb,
  bio: fc.constantFrom(...BIOS),
  typePreference: fc.constantFrom(...SOUGHT),
});

export const profileArb: fc.Arbitrary<MatchProfile> = inputArb.map(encodeProfile);

/** Stated preferences on a random subset of questions (issue 34). */
export const preferencesArb: fc.Arbitrary<CompatibilityPreferences> = fc.record(
  Object.fromEntries(
    COMPATIBILITY_QUESTIONS.map((q) => [
      q,
      fc.record({
        accepted: fc.subarray([...QUESTION_OPTIONS[q]], { minLength: 1 }),
        importance: fc.constantFrom(...PREFERENCE_IMPORTANCES),
      }),
    ]),
  ),
  { requiredKeys: [] },
) as fc.Arbitrary<CompatibilityPreferences>;

/** Profiles that may state preferences and an intention. */
export const statedProfileArb: fc.Arbitrary<MatchProfile> = fc
  .tuple(inputArb, preferencesArb, fc.constantFrom(null, ...RELATIONSHIP_GOALS))
  .map(([input, preferences, goal]) => encodeProfile({ ...input, preferences, goal }));

/**
 * A deterministic stream of random profiles (mulberry32), for pool-sized tests. With `stated` > 0, that
 * share of them also state preferences on a few questions (some mandatory) and an intention.
 */
export function randomProfiles(count: number, seed = 1, stated = 0): MatchProfile[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return Array.from({ length: count }, () => {
    const interests = INTERESTS.filter(() => next() < 0.35);
    for (const i of INTERESTS) if (interests.length < 3 && !interests.includes(i) && next() < 0.5) interests.push(i);
    while (interests.length < 3) interests.push(INTERESTS.find((i) => !interests.includes(i)) ?? 'music');
    const answers = Object.fromEntries(COMPATIBILITY_QUESTIONS.map((q) => [q, pick(QUESTION_OPTIONS[q])]));
    return encodeProfile({
      age: 18 + Math.floor(next() * 50),
      interests,
      sliders: {
        extraversion: next() * 100,
        aventure: next() * 100,
        emotion: next() * 100,
        planification: next() * 100,
        social: next() * 100,
      },
      answers: answers as CompatibilityAnswers,
      bio: pick(BIOS),
      typePreference: pick(SOUGHT),
      ...(stated > 0 && next() < stated ? statedOf() : {}),
    });
  });

  function statedOf(): Pick<MatchProfileInput, 'preferences' | 'goal'> {
    const preferences: Record<string, { accepted: string[]; importance: string }> = {};
    for (const q of COMPATIBILITY_QUESTIONS) {
      if (next() > 0.3) continue;
      const accepted = QUESTION_OPTIONS[q].filter(() => next() < 0.6);
      preferences[q] = {
        accepted: accepted.length ? accepted : [pick(QUESTION_OPTIONS[q])],
        importance: pick(PREFERENCE_IMPORTANCES),
      };
    }
    return {
      preferences: preferences as CompatibilityPreferences,
      goal: next() < 0.3 ? null : pick(RELATIONSHIP_GOALS),
    };
  }
}

/** A pool entry for tests: a man seeking women, any age, visible; `patch` changes what a test needs. */
export const poolMember = (profile: MatchProfile, patch: Partial<PoolMember> = {}): PoolMember => ({
  profile,
  gender: 'homme',
  seeking: ['femme'],
  ageMin: 18,
  ageMax: 99,
  visible: true,
  ...patch,
});

/** The viewer of a ranking in tests: a woman seeking men, any age, with no model of her own yet. */
export const poolViewer = (profile: MatchProfile, patch: Partial<PoolViewer> = {}): PoolViewer => ({
  id: 'viewer',
  profile,
  gender: 'femme',
  seeking: ['homme'],
  ageMin: 18,
  ageMax: 99,
  visible: true,
  model: null,
  ...patch,
});
