// Collaborative signals (issue 20): what a member's swipes reveal about their taste, in the feature
// space of the logistic model (`pairFeatures`: the target's interests, sliders, answers, the swiper's
// satisfaction on each dimension, the age gap). Per member, two running sums: the features of the
// people they liked and of the people they passed on. Their difference of means is a linear
// discriminant (LDA with a diagonal covariance): "the people c liked look like this, the people c
// passed on like that". How a viewer resembles the people c liked then estimates P(c likes the viewer)
// on the reciprocal side of the ranking, where c's own logistic model is shrunk hard (c's swipes are
// few) and the questionnaire alone is weak. (Applied to the viewer's own side as well, it counted the
// viewer's swipes twice, on top of their personal model, and lowered matches in the families bench.)
//
// Nothing is tuned to a taste model: each member's difference is shrunk towards the community's by an
// empirical-Bayes factor τ² / (τ² + σ²(1/likes + 1/passes)) per feature, where τ² (how much members
// really differ on that feature) is estimated from the spread of everyone's differences by the method
// of moments; and the discriminant's scale β is learnt online from the swipes themselves (each swipe
// is predicted before it is added, on top of the population model's logit, one Newton step on β).
import { COMPATIBILITY_QUESTIONS } from '@affinia/contract';
import { FEATURE_COUNT, FEATURE_LAYOUT } from './learning.js';
import { RecordArena } from './record-arena.js';

const F = FEATURE_COUNT;
/** Offsets in a member's record: liked sums, passed sums, then the two counts. */
const LIKED = 0;
const PASSED = F;
const LIKES = 2 * F;
const PASSES = 2 * F + 1;
/** Re-estimate the shrinkage (σ², τ²) after this many swipes. */
export const TASTE_REFRESH = 512;
/** Below this many swipes in all, or this many members who both liked and passed, nothing is used. */
const TASTE_MIN_SWIPES = 100;
const TASTE_MIN_MEMBERS = 10;
/** Records the dealbreaker share is estimated on, and the (member, answer) pairs seen it needs. */
const DEALBREAKER_SAMPLE = 2000;
const DEALBREAKER_MIN_PAIRS = 500;
/** The 95th percentile of χ² with one degree of freedom. */
const CHI2_1_AT_5_PERCENT = 3.841;
const QUESTIONS = COMPATIBILITY_QUESTIONS.length;

/** P(an answer seen `seen` times and never liked is a dealbreaker), prior π, like rate otherwise `rate`. */
const dealbreakerPosterior = (pi: number, rate: number, seen: number) => pi / (pi + (1 - pi) * (1 - rate) ** seen);

/** A feature that barely varies among the people swiped on carries no taste. */
const MIN_VARIANCE = 1e-4;

export class RevealedTaste {
  /** Per slot: liked sums, passed sums, likes, passes (a record from a member's first swipe). */
  private readonly records: RecordArena;
  /** Every swiped target's features, summed and squared: their variance σ² per feature. */
  private readonly total = new Float64Array(F);
  private readonly totalSq = new Float64Array(F);
  private swipes = 0;
  private sinceRefresh = 0;
  /** 1/σ² per feature (0 where unused) and the community's mean difference δ. */
  private readonly precision = new Float64Array(F);
  private readonly common = new Float64Array(F);
  /** σ²/τ² per feature, and the features in use (τ² > 0). */
  private readonly noiseRatio = new Float64Array(F);
  private readonly active = new Int32Array(F);
  private activeCount = 0;
  private ready = false;
  /**
   * Moments of the members' differences (liked mean − passed mean), over the members with both likes
   * and passes, kept up to date swipe by swipe so that a refresh is O(features), not O(members): at
   * 100 000 members the full pass paused the event loop ~18 ms every TASTE_REFRESH swipes.
   */
  private readonly diffSum = new Float64Array(F);
  private readonly diffSumSq = new Float64Array(F);
  private members = 0;
  private noiseSum = 0;
  /** Scale of the discriminant on the logit, learnt online, and its accumulated curvature (prior 1). */
  private beta = 0;
  private curvature = 1;
  /**
   * Hidden dealbreakers (issue 34): the share of (member, answer) pairs that rule a partner out, whether
   * stated or not, estimated by EM over a sample of records (`refreshDealbreakers`); 0 until estimated.
   */
  private dealbreakerShare = 0;

  constructor(capacity = 1024) {
    this.records = new RecordArena(2 * F + 2, capacity);
  }

  /** Slots addressable: grown with the pool. */
  grow(capacity: number): void {
    this.records.grow(capacity);
  }

  /** The learnt scale β of the revealed-taste logit (0 until the swipes show it helps). */
  get scale(): number {
    return this.beta;
  }

  /** Forgets a slot (a member removed, or a slot reused). */
  clear(slot: number): void {
    const r = this.records.data(slot);
    if (r) this.addMoments(r, this.records.offset(slot), -1);
    this.records.release(slot);
  }

