// The candidate pool: every discoverable person as columns of typed arrays (struct of arrays), and the
// ranking loop over them. For one viewer, everything that depends only on the viewer is folded into
// small lookup tables first (their satisfaction for each possible byte of a candidate's packed answers,
// for each 12-bit interest mask, and the same for their learned model), so the loop does a handful of
// table reads and additions per candidate: about 100 000 candidates in a few milliseconds.
//
// Ranking is two-stage, as recommender systems usually are: stage 1 scores every eligible candidate by
// reciprocal affinity × P(viewer likes candidate) and keeps a shortlist; stage 2 re-scores the
// shortlist with P(candidate likes viewer back), which needs each candidate's own model.
import { COMPATIBILITY_QUESTIONS, GENDERS, PERSONALITY_AXES, type Gender } from '@affinia/contract';
import { interestSatisfaction, textSatisfaction } from './affinity.js';
import { UNKNOWN_DISTANCE_FACTOR, distanceFactor, dotAtKm, kmFromDot, unitVector, type GeoPoint } from './distance.js';
import { popcount32 } from './concepts.js';
import {
  FEATURE_COUNT,
  FEATURE_LAYOUT,
  learnSwipe,
  logit,
  newModel,
  pairFeatures,
  predictLike,
  sigmoid,
  type PreferenceModel,
} from './learning.js';
import { STATED_IMPORTANCE_WEIGHTS, type MatchProfile } from './profile.js';
import { RecordArena } from './record-arena.js';
import { RevealedTaste } from './revealed-taste.js';
import {
  GOAL_CASUAL,
  GOAL_SERIOUS,
  SHARED_GOAL_LOGIT,
  STATED_LEVEL_WEIGHTS,
  STATED_LOGIT,
  statedLogit,
} from './stated.js';
import {
  BREAKDOWN_KEYS,
  PERSONALITY_AXIS_WEIGHTS,
  PERSONALITY_SHARPNESS,
  QUESTION_DIMENSION,
  TABLES,
  WEIGHTS,
  type BreakdownKey,
} from './tables.js';

export type PoolMember = {
  profile: MatchProfile;
  gender: Gender;
  seeking: readonly Gender[];
  ageMin: number;
  ageMax: number;
  /** False while the profile is paused: known to the pool, never shown. */
  visible: boolean;
  /** The town discover places them in (travel place while travelling); absent or null: unknown. */
  place?: GeoPoint | null;
  /** How far they would go, in km; absent or null: no limit. Applied both ways (`withinReach`). */
  maxDistanceKm?: number | null;
};

export type PoolViewer = PoolMember & {
  id: string;
  model: PreferenceModel | null;
};

/** `combined` is the product's ranking; `affinity` ranks by the questionnaire score alone (baseline). */
export type RankingStrategy = 'combined' | 'affinity';

export type RankOptions = {
  limit: number;
  /** Stage-1 shortlist size re-scored with the candidates' own models. */
  shortlist?: number;
  /** Already swiped, blocked either way, or otherwise not to be shown. */
  exclude?: Iterable<string>;
  /** Candidates who already liked the viewer: their "like back" is known, not predicted. */
  likedViewer?: Iterable<string>;
  /** Candidates who already passed on the viewer. */
  dislikedViewer?: Iterable<string>;
  strategy?: RankingStrategy;
  /** Multiply by the distance factor (default true); the limits are applied either way. */
  distance?: boolean;
};

export type RankedCandidate = {
  id: string;
  /** Reciprocal affinity 0–1 (the displayed score is its rounding to 0–100). */
  affinity: number;
  /** P(viewer likes the candidate), from the viewer's model (0.5 before any swipe). */
  pViewer: number;
  /** P(candidate likes the viewer back). */
  pCandidate: number;
  /** Town-to-town distance in km, null when either place is unknown (the server shows only its band). */
  distanceKm: number | null;
  /** What the order is by: affinity × pViewer × pCandidate × distance factor. */
  score: number;
};

/** A Beta prior over members' rates, as a mean and a strength (pseudo-swipes). */
export type BetaPrior = { mean: number; strength: number };

/** The two hierarchical priors the pool estimates from swipe statistics. */
export type SwipePriors = {
  /** How often a member is liked when shown (their appeal). */
  appeal: BetaPrior;
  /** How often a member likes whom they are shown (their selectivity). */
  selectivity: BetaPrior;
  /** Posterior sd of the appeal logit of someone never shown yet. */
  appealSd0: number;
};

/**
 * Empirical-Bayes Beta prior from per-member counts (method of moments): the mean is the pooled rate,
 * the strength m(1 − m)/τ² − 1 where τ² is the spread of the members' rates beyond what their number
 * of trials explains. Rates that differ a lot between members give a weak prior (each member's own
 * swipes soon speak for them); rates that barely differ give a strong one. Clamped to
 * PRIOR_STRENGTH_RANGE; null without PRIOR_MIN_SWIPES trials in all.
 */
export function estimateBetaPrior(
  successes: ArrayLike<number>,
  trials: ArrayLike<number>,
  count = trials.length,
): BetaPrior | null {
  let k = 0;
  let n = 0;
  let members = 0;
  for (let i = 0; i < count; i++) {
    const t = trials[i] ?? 0;
    if (t <= 0) continue;
    k += successes[i] ?? 0;
    n += t;
    members += 1;
  }
  if (n < PRIOR_MIN_SWIPES || members < 2) return null;
  const mean = Math.min(0.99, Math.max(0.01, k / n));
  let spread = 0;
  for (let i = 0; i < count; i++) {
    const t = trials[i] ?? 0;
    if (t <= 0) continue;
    const r = (successes[i] ?? 0) / t;
    spread += t * (r - mean) * (r - mean);
  }
  spread /= n;
  const [lo, hi] = PRIOR_STRENGTH_RANGE;
  // The part of the spread that sampling alone would give: m(1 − m) · members / trials.
  const between = spread - (mean * (1 - mean) * members) / n;
  const strength = between <= 0 ? hi : Math.min(hi, Math.max(lo, (mean * (1 - mean)) / between - 1));
  return { mean, strength };
}

const logitOf = (p: number) => Math.log(p / (1 - p));

const SQRT3 = Math.sqrt(3);

/**
 * A standard-normal-like draw from two 32-bit integers, no Math.random: murmur3's finaliser, then the
 * sum of its four bytes as uniforms (Irwin–Hall, mean 2, variance 1/3) centred and scaled to sd 1.
 */
