// A person as the engine sees them: the questionnaire turned once into small integers and bit masks,
// so that comparing two people never touches strings again.
import {
  COMPATIBILITY_QUESTIONS,
  INTERESTS,
  PERSONALITY_AXES,
  QUESTION_OPTIONS,
  RELATIONSHIP_GOALS,
  type CompatibilityAnswers,
  type CompatibilityPreferences,
  type Interest,
  type PersonalityAxis,
  type PreferenceImportance,
  type RelationshipGoal,
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
  /** Stated preferences (issue 34): per question, the answers accepted from a partner and how much it matters. */
  preferences?: CompatibilityPreferences;
  /** What they are looking for (issue 34); absent or null: not said. */
  goal?: RelationshipGoal | null;
};

/**
 * How much a stated preference weighs, OkCupid's scale (a little 1, somewhat 10, very 50, mandatory 250):
 * each step is worth several of the one below, so one "very" outweighs four "somewhat" (decision 062).
 */
export const STATED_IMPORTANCE_WEIGHTS: Readonly<Record<PreferenceImportance, number>> = {
  little: 1,
  somewhat: 10,
  very: 50,
  mandatory: 250,
};
/** Importance levels in the order of `MatchProfile.statedRejected`. */
const IMPORTANCE_LEVELS: readonly PreferenceImportance[] = ['little', 'somewhat', 'very', 'mandatory'];
/**
 * The share of a side's satisfaction that its stated preferences take: `STATED_MAX_SHARE · W / (W +
 * STATED_HALF_WEIGHT)` for stated weights summing to W. One "very" takes a quarter, a single "little"
 * almost nothing, and however much is stated the questionnaire keeps at least half (decision 062).
 */
export const STATED_MAX_SHARE = 0.5;
export const STATED_HALF_WEIGHT = 50;
/** `MatchProfile.goal`: 0 unsaid, then RELATIONSHIP_GOALS' order plus one (1 serious, 2 casual, 3 unsure). */
export const GOAL_UNSAID = 0;

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
  /** The eight answers one-hot: bit 4q + option of question q (the stated preferences are read against it). */
  answerBits: number;
  /**
   * Stated preferences: by importance level (little, somewhat, very, mandatory), the options *not*
   * accepted on the questions stated at that level, as bits 4q + option. All zero: nothing stated.
   */
  statedRejected: Uint32Array;
  /** Per question, 0 when nothing is stated, else the importance level + 1 (1 little … 4 mandatory). */
  statedLevel: Uint8Array;
  /** Σ of the stated questions' importance weights (0: nothing stated). */
  statedWeight: number;
  /** The share of this side's satisfaction its stated preferences take (0: nothing stated). */
  statedShare: number;
  /** `statedRejected` at the mandatory level: answers that rule a partner out (a two-way filter). */
  forbidden: number;
  /** 0 unsaid, 1 serious, 2 casual, 3 unsure (see GOAL_UNSAID). */
  goal: number;
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
  let answerBits = 0;
  answers.forEach((option, q) => (answerBits |= 1 << (4 * q + option)));
  const statedRejected = new Uint32Array(IMPORTANCE_LEVELS.length);
  const statedLevel = new Uint8Array(COMPATIBILITY_QUESTIONS.length);
  let statedWeight = 0;
  COMPATIBILITY_QUESTIONS.forEach((q, i) => {
    const preference = input.preferences?.[q];
    if (!preference || preference.accepted.length === 0) return;
    const options = QUESTION_OPTIONS[q] as readonly string[];
    let accepted = 0;
    for (const id of preference.accepted as readonly string[]) {
      const option = options.indexOf(id);
      if (option < 0) throw new Error(`unknown accepted answer ${id} to ${q}`);
      accepted |= 1 << option;
    }
    const level = IMPORTANCE_LEVELS.indexOf(preference.importance);
    if (level < 0) throw new Error(`unknown importance ${String(preference.importance)} for ${q}`);
    const rejected = ~accepted & 0xf;
    statedRejected[level] = ((statedRejected[level] ?? 0) | (rejected << (4 * i))) >>> 0;
    statedWeight += STATED_IMPORTANCE_WEIGHTS[preference.importance];
    statedLevel[i] = level + 1;
  });
  const goal = input.goal ? RELATIONSHIP_GOALS.indexOf(input.goal) + 1 : GOAL_UNSAID;
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
    answerBits: answerBits >>> 0,
    statedRejected,
    statedLevel,
    statedWeight,
    statedShare: statedWeight > 0 ? (STATED_MAX_SHARE * statedWeight) / (statedWeight + STATED_HALF_WEIGHT) : 0,
    forbidden: statedRejected[3] ?? 0,
    goal: Math.max(GOAL_UNSAID, goal),
  };
}
