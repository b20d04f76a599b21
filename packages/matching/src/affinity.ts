// The affinity of two people, written for clarity (the ranking loop in pool.ts computes the same
// numbers from precomputed tables). Each side's satisfaction is a weighted mean of its dimensions;
// the pair's affinity is the geometric mean of the two satisfactions, so it is symmetric and a
// one-sided fit (one loves the other's profile, the other does not) cannot score high.
import { COMPATIBILITY_QUESTIONS, PERSONALITY_AXES } from '@affinia/contract';
import { popcount32 } from './concepts.js';
import type { MatchProfile } from './profile.js';
import { blendStated, statedSatisfaction } from './stated.js';
import {
  BREAKDOWN_KEYS,
  INTEREST_ENOUGH,
  INTEREST_FLOOR,
  PERSONALITY_AXIS_WEIGHTS,
  PERSONALITY_SHARPNESS,
  QUESTION_DIMENSION,
  TABLES,
  TEXT_ENOUGH,
  TEXT_FLOOR,
  WEIGHTS,
  type BreakdownKey,
} from './tables.js';

/**
 * One side's view: each part in [0, 1], `null` when it does not apply (no "type sought" written).
 * `questionnaire` is the weighted mean of the parts; `stated` how well the other meets this side's stated
 * preferences (null: none stated); `total` the two blended (decision 062), equal to `questionnaire`
 * when nothing is stated.
 */
export type Satisfaction = {
  total: number;
  questionnaire: number;
  stated: number | null;
  parts: Record<BreakdownKey, number | null>;
};

/** Per-dimension pair scores 0–100 (a key is absent when it applies to neither side). */
export type Breakdown = Partial<Record<BreakdownKey, number>>;

export type PairScore = {
  /** Integer 0–100: what users see. */
  affinity: number;
  /** The unrounded geometric mean, 0–1. */
  exact: number;
  /** [a's satisfaction with b, b's satisfaction with a]. */
  satisfaction: [number, number];
  breakdown: Breakdown;
};

const AXIS_WEIGHTS = PERSONALITY_AXES.map((a) => PERSONALITY_AXIS_WEIGHTS[a]);
const AXIS_WEIGHT_SUM = AXIS_WEIGHTS.reduce((s, w) => s + w, 0);

/** Personality closeness from the five sliders; symmetric. */
export function personalityCloseness(a: Uint8Array, b: Uint8Array): number {
  let distance = 0;
  for (let k = 0; k < AXIS_WEIGHTS.length; k++)
    distance += (AXIS_WEIGHTS[k] ?? 0) * Math.abs((a[k] ?? 0) - (b[k] ?? 0));
  return Math.max(0, 1 - (PERSONALITY_SHARPNESS * distance) / (100 * AXIS_WEIGHT_SUM));
}

/** Share of one's own interests the other has too, with a floor; asymmetric. */
export function interestSatisfaction(shared: number, ownCount: number): number {
  return INTEREST_FLOOR + (1 - INTEREST_FLOOR) * Math.min(1, shared / Math.max(1, Math.min(ownCount, INTEREST_ENOUGH)));
}

/** Share of the qualities one asked for that the other's profile shows, with a floor. */
export function textSatisfaction(found: number, soughtCount: number): number {
  return TEXT_FLOOR + (1 - TEXT_FLOOR) * Math.min(1, found / Math.min(soughtCount, TEXT_ENOUGH));
}

/** How satisfied `self` would be with `other`. */
export function satisfaction(self: MatchProfile, other: MatchProfile): Satisfaction {
  const parts: Record<BreakdownKey, number | null> = {
    values: 0,
    life_goals: 0,
    lifestyle: 0,
    communication: 0,
    conflict: 0,
    social_life: 0,
    affection: 0,
    personality: personalityCloseness(self.sliders, other.sliders),
    interests: interestSatisfaction(popcount32(self.interests & other.interests), self.interestCount),
    text: self.soughtCount > 0 ? textSatisfaction(popcount32(self.sought & other.concepts), self.soughtCount) : null,
  };
  COMPATIBILITY_QUESTIONS.forEach((q, i) => {
    const { dimension, share } = QUESTION_DIMENSION[q];
    const cell = TABLES[q][self.answers[i] ?? 0]?.[other.answers[i] ?? 0];
    parts[dimension] = (parts[dimension] ?? 0) + share * (cell?.score ?? 0);
  });
  let sum = 0;
  let weight = 0;
  for (const key of BREAKDOWN_KEYS) {
    const part = parts[key];
    if (part === null) continue;
    sum += WEIGHTS[key] * part;
    weight += WEIGHTS[key];
  }
  const questionnaire = sum / weight;
  return {
    total: blendStated(questionnaire, self, other),
    questionnaire,
    stated: statedSatisfaction(self, other),
    parts,
  };
}

export function combine(satisfactionA: number, satisfactionB: number): number {
  return Math.sqrt(satisfactionA * satisfactionB);
}

export function toAffinity(exact: number): number {
  return Math.max(0, Math.min(100, Math.round(100 * exact)));
}

/** Reciprocal affinity of a pair with its per-dimension breakdown; scorePair(a, b) mirrors scorePair(b, a). */
export function scorePair(a: MatchProfile, b: MatchProfile): PairScore {
  const sa = satisfaction(a, b);
  const sb = satisfaction(b, a);
  const breakdown: Breakdown = {};
  for (const key of BREAKDOWN_KEYS) {
    const pa = sa.parts[key];
    const pb = sb.parts[key];
    const value = pa !== null && pb !== null ? Math.sqrt(pa * pb) : (pa ?? pb);
    if (value !== null) breakdown[key] = Math.round(100 * value);
  }
  const exact = combine(sa.total, sb.total);
  return { affinity: toAffinity(exact), exact, satisfaction: [sa.total, sb.total], breakdown };
}