function hashNormal(a: number, b: number): number {
  let h = Math.imul(a ^ Math.imul(b, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  const sum = (h & 255) + ((h >>> 8) & 255) + ((h >>> 16) & 255) + ((h >>> 24) & 255);
  return ((sum + 2) / 256 - 2) * SQRT3;
}
/** A 32-bit hash of a string (FNV-1a). */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const GENDER_BIT: Readonly<Record<Gender, number>> = { homme: 1, femme: 2, non_binaire: 4 };
const seekMaskOf = (genders: readonly Gender[]) => genders.reduce((m, g) => m | GENDER_BIT[g], 0);
const gendersOfMask = (mask: number): Gender[] => GENDERS.filter((g) => (mask & GENDER_BIT[g]) !== 0);
/** Importance weights by level (little … mandatory), as `MatchProfile.statedLevel` numbers them from 1. */
const LEVEL_WEIGHTS = [
  STATED_IMPORTANCE_WEIGHTS.little,
  STATED_IMPORTANCE_WEIGHTS.somewhat,
  STATED_IMPORTANCE_WEIGHTS.very,
  STATED_IMPORTANCE_WEIGHTS.mandatory,
];
const QUESTIONS = COMPATIBILITY_QUESTIONS.length;
/** A model's record in the arena: its weights, then its swipe count. */
const MODEL_SWIPES = FEATURE_COUNT;

/** A MatchProfile whose arrays are filled in place (`CandidatePool.decode`). */
function blankProfile(): MatchProfile {
  return {
    age: 0,
    answers: new Uint8Array(QUESTIONS),
    answerCode: 0,
    interests: 0,
    interestCount: 0,
    sliders: new Uint8Array(PERSONALITY_AXES.length),
    concepts: 0,
    bioConcepts: 0,
    sought: 0,
    soughtCount: 0,
    answerBits: 0,
    statedRejected: new Uint32Array(4),
    statedLevel: new Uint8Array(QUESTIONS),
    statedWeight: 0,
    statedShare: 0,
    forbidden: 0,
    goal: 0,
  };
}

/** What is known of someone who already swiped on the viewer. */
export const KNOWN_LIKE_BACK = 0.95;
export const KNOWN_PASS = 0.05;
const UNKNOWN = 0.5;
/**
 * A candidate's few swipes say little: their predicted "like back" is shrunk towards the population's
 * like rate as if this many average swipes came first. Without it, someone who has swiped ten times
 * (and, like most people, passed more than liked) would rank below someone who never swiped at all.
 */
export const PRIOR_SWIPES = 60;
/** The population's like rate is trusted once the models have seen this many swipes in all. */
const BASE_RATE_MIN_SWIPES = 50;
/** Members a model is tried on to estimate its owner's general like rate. */
const REFERENCE_SIZE = 24;
/** Models sampled for the population's like rate, and how many model changes before re-estimating it. */
const BASE_RATE_SAMPLE = 64;
const BASE_RATE_REFRESH = 256;
/**
 * Swipe statistics (how often each member was swiped on and liked, how often they swiped and liked)
 * feed two hierarchical (empirical-Bayes) priors: a member's appeal and their selectivity. Each prior's
 * strength is estimated from the spread of the observed rates (method of moments), clamped to this
 * range, and re-estimated after this many recorded swipes.
 */
export const PRIOR_STRENGTH_RANGE: readonly [number, number] = [2, 200];
const PRIOR_REFRESH = 512;
/** Below this many swipes in all, the stats are too thin to estimate a prior: the defaults apply. */
const PRIOR_MIN_SWIPES = 100;
/**
 * Exposure spreading (Su, Bayoumi and Joachims 2021, in its simplest form): a candidate already shown
 * to many people is discounted by ((1 + mean) / (1 + mean + shown))^EXPOSURE_DAMPING, so a few popular
 * members do not fill every page while others are never shown. Not applied to a candidate who already
 * liked the viewer: their answer is in, the mutual like rests on the viewer alone.
 */
export const EXPOSURE_DAMPING = 2;
/** The population model is used once it has learnt from this many swipes. */
export const POPULATION_MIN_SWIPES = 200;

/** Coarse grid for the distance prefilter: 1° × 1° cells, keyed by (lat + 90) · 360 + (lon + 180). */
const KM_PER_DEGREE = 111.19;
const cellRow = (lat: number) => Math.min(179, Math.max(0, Math.floor(lat) + 90));
const cellCol = (lon: number) => (((Math.floor(lon) + 180) % 360) + 360) % 360;
const cellKeyOf = (lat: number, lon: number) => cellRow(lat) * 360 + cellCol(lon);
/** `reachDot` of someone with no limit: every dot product passes. */
const NO_LIMIT_DOT = -2;

const STATED_LEVELS = STATED_LEVEL_WEIGHTS.length;
const [SLW0, SLW1, SLW2, SLW3] = STATED_LEVEL_WEIGHTS as [number, number, number, number];

const MARK_EXCLUDED = 1;
const MARK_LIKED_VIEWER = 2;
const MARK_DISLIKED_VIEWER = 3;

const AXES = PERSONALITY_AXES.length;
const AXIS_W = PERSONALITY_AXES.map((a) => PERSONALITY_AXIS_WEIGHTS[a]);
const AXIS_SCALE = PERSONALITY_SHARPNESS / (100 * AXIS_W.reduce((s, w) => s + w, 0));
const [AW0, AW1, AW2, AW3, AW4] = AXIS_W.map((w) => w * AXIS_SCALE) as [number, number, number, number, number];

const BASE_WEIGHT = BREAKDOWN_KEYS.filter((k) => k !== 'text').reduce((s, k) => s + WEIGHTS[k], 0);
const INV_WEIGHT_NO_TEXT = 1 / BASE_WEIGHT;
const INV_WEIGHT_TEXT = 1 / (BASE_WEIGHT + WEIGHTS.text);
const W_PERSONALITY = WEIGHTS.personality;
const W_TEXT = WEIGHTS.text;

/** Weighted interest satisfaction by [shared * 16 + ownCount]. */
const INTEREST_TABLE = new Float64Array(16 * 16);
for (let shared = 0; shared < 16; shared++) {
  for (let own = 0; own < 16; own++)
    INTEREST_TABLE[shared * 16 + own] = WEIGHTS.interests * interestSatisfaction(shared, own);
}
/** Weighted text satisfaction by [found * 33 + soughtCount]. */
const TEXT_TABLE = new Float64Array(33 * 33);
for (let found = 0; found <= 32; found++) {
  for (let sought = 1; sought <= 32; sought++)
    TEXT_TABLE[found * 33 + sought] = W_TEXT * textSatisfaction(found, sought);
}
/** Popcount of 12-bit interest masks. */
const POPCOUNT12 = new Uint8Array(4096);
for (let m = 1; m < 4096; m++) POPCOUNT12[m] = (POPCOUNT12[m >> 1] ?? 0) + (m & 1);

const DIM_INDEX = new Map<BreakdownKey, number>(BREAKDOWN_KEYS.map((k, i) => [k, i]));
const dimIndex = (key: BreakdownKey) => DIM_INDEX.get(key) ?? 0;

/**
 * Per question q, viewer's answer `mine` and candidate's answer `theirs` (index q·16 + mine·4 + theirs):
 * the weighted questionnaire satisfaction both ways, and the factor of the model's dimension weight.
 */
const SAT_CONTRIB = new Float64Array(COMPATIBILITY_QUESTIONS.length * 16);
const CAND_CONTRIB = new Float64Array(COMPATIBILITY_QUESTIONS.length * 16);
const MODEL_DIM_COEF = new Float64Array(COMPATIBILITY_QUESTIONS.length * 16);
/** Each question's dimension, as its index in the model's dimension features. */
const QUESTION_DIM_INDEX = COMPATIBILITY_QUESTIONS.map((q) => dimIndex(QUESTION_DIMENSION[q].dimension));
COMPATIBILITY_QUESTIONS.forEach((question, q) => {
  const { dimension, share } = QUESTION_DIMENSION[question];
  const table = TABLES[question];
  for (let mine = 0; mine < 4; mine++) {
    for (let theirs = 0; theirs < 4; theirs++) {
      const cell = q * 16 + mine * 4 + theirs;
      const mineScore = table[mine]?.[theirs]?.score ?? 0;
      SAT_CONTRIB[cell] = WEIGHTS[dimension] * share * mineScore;
      CAND_CONTRIB[cell] = WEIGHTS[dimension] * share * (table[theirs]?.[mine]?.score ?? 0);
      MODEL_DIM_COEF[cell] = 2 * share * mineScore;
    }
  }
});

/** Per-viewer lookup tables, reused between calls (one viewer at a time per pool). */
class ViewerTables {
  readonly satLo = new Float64Array(256);
  readonly satHi = new Float64Array(256);
  readonly candLo = new Float64Array(256);
  readonly candHi = new Float64Array(256);
  readonly modelLo = new Float64Array(256);
  readonly modelHi = new Float64Array(256);
  readonly satInterest = new Float64Array(4096);
  readonly modelInterest = new Float64Array(4096);
  readonly shared = new Uint8Array(4096);
  /** The model's interest dimension term by interests shared (0–12), and its interest weights summed per mask. */
  readonly interestByShared = new Float64Array(13);
  readonly interestWeightSums = new Float64Array(4096);
  readonly text = new Float64Array(33);
  /** Per question × the candidate's answer: the four tables' parts (`prepare` sums four per byte). */
  readonly perSat = new Float64Array(32);
  readonly perCand = new Float64Array(32);
  readonly perModel = new Float64Array(32);
  readonly perMissed = new Float64Array(32);
  /** The viewer's stated preferences as a logit offset by byte of packed answers (issue 34). */
  readonly statedLo = new Float64Array(256);
  readonly statedHi = new Float64Array(256);
}

/** A shortlist kept as a min-heap on score, so the worst kept candidate is evicted in O(log k). */
class TopK {
  readonly scores: Float64Array;
  readonly slots: Int32Array;
  readonly affinities: Float64Array;
  readonly pViewers: Float64Array;
  readonly factors: Float64Array;
  readonly kms: Float64Array;
  size = 0;
  constructor(readonly capacity: number) {
    this.scores = new Float64Array(capacity);
    this.slots = new Int32Array(capacity);
    this.affinities = new Float64Array(capacity);
    this.pViewers = new Float64Array(capacity);
    this.factors = new Float64Array(capacity);
    this.kms = new Float64Array(capacity);
  }
  /** Smallest kept score, or -1 while there is room. */
  threshold(): number {
    return this.size < this.capacity ? -1 : (this.scores[0] ?? -1);
  }
  push(score: number, slot: number, affinity: number, pViewer: number, factor: number, km: number): void {
    if (this.size < this.capacity) {
      let i = this.size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if ((this.scores[parent] ?? 0) <= score) break;
        this.move(parent, i);
        i = parent;
      }
      this.set(i, score, slot, affinity, pViewer, factor, km);
      return;
    }
    if (score <= (this.scores[0] ?? 0)) return;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= this.size) break;
      const right = left + 1;
      const child = right < this.size && (this.scores[right] ?? 0) < (this.scores[left] ?? 0) ? right : left;
      if ((this.scores[child] ?? 0) >= score) break;
      this.move(child, i);
      i = child;
    }
    this.set(i, score, slot, affinity, pViewer, factor, km);
  }
  private move(from: number, to: number) {
    this.scores[to] = this.scores[from] ?? 0;
    this.slots[to] = this.slots[from] ?? 0;
    this.affinities[to] = this.affinities[from] ?? 0;
    this.pViewers[to] = this.pViewers[from] ?? 0;
    this.factors[to] = this.factors[from] ?? 1;
    this.kms[to] = this.kms[from] ?? NaN;
  }
  private set(i: number, score: number, slot: number, affinity: number, pViewer: number, factor: number, km: number) {
    this.scores[i] = score;
    this.slots[i] = slot;
    this.affinities[i] = affinity;
    this.pViewers[i] = pViewer;
    this.factors[i] = factor;
    this.kms[i] = km;
  }
}

