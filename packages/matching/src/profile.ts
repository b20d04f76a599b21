// A person as the engine sees them: the questionnaire turned once into small integers and bit masks,
// so that comparing two people never touches strings again.
import {
  COMPATIBILITY_QUESTIONS,
  INTERESTS,
  PERSONALITY_AXES,
  QUESTION_OPTIONS,
  type CompatibilityAnswers,
  type Interest,
  type PersonalityAxis,
} from '@affinia/contract';
import { conceptsOfAnswers, conceptsOfText, popcount32 } from './concepts.js';

/** What the engine needs from a completed questionnaire (plus age, for learning). */
export type MatchProfileInput = {
  age: number;
  interests: readonly string[];
  sliders: Readonly<Record<PersonalityAxis, number>>;
  answers: CompatibilityAnswers;
  bio: string;
  typePreference: string;
};

export type MatchProfile = {
  age: number;
  /** Option index (0–3) per question, in COMPATIBILITY_QUESTIONS order. */
  answers: Uint8Array;
  /** The same eight answers packed two bits each: question q at bits 2q..2q+1. */
  answerCode: number;
  /** Interest bit i set when INTERESTS[i] is chosen. */
  interests: number;
  interestCount: number;
  /** Slider values 0–100 in PERSONALITY_AXES order. */
  sliders: Uint8Array;
  /** Concepts of the self-description: bio + interests + what sliders and answers say. */
  concepts: number;
  /** Concepts of the bio alone (openers and reasons quote them). */
  bioConcepts: number;
  /** Concepts asked for in "type of person sought"; 0 when nothing recognisable was written. */
  sought: number;
  soughtCount: number;
};

const clampSlider = (v: number) => Math.max(0, Math.min(100, Math.round(Number.isFinite(v) ? v : 50)));

export function interestMask(interests: readonly string[]): number {
  let mask = 0;
  for (const interest of interests) {
    const i = INTERESTS.indexOf(interest as Interest);
    if (i >= 0) mask |= 1 << i;
  }
  return mask;
}

export function interestsOfMask(mask: number): Interest[] {
  return INTERESTS.filter((_, i) => ((mask >>> i) & 1) === 1);
}

/** Builds the compact form once per person (at index load or when a profile changes). */
export function encodeProfile(input: MatchProfileInput): MatchProfile {
  const answers = new Uint8Array(COMPATIBILITY_QUESTIONS.length);
  let answerCode = 0;
  COMPATIBILITY_QUESTIONS.forEach((q, i) => {
    const option = (QUESTION_OPTIONS[q] as readonly string[]).indexOf(input.answers[q]);
    if (option < 0) throw new Error(`unknown answer ${String(input.answers[q])} to ${q}`);
    answers[i] = option;
    answerCode |= option << (2 * i);
  });
  const sliders = new Uint8Array(PERSONALITY_AXES.length);
  PERSONALITY_AXES.forEach((axis, i) => (sliders[i] = clampSlider(input.sliders[axis])));
  const interests = interestMask(input.interests);
  const validInterests = INTERESTS.filter((_, i) => ((interests >>> i) & 1) === 1);
  const bioConcepts = conceptsOfText(input.bio);
  const sought = conceptsOfText(input.typePreference);
  return {
    age: input.age,
    answers,
    answerCode,
    interests,
    interestCount: validInterests.length,
    sliders,
    concepts: (bioConcepts | conceptsOfAnswers(validInterests, input.sliders, input.answers)) >>> 0,
    bioConcepts,
    sought,
    soughtCount: popcount32(sought),
  };
}
