// Stated preferences (issue 34, decision 062): the answers a member accepts from a partner on each
// compatibility question, how much each matters, and a relationship intention. They enter the engine in
// three places: each side's satisfaction (blended with the questionnaire's, so the affinity stays a
// geometric mean of the two sides), the two-way filters (a mandatory answer, two different sure
// intentions), and the chance that one likes the other before any swipe (a logit offset).
import { popcount32 } from './concepts.js';
import { STATED_IMPORTANCE_WEIGHTS, type MatchProfile } from './profile.js';

/** Importance weights by level, in the order of `MatchProfile.statedRejected`. */
export const STATED_LEVEL_WEIGHTS: readonly number[] = [
  STATED_IMPORTANCE_WEIGHTS.little,
  STATED_IMPORTANCE_WEIGHTS.somewhat,
  STATED_IMPORTANCE_WEIGHTS.very,
  STATED_IMPORTANCE_WEIGHTS.mandatory,
];

/** `MatchProfile.goal` values. */
export const GOAL_SERIOUS = 1;
export const GOAL_CASUAL = 2;

/**
 * Logits of "likes" per unit of stated share between a partner who meets every stated preference and
 * one who meets none: `STATED_LOGIT · 2 · share · (2P − 1)`, so at most ±STATED_LOGIT for someone
 * who stated a lot (share 0.5), ±1 for a single "very" (share 0.25). Chosen, not fitted (decision 062).
 */
export const STATED_LOGIT = 2;

/**
 * Logits added when both are sure of the same intention (both serious, or both casual): what fits is
 * known, where an unsaid intention might clash. Chosen, not fitted (decision 062).
 */
export const SHARED_GOAL_LOGIT = 0.5;

/** Importance-weighted share of `self`'s stated preferences that `other`'s answers meet, 0–1; null: none stated. */
export function statedSatisfaction(self: MatchProfile, other: MatchProfile): number | null {
  if (self.statedWeight <= 0) return null;
  return 1 - statedMisses(self, other.answerBits) / self.statedWeight;
}

/** Σ of the importance weights of `self`'s stated questions that answers `bits` (one-hot) fail. */
export function statedMisses(self: MatchProfile, bits: number): number {
  const r = self.statedRejected;
  let missed = 0;
  for (let level = 0; level < STATED_LEVEL_WEIGHTS.length; level++) {
    const hits = (r[level] ?? 0) & bits;
    if (hits !== 0) missed += (STATED_LEVEL_WEIGHTS[level] ?? 0) * popcount32(hits);
  }
  return missed;
}

/** `self`'s questionnaire satisfaction with `other`, blended with their stated preferences' (unchanged when none). */
export function blendStated(questionnaire: number, self: MatchProfile, other: MatchProfile): number {
  const stated = statedSatisfaction(self, other);
  if (stated === null) return questionnaire;
  return (1 - self.statedShare) * questionnaire + self.statedShare * stated;
}

/**
 * What `self`'s stated preferences say of `self` liking `other`, as a logit offset (0 when nothing is
 * stated): the ranking adds it to P(self likes other) before any swipe, and learning from swipes goes
 * on on top of it.
 */
export function statedLogit(self: MatchProfile, other: MatchProfile): number {
  const stated = statedSatisfaction(self, other);
  const goal = sameSureGoal(self.goal, other.goal) ? SHARED_GOAL_LOGIT : 0;
  return (stated === null ? 0 : STATED_LOGIT * 2 * self.statedShare * (2 * stated - 1)) + goal;
}

/** Both sure of the same intention. */
export function sameSureGoal(a: number, b: number): boolean {
  return a === b && (a === GOAL_SERIOUS || a === GOAL_CASUAL);
}

/** Two members both sure of different intentions (serious and casual); "unsure" or unsaid never clash. */
export function goalsClash(a: number, b: number): boolean {
  return (a === GOAL_SERIOUS && b === GOAL_CASUAL) || (a === GOAL_CASUAL && b === GOAL_SERIOUS);
}

/**
 * The stated two-way filters: neither has a mandatory preference the other's answer fails, and they are
 * not both sure of different intentions. The one rule: the pool's filters and the server's checks of
 * fresh rows both use it (CandidatePool inlines the same bit tests).
 */
export function statedPreferencesAllow(a: MatchProfile, b: MatchProfile): boolean {
  return (a.forbidden & b.answerBits) === 0 && (b.forbidden & a.answerBits) === 0 && !goalsClash(a.goal, b.goal);
}
