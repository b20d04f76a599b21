// Questionnaire answers that hang together: five sliders drawn from correlated normal scores (outgoing
// people tend to like groups, adventurous ones plan less, and both drift with age), then interests and
// the eight compatibility answers chosen with probabilities that follow those sliders. An adventurous
// person is not forced to answer "outdoors", just much more likely to.
import {
  COMPATIBILITY_QUESTIONS,
  INTERESTS,
  QUESTION_OPTIONS,
  SLIDER_MAX,
  SLIDER_MIN,
  type CompatibilityAnswers,
  type CompatibilityQuestion,
  type Gender,
  type Interest,
  type PersonalityAxis,
} from '@affinia/contract';
import type { Rng } from './prng.js';

export type Sliders = Record<PersonalityAxis, number>;

export type Questionnaire = {
  sliders: Sliders;
  interests: Interest[];
  answers: CompatibilityAnswers;
};

const clampSlider = (v: number) => Math.max(SLIDER_MIN, Math.min(SLIDER_MAX, Math.round(v)));

export function drawSliders(rng: Rng, age: number): Sliders {
  const [z1, z2, z3, z4, z5] = [rng.normal(), rng.normal(), rng.normal(), rng.normal(), rng.normal()] as const;
  const ageShift = (age - 35) / 10;
  const raw: Sliders = {
    extraversion: 52 + 20 * z1,
    aventure: 55 + 19 * (0.35 * z1 + 0.94 * z2) - 3.5 * ageShift,
    emotion: 52 + 20 * z3,
    planification: 50 + 19 * (-0.35 * z2 + 0.94 * z4) + 2.5 * ageShift,
    social: 50 + 20 * (0.65 * z1 + 0.76 * z5) - 1.5 * ageShift,
  };
  const sliders = {} as Sliders;
  for (const axis of Object.keys(raw) as PersonalityAxis[]) {
    let value = clampSlider(raw[axis]);
    // People drag sliders roughly: a fair share of values land on round numbers.
    if (rng.chance(0.3)) value = clampSlider(Math.round(value / 5) * 5);
    sliders[axis] = value;
  }
  return sliders;
}

/** Slider as a score from -1 (left end) to +1 (right end). */
type Centered = { E: number; A: number; M: number; P: number; S: number };
const center = (s: Sliders): Centered => ({
  E: (s.extraversion - 50) / 50,
  A: (s.aventure - 50) / 50,
  M: (s.emotion - 50) / 50,
  P: (s.planification - 50) / 50,
  S: (s.social - 50) / 50,
});

/** Picks one of several options whose scores are turned into probabilities (softmax). */
function softPick<T>(rng: Rng, scored: readonly (readonly [T, number])[], temperature: number): T {
  return rng.weighted(scored.map(([v, score]) => [v, Math.exp(score / temperature)] as const));
}

const INTEREST_COUNTS = [
  [3, 20],
  [4, 30],
  [5, 25],
  [6, 15],
  [7, 10],
] as const;

function drawInterests(rng: Rng, s: Sliders, age: number, gender: Gender): Interest[] {
  const { E, A, M, P, S } = center(s);
  const older = age >= 50 ? 1 : 0;
  const score: Record<Interest, number> = {
    music: 0.9 + 0.2 * E,
    cinema: 0.8 - 0.1 * A,
    travel: 0.4 + 1.3 * A,
    sport: 0.2 + 0.8 * A + 0.4 * E - 0.3 * older,
    reading: 0.3 - 0.7 * E + 0.3 * M + 0.3 * older,
    cooking: 0.5 + 0.3 * P + 0.2 * older,
    art: 0.1 + 0.8 * M,
    technology: 0.0 + 0.5 * P - 0.5 * M + { homme: 0.3, femme: -0.1, non_binaire: 0.1 }[gender],
    nature: 0.3 + 0.9 * A - 0.3 * S + 0.2 * older,
    photography: 0.1 + 0.5 * A + 0.3 * M,
    dance: 0.0 + 0.9 * E + 0.5 * S - 0.3 * older,
    yoga: 0.0 + 0.6 * M - 0.3 * E + { homme: -0.3, femme: 0.3, non_binaire: 0 }[gender],
  };
  const count = rng.weighted(INTEREST_COUNTS);
  const pool: [Interest, number][] = INTERESTS.map((i) => [i, score[i]]);
  const chosen: Interest[] = [];
  while (chosen.length < count) {
    const pick = softPick(rng, pool, 0.5);
    chosen.push(pick);
    pool.splice(
      pool.findIndex(([i]) => i === pick),
      1,
    );
  }
  // The questionnaire lists interests in its own order; saved profiles keep that order too.
  return INTERESTS.filter((i) => chosen.includes(i));
}

type Option<Q extends CompatibilityQuestion> = (typeof QUESTION_OPTIONS)[Q][number];
type Scorer<Q extends CompatibilityQuestion> = (
  c: Centered,
  ctx: { age: number; has: (...interests: Interest[]) => number },
) => Record<Option<Q>, number>;