/** A viewer's side of the two-way filters, prepared once for a pass over the pool. */
type ViewerFilter = {
  seek: number;
  gender: number;
  age: number;
  ageMin: number;
  ageMax: number;
  hasPlace: boolean;
  x: number;
  y: number;
  z: number;
  limit: number | null;
  reach: number;
  /** Stated filters: the viewer's answers one-hot, the answers they rule out, the intention that clashes. */
  bits: number;
  forbidden: number;
  goalClash: number;
};

/** The intention that clashes with `goal` (serious ↔ casual), 0 for unsure or unsaid. */
const clashingGoal = (goal: number) => (goal === GOAL_SERIOUS ? GOAL_CASUAL : goal === GOAL_CASUAL ? GOAL_SERIOUS : 0);

/** Null when the viewer has a distance limit but no place: nobody is within it (as in `rank`). */
function filterOf(viewer: PoolMember): ViewerFilter | null {
  const place = viewer.place ?? null;
  const limit = viewer.maxDistanceKm ?? null;
  if (limit !== null && !place) return null;
  const [x, y, z] = place ? unitVector(place) : [0, 0, 0];
  return {
    seek: seekMaskOf(viewer.seeking),
    gender: GENDER_BIT[viewer.gender],
    age: viewer.profile.age,
    ageMin: viewer.ageMin,
    ageMax: viewer.ageMax,
    hasPlace: place !== null,
    x,
    y,
    z,
    limit,
    reach: limit === null ? NO_LIMIT_DOT : dotAtKm(limit),
    bits: viewer.profile.answerBits,
    forbidden: viewer.profile.forbidden,
    goalClash: clashingGoal(viewer.profile.goal),
  };
}

export class CandidatePool {
  private capacity: number;
  private used = 0;
  private readonly slotById = new Map<string, number>();
  private readonly freeSlots: number[] = [];
  private ids: (string | undefined)[] = [];
  /**
   * Nothing is kept per member but these columns (issue 36, item 3): a member's MatchProfile is decoded
   * from them when needed (`decode`), and learned models live in one arena of fixed-width records.
   */
  private readonly modelRecords: RecordArena;

  private alive: Uint8Array;
  private genderBit: Uint8Array;
  private seekMask: Uint8Array;
  private age: Uint8Array;
  private ageMin: Uint8Array;
  private ageMax: Uint8Array;
  private answerCode: Uint16Array;
  private interests: Uint16Array;
  private interestCount: Uint8Array;
  private sliders: Uint8Array;
  private concepts: Uint32Array;
  private bioConcepts: Uint32Array;
  private sought: Uint32Array;
  private soughtCount: Uint8Array;
  private invWeight: Float64Array;
  /** Stated preferences (issue 34): answers one-hot, answers ruled out (mandatory), intention. */
  private answerBits: Uint32Array;
  private forbidden: Uint32Array;
  private goal: Uint8Array;
  /** Per question, the stated importance level + 1 (0: nothing stated), three bits each. */
  private statedLevels: Uint32Array;
  /** The member's own distance limit in km, NaN for none (the loop reads `reachDot`). */
  private maxKm: Float64Array;
  /** The stated share λ of the member's satisfaction (0: nothing stated), 1 / Σ stated weights, and the
   *  answers not accepted at each of the four importance levels (four per member). */
  private statedShare: Float64Array;
  private statedInvWeight: Float64Array;
  private statedRejected: Uint32Array;
  private markEpoch: Uint32Array;
  private markKind: Uint8Array;
  /** Unit vector of each member's place (valid where hasPlace is 1). */
  private ux: Float64Array;
  private uy: Float64Array;
  private uz: Float64Array;
  private hasPlace: Uint8Array;
  /** Smallest dot product within the member's own limit (NO_LIMIT_DOT without one). */
  private reachDot: Float64Array;
  /** Grid cell key + 1 of each member's place, 0 when unknown; and the member's index in that cell. */
  private cellOf: Int32Array;
  private posInCell: Int32Array;
  /** Swipes received and likes received; swipes made and likes made (see recordSwipe). Counts: exact in Float32. */
  private recvN: Float32Array;
  private recvLikes: Float32Array;
  private givenN: Float32Array;
  private givenLikes: Float32Array;
  /** Posterior mean of the member's appeal as a logit offset from the population's, and its sd. */
  private appealOffset: Float64Array;
  private appealSd: Float64Array;
  private readonly cells = new Map<number, number[]>();
  /** Slots near a limited viewer, gathered from the grid before the loop. */
  private gathered = new Int32Array(1024);
  private epoch = 0;
  private readonly tables = new ViewerTables();
  /** A small random sample of members on which a model's general like rate is estimated. */
  private readonly referenceSlots: number[] = [];
  private referenceSeen = 0;
  private baseRate: number | null = null;
  private modelChanges = 0;
  /** Hierarchical priors estimated from the swipe statistics (null: not enough swipes yet). */
  private priors: SwipePriors | null = null;
  private swipesSincePriors = 0;
  private totalSwipes = 0;
  /** Everyone's swipes in one model: what people in general like in whom (the top of the hierarchy). */
  private readonly population = newModel();
  private readonly scratch = new Float32Array(FEATURE_COUNT);
  /** Two profiles decoded in place for the pool's own work (a swipe's two sides, a shortlisted candidate). */
  private readonly scratchA = blankProfile();
  private readonly scratchB = blankProfile();
  /** What each member's likes and passes reveal of their taste (collaborative signals). */
  private readonly taste: RevealedTaste;

  constructor(initialCapacity = 1024) {
    this.capacity = Math.max(16, initialCapacity);
    this.alive = new Uint8Array(this.capacity);
    this.genderBit = new Uint8Array(this.capacity);
    this.seekMask = new Uint8Array(this.capacity);
    this.age = new Uint8Array(this.capacity);
    this.ageMin = new Uint8Array(this.capacity);
    this.ageMax = new Uint8Array(this.capacity);
    this.answerCode = new Uint16Array(this.capacity);
    this.interests = new Uint16Array(this.capacity);
    this.interestCount = new Uint8Array(this.capacity);
    this.sliders = new Uint8Array(this.capacity * AXES);
    this.concepts = new Uint32Array(this.capacity);
    this.bioConcepts = new Uint32Array(this.capacity);
    this.sought = new Uint32Array(this.capacity);
    this.soughtCount = new Uint8Array(this.capacity);
    this.invWeight = new Float64Array(this.capacity);
    this.answerBits = new Uint32Array(this.capacity);
    this.forbidden = new Uint32Array(this.capacity);
    this.goal = new Uint8Array(this.capacity);
    this.statedLevels = new Uint32Array(this.capacity);
    this.maxKm = new Float64Array(this.capacity);
    this.statedShare = new Float64Array(this.capacity);
    this.statedInvWeight = new Float64Array(this.capacity);
    this.statedRejected = new Uint32Array(this.capacity * STATED_LEVELS);
    this.markEpoch = new Uint32Array(this.capacity);
    this.markKind = new Uint8Array(this.capacity);
    this.ux = new Float64Array(this.capacity);
    this.uy = new Float64Array(this.capacity);
    this.uz = new Float64Array(this.capacity);
    this.hasPlace = new Uint8Array(this.capacity);
    this.reachDot = new Float64Array(this.capacity);
    this.cellOf = new Int32Array(this.capacity);
    this.posInCell = new Int32Array(this.capacity);
    this.recvN = new Float32Array(this.capacity);
    this.recvLikes = new Float32Array(this.capacity);
    this.givenN = new Float32Array(this.capacity);
    this.givenLikes = new Float32Array(this.capacity);
    this.appealOffset = new Float64Array(this.capacity);
    this.appealSd = new Float64Array(this.capacity);
    this.modelRecords = new RecordArena(FEATURE_COUNT + 1, this.capacity);
    this.taste = new RevealedTaste(this.capacity);
  }

  /** People in the pool (visible or paused). */
  get size(): number {
    return this.slotById.size;
  }

  /** Learned models held (`setModel`). */
  get modelCount(): number {
    return this.modelRecords.size;
  }

  has(id: string): boolean {
    return this.slotById.has(id);
  }

  /** The person as last upserted, decoded from the columns (a new object each call). */
  get(id: string): PoolMember | undefined {
    const slot = this.slotById.get(id);
    if (slot === undefined) return undefined;
    const limit = this.maxKm[slot] as number;
    return {
      profile: this.decode(slot, blankProfile()),
      gender: gendersOfMask(this.genderBit[slot] as number)[0] as Gender,
      seeking: gendersOfMask(this.seekMask[slot] as number),
      ageMin: this.ageMin[slot] as number,
      ageMax: this.ageMax[slot] as number,
      visible: this.alive[slot] === 1,
      place: this.hasPlace[slot] === 1 ? this.placeOf(slot) : null,
      maxDistanceKm: Number.isNaN(limit) ? null : limit,
    };
  }

