// Recommendation quality on hidden-taste families the engine was not tuned to (issue 20, part 1).
// Each family has its own generator and seed; none of it is visible to the engine, which only sees
// the questionnaire profiles and the swipes. For each family and community size, everyone swipes one
// page per round; the orders compared in the same run are random, questionnaire-only (affinity),
// ours (the engine's combined order with learning), and an oracle that knows the hidden tastes and
// ranks by the true chance of a mutual like (the ceiling).
//
// Families (utility of j for i, standardised; a like when utility + noise exceeds i's threshold, each
// person liking a personal 20–50 % of their eligible candidates):
// - similarity: hidden per-person weights on closeness of answers, sliders, interests and age;
// - complementarity: like similarity, but on a hidden subset of personality axes opposites attract;
// - appeal: a shared hidden appeal of j (what photos would show), seen only through others' swipes,
//   plus a little personal taste;
// - idiosyncratic: each person's own random weights over j's answers, sliders and interests,
//   unrelated to their own profile;
// - dealbreakers: similarity, plus one or two hidden answers per person that rule a candidate out;
// - mix: the sum of the five above.
// - stated (issue 34): similarity, plus one or two hidden answers per person that rule a candidate out and
//   a hidden relationship intention (serious 45 %, casual 25 %, unsure 30 %; two people sure of different
//   ones never like each other). Some members say so in their profile, with noise: 60 % state their
//   dealbreakers (each one with probability 0.85, as mandatory 50 %, very 35 %, somewhat 15 %, and 15 %
//   of them add an answer they would in fact accept), 65 % state their intention (one sure member in ten
//   says "unsure"); the others state nothing. The engine reads what is stated, never the truth.
// - stated-mix: the same statements over the mix family's tastes.
// The noise of each swipe is drawn once per pair (common random numbers) and the turns from a stream of
// their own, so the orders differ only by whom they show, not by the luck of the draws.
// Metrics per family, size and order: mutual matches per 100 swipes in each round, top-10 success
// at the start of round 2 (share of the ten first recommendations that would end in a mutual like), share of
// members with at least one match, the Gini of exposure (how often each member was shown), and, for
// questionnaire-only and ours, "same state": their pages from round 2 on against the oracle's page from
// the same history, in expected mutual likes (per-round rates also reward leaving good pairs for later;
// this does not).
//
//   npx tsx bench/taste-families.ts [--sizes 200,1000] [--rounds 4] [--page 10] [--seed 1] [--families all]
//                                   [--diagnose v,c,r,x,a] [--ridge-lambda 3] [--first-page random]
//                                   [--oracle-damping 1,2,4] [--oracle-cap 10,12] [--oracle-price 2,4]
import {
  INTERESTS,
  PERSONALITY_AXES,
  COMPATIBILITY_QUESTIONS,
  QUESTION_OPTIONS,
  type CompatibilityPreferences,
  type PreferenceImportance,
  type RelationshipGoal,
} from '@affinia/contract';
import {
  CandidatePool,
  EXPOSURE_DAMPING,
  learnSwipe,
  newModel,
  pairFeatures,
  type PoolViewer,
  type PreferenceModel,
} from '@affinia/matching';
import { createRng, type Rng } from '@affinia/demo';
import { benchPeople, benchProfile, choices, flag, numbers, type BenchPerson } from './population.js';
import { ridgeLogistic } from './ridge-logistic.js';
import { inboundSignals, topSuccess } from './simulation-steps.js';