  /** Adds (sign 1) or removes (−1) one record's difference from the moments, if it has one. */
  private addMoments(r: Float32Array, o: number, sign: 1 | -1): void {
    const likes = r[o + LIKES] ?? 0;
    const passes = r[o + PASSES] ?? 0;
    if (likes === 0 || passes === 0) return;
    this.members += sign;
    this.noiseSum += sign * (1 / likes + 1 / passes);
    const { diffSum, diffSumSq } = this;
    for (let f = 0; f < F; f++) {
      const d = (r[o + LIKED + f] ?? 0) / likes - (r[o + PASSED + f] ?? 0) / passes;
      diffSum[f] = (diffSum[f] ?? 0) + sign * d;
      diffSumSq[f] = (diffSumSq[f] ?? 0) + sign * d * d;
    }
  }

  /** The moments as kept (for tests: they must equal a full pass over the records). */
  moments(): { members: number; noise: number; sum: Float64Array; sumSq: Float64Array } {
    return { members: this.members, noise: this.noiseSum, sum: this.diffSum, sumSq: this.diffSumSq };
  }

  /** Whether this slot has a record with both likes and passes. */
  has(slot: number): boolean {
    const r = this.records.data(slot);
    if (!r) return false;
    const o = this.records.offset(slot);
    return (r[o + LIKES] ?? 0) > 0 && (r[o + PASSES] ?? 0) > 0;
  }

  /** How many likes and passes of this slot are in its record. */
  counts(slot: number): { likes: number; passes: number } {
    const r = this.records.data(slot);
    const o = this.records.offset(slot);
    return { likes: r?.[o + LIKES] ?? 0, passes: r?.[o + PASSES] ?? 0 };
  }

  /**
   * One swipe of `slot` on someone with these features (`pairFeatures(swiper, target)`). First the
   * swipe is predicted from the record so far (out of sample) on top of `offset` (the population
   * model's logit), and β takes one Newton step; then the features join the record. O(features).
   */
  record(slot: number, features: Float32Array, liked: boolean, offset: number): void {
    const raw = this.ready ? this.rawScore(slot, features) : 0;
    if (raw !== 0) {
      const p = 1 / (1 + Math.exp(-(offset + this.beta * raw)));
      this.curvature += p * (1 - p) * raw * raw;
      this.beta += ((liked ? 1 : 0) - p) * (raw / this.curvature);
    }
    const had = this.records.has(slot);
    const r = this.records.ensure(slot);
    const o = this.records.offset(slot);
    if (had) this.addMoments(r, o, -1);
    const at = o + (liked ? LIKED : PASSED);
    for (let f = 0; f < F; f++) {
      const x = features[f] ?? 0;
      r[at + f] = (r[at + f] ?? 0) + x;
      this.total[f] = (this.total[f] ?? 0) + x;
      this.totalSq[f] = (this.totalSq[f] ?? 0) + x * x;
    }
    const count = o + (liked ? LIKES : PASSES);
    r[count] = (r[count] ?? 0) + 1;
    this.addMoments(r, o, 1);
    this.swipes += 1;
    this.sinceRefresh += 1;
    if (
      this.sinceRefresh >= TASTE_REFRESH ||
      (!this.ready && this.swipes >= TASTE_MIN_SWIPES && this.sinceRefresh >= 64)
    )
      this.refresh();
  }

  /** The revealed-taste logit of `slot` liking someone with these features (β applied; 0 if unknown). */
  score(slot: number, features: Float32Array): number {
    const beta = this.beta > 0 ? this.beta : 0;
    if (beta === 0 || !this.ready) return 0;
    return beta * this.rawScore(slot, features);
  }

  /**
   * The member's discriminant applied to `features`, in one pass over the features in use: per
   * feature, their liked-minus-passed difference beyond the community's δ, shrunk by
   * τ²/(τ² + σ²(1/likes + 1/passes)) = 1/(1 + (σ²/τ²)(1/likes + 1/passes)), over σ², times the
   * feature's distance from the mean of the people they were shown. 0 without likes and passes.
   */
  private rawScore(slot: number, features: Float32Array): number {
    const r = this.records.data(slot);
    if (!r) return 0;
    const o = this.records.offset(slot);
    const likes = r[o + LIKES] ?? 0;
    const passes = r[o + PASSES] ?? 0;
    if (likes === 0 || passes === 0) return 0;
    const invLikes = 1 / likes;
    const invPasses = 1 / passes;
    const invN = 1 / (likes + passes);
    const noise = invLikes + invPasses;
    const { active, precision, common, noiseRatio } = this;
    let z = 0;
    for (let k = 0; k < this.activeCount; k++) {
      const f = active[k] as number;
      const liked = r[o + LIKED + f] as number;
      const passed = r[o + PASSED + f] as number;
      const d = liked * invLikes - passed * invPasses - (common[f] as number);
      const shown = (liked + passed) * invN;
      z += ((d * (precision[f] as number)) / (1 + (noiseRatio[f] as number) * noise)) * ((features[f] ?? 0) - shown);
    }
    return z;
  }