  /** The person's MatchProfile alone, decoded from the columns (a new object each call). */
  profileOf(id: string): MatchProfile | undefined {
    const slot = this.slotById.get(id);
    return slot === undefined ? undefined : this.decode(slot, blankProfile());
  }

  /** A copy of the person's learned model as last set (`setModel`). */
  model(id: string): PreferenceModel | undefined {
    const slot = this.slotById.get(id);
    return slot === undefined ? undefined : (this.modelAt(slot) ?? undefined);
  }

  /** How many swipes the person's learned model has learnt from (no copy); undefined without one. */
  modelSwipes(id: string): number | undefined {
    const slot = this.slotById.get(id);
    const data = slot === undefined ? null : this.modelRecords.data(slot);
    return data ? (data[this.modelRecords.offset(slot!) + MODEL_SWIPES] as number) : undefined;
  }

  /** A copy of the slot's model from the arena, or null without one. */
  private modelAt(slot: number): PreferenceModel | null {
    const data = this.modelRecords.data(slot);
    if (!data) return null;
    const o = this.modelRecords.offset(slot);
    return { weights: data.slice(o, o + FEATURE_COUNT), swipes: data[o + MODEL_SWIPES] as number };
  }

  /** The slot's MatchProfile, written into `out` (its arrays reused). */
  private decode(slot: number, out: MatchProfile): MatchProfile {
    const code = this.answerCode[slot] as number;
    const levels = this.statedLevels[slot] as number;
    let weight = 0;
    for (let q = 0; q < QUESTIONS; q++) {
      out.answers[q] = (code >> (2 * q)) & 3;
      const level = (levels >>> (3 * q)) & 7;
      out.statedLevel[q] = level;
      if (level > 0) weight += LEVEL_WEIGHTS[level - 1] as number;
    }
    for (let k = 0; k < AXES; k++) out.sliders[k] = this.sliders[slot * AXES + k] as number;
    for (let level = 0; level < STATED_LEVELS; level++)
      out.statedRejected[level] = this.statedRejected[slot * STATED_LEVELS + level] as number;
    out.age = this.age[slot] as number;
    out.answerCode = code;
    out.interests = this.interests[slot] as number;
    out.interestCount = this.interestCount[slot] as number;
    out.concepts = this.concepts[slot] as number;
    out.bioConcepts = this.bioConcepts[slot] as number;
    out.sought = this.sought[slot] as number;
    out.soughtCount = this.soughtCount[slot] as number;
    out.answerBits = this.answerBits[slot] as number;
    out.statedWeight = weight;
    out.statedShare = this.statedShare[slot] as number;
    out.forbidden = this.forbidden[slot] as number;
    out.goal = this.goal[slot] as number;
    return out;
  }

  /** The town of a slot with a place, back from its unit vector. */
  private placeOf(slot: number): GeoPoint {
    const x = this.ux[slot] as number;
    const y = this.uy[slot] as number;
    const z = this.uz[slot] as number;
    return { lat: (Math.asin(Math.max(-1, Math.min(1, z))) * 180) / Math.PI, lon: (Math.atan2(y, x) * 180) / Math.PI };
  }

  /** Adds or replaces a person. */
  upsert(id: string, member: PoolMember): void {
    let slot = this.slotById.get(id);
    if (slot === undefined) {
      slot = this.freeSlots.pop() ?? this.used++;
      if (slot >= this.capacity) this.grow();
      this.slotById.set(id, slot);
      this.ids[slot] = id;
      this.sampleReference(slot);
      this.recvN[slot] = 0;
      this.recvLikes[slot] = 0;
      this.givenN[slot] = 0;
      this.givenLikes[slot] = 0;
      this.appealOffset[slot] = 0;
      this.appealSd[slot] = this.priors?.appealSd0 ?? 0;
      this.taste.clear(slot);
    }
    const p = member.profile;
    this.alive[slot] = member.visible ? 1 : 0;
    this.genderBit[slot] = GENDER_BIT[member.gender];
    this.seekMask[slot] = seekMaskOf(member.seeking);
    this.age[slot] = Math.min(255, Math.max(0, member.profile.age));
    this.ageMin[slot] = Math.min(255, Math.max(0, member.ageMin));
    this.ageMax[slot] = Math.min(255, Math.max(0, member.ageMax));
    this.answerCode[slot] = p.answerCode;
    this.interests[slot] = p.interests;
    this.interestCount[slot] = p.interestCount;
    this.sliders.set(p.sliders.subarray(0, AXES), slot * AXES);
    this.concepts[slot] = p.concepts;
    this.bioConcepts[slot] = p.bioConcepts;
    this.sought[slot] = p.sought;
    this.soughtCount[slot] = p.soughtCount;
    this.invWeight[slot] = p.soughtCount > 0 ? INV_WEIGHT_TEXT : INV_WEIGHT_NO_TEXT;
    this.answerBits[slot] = p.answerBits;
    this.forbidden[slot] = p.forbidden;
    this.goal[slot] = p.goal;
    let levels = 0;
    for (let q = 0; q < QUESTIONS; q++) levels |= ((p.statedLevel[q] ?? 0) & 7) << (3 * q);
    this.statedLevels[slot] = levels;
    this.statedShare[slot] = p.statedWeight > 0 ? p.statedShare : 0;
    this.statedInvWeight[slot] = p.statedWeight > 0 ? 1 / p.statedWeight : 0;
    for (let level = 0; level < STATED_LEVELS; level++)
      this.statedRejected[slot * STATED_LEVELS + level] = p.statedRejected[level] ?? 0;
    const place = member.place ?? null;
    const limit = member.maxDistanceKm ?? null;
    this.reachDot[slot] = limit === null ? NO_LIMIT_DOT : dotAtKm(limit);
    this.maxKm[slot] = limit === null ? NaN : limit;
    this.leaveCell(slot);
    if (place) {
      const [x, y, z] = unitVector(place);
      this.ux[slot] = x;
      this.uy[slot] = y;
      this.uz[slot] = z;
      this.hasPlace[slot] = 1;
      this.enterCell(slot, cellKeyOf(place.lat, place.lon));
    } else {
      this.hasPlace[slot] = 0;
    }
  }

  private enterCell(slot: number, key: number): void {
    let cell = this.cells.get(key);
    if (!cell) this.cells.set(key, (cell = []));
    this.posInCell[slot] = cell.length;
    cell.push(slot);
    this.cellOf[slot] = key + 1;
  }

  private leaveCell(slot: number): void {
    const keyPlusOne = this.cellOf[slot] ?? 0;
    if (keyPlusOne === 0) return;
    const cell = this.cells.get(keyPlusOne - 1);
    if (cell) {
      const at = this.posInCell[slot] ?? 0;
      const last = cell.pop() as number;
      if (last !== slot) {
        cell[at] = last;
        this.posInCell[last] = at;
      }
      if (cell.length === 0) this.cells.delete(keyPlusOne - 1);
    }
    this.cellOf[slot] = 0;
  }

  /**
   * The coarse prefilter: slots in the grid cells that a circle of `km` around `place` can touch. Cells
   * are 1° × 1°, so a 25 km viewer reads a handful of cells instead of the whole pool; the exact test
   * (dot products) follows in the loop. Returns how many slots were gathered into `this.gathered`.
   */
  private gatherNear(place: GeoPoint, km: number): number {
    const latSpan = km / KM_PER_DEGREE + 0.01;
    const latLo = Math.max(-90, place.lat - latSpan);
    const latHi = Math.min(90, place.lat + latSpan);
    const cosLat = Math.cos((Math.max(Math.abs(latLo), Math.abs(latHi)) * Math.PI) / 180);
    const lonSpan = cosLat < 1e-6 ? 180 : km / (KM_PER_DEGREE * cosLat) + 0.01;
    const allColumns = lonSpan >= 180;
    const colFrom = Math.floor(place.lon - lonSpan);
    const colTo = allColumns ? colFrom + 359 : Math.floor(place.lon + lonSpan);
    let n = 0;
    for (let row = cellRow(latLo); row <= cellRow(latHi); row++) {
      for (let lon = colFrom; lon <= colTo && lon < colFrom + 360; lon++) {
        const cell = this.cells.get(row * 360 + cellCol(lon));
        if (!cell) continue;
        if (n + cell.length > this.gathered.length) {
          const bigger = new Int32Array(Math.max(this.gathered.length * 2, n + cell.length));
          bigger.set(this.gathered.subarray(0, n));
          this.gathered = bigger;
        }
        for (let k = 0; k < cell.length; k++) this.gathered[n++] = cell[k] as number;
      }
    }
    return n;
  }