const SIZES = numbers('sizes', '200,1000');
const ROUNDS = Number(flag('rounds', '4'));
const PAGE = Number(flag('page', '10'));
const SEED = flag('seed', '1');
const TOP = 10;
// Diagnostics (only for "ours"): re-rank the engine's list with parts replaced by the truth, to see where
// the distance to the oracle is. v: the viewer's true chance of liking; c: the candidate's true chance
// of liking back; r: the candidate's chance from an exact fit of their own swipes (ridge-logistic.ts,
// strength --ridge-lambda); x: without the exposure factor; a: without the questionnaire factor.
const DIAGNOSE = new Set(choices('diagnose', '', ['v', 'c', 'r', 'x', 'a'] as const));
const RIDGE_LAMBDA = Number(flag('ridge-lambda', '3'));
const NOISE = 0.6;
// --first-page random: "ours" shows a random page of eligible candidates in round 1, then the engine's
// order. It shows how much of a rounds-2-to-4 figure is pairs left unused in round 1 (decision 034).
const FIRST_PAGE = flag('first-page', 'engine');
if (FIRST_PAGE !== 'engine' && FIRST_PAGE !== 'random') throw new Error('--first-page is engine or random');
// --oracle-damping 1,2,4: extra orders, the oracle with the engine's exposure factor at these powers
// (known likers not discounted): how many matches full knowledge makes at a given exposure Gini.
const ORACLE_DAMPING = numbers('oracle-damping', '');
// --oracle-cap 10,15: extra orders, the oracle allocating each round's pages for the whole community at
// once, pairs by true mutual chance, best first, each member shown at most this many times a round:
// full knowledge under a hard limit on attention (it can pair people of like appeal, which a viewer's
// own ranking cannot).
const ORACLE_CAP = numbers('oracle-cap', '');
// --oracle-price 1,2: extra orders, the oracle ranking each viewer's page by true mutual chance minus a
// price on attention: k × the community's mean mutual chance × (1 − the engine's exposure factor, at its
// damping EXPOSURE_DAMPING).
const ORACLE_PRICE = numbers('oracle-price', '');

const FAMILIES = [
  'similarity',
  'complementarity',
  'appeal',
  'idiosyncratic',
  'dealbreakers',
  'mix',
  'stated',
  'stated-mix',
] as const;
/** The families whose members have hidden dealbreakers and intentions, some of them stated (issue 34). */
const STATED_FAMILIES: readonly Family[] = ['stated', 'stated-mix'];
type Family = (typeof FAMILIES)[number];
/** An order compared in the run; the oracle's variants carry their damping, cap or price. */
type Order =
  | { name: string; kind: 'random' | 'questionnaire-only' | 'ours' | 'ours-not-told' | 'oracle' }
  | { name: string; kind: 'oracle-damped'; damping: number }
  | { name: string; kind: 'oracle-capped'; cap: number }
  | { name: string; kind: 'oracle-priced'; price: number };
const ORDERS: Order[] = [
  { name: 'random', kind: 'random' },
  { name: 'questionnaire-only', kind: 'questionnaire-only' },
  { name: 'ours', kind: 'ours' },
  // Stated families only: the same engine on the same community, with what members stated left out.
  { name: 'ours, not told', kind: 'ours-not-told' },
  { name: 'oracle', kind: 'oracle' },
  ...ORACLE_DAMPING.map((damping): Order => ({ name: `oracle-x${damping}`, kind: 'oracle-damped', damping })),
  ...ORACLE_CAP.map((cap): Order => ({ name: `oracle-cap${cap}`, kind: 'oracle-capped', cap })),
  ...ORACLE_PRICE.map((price): Order => ({ name: `oracle-p${price}`, kind: 'oracle-priced', price })),
];

const Q = COMPATIBILITY_QUESTIONS.length;
const A = PERSONALITY_AXES.length;
const I = INTERESTS.length;

type Component = (i: number, j: number) => number;

/** Hidden dealbreakers and intentions of a stated family, and what each member says of them. */
type Statements = {
  rules: { q: number; o: number }[][];
  goals: RelationshipGoal[];
  stated: { preferences: CompatibilityPreferences; goal: RelationshipGoal | null }[];
};

function statementsOf(size: number, seed: string): Statements {
  const rng = createRng(`${seed}-statements`);
  const rules = Array.from({ length: size }, () =>
    Array.from({ length: rng.chance(0.5) ? 1 : 2 }, () => ({ q: rng.int(0, Q - 1), o: rng.int(0, 3) })),
  );
  const goals = Array.from({ length: size }, (): RelationshipGoal => {
    const x = rng.next();
    return x < 0.45 ? 'serious' : x < 0.7 ? 'casual' : 'unsure';
  });
  const stated = rules.map((own, i) => {
    const preferences: Record<string, { accepted: string[]; importance: PreferenceImportance }> = {};
    if (rng.chance(0.6)) {
      const rejected = new Map<number, Set<number>>();
      for (const r of own) {
        if (!rng.chance(0.85)) continue;
        const set = rejected.get(r.q) ?? new Set<number>();
        set.add(r.o);
        // Noise: an answer they would in fact accept, stated as not accepted.
        if (rng.chance(0.15)) set.add(rng.int(0, 3));
        rejected.set(r.q, set);
      }
      for (const [q, set] of rejected) {
        const question = COMPATIBILITY_QUESTIONS[q]!;
        const accepted = QUESTION_OPTIONS[question].filter((_, o) => !set.has(o));
        if (accepted.length === 0) continue;
        const x = rng.next();
        preferences[question] = { accepted, importance: x < 0.5 ? 'mandatory' : x < 0.85 ? 'very' : 'somewhat' };
      }
    }
    let goal: RelationshipGoal | null = null;
    if (rng.chance(0.65)) goal = goals[i] !== 'unsure' && rng.chance(0.1) ? 'unsure' : goals[i]!;
    return { preferences: preferences as CompatibilityPreferences, goal };
  });
  return { rules, goals, stated };
}