const SCORERS: { [Q in CompatibilityQuestion]: Scorer<Q> } = {
  weekend: ({ E, A, M, S }, { has }) => ({
    outdoors: 0.2 + 1.2 * A + 0.6 * has('nature', 'sport'),
    cozy: 0.2 - 0.9 * E - 0.4 * A + 0.3 * has('cinema', 'reading'),
    friends: 0.2 + 1.0 * S + 0.5 * E,
    culture: 0.1 + 0.6 * has('art', 'cinema', 'reading', 'photography') + 0.3 * M,
  }),
  conflict: ({ E, A, M, P }) => ({
    talk_now: 0.1 + 0.6 * E + 0.5 * M,
    cool_down: 0.1 - 0.6 * E - 0.3 * M,
    compromise: 0.3 + 0.5 * P,
    humour: 0.5 * E + 0.4 * A - 0.3 * P,
  }),
  future: ({ A, M, P }, { age, has }) => ({
    family: 0.3 + 0.5 * P + 0.4 * M + (age >= 27 && age <= 42 ? 0.5 : age > 55 ? -0.6 : 0),
    career: 0.1 + 0.6 * P - 0.4 * M + (age < 35 ? 0.3 : -0.3),
    travel: 1.2 * A + 0.7 * has('travel'),
    stability: 0.2 + 0.6 * P - 0.8 * A + (age > 45 ? 0.5 : 0),
  }),
  communication: ({ E, A, M, P, S }) => ({
    constant: 0.6 * M + 0.5 * E,
    daily: 0.3 + 0.4 * P,
    quality: 0.4 - 0.2 * E,
    space: -0.7 * E - 0.5 * S + 0.3 * A,
  }),
  lifestyle: ({ E, A, S }, { age, has }) => ({
    active: 0.1 + 0.9 * A + 0.7 * has('sport', 'dance'),
    balanced: 0.5,
    calm: 0.1 - 0.7 * E - 0.6 * A + (age > 50 ? 0.5 : 0),
    nightlife: -0.2 + 0.8 * E + 0.6 * S + (age < 32 ? 0.5 : age > 45 ? -0.8 : 0),
  }),
  values: ({ A, M, P }, { age }) => ({
    honesty: 0.6,
    loyalty: 0.3 + 0.5 * M + 0.3 * P,
    freedom: 1.0 * A - 0.4 * P,
    ambition: 0.6 * P - 0.4 * M + (age < 40 ? 0.2 : 0),
  }),
  expression: ({ E, M, P, S }) => ({
    words: 0.2 + 0.6 * E,
    touch: 0.2 + 0.6 * M,
    time: 0.3 - 0.2 * E + 0.2 * S,
    acts: 0.2 + 0.6 * P - 0.3 * M,
  }),
  social_life: ({ E, S }) => ({
    homebody: -1.5 * S - 0.5 * E,
    small_circle: 0.5 - 0.5 * S,
    outgoing: 0.2 + 0.8 * S,
    very_social: -0.3 + 1.5 * S + 0.6 * E,
  }),
};

function answer<Q extends CompatibilityQuestion>(
  rng: Rng,
  question: Q,
  c: Centered,
  ctx: Parameters<Scorer<Q>>[1],
): Option<Q> {
  const scores = (SCORERS[question] as Scorer<Q>)(c, ctx);
  const options = QUESTION_OPTIONS[question] as readonly Option<Q>[];
  return softPick(
    rng,
    options.map((o) => [o, scores[o]] as const),
    0.45,
  );
}

export function drawQuestionnaire(rng: Rng, age: number, gender: Gender): Questionnaire {
  const sliders = drawSliders(rng, age);
  const interests = drawInterests(rng, sliders, age, gender);
  const c = center(sliders);
  const ctx = { age, has: (...list: Interest[]) => (list.some((i) => interests.includes(i)) ? 1 : 0) };
  const answers = {} as Record<CompatibilityQuestion, string>;
  for (const q of COMPATIBILITY_QUESTIONS) answers[q] = answer(rng, q, c, ctx);
  return { sliders, interests, answers: answers as CompatibilityAnswers };
}

export type Preferences = { seekingGenders: Gender[]; ageMin: number; ageMax: number };

/** Whom non-binary people seek: most are open to everyone, others to women, men or non-binary people. */
const NON_BINARY_SEEKING: readonly (readonly [Gender[], number])[] = [
  [['homme', 'femme', 'non_binaire'], 45],
  [['femme'], 15],
  [['homme'], 12],
  [['femme', 'non_binaire'], 12],
  [['homme', 'non_binaire'], 8],
  [['non_binaire'], 8],
];

/** How many years below and above their own age people look: [least, most] below, then above. */
const AGE_WINDOW: Readonly<Record<Gender, readonly [number, number, number, number]>> = {
  homme: [3, 11, 1, 6],
  femme: [1, 7, 3, 11],
  non_binaire: [2, 9, 2, 9],
};

/**
 * Who they are looking for: mostly the other gender, some the same, some both or everyone (decision
 * 054); an age window around their own age, men's reaching further down and women's further up, as
 * dating-site studies observe, non-binary people's in between.
 */
export function drawPreferences(rng: Rng, age: number, gender: Gender): Preferences {
  const seekingGenders =
    gender === 'non_binaire'
      ? [...rng.weighted(NON_BINARY_SEEKING)]
      : rng.weighted<Gender[]>([
          [[gender === 'homme' ? 'femme' : 'homme'], 90],
          [[gender], 5],
          [['femme', 'homme'], 3],
          [['homme', 'femme', 'non_binaire'], 2],
        ]);
  const widen = 1 + Math.max(0, age - 30) / 40;
  const [belowMin, belowMax, aboveMin, aboveMax] = AGE_WINDOW[gender];
  const below = Math.round(rng.int(belowMin, belowMax) * widen);
  const above = Math.round(rng.int(aboveMin, aboveMax) * widen);
  let ageMin = Math.max(18, age - below);
  let ageMax = Math.min(99, age + above);
  // Many people type round bounds (25–35) rather than exact ones.
  if (rng.chance(0.5)) {
    ageMin = Math.max(18, Math.floor(ageMin / 5) * 5);
    ageMax = Math.min(99, Math.ceil(ageMax / 5) * 5);
  }
  if (ageMax - ageMin < 4) ageMax = Math.min(99, ageMin + 4);
  return { seekingGenders, ageMin, ageMax };
}