  remove(id: string): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    this.slotById.delete(id);
    this.ids[slot] = undefined;
    this.modelRecords.release(slot);
    this.taste.clear(slot);
    const reference = this.referenceSlots.indexOf(slot);
    if (reference >= 0) this.referenceSlots.splice(reference, 1);
    this.alive[slot] = 0;
    this.hasPlace[slot] = 0;
    this.leaveCell(slot);
    this.freeSlots.push(slot);
  }

  /**
   * Sets (or clears) someone's learned model, used to predict whether they would like a viewer back.
   * Call it again after each learning step (the population's like rate counts the calls).
   */
  setModel(id: string, model: PreferenceModel | null): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    if (model) {
      const data = this.modelRecords.ensure(slot);
      const o = this.modelRecords.offset(slot);
      data.set(model.weights.subarray(0, FEATURE_COUNT), o);
      data[o + MODEL_SWIPES] = model.swipes;
    } else this.modelRecords.release(slot);
    this.modelChanges += 1;
  }

  /**
   * One swipe, as the swipe transaction commits it: `swiperId` liked (or passed on) `targetId`. Feeds
   * the target's appeal (likes received per swipe received, also their exposure) and the swiper's
   * selectivity (likes given per swipe), the swiper's revealed taste (the features of whom they liked
   * and passed on, see RevealedTaste) and the population model. O(features). Unknown ids are ignored.
   */
  recordSwipe(swiperId: string, targetId: string, liked: boolean): void {
    const from = this.slotById.get(swiperId);
    const to = this.slotById.get(targetId);
    if (from !== undefined) {
      this.givenN[from] = (this.givenN[from] ?? 0) + 1;
      if (liked) this.givenLikes[from] = (this.givenLikes[from] ?? 0) + 1;
    }
    if (from !== undefined && to !== undefined) {
      const swiper = this.decode(from, this.scratchA);
      const target = this.decode(to, this.scratchB);
      const features = pairFeatures(swiper, target, this.scratch);
      // What the swiper stated is known before any swipe: the models learn what it leaves unexplained.
      const stated = statedLogit(swiper, target);
      // The taste record predicts the swipe before learning it, on top of the population's logit.
      const offset = (this.population.swipes >= POPULATION_MIN_SWIPES ? logit(this.population, features) : 0) + stated;
      this.taste.record(from, features, liked, offset);
      learnSwipe(this.population, features, liked, stated);
    }
    if (to !== undefined) {
      this.recvN[to] = (this.recvN[to] ?? 0) + 1;
      if (liked) this.recvLikes[to] = (this.recvLikes[to] ?? 0) + 1;
      this.refreshAppeal(to);
    }
    this.totalSwipes += 1;
    this.swipesSincePriors += 1;
  }

  /**
   * What is known of `evaluator` liking `target` before their own swipes, as a logit: the population
   * model's (0 until it has learnt from POPULATION_MIN_SWIPES swipes) plus the evaluator's stated
   * preferences (`statedLogit`, 0 when none). The offset a personal model learns on top of (learnSwipe's
   * offset).
   */
  populationLogit(evaluator: MatchProfile, target: MatchProfile): number {
    const stated = statedLogit(evaluator, target);
    if (this.population.swipes < POPULATION_MIN_SWIPES) return stated;
    return logit(this.population, pairFeatures(evaluator, target, this.scratch)) + stated;
  }

  /** The population model when it is in use, else null. */
  populationModel(): PreferenceModel | null {
    return this.population.swipes >= POPULATION_MIN_SWIPES ? this.population : null;
  }

  /** Sets someone's swipe statistics at once (loading from the database); see recordSwipe. */
  setSwipeStats(
    id: string,
    stats: { received: number; receivedLikes: number; given: number; givenLikes: number },
  ): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    this.totalSwipes += stats.received - (this.recvN[slot] ?? 0);
    this.recvN[slot] = stats.received;
    this.recvLikes[slot] = stats.receivedLikes;
    this.givenN[slot] = stats.given;
    this.givenLikes[slot] = stats.givenLikes;
    this.swipesSincePriors += PRIOR_REFRESH;
    this.refreshAppeal(slot);
  }

  /** The hierarchical priors, re-estimated from the statistics every PRIOR_REFRESH swipes. */
  swipePriors(): SwipePriors | null {
    if (this.swipesSincePriors < PRIOR_REFRESH && (this.priors !== null || this.totalSwipes < PRIOR_MIN_SWIPES))
      return this.priors;
    this.swipesSincePriors = 0;
    const appeal = estimateBetaPrior(this.recvLikes, this.recvN, this.used);
    const selectivity = estimateBetaPrior(this.givenLikes, this.givenN, this.used);
    if (!appeal || !selectivity) return this.priors;
    const appealSd0 = 1 / Math.sqrt(appeal.strength * appeal.mean * (1 - appeal.mean));
    this.priors = { appeal, selectivity, appealSd0 };
    for (let slot = 0; slot < this.used; slot++) this.refreshAppeal(slot);
    return this.priors;
  }

  /** Posterior appeal of one member under the current prior (a logit offset and its sd). */
  private refreshAppeal(slot: number): void {
    const prior = this.priors?.appeal;
    if (!prior) return;
    const n = (this.recvN[slot] ?? 0) + prior.strength;
    const p = ((this.recvLikes[slot] ?? 0) + prior.strength * prior.mean) / n;
    this.appealOffset[slot] = logitOf(p) - logitOf(prior.mean);
    this.appealSd[slot] = 1 / Math.sqrt(n * p * (1 - p));
  }

  /**
   * The population's like rate: the general like rate of a sample of models, weighted by their swipes;
   * 0.5 until the models have seen enough swipes. Re-estimated after every BASE_RATE_REFRESH model
   * changes, so it costs a few milliseconds now and then, not on every ranking.
   */
  baseLikeRate(): number {
    if (this.baseRate !== null && this.modelChanges < BASE_RATE_REFRESH) return this.baseRate;
    const withModels: number[] = [];
    const records = this.modelRecords;
    for (let slot = 0; slot < this.used; slot++) {
      const data = records.data(slot);
      if (data && (data[records.offset(slot) + MODEL_SWIPES] ?? 0) > 0) withModels.push(slot);
    }
    const step = Math.max(1, Math.floor(withModels.length / BASE_RATE_SAMPLE));
    let swipes = 0;
    let weighted = 0;
    for (let i = 0; i < withModels.length; i += step) {
      const slot = withModels[i] as number;
      const model = this.modelAt(slot);
      if (!model || this.ids[slot] === undefined) continue;
      swipes += model.swipes;
      weighted += model.swipes * this.generalLikeRate(slot, model);
    }
    // Scale the sample's swipes back to the whole population's before judging whether there are enough.
    const enough = swipes * step >= BASE_RATE_MIN_SWIPES;
    this.baseRate = enough ? Math.min(KNOWN_LIKE_BACK, Math.max(KNOWN_PASS, weighted / swipes)) : UNKNOWN;
    this.modelChanges = 0;
    return this.baseRate;
  }

  /** Reservoir sampling: every member has the same chance of being in the reference sample. */
  private sampleReference(slot: number): void {
    this.referenceSeen += 1;
    if (this.referenceSlots.length < REFERENCE_SIZE) {
      this.referenceSlots.push(slot);
      return;
    }
    // A fixed multiplicative hash rather than Math.random: the same pool, built the same way, is the same.
    const pick = Math.imul(this.referenceSeen, 2654435761) >>> 0;
    const index = pick % this.referenceSeen;
    if (index < REFERENCE_SIZE) this.referenceSlots[index] = slot;
  }

  /** How often this model's owner would like a member drawn at random: its general like rate. */
  private generalLikeRate(ownerSlot: number, model: PreferenceModel): number {
    const features = new Float32Array(FEATURE_COUNT);
    const owner = this.decode(ownerSlot, this.scratchA);
    let sum = 0;
    let count = 0;
    for (const slot of this.referenceSlots) {
      if (slot === ownerSlot || this.ids[slot] === undefined) continue;
      sum += predictLike(model, pairFeatures(owner, this.decode(slot, this.scratchB), features));
      count += 1;
    }
    return count > 0 ? sum / count : sigmoid(model.weights[FEATURE_LAYOUT.bias] ?? 0);
  }

  private grow(): void {
    const next = this.capacity * 2;
    const widen = <T extends Uint8Array | Uint16Array | Uint32Array | Int32Array | Float32Array | Float64Array>(
      a: T,
      per = 1,
    ): T => {
      const b = new (a.constructor as new (n: number) => T)(next * per);
      b.set(a);
      return b;
    };
    this.alive = widen(this.alive);
    this.genderBit = widen(this.genderBit);
    this.seekMask = widen(this.seekMask);
    this.age = widen(this.age);
    this.ageMin = widen(this.ageMin);
    this.ageMax = widen(this.ageMax);
    this.answerCode = widen(this.answerCode);
    this.interests = widen(this.interests);
    this.interestCount = widen(this.interestCount);
    this.sliders = widen(this.sliders, AXES);
    this.concepts = widen(this.concepts);
    this.bioConcepts = widen(this.bioConcepts);
    this.sought = widen(this.sought);
    this.soughtCount = widen(this.soughtCount);
    this.invWeight = widen(this.invWeight);
    this.answerBits = widen(this.answerBits);
    this.forbidden = widen(this.forbidden);
    this.goal = widen(this.goal);
    this.statedLevels = widen(this.statedLevels);
    this.maxKm = widen(this.maxKm);
    this.statedShare = widen(this.statedShare);
    this.statedInvWeight = widen(this.statedInvWeight);
    this.statedRejected = widen(this.statedRejected, STATED_LEVELS);
    this.markEpoch = widen(this.markEpoch);
    this.markKind = widen(this.markKind);
    this.ux = widen(this.ux);
    this.uy = widen(this.uy);
    this.uz = widen(this.uz);
    this.hasPlace = widen(this.hasPlace);
    this.reachDot = widen(this.reachDot);
    this.cellOf = widen(this.cellOf);
    this.posInCell = widen(this.posInCell);
    this.recvN = widen(this.recvN);
    this.recvLikes = widen(this.recvLikes);
    this.givenN = widen(this.givenN);
    this.givenLikes = widen(this.givenLikes);
    this.appealOffset = widen(this.appealOffset);
    this.appealSd = widen(this.appealSd);
    this.modelRecords.grow(next);
    this.taste.grow(next);
    this.capacity = next;
  }

  private mark(ids: Iterable<string> | undefined, kind: number): void {
    if (!ids) return;
    for (const id of ids) {
      const slot = this.slotById.get(id);
      if (slot === undefined) continue;
      // An exclusion always wins over what the candidate did.
      if (this.markEpoch[slot] === this.epoch && this.markKind[slot] === MARK_EXCLUDED) continue;
      this.markEpoch[slot] = this.epoch;
      this.markKind[slot] = kind;
    }
  }

  /** Fills the viewer's lookup tables: everything in the loop that does not depend on the candidate. */
  private prepare(
    viewer: PoolViewer,
    useModel: boolean,
  ): { modelConstant: number; modelSliders: number[]; statedConstant: number; inv: number } {
    const t = this.tables;
    const p = viewer.profile;
    // Stated preferences: satisfaction (1 − λ) S + λ P with P = 1 − misses / W. The loop computes
    // (table sums) × inv, so λ − λ·misses/W goes into the answer tables divided by inv = (1 − λ) / Σweights.
    const share = p.statedWeight > 0 ? p.statedShare : 0;
    const inv = (p.soughtCount > 0 ? INV_WEIGHT_TEXT : INV_WEIGHT_NO_TEXT) * (1 - share);
    const missScale = share > 0 ? share / p.statedWeight / inv : 0;
    const logitScale = share > 0 ? (STATED_LOGIT * 2 * share * 2) / p.statedWeight : 0;
    const w = useModel && viewer.model ? viewer.model.weights : null;
    const weight = (i: number) => (w ? (w[i] ?? 0) : 0);
    // Per question, the four values each table takes for the candidate's answer to it (questionnaire,
    // both directions, the model's answer and dimension weights, the stated weights missed); a byte of
    // packed answers then sums four of them.
    const { perSat, perCand, perModel, perMissed } = t;
    for (let q = 0; q < QUESTIONS; q++) {
      const mine = p.answers[q] ?? 0;
      const dimension = QUESTION_DIM_INDEX[q] as number;
      for (let theirs = 0; theirs < 4; theirs++) {
        const k = q * 4 + theirs;
        const cell = q * 16 + mine * 4 + theirs;
        perSat[k] = SAT_CONTRIB[cell] as number;
        perCand[k] = CAND_CONTRIB[cell] as number;
        perModel[k] = w
          ? weight(FEATURE_LAYOUT.answers + 4 * q + theirs) +
            weight(FEATURE_LAYOUT.dimensions + dimension) * (MODEL_DIM_COEF[cell] as number)
          : 0;
        let missed = 0;
        if (share > 0) {
          const bit = 4 * q + theirs;
          for (let level = 0; level < STATED_LEVELS; level++)
            if ((((p.statedRejected[level] ?? 0) >>> bit) & 1) === 1) missed += STATED_LEVEL_WEIGHTS[level] ?? 0;
        }
        perMissed[k] = missed;
      }
    }
    for (let half = 0; half < 2; half++) {
      const sat = half === 0 ? t.satLo : t.satHi;
      const cand = half === 0 ? t.candLo : t.candHi;
      const model = half === 0 ? t.modelLo : t.modelHi;
      const stated = half === 0 ? t.statedLo : t.statedHi;
      const base = half * 16;
      for (let byte = 0; byte < 256; byte++) {
        const k0 = base + (byte & 3);
        const k1 = base + 4 + ((byte >> 2) & 3);
        const k2 = base + 8 + ((byte >> 4) & 3);
        const k3 = base + 12 + ((byte >> 6) & 3);
        const s = (perSat[k0] as number) + (perSat[k1] as number) + (perSat[k2] as number) + (perSat[k3] as number);
        const missed =
          (perMissed[k0] as number) + (perMissed[k1] as number) + (perMissed[k2] as number) + (perMissed[k3] as number);
        sat[byte] = share > 0 ? s - missScale * missed + (half === 0 ? share / inv : 0) : s;
        cand[byte] =
          (perCand[k0] as number) + (perCand[k1] as number) + (perCand[k2] as number) + (perCand[k3] as number);
        model[byte] = w
          ? (perModel[k0] as number) + (perModel[k1] as number) + (perModel[k2] as number) + (perModel[k3] as number)
          : 0;
        stated[byte] = -logitScale * missed;
      }
    }
    // P = 1 when nothing is missed: the offset's constant is STATED_LOGIT · 2λ · (2 · 1 − 1).
    const statedConstant = share > 0 ? STATED_LOGIT * 2 * share : 0;
    const ownInterests = p.interests;
    const ownCount = p.interestCount;
    // The model's interest terms: its dimension weight by the number shared (13 values), plus the sum of
    // the weights of the candidate's interests, each mask's sum built from the mask without its lowest bit.
    const wInterests = w ? weight(FEATURE_LAYOUT.dimensions + dimIndex('interests')) : 0;
    const byShared = t.interestByShared;
    for (let shared = 0; shared <= 12; shared++)
      byShared[shared] = w ? wInterests * (2 * interestSatisfaction(shared, ownCount) - 1) : 0;
    const sums = t.interestWeightSums;
    sums[0] = 0;
    for (let mask = 0; mask < 4096; mask++) {
      const shared = POPCOUNT12[mask & ownInterests] ?? 0;
      t.shared[mask] = shared;
      t.satInterest[mask] = INTEREST_TABLE[shared * 16 + Math.min(15, ownCount)] ?? 0;
      if (w) {
        if (mask > 0) {
          const low = mask & -mask;
          sums[mask] = (sums[mask ^ low] as number) + weight(FEATURE_LAYOUT.interests + 31 - Math.clz32(low));
        }
        t.modelInterest[mask] = (byShared[shared] as number) + (sums[mask] as number);
      } else {
        t.modelInterest[mask] = 0;
      }
    }
    for (let found = 0; found <= 32; found++) {
      t.text[found] = p.soughtCount > 0 ? (TEXT_TABLE[found * 33 + Math.min(32, p.soughtCount)] ?? 0) : 0;
    }
    // Constant parts of the model's logit: bias, the "-1" of each centred dimension feature, the
    // "-50/50" of each centred slider.
    let modelConstant = weight(FEATURE_LAYOUT.bias);
    const questionDimensions = new Set(COMPATIBILITY_QUESTIONS.map((q) => QUESTION_DIMENSION[q].dimension));
    for (const d of questionDimensions) modelConstant -= weight(FEATURE_LAYOUT.dimensions + dimIndex(d));
    const modelSliders: number[] = [];
    for (let k = 0; k < AXES; k++) {
      modelSliders.push(weight(FEATURE_LAYOUT.sliders + k) / 50);
      modelConstant -= weight(FEATURE_LAYOUT.sliders + k);
    }
    return { modelConstant, modelSliders, statedConstant, inv };
  }

  /** Population weights plus the personal model's, as one model (the personal one may be absent). */
  private combinedModel(population: PreferenceModel, personal: PreferenceModel | null): PreferenceModel {
    const weights = Float32Array.from(population.weights);
    if (personal) for (let i = 0; i < FEATURE_COUNT; i++) weights[i] = (weights[i] ?? 0) + (personal.weights[i] ?? 0);
    return { weights, swipes: population.swipes + (personal?.swipes ?? 0) };
  }

  /** The viewer's best candidates, best first. */
  rank(viewer: PoolViewer, options: RankOptions): RankedCandidate[] {
    const strategy = options.strategy ?? 'combined';
    const combined = strategy === 'combined';
    const shortlist = Math.max(options.limit, options.shortlist ?? 256);
    this.epoch = (this.epoch + 1) >>> 0 || 1;
    this.mark(options.exclude, MARK_EXCLUDED);
    this.mark([viewer.id], MARK_EXCLUDED);
    if (combined) {
      this.mark(options.likedViewer, MARK_LIKED_VIEWER);
      this.mark(options.dislikedViewer, MARK_DISLIKED_VIEWER);
    }
    // The viewer's weights: the population model plus their own (personal models learn the residual).
    const populationModel = combined ? this.populationModel() : null;
    const effective = populationModel ? this.combinedModel(populationModel, viewer.model) : viewer.model;
    const useModel = combined && effective !== null && effective.swipes > 0;
    // Hierarchical priors from the swipe statistics, when there are enough swipes to estimate them.
    const priors = combined ? this.swipePriors() : null;
    // Unknown candidates are expected to like back as often as people do in general.
    const base = !combined ? UNKNOWN : priors ? priors.selectivity.mean : this.baseLikeRate();
    const likeBackStrength = priors ? priors.selectivity.strength : PRIOR_SWIPES;
    // Thompson sampling over appeal: one draw per (viewer, candidate, viewer's swipe count), from hashes.
    const drawSeed = (hashString(viewer.id) + Math.imul(viewer.model?.swipes ?? 0, 0x27d4eb2d)) | 0;
    const { appealOffset, appealSd, recvN } = this;
    const useAppeal = priors !== null;
    const meanShown = this.used > 0 ? this.totalSwipes / this.used : 0;
    const spread = combined && this.totalSwipes > 0;
    const exposureBase = 1 + meanShown;
    const {
      modelConstant,
      modelSliders,
      statedConstant,
      inv: vInv,
    } = this.prepare({ ...viewer, model: effective }, useModel);
    // Stated preferences (issue 34): the viewer's as an offset on P(viewer likes c), the candidate's on
    // P(c likes viewer) from the first card; the two-way filters unless the viewer relaxes them.
    // A sure intention: candidates sure of the same one get SHARED_GOAL_LOGIT on both sides.
    const vSureGoal = combined && clashingGoal(viewer.profile.goal) !== 0 ? viewer.profile.goal : 0;
    const vStated = combined && (statedConstant !== 0 || vSureGoal !== 0);
    const { statedLo, statedHi } = this.tables;
    const baseLogit = logitOf(Math.min(0.99, Math.max(0.01, base)));
    const vBits = viewer.profile.answerBits;
    const vForbidden = viewer.profile.forbidden;
    const vGoalClash = clashingGoal(viewer.profile.goal);
    const [ms0, ms1, ms2, ms3, ms4] = modelSliders as [number, number, number, number, number];
    const mw = useModel && effective ? effective.weights : null;
    const wDimPersonality = mw ? (mw[FEATURE_LAYOUT.dimensions + dimIndex('personality')] ?? 0) : 0;
    const wDimText = mw && viewer.profile.soughtCount > 0 ? (mw[FEATURE_LAYOUT.dimensions + dimIndex('text')] ?? 0) : 0;
    const wAgeGap = mw ? (mw[FEATURE_LAYOUT.ageGap] ?? 0) : 0;
    const wAgeDistance = mw ? (mw[FEATURE_LAYOUT.ageDistance] ?? 0) : 0;

    const t = this.tables;
    const { satLo, satHi, candLo, candHi, modelLo, modelHi, satInterest, modelInterest, shared: sharedOf } = t;
    const textOf = t.text;
    const vp = viewer.profile;
    const vSeek = seekMaskOf(viewer.seeking);
    const vGender = GENDER_BIT[viewer.gender];
    const vAge = vp.age;
    const vAgeMin = viewer.ageMin;
    const vAgeMax = viewer.ageMax;
    const vSought = vp.sought;
    const vHasSought = vp.soughtCount > 0;
    const vConcepts = vp.concepts;
    const vs = vp.sliders;
    const v0 = vs[0] ?? 50;
    const v1 = vs[1] ?? 50;
    const v2 = vs[2] ?? 50;
    const v3 = vs[3] ?? 50;
    const v4 = vs[4] ?? 50;
    const {
      alive,
      genderBit,
      seekMask,
      age,
      ageMin,
      ageMax,
      markEpoch,
      markKind,
      answerCode,
      interests,
      interestCount,
      sliders,
      concepts,
      sought,
      soughtCount,
      invWeight,
      answerBits,
      forbidden,
      goal,
      statedShare,
      statedInvWeight,
      statedRejected,
    } = this;
    const epoch = this.epoch;
    const top = new TopK(shortlist);

    // Distance: a limited viewer reads only the grid cells their circle touches (and, with no place
    // of their own, can see no one); a viewer with no limit reads everyone, each with their own limit.
    const vPlace = viewer.place ?? null;
    const vLimit = viewer.maxDistanceKm ?? null;
    if (vLimit !== null && !vPlace) return [];
    const [vx, vy, vz] = vPlace ? unitVector(vPlace) : [0, 0, 0];
    const vHasPlace = vPlace !== null;
    const vReach = vLimit === null ? NO_LIMIT_DOT : dotAtKm(vLimit);
    const useDistance = (options.distance ?? true) && vHasPlace;
    const count = vLimit === null ? this.used : this.gatherNear(vPlace as GeoPoint, vLimit);
    const gathered = vLimit === null ? null : this.gathered;
    const { ux, uy, uz, hasPlace, reachDot } = this;

    for (let i = 0; i < count; i++) {
      const s = gathered ? (gathered[i] as number) : i;
      if (alive[s] === 0) continue;
      if ((vSeek & (genderBit[s] as number)) === 0 || ((seekMask[s] as number) & vGender) === 0) continue;
      const a = age[s] as number;
      if (a < vAgeMin || a > vAgeMax || vAge < (ageMin[s] as number) || vAge > (ageMax[s] as number)) continue;
      // Stated two-way filters: a mandatory answer either way, two different sure intentions.
      if (
        ((forbidden[s] as number) & vBits) !== 0 ||
        (vForbidden !== 0 && (vForbidden & (answerBits[s] as number)) !== 0) ||
        (vGoalClash !== 0 && goal[s] === vGoalClash)
      )
        continue;
      // Reciprocal limits (withinReach): an unknown distance passes only when neither side has a limit.
      const known = vHasPlace && hasPlace[s] === 1;
      const dot = known ? vx * (ux[s] as number) + vy * (uy[s] as number) + vz * (uz[s] as number) : 0;
      const ownReach = reachDot[s] as number;
      if (vLimit !== null && (!known || dot < vReach)) continue;
      if (ownReach !== NO_LIMIT_DOT && (!known || dot < ownReach)) continue;
      let prior = base;
      let likedViewer = false;
      let answered = false;
      if (markEpoch[s] === epoch) {
        const kind = markKind[s];
        if (kind === MARK_EXCLUDED) continue;
        likedViewer = kind === MARK_LIKED_VIEWER;
        answered = true;
        prior = likedViewer ? KNOWN_LIKE_BACK : KNOWN_PASS;
      }
      const code = answerCode[s] as number;
      const lo = code & 255;
      const hi = code >>> 8;
      const mask = interests[s] as number;
      const o = s * AXES;
      let personality =
        1 -
        AW0 * Math.abs((sliders[o] as number) - v0) -
        AW1 * Math.abs((sliders[o + 1] as number) - v1) -
        AW2 * Math.abs((sliders[o + 2] as number) - v2) -
        AW3 * Math.abs((sliders[o + 3] as number) - v3) -
        AW4 * Math.abs((sliders[o + 4] as number) - v4);
      if (personality < 0) personality = 0;

      let satViewer =
        (satLo[lo] as number) + (satHi[hi] as number) + W_PERSONALITY * personality + (satInterest[mask] as number);
      let textViewer = 0;
      if (vHasSought) {
        textViewer = textOf[popcount32(vSought & (concepts[s] as number))] as number;
        satViewer += textViewer;
      }
      satViewer *= vInv;
      let satCandidate =
        (candLo[lo] as number) +
        (candHi[hi] as number) +
        W_PERSONALITY * personality +
        (INTEREST_TABLE[(sharedOf[mask] as number) * 16 + (interestCount[s] as number)] as number);
      const sc = soughtCount[s] as number;
      if (sc !== 0) satCandidate += TEXT_TABLE[popcount32((sought[s] as number) & vConcepts) * 33 + sc] as number;
      satCandidate *= invWeight[s] as number;
      const cShare = statedShare[s] as number;
      let candidateOffset = 0;
      if (cShare !== 0) {
        // The candidate's stated preferences, met by the viewer's answers (misses by importance level).
        const r = s * STATED_LEVELS;
        let missed = 0;
        let hits = (statedRejected[r] as number) & vBits;
        if (hits !== 0) missed += SLW0 * popcount32(hits);
        hits = (statedRejected[r + 1] as number) & vBits;
        if (hits !== 0) missed += SLW1 * popcount32(hits);
        hits = (statedRejected[r + 2] as number) & vBits;
        if (hits !== 0) missed += SLW2 * popcount32(hits);
        hits = (statedRejected[r + 3] as number) & vBits;
        if (hits !== 0) missed += SLW3 * popcount32(hits);
        const met = 1 - missed * (statedInvWeight[s] as number);
        satCandidate = (1 - cShare) * satCandidate + cShare * met;
        candidateOffset = STATED_LOGIT * 2 * cShare * (2 * met - 1);
      }
      const sameGoal = vSureGoal !== 0 && goal[s] === vSureGoal;
      if (sameGoal) candidateOffset += SHARED_GOAL_LOGIT;
      // Before any swipe of theirs, what they stated moves their chance of liking the viewer back.
      if (combined && !answered && candidateOffset !== 0) prior = 1 / (1 + Math.exp(-(baseLogit + candidateOffset)));
      const affinity = Math.sqrt(satViewer * satCandidate);
      // pViewer ≤ 1, so a candidate whose affinity × prior cannot beat the shortlist needs no model.
      const threshold = top.threshold();
      if (affinity * (combined ? prior : 1) <= threshold) continue;
      const km = known ? kmFromDot(dot) : NaN;
      const factor = useDistance ? (known ? distanceFactor(km) : UNKNOWN_DISTANCE_FACTOR) : 1;
      if (affinity * (combined ? prior : 1) * factor <= threshold) continue;

      // Exposure stands for a candidate's limited attention to answer everyone they are shown to; one
      // who already liked the viewer has answered, so they are not discounted.
      let exposure = 1;
      if (spread && !likedViewer) {
        const shown = recvN[s] as number;
        if (shown > 0) {
          const r = exposureBase / (exposureBase + shown);
          exposure = EXPOSURE_DAMPING === 2 ? r * r : Math.pow(r, EXPOSURE_DAMPING);
          if (affinity * prior * factor * exposure <= threshold) continue;
        }
      }
      let pViewer = UNKNOWN;
      if (mw || useAppeal || vStated) {
        let gap = (a - vAge) / 10;
        if (gap > 3) gap = 3;
        else if (gap < -3) gap = -3;
        let z = useAppeal ? (appealOffset[s] as number) + (appealSd[s] as number) * hashNormal(drawSeed, s) : 0;
        if (mw)
          z +=
            modelConstant +
            (modelLo[lo] as number) +
            (modelHi[hi] as number) +
            (modelInterest[mask] as number) +
            ms0 * (sliders[o] as number) +
            ms1 * (sliders[o + 1] as number) +
            ms2 * (sliders[o + 2] as number) +
            ms3 * (sliders[o + 3] as number) +
            ms4 * (sliders[o + 4] as number) +
            wDimPersonality * (2 * personality - 1) +
            (wDimText !== 0 ? wDimText * ((2 * textViewer) / W_TEXT - 1) : 0) +
            wAgeGap * gap +
            wAgeDistance * (gap < 0 ? -gap : gap);
        if (vStated)
          z +=
            statedConstant + (statedLo[lo] as number) + (statedHi[hi] as number) + (sameGoal ? SHARED_GOAL_LOGIT : 0);
        pViewer = 1 / (1 + Math.exp(-z));
      }
      const score = (combined ? affinity * pViewer * prior * exposure : affinity) * factor;
      if (score > threshold) top.push(score, s, affinity, pViewer, factor * exposure, km);
    }

    const features = new Float32Array(FEATURE_COUNT);
    const result: RankedCandidate[] = [];
    for (let i = 0; i < top.size; i++) {
      const slot = top.slots[i] ?? 0;
      const id = this.ids[slot];
      if (id === undefined) continue;
      const affinity = top.affinities[i] ?? 0;
      const pViewer = top.pViewers[i] ?? UNKNOWN;
      const factor = top.factors[i] ?? 1;
      const km = top.kms[i] ?? NaN;
      let pCandidate = combined ? base : UNKNOWN;
      if (combined) {
        if (this.markEpoch[slot] === this.epoch) {
          pCandidate = this.markKind[slot] === MARK_LIKED_VIEWER ? KNOWN_LIKE_BACK : KNOWN_PASS;
        } else {
          const models = this.modelRecords.data(slot);
          const mo = this.modelRecords.offset(slot);
          const ownSwipes = models ? (models[mo + MODEL_SWIPES] as number) : 0;
          const hasOwn = ownSwipes > 0;
          const tasted = this.taste.has(slot);
          const member = this.decode(slot, this.scratchA);
          if (populationModel || hasOwn || tasted) pairFeatures(member, vp, features);
          // The candidate's revealed taste: how the viewer resembles the people the candidate liked
          // rather than those they passed on (0 while unknown; shrunk by how much they swiped).
          const revealed = tasted ? this.taste.score(slot, features) : 0;
          // What the candidate stated they want, met or not by the viewer (0 when they stated nothing).
          const stated = statedLogit(member, vp);
          const offset = (populationModel ? logit(populationModel, features) : 0) + revealed + stated;
          // The population's guess (with the revealed taste and what they stated) stands for someone who
          // never swiped; their own swipes move it as far as the selectivity prior's strength allows.
          const prior = populationModel
            ? sigmoid(offset)
            : revealed !== 0 || stated !== 0
              ? sigmoid(logitOf(base) + revealed + stated)
              : base;
          pCandidate = prior;
          if (hasOwn && models) {
            let z = 0;
            for (let f = 0; f < FEATURE_COUNT; f++) z += (models[mo + f] as number) * (features[f] as number);
            const predicted = sigmoid(z + offset);
            pCandidate = (ownSwipes * predicted + likeBackStrength * prior) / (ownSwipes + likeBackStrength);
          }
          // An answer of the viewer's the candidate never liked in anyone they saw: a dealbreaker unsaid.
          pCandidate *= this.taste.dealbreakerFree(slot, vp.answers);
        }
      }
      result.push({
        id,
        affinity,
        pViewer,
        pCandidate,
        distanceKm: Number.isNaN(km) ? null : km,
        score: (combined ? affinity * pViewer * pCandidate : affinity) * factor,
      });
    }
    // Ties (equal scores) break on id so the order is stable across calls.
    result.sort((x, y) => y.score - x.score || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
    return result.slice(0, options.limit);
  }

  /**
   * How many people `rank` would consider for this viewer, without scoring anyone: the same two-way
   * filters (visibility, genders sought, age ranges, distance limits), minus `exclude` and the viewer.
   * The empty deck's outlook counts with it (decision 043); pool.test.ts holds it equal to `rank`.
   */
  count(viewer: PoolMember & { id: string }, exclude?: Iterable<string>): number {
    this.epoch = (this.epoch + 1) >>> 0 || 1;
    this.mark(exclude, MARK_EXCLUDED);
    this.mark([viewer.id], MARK_EXCLUDED);
    const v = filterOf(viewer);
    if (!v) return 0;
    const count = v.limit === null ? this.used : this.gatherNear(viewer.place as GeoPoint, v.limit);
    const gathered = v.limit === null ? null : this.gathered;
    const { markEpoch, markKind, epoch } = this;
    let n = 0;
    for (let i = 0; i < count; i++) {
      const s = gathered ? (gathered[i] as number) : i;
      if (markEpoch[s] === epoch && markKind[s] === MARK_EXCLUDED) continue;
      if (this.passes(v, s)) n++;
    }
    return n;
  }

  /**
   * Whether two people of the pool would be shown to each other now: both visible, and the two-way
   * filters of `rank` allow the pair ("Préviens-moi" asks it of each arrival, decision 043).
   */
  admits(viewerId: string, candidateId: string): boolean {
    const vs = this.slotById.get(viewerId);
    const cs = this.slotById.get(candidateId);
    if (vs === undefined || cs === undefined || vs === cs || this.alive[vs] === 0) return false;
    const v = this.filterOfSlot(vs);
    return v !== null && this.passes(v, cs);
  }

  /** `filterOf` for someone in the pool, read from their columns. */
  private filterOfSlot(slot: number): ViewerFilter | null {
    const limitKm = this.maxKm[slot] as number;
    const limit = Number.isNaN(limitKm) ? null : limitKm;
    const hasPlace = this.hasPlace[slot] === 1;
    if (limit !== null && !hasPlace) return null;
    return {
      seek: this.seekMask[slot] as number,
      gender: this.genderBit[slot] as number,
      age: this.age[slot] as number,
      ageMin: this.ageMin[slot] as number,
      ageMax: this.ageMax[slot] as number,
      hasPlace,
      x: hasPlace ? (this.ux[slot] as number) : 0,
      y: hasPlace ? (this.uy[slot] as number) : 0,
      z: hasPlace ? (this.uz[slot] as number) : 0,
      limit,
      reach: this.reachDot[slot] as number,
      bits: this.answerBits[slot] as number,
      forbidden: this.forbidden[slot] as number,
      goalClash: clashingGoal(this.goal[slot] as number),
    };
  }

  /** The filters of the ranking loop for one slot (the loop keeps its own inlined copy for speed). */
  private passes(v: ViewerFilter, s: number): boolean {
    if (this.alive[s] === 0) return false;
    if ((v.seek & (this.genderBit[s] as number)) === 0 || ((this.seekMask[s] as number) & v.gender) === 0) return false;
    const a = this.age[s] as number;
    if (a < v.ageMin || a > v.ageMax || v.age < (this.ageMin[s] as number) || v.age > (this.ageMax[s] as number))
      return false;
    if (((this.forbidden[s] as number) & v.bits) !== 0) return false;
    if ((v.forbidden & (this.answerBits[s] as number)) !== 0 || (v.goalClash !== 0 && this.goal[s] === v.goalClash))
      return false;
    const known = v.hasPlace && this.hasPlace[s] === 1;
    const dot = known ? v.x * (this.ux[s] as number) + v.y * (this.uy[s] as number) + v.z * (this.uz[s] as number) : 0;
    if (v.limit !== null && (!known || dot < v.reach)) return false;
    const ownReach = this.reachDot[s] as number;
    return !(ownReach !== NO_LIMIT_DOT && (!known || dot < ownReach));
  }
}