const goalsClash = (a: RelationshipGoal, b: RelationshipGoal) =>
  (a === 'serious' && b === 'casual') || (a === 'casual' && b === 'serious');

/** The hidden-taste components of one family over one population, each from its own seeded stream. */
function tasteOf(family: Family, people: BenchPerson[], seed: string, statements: Statements | null): Component {
  const profile = (k: number) => people[k]!.member.profile;
  const bit = (k: number, n: number) => (profile(k).interests >> n) & 1;
  const similarity = (rng: Rng): Component => {
    const w = people.map(() => [rng.next(), rng.next(), rng.next(), rng.next()]);
    return (i, j) => {
      const a = profile(i);
      const b = profile(j);
      let same = 0;
      for (let q = 0; q < Q; q++) if (a.answers[q] === b.answers[q]) same += 1;
      let sl = 0;
      for (let k = 0; k < A; k++) sl += Math.abs(a.sliders[k]! - b.sliders[k]!);
      let shared = 0;
      for (let n = 0; n < I; n++) shared += bit(i, n) & bit(j, n);
      const wi = w[i]!;
      return (wi[0]! * same) / 2 - (wi[1]! * sl) / 150 + wi[2]! * shared - (wi[3]! * Math.abs(a.age - b.age)) / 5;
    };
  };
  const complementarity = (rng: Rng): Component => {
    const base = similarity(rng);
    const opposite = people.map(() => PERSONALITY_AXES.map(() => rng.chance(0.4)));
    return (i, j) => {
      const a = profile(i);
      const b = profile(j);
      let c = 0;
      for (let k = 0; k < A; k++) {
        const d = Math.abs(a.sliders[k]! - b.sliders[k]!) / 50;
        // Undo the closeness reward on the opposite axes and reward the distance instead.
        if (opposite[i]![k]) c += 2 * d;
      }
      return base(i, j) + c;
    };
  };
  const appeal = (rng: Rng): Component => {
    const value = people.map(() => rng.normal());
    const personal = people.map(() => INTERESTS.map(() => 0.3 * rng.normal()));
    return (i, j) => {
      let p = 0;
      for (let n = 0; n < I; n++) if (bit(j, n)) p += personal[i]![n]!;
      return 2 * value[j]! + p;
    };
  };
  const idiosyncratic = (rng: Rng): Component => {
    const wa = people.map(() => COMPATIBILITY_QUESTIONS.map(() => [0, 1, 2, 3].map(() => rng.normal())));
    const ws = people.map(() => PERSONALITY_AXES.map(() => rng.normal()));
    const wi = people.map(() => INTERESTS.map(() => rng.normal()));
    return (i, j) => {
      const b = profile(j);
      let u = 0;
      for (let q = 0; q < Q; q++) u += wa[i]![q]![b.answers[q]!]!;
      for (let k = 0; k < A; k++) u += (ws[i]![k]! * (b.sliders[k]! - 50)) / 25;
      for (let n = 0; n < I; n++) if (bit(j, n)) u += wi[i]![n]!;
      return u;
    };
  };
  const dealbreakers = (rng: Rng): Component => {
    const base = similarity(rng);
    const rules = people.map(() => {
      const count = rng.chance(0.5) ? 1 : 2;
      return Array.from({ length: count }, () => ({ q: rng.int(0, Q - 1), o: rng.int(0, 3) }));
    });
    return (i, j) => {
      const b = profile(j);
      for (const r of rules[i]!) if (b.answers[r.q] === r.o) return base(i, j) - 100;
      return base(i, j);
    };
  };
  type Simple = 'similarity' | 'complementarity' | 'appeal' | 'idiosyncratic' | 'dealbreakers';
  const make: Record<Simple, (rng: Rng) => Component> = {
    similarity,
    complementarity,
    appeal,
    idiosyncratic,
    dealbreakers,
  };
  const mix = () => (Object.keys(make) as Simple[]).map((f) => make[f](createRng(`${seed}-mix-${f}`)));
  const parts: Component[] =
    family === 'mix' || family === 'stated-mix'
      ? mix()
      : family === 'stated'
        ? [similarity(createRng(`${seed}-stated`))]
        : [make[family](createRng(`${seed}-${family}`))];
  // Standardise each component on random pairs so that the noise means the same in every family.
  const sampler = createRng(`${seed}-${family}-scale`);
  const scaled = parts.map((part) => {
    const sample: number[] = [];
    for (let s = 0; s < 4000; s++) {
      const v = part(sampler.int(0, people.length - 1), sampler.int(0, people.length - 1));
      if (v > -50) sample.push(v);
    }
    const mean = sample.reduce((x, y) => x + y, 0) / sample.length;
    const sd = Math.sqrt(sample.reduce((x, y) => x + (y - mean) ** 2, 0) / sample.length) || 1;
    return (i: number, j: number) => (part(i, j) - mean) / sd;
  });
  const taste: Component = (i, j) => scaled.reduce((s, f) => s + f(i, j), 0) / Math.sqrt(scaled.length);
  if (!statements) return taste;
  // The hidden dealbreakers and intentions rule a candidate out whatever the rest says.
  const { rules, goals } = statements;
  return (i, j) => {
    const b = profile(j);
    for (const r of rules[i]!) if (b.answers[r.q] === r.o) return taste(i, j) - 100;
    if (goalsClash(goals[i]!, goals[j]!)) return taste(i, j) - 100;
    return taste(i, j);
  };
}

