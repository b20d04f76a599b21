// Learning from swipes: each person has an online logistic model that predicts whether they will like
// a candidate from the candidate's features (interests, sliders, answers, age) and from how well the
// candidate fits them on each dimension. Every swipe is one stochastic-gradient step, so a few likes
// and dislikes already shift what ranks first; L2 shrinkage keeps early swipes from overfitting.
// The same model, applied the other way round, estimates whether a candidate would like the viewer back.
import { COMPATIBILITY_QUESTIONS, INTERESTS, PERSONALITY_AXES } from '@affinia/contract';
import { satisfaction } from './affinity.js';
import type { MatchProfile } from './profile.js';
import { BREAKDOWN_KEYS } from './tables.js';

/** Layout of the feature vector (and of the weights stored per user). */
export const FEATURE_LAYOUT = {
  bias: 0,
  interests: 1,
  sliders: 1 + INTERESTS.length,
  answers: 1 + INTERESTS.length + PERSONALITY_AXES.length,
  dimensions: 1 + INTERESTS.length + PERSONALITY_AXES.length + 4 * COMPATIBILITY_QUESTIONS.length,
  ageGap: 1 + INTERESTS.length + PERSONALITY_AXES.length + 4 * COMPATIBILITY_QUESTIONS.length + BREAKDOWN_KEYS.length,
  ageDistance:
    2 + INTERESTS.length + PERSONALITY_AXES.length + 4 * COMPATIBILITY_QUESTIONS.length + BREAKDOWN_KEYS.length,
} as const;
export const FEATURE_COUNT = FEATURE_LAYOUT.ageDistance + 1;

/** Step size of the first swipe; it decays as 1/√(1 + n/25) so a long history is not overwritten. */
export const LEARNING_RATE = 0.3;
export const L2 = 0.001;

export type PreferenceModel = { weights: Float32Array; swipes: number };

export function newModel(): PreferenceModel {
  return { weights: new Float32Array(FEATURE_COUNT), swipes: 0 };
}

/** A model read back from storage; anything of the wrong shape (older layout) starts over. */
export function restoreModel(weights: readonly number[] | null | undefined, swipes: number): PreferenceModel {
  if (!weights || weights.length !== FEATURE_COUNT || weights.some((w) => !Number.isFinite(w))) return newModel();
  return { weights: Float32Array.from(weights), swipes };
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** Features of `target` as seen by `evaluator`. */
export function pairFeatures(
  evaluator: MatchProfile,
  target: MatchProfile,
  out: Float32Array = new Float32Array(FEATURE_COUNT),
): Float32Array {
  out.fill(0);
  out[FEATURE_LAYOUT.bias] = 1;
  for (let i = 0; i < INTERESTS.length; i++) out[FEATURE_LAYOUT.interests + i] = (target.interests >>> i) & 1;
  for (let k = 0; k < PERSONALITY_AXES.length; k++)
    out[FEATURE_LAYOUT.sliders + k] = ((target.sliders[k] ?? 50) - 50) / 50;
  for (let q = 0; q < COMPATIBILITY_QUESTIONS.length; q++) {
    out[FEATURE_LAYOUT.answers + 4 * q + (target.answers[q] ?? 0)] = 1;
  }
  const parts = satisfaction(evaluator, target).parts;
  BREAKDOWN_KEYS.forEach((key, i) => {
    const part = parts[key];
    out[FEATURE_LAYOUT.dimensions + i] = part === null ? 0 : 2 * part - 1;
  });
  const gap = clamp((target.age - evaluator.age) / 10, -3, 3);
  out[FEATURE_LAYOUT.ageGap] = gap;
  out[FEATURE_LAYOUT.ageDistance] = Math.abs(gap);
  return out;
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function logit(model: PreferenceModel, features: Float32Array): number {
  let z = 0;
  for (let i = 0; i < FEATURE_COUNT; i++) z += (model.weights[i] ?? 0) * (features[i] ?? 0);
  return z;
}

/** P(the model's owner likes the candidate these features describe). 0.5 for a new model. */
export function predictLike(model: PreferenceModel, features: Float32Array): number {
  return sigmoid(logit(model, features));
}

/**
 * One swipe, one gradient step on the log-loss (in place); returns the same model. `offset` is a logit
 * added to the model's own (the population model's, see CandidatePool.populationLogit): the personal
 * model then learns only how its owner differs from everyone, and a few swipes go further.
 */
export function learnSwipe(
  model: PreferenceModel,
  features: Float32Array,
  liked: boolean,
  offset = 0,
): PreferenceModel {
  const error = (liked ? 1 : 0) - sigmoid(logit(model, features) + offset);
  const rate = LEARNING_RATE / Math.sqrt(1 + model.swipes / 25);
  const w = model.weights;
  for (let i = 0; i < FEATURE_COUNT; i++) {
    const shrink = i === FEATURE_LAYOUT.bias ? 0 : L2 * (w[i] ?? 0);
    w[i] = (w[i] ?? 0) + rate * (error * (features[i] ?? 0) - shrink);
  }
  model.swipes += 1;
  return model;
}