  /** Re-estimates σ², δ and τ² from everyone's records (method of moments), from the kept moments. O(features). */
  private refresh(): void {
    this.sinceRefresh = 0;
    const n = this.swipes;
    if (n < TASTE_MIN_SWIPES) return;
    const variance = new Float64Array(F);
    for (let f = 0; f < F; f++) {
      if (f === FEATURE_LAYOUT.bias) continue;
      const mean = (this.total[f] ?? 0) / n;
      const v = (this.totalSq[f] ?? 0) / n - mean * mean;
      variance[f] = v > MIN_VARIANCE ? v : 0;
    }
    const { members, diffSum: sum, diffSumSq: sumSq } = this;
    if (members < TASTE_MIN_MEMBERS) return;
    const noise = this.noiseSum / members;
    let active = 0;
    for (let f = 0; f < F; f++) {
      const v = variance[f] ?? 0;
      const mean = (sum[f] ?? 0) / members;
      // Spread of the members' differences beyond what their few swipes alone would give.
      const between = (sumSq[f] ?? 0) / members - mean * mean - v * noise;
      const used = v > 0 && between > 0;
      this.common[f] = mean;
      this.precision[f] = used ? 1 / v : 0;
      this.noiseRatio[f] = used ? v / between : 0;
      if (used) this.active[active++] = f;
    }
    this.activeCount = active;
    this.ready = true;
    this.refreshDealbreakers();
  }

  /**
   * P(none of these answers rules the viewer out for `slot`), from the slot's swipes on people who gave
   * each answer: one answer the member saw k times and never liked is a dealbreaker with the posterior
   * π / (π + (1 − π)(1 − r)^k), r their like rate; any like on it clears it; never seen, the prior π.
   * 1 while π is unknown or for a slot with no record.
   */
  dealbreakerFree(slot: number, answers: Uint8Array): number {
    const pi = this.dealbreakerShare;
    if (pi <= 0) return 1;
    const r = this.records.data(slot);
    if (!r) return (1 - pi) ** QUESTIONS;
    const o = this.records.offset(slot);
    const rate = ((r[o + LIKES] ?? 0) + 1) / ((r[o + LIKES] ?? 0) + (r[o + PASSES] ?? 0) + 2);
    let free = 1;
    for (let q = 0; q < QUESTIONS; q++) {
      const f = FEATURE_LAYOUT.answers + 4 * q + (answers[q] ?? 0);
      const liked = r[o + LIKED + f] ?? 0;
      if (liked > 0) continue;
      const seen = liked + (r[o + PASSED + f] ?? 0);
      free *= 1 - dealbreakerPosterior(pi, rate, seen);
    }
    return free;
  }

  /**
   * The share π by EM over up to DEALBREAKER_SAMPLE records spread over the slots (O(sample × 32) per
   * step), kept only when the swipes tell it from zero: a likelihood-ratio test against π = 0 at the 5 %
   * level (χ², one degree of freedom). Where people never like some answers only by chance, π stays 0 and
   * nobody's order moves.
   */
  private refreshDealbreakers(): void {
    const slots: number[] = [];
    const step = Math.max(1, Math.floor(this.records.slots / DEALBREAKER_SAMPLE));
    for (let slot = 0; slot < this.records.slots && slots.length < DEALBREAKER_SAMPLE; slot += step)
      if (this.records.has(slot)) slots.push(slot);
    /** Per (member, answer) seen and never liked: (1 − r)^k; and how many pairs had a like. */
    const chance: number[] = [];
    let liked = 0;
    for (const slot of slots) {
      const r = this.records.data(slot) as Float32Array;
      const o = this.records.offset(slot);
      const rate = ((r[o + LIKES] ?? 0) + 1) / ((r[o + LIKES] ?? 0) + (r[o + PASSES] ?? 0) + 2);
      for (let k = 0; k < 4 * QUESTIONS; k++) {
        const f = FEATURE_LAYOUT.answers + k;
        const likes = r[o + LIKED + f] ?? 0;
        const seen = likes + (r[o + PASSED + f] ?? 0);
        if (seen <= 0) continue;
        if (likes > 0) liked += 1;
        else chance.push((1 - rate) ** seen);
      }
    }
    if (chance.length + liked < DEALBREAKER_MIN_PAIRS) return;
    // From the last estimate a few EM steps follow it (about 1 ms per refresh at 2 000 records).
    let pi = this.dealbreakerShare > 0 ? this.dealbreakerShare : 0.05;
    const iterations = this.dealbreakerShare > 0 ? 6 : 30;
    for (let iteration = 0; iteration < iterations; iteration++) {
      let sum = 0;
      for (const c of chance) sum += pi / (pi + (1 - pi) * c);
      pi = Math.min(0.5, sum / (chance.length + liked));
    }
    // log L(π) − log L(0) over the pairs (the terms without π cancel).
    let gain = liked * Math.log(1 - pi);
    for (const c of chance) gain += Math.log(pi + (1 - pi) * c) - Math.log(c);
    this.dealbreakerShare = 2 * gain > CHI2_1_AT_5_PERCENT ? pi : 0;
  }
}