export function gini(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const total = sorted.reduce((a, b) => a + b, 0);
  if (n === 0 || total === 0) return 0;
  let weighted = 0;
  sorted.forEach((v, k) => (weighted += (k + 1) * v));
  return (2 * weighted) / (n * total) - (n + 1) / n;
}

type Result = {
  order: string;
  eligibleMedian: number;
  perRound: number[];
  overall: number;
  /** Mutual matches over all rounds per member (an order that shows fewer cards can match fewer people). */
  matchesPerMember: number;
  top10: number;
  /** This order's pages from round 2 on, against the oracle's from the same history (expected mutual likes). */
  sameState: number;
  matchedShare: number;
  exposureGini: number;
};

const normalCdf = (x: number) => 1 / (1 + Math.exp(-1.702 * x));

function run(family: Family, size: number): Result[] {
  const seed = `families-${SEED}-${family}-${size}`;
  // One local community (a town, a club): everyone in the same place, no distance limit; the
  // engine's gender and age filters still apply both ways.
  const statements = STATED_FAMILIES.includes(family) ? statementsOf(size, seed) : null;
  const people = benchPeople(`families-${SEED}-${size}`, size).map((p, i) => ({
    ...p,
    member: {
      ...p.member,
      // In the stated families, the profile carries what the member says (the engine never sees the truth).
      profile: statements ? benchProfile(p.person, statements.stated[i]) : p.member.profile,
      place: null,
      maxDistanceKm: null,
    },
  }));
  const byId = new Map(people.map((p, i) => [p.id, i]));
  const utility = tasteOf(family, people, seed, statements);
  // The same people as the engine knows them without their statements (ours, not told; eligibility).
  const unstated = benchPeople(`families-${SEED}-${size}`, size).map((p) => p.member.profile);
  const basePool = new CandidatePool(size);
  people.forEach((p, k) => basePool.upsert(p.id, { ...p.member, profile: unstated[k]! }));
  const viewerOf = (i: number, model: PreferenceModel | null): PoolViewer => ({
    id: people[i]!.id,
    ...people[i]!.member,
    model,
  });
  // Everyone the gender and age filters allow: the stated filters are the engine's choice, not the
  // community's, so random and the oracle may show pairs they rule out (the oracle knows the truth).
  const eligible = people.map((_, i) =>
    basePool
      .rank({ ...viewerOf(i, null), profile: unstated[i]! }, { limit: size, shortlist: size, strategy: 'affinity' })
      .map((r) => byId.get(r.id)!),
  );
  const thresholdRng = createRng(`${seed}-thresholds`);
  const threshold = people.map((_, i) => {
    const share = 0.2 + 0.3 * thresholdRng.next();
    const values = eligible[i]!.map((j) => utility(i, j) + NOISE * thresholdRng.normal()).sort((a, b) => b - a);
    return values.length ? values[Math.min(values.length - 1, Math.floor(share * values.length))]! : Infinity;
  });
  // Common random numbers: the noise of i's swipe on j is drawn once per pair, so every order that shows
  // j to i gets the same decision, and the orders differ only by whom they show (not by luck).
  const noiseRng = createRng(`${seed}-swipe-noise`);
  const pairNoise = Float32Array.from({ length: size * size }, () => noiseRng.normal());
  const likeChance = (i: number, j: number) => normalCdf((utility(i, j) - threshold[i]!) / NOISE);
  const wouldLike = (i: number, j: number) => utility(i, j) > threshold[i]!;

  return ORDERS.filter((order) => statements !== null || order.kind !== 'ours-not-told').map((order) => {
    // Who swipes first in each round is the same for every order; the random order has its own stream.
    const turnRng = createRng(`${seed}-run`);
    const randomRng = createRng(`${seed}-random-order`);
    const pool = new CandidatePool(size);
    // What the engine is told: the stated profiles, or (ours, not told) the same people without them.
    const memberOf = (k: number) =>
      order.kind === 'ours-not-told' ? { ...people[k]!.member, profile: unstated[k]! } : people[k]!.member;
    const viewerAt = (i: number, model: PreferenceModel | null): PoolViewer => ({
      id: people[i]!.id,
      ...memberOf(i),
      model,
    });
    people.forEach((p, k) => pool.upsert(p.id, memberOf(k)));
    const models = people.map(() => newModel());
    const swiped = people.map(() => new Set<number>());
    const likes = people.map(() => new Set<number>());
    const inbound = people.map(() => new Map<number, boolean>());
    const shown = people.map(() => 0);
    let totalShown = 0;
    const matched = people.map(() => false);
    const learning = order.kind === 'ours' || order.kind === 'ours-not-told';

    // --diagnose r: j's chance of liking i from an exact fit of j's own swipes, refitted as they grow.
    const ridgeFits = new Map<number, { swipes: number; weights: Float64Array }>();
    const profileOf = (k: number) => memberOf(k).profile;
    const ridgeChance = (j: number, i: number): number | null => {
      const swipes = swiped[j]!.size;
      if (swipes === 0) return null;
      let fit = ridgeFits.get(j);
      if (!fit || fit.swipes !== swipes) {
        const targets = [...swiped[j]!];
        const weights = ridgeLogistic(
          targets.map((t) => pairFeatures(profileOf(j), profileOf(t))),
          targets.map((t) => likes[j]!.has(t)),
          targets.map((t) => pool.populationLogit(profileOf(j), profileOf(t))),
          RIDGE_LAMBDA,
        );
        fit = { swipes, weights };
        ridgeFits.set(j, fit);
      }
      const x = pairFeatures(profileOf(j), profileOf(i));
      let z = pool.populationLogit(profileOf(j), profileOf(i));
      for (let k = 0; k < x.length; k++) z += fit.weights[k]! * x[k]!;
      return 1 / (1 + Math.exp(-z));
    };
    const exclusions = (i: number) => ({
      exclude: [...swiped[i]!].map((j) => people[j]!.id),
      ...inboundSignals(inbound[i]!, (j) => people[j]!.id),
    });
    /** The engine's whole list for i, re-scored with the parts named by --diagnose replaced. */
    const diagnosed = (i: number, count: number): number[] =>
      pool
        .rank(viewerAt(i, models[i]!), { limit: size, ...exclusions(i), strategy: 'combined' })
        .map((r) => {
          const j = byId.get(r.id)!;
          const theirs = inbound[i]!.get(j);
          // What the score holds besides the three parts: exposure × distance.
          const factor = r.score / (r.affinity * r.pViewer * r.pCandidate || 1);
          const pv = DIAGNOSE.has('v') ? likeChance(i, j) : r.pViewer;
          let pc = r.pCandidate;
          if (DIAGNOSE.has('c')) pc = theirs === undefined ? likeChance(j, i) : theirs ? 1 : 0;
          else if (DIAGNOSE.has('r') && theirs === undefined) pc = ridgeChance(j, i) ?? pc;
          const score = (DIAGNOSE.has('a') ? 1 : r.affinity) * (DIAGNOSE.has('x') ? 1 : factor) * pv * pc;
          return { j, score };
        })
        .sort((a, b) => b.score - a.score)
        .slice(0, count)
        .map((x) => x.j);
    const open = (i: number) => eligible[i]!.filter((j) => !swiped[i]!.has(j));
    /** The true chance that showing j to i now ends in a mutual like (j's answer counts once given). */
    const mutualChance = (i: number, j: number) => {
      const theirs = inbound[i]!.get(j);
      return theirs === undefined ? likeChance(i, j) * likeChance(j, i) : theirs ? likeChance(i, j) : 0;
    };
    /** The engine's exposure factor for showing j to i; 1 for someone who already liked i, as there. */
    const exposure = (i: number, j: number, damping: number) => {
      if (inbound[i]!.get(j) === true) return 1;
      const base = 1 + totalShown / size;
      return (base / (base + shown[j]!)) ** damping;
    };
    /** i's open candidates with the highest score, best first. */
    const bestBy = (i: number, count: number, score: (j: number) => number): number[] =>
      open(i)
        .map((j) => ({ j, p: score(j) }))
        .sort((a, b) => b.p - a.p)
        .slice(0, count)
        .map((x) => x.j);
    const oraclePage = (i: number, count: number) => bestBy(i, count, (j) => mutualChance(i, j));
    /** --oracle-cap: this round's pages for everyone, greedy on the true mutual chance under the cap. */
    const allocated = new Map<number, number[]>();
    const allocate = (cap: number) => {
      allocated.clear();
      const pairs: { i: number; j: number; p: number }[] = [];
      for (let i = 0; i < size; i++) for (const j of open(i)) pairs.push({ i, j, p: mutualChance(i, j) });
      pairs.sort((a, b) => b.p - a.p);
      const load = new Int32Array(size);
      for (const { i, j } of pairs) {
        const page = allocated.get(i) ?? [];
        if (page.length >= PAGE || load[j]! >= cap) continue;
        page.push(j);
        allocated.set(i, page);
        load[j]! += 1;
      }
    };
    /** --oracle-price: the community's mean mutual chance over eligible pairs, the price's unit (per round). */
    const measureMeanMutual = () => {
      let sum = 0;
      let n = 0;
      for (let i = 0; i < size; i++) {
        for (const j of eligible[i]!) {
          sum += mutualChance(i, j);
          n += 1;
        }
      }
      return n ? sum / n : 0;
    };
    let meanMutual = 0;
    const recommend = (i: number, count: number): number[] => {
      switch (order.kind) {
        case 'random':
          return randomRng.shuffle(open(i)).slice(0, count);
        case 'oracle':
          return oraclePage(i, count);
        case 'oracle-damped':
          return bestBy(i, count, (j) => mutualChance(i, j) * exposure(i, j, order.damping));
        case 'oracle-capped':
          return (allocated.get(i) ?? []).slice(0, count);
        case 'oracle-priced':
          return bestBy(
            i,
            count,
            (j) => mutualChance(i, j) - order.price * meanMutual * (1 - exposure(i, j, EXPOSURE_DAMPING)),
          );
      }
      if (learning && FIRST_PAGE === 'random' && swiped[i]!.size === 0) {
        return randomRng.shuffle(open(i)).slice(0, count);
      }
      if (learning && DIAGNOSE.size > 0) return diagnosed(i, count);
      return pool
        .rank(viewerAt(i, learning ? models[i]! : null), {
          limit: count,
          ...exclusions(i),
          strategy: learning ? 'combined' : 'affinity',
        })
        .map((r) => byId.get(r.id)!);
    };

    const top10 = () => topSuccess(people.length, TOP, recommend, wouldLike);
    // Same state: before a round, every viewer's next page from this order and from the oracle, both
    // from this order's history (who has swiped whom), scored by the true mutual chance. It judges the
    // choice alone: unlike the per-round rates, it does not reward leaving good pairs for later.
    const sameState = { order: 0, oracle: 0 };
    const compareWithOracle = () => {
      for (let i = 0; i < size; i++) {
        for (const j of recommend(i, PAGE)) sameState.order += mutualChance(i, j);
        for (const j of oraclePage(i, PAGE)) sameState.oracle += mutualChance(i, j);
      }
    };
    const perRound: number[] = [];
    let allSwipes = 0;
    let allMatches = 0;
    let top10AfterRound1 = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      if (order.kind === 'oracle-capped') allocate(order.cap);
      if (order.kind === 'oracle-priced') meanMutual = measureMeanMutual();
      // Top-10 success measured once the first round has been learnt from (the second page).
      if (round === 2) top10AfterRound1 = top10();
      if (round >= 2 && (order.kind === 'questionnaire-only' || learning)) compareWithOracle();
      let roundSwipes = 0;
      let roundMatches = 0;
      for (const i of turnRng.shuffle(people.map((_, k) => k))) {
        for (const j of recommend(i, PAGE)) {
          const like = utility(i, j) + NOISE * pairNoise[i * size + j]! > threshold[i]!;
          swiped[i]!.add(j);
          inbound[j]!.set(i, like);
          shown[j]! += 1;
          totalShown += 1;
          roundSwipes += 1;
          if (like) {
            likes[i]!.add(j);
            if (likes[j]!.has(i)) {
              roundMatches += 1;
              matched[i] = true;
              matched[j] = true;
            }
          }
          if (learning) {
            // As the swipe transaction does: the personal step on top of the population model, then
            // the swipe into the pool's statistics (and population model).
            const a = profileOf(i);
            const b = profileOf(j);
            learnSwipe(models[i]!, pairFeatures(a, b), like, pool.populationLogit(a, b));
            pool.recordSwipe(people[i]!.id, people[j]!.id, like);
          }
        }
        if (learning) pool.setModel(people[i]!.id, models[i]!);
      }
      allSwipes += roundSwipes;
      allMatches += roundMatches;
      perRound.push(roundSwipes ? (100 * roundMatches) / roundSwipes : Number.NaN);
    }
    const reachable = people.map((_, i) => i).filter((i) => eligible[i]!.length > 0);
    const counts = eligible.map((l) => l.length).sort((x, y) => x - y);
    return {
      order: order.name,
      eligibleMedian: counts[counts.length >> 1] ?? 0,
      perRound,
      overall: allSwipes ? (100 * allMatches) / allSwipes : Number.NaN,
      matchesPerMember: allMatches / size,
      top10: top10AfterRound1,
      sameState: sameState.oracle ? sameState.order / sameState.oracle : Number.NaN,
      matchedShare: reachable.filter((i) => matched[i]).length / Math.max(1, reachable.length),
      exposureGini: gini(reachable.map((i) => shown[i]!)),
    };
  });
}

const families = flag('families', 'all') === 'all' ? [...FAMILIES] : choices('families', '', FAMILIES);
const all: { family: Family; size: number; results: Result[] }[] = [];
for (const size of SIZES) {
  for (const family of families) {
    const started = Date.now();
    const results = run(family, size);
    all.push({ family, size, results });
    console.log(
      `\n${family}, ${size} people, ${ROUNDS} rounds of ${PAGE} cards, seed ${SEED}, median ${results[0]!.eligibleMedian} eligible candidates each (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    console.log(
      `order                matches/100 swipes by round   all   top-10   matched   exposure Gini   same state / oracle   matches/member`,
    );
    for (const r of results) {
      console.log(
        `${r.order.padEnd(20)} ${r.perRound.map((v) => v.toFixed(1).padStart(6)).join('')}${' '.repeat(Math.max(0, 30 - 6 * ROUNDS))} ${r.overall.toFixed(1).padStart(5)} ${(100 * r.top10).toFixed(1).padStart(7)} % ${(100 * r.matchedShare).toFixed(1).padStart(6)} % ${r.exposureGini.toFixed(3).padStart(10)}${(Number.isNaN(r.sameState) ? '' : r.sameState.toFixed(2)).padStart(12)}${r.matchesPerMember.toFixed(3).padStart(21)}`,
      );
    }
  }
}
console.log(JSON.stringify({ rounds: ROUNDS, page: PAGE, seed: SEED, runs: all }));
