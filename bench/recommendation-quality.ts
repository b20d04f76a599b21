// Recommendation quality, by simulation. A synthetic population (the demo generator: realistic,
// correlated questionnaires and reciprocal preferences) is given hidden tastes the engine never sees;
// everyone then swipes through their first discover pages, deciding by those hidden tastes. We count
// mutual matches per 100 swipes and the top-10 success rate (share of the ten first recommendations
// that would end in a mutual like, as in the reciprocal-recommender literature, e.g. RECON), for
// three orders: random, questionnaire-only (affinity), and ours (affinity × both sides' learned
// models × known likes), before and after learning.
//
// The hidden taste of person i for person j (all of it invisible to the engine):
// - questionnaire, OkCupid-style: per question a hidden importance, and a hidden set of acceptable
//   answers (one's own answer plus each other answer with probability 0.4) — so the questionnaire is
//   informative without being the truth, and the engine's tables are not the hidden rule;
// - interests: a hidden liking for each interest, plus pleasure in shared interests;
// - personality: a hidden ideal slider position per axis near one's own;
// - age: a hidden ideal age near one's own;
// - a shared "appeal" of j (what photos would show), which no feature of the engine sees;
// - fresh noise at each decision. Each person likes a personal share (20–50%) of their candidates.
// - geography (issue 15): people live in the demo population's real towns with its distance limits
//   (applied both ways by the engine, as in discover), and prefer nearer people with a hidden
//   sensitivity of their own: −s · ln(1 + km/10) / ln(11), s drawn in [0.2, 0.8] (an hour's drive
//   weighs about as much as a shared interest). The other hidden tastes are unchanged.
//
// Four orders are compared: random, questionnaire-only, ours without the distance factor, and ours;
// the limits filter all four alike, so the difference between the last two is the factor alone.
//
//   npx tsx bench/recommendation-quality.ts [--people 2000] [--rounds 4] [--page 10] [--seed 1]
import { COMPATIBILITY_QUESTIONS, INTERESTS, PERSONALITY_AXES, type Interest } from '@affinia/contract';
import {
  CandidatePool,
  learnSwipe,
  newModel,
  pairFeatures,
  type PoolViewer,
  type PreferenceModel,
  type RankingStrategy,
} from '@affinia/matching';
import { createRng, type Rng } from '@affinia/demo';
import { benchPeople, flag, type BenchPerson } from './population.js';
import { distanceKm } from '@affinia/matching';
import { inboundSignals, topSuccess } from './simulation-steps.js';

const PEOPLE = Number(flag('people', '2000'));
const ROUNDS = Number(flag('rounds', '4'));
const PAGE = Number(flag('page', '10'));
const SEED = flag('seed', '1');
const TOP = 10;

type Hidden = {
  importance: number[];
  /** acceptable[q][option] */
  acceptable: boolean[][];
  interestLiking: number[];
  idealSliders: number[];
  idealAge: number;
  appeal: number;
  /** How much nearer counts for this person (hidden). */
  distanceSensitivity: number;
  /** Like when utility + noise exceeds this. */
  threshold: number;
};

const rng: Rng = createRng(`quality-${SEED}`);
const people: BenchPerson[] = benchPeople(`quality-${SEED}`, PEOPLE);
const byId = new Map(people.map((p, i) => [p.id, i]));

const hidden: Hidden[] = people.map((p) => {
  const answers = p.member.profile.answers;
  return {
    importance: COMPATIBILITY_QUESTIONS.map(() => -Math.log(1 - rng.next())),
    acceptable: COMPATIBILITY_QUESTIONS.map((_, q) => [0, 1, 2, 3].map((o) => o === answers[q] || rng.chance(0.4))),
    interestLiking: INTERESTS.map(() => rng.normal()),
    idealSliders: PERSONALITY_AXES.map((_, k) => (p.member.profile.sliders[k] ?? 50) + 20 * rng.normal()),
    idealAge: p.person.age + (p.person.gender === 'homme' ? -2 : 2) + 3 * rng.normal(),
    appeal: rng.normal(),
    distanceSensitivity: 0.2 + 0.6 * rng.next(),
    threshold: 0,
  };
});

/** Noiseless hidden utility of j for i, roughly standardised. */
function utility(i: number, j: number): number {
  const h = hidden[i]!;
  const other = people[j]!.member.profile;
  let accepted = 0;
  let total = 0;
  COMPATIBILITY_QUESTIONS.forEach((_, q) => {
    total += h.importance[q]!;
    if (h.acceptable[q]![other.answers[q] ?? 0]) accepted += h.importance[q]!;
  });
  const questionnaire = (accepted / total - 0.6) / 0.2;
  const theirs = people[j]!.person.interests;
  const mine = new Set<Interest>(people[i]!.person.interests);
  const liking = theirs.reduce((s, k) => s + h.interestLiking[INTERESTS.indexOf(k)]!, 0) / Math.sqrt(theirs.length);
  const shared = theirs.filter((k) => mine.has(k)).length / Math.min(4, mine.size);
  const interests = 0.7 * liking + 1.2 * (shared - 0.4);
  let distance = 0;
  PERSONALITY_AXES.forEach((_, k) => (distance += Math.abs((other.sliders[k] ?? 50) - h.idealSliders[k]!)));
  const personality = (0.3 - distance / 500) / 0.1;
  const age = -Math.abs(people[j]!.person.age - h.idealAge) / 4;
  const a = people[i]!.member.place;
  const b = people[j]!.member.place;
  const km = a && b ? distanceKm(a, b) : UNKNOWN_KM;
  const geography = -h.distanceSensitivity * (Math.log1p(km / 10) / Math.log(11));
  return 1.0 * questionnaire + 0.6 * interests + 0.5 * personality + 0.4 * age + 0.5 * hidden[j]!.appeal + geography;
}
/** What an unknown distance feels like in the hidden taste: far. */
const UNKNOWN_KM = 500;
const NOISE = 0.6;

// Everyone's eligible candidates (mutual genders sought and age ranges), from the engine's own filters.
const basePool = new CandidatePool(PEOPLE);
people.forEach((p) => basePool.upsert(p.id, p.member));
const viewerOf = (i: number, model: PreferenceModel | null): PoolViewer => ({
  id: people[i]!.id,
  ...people[i]!.member,
  model,
});
const eligible: number[][] = people.map((_, i) =>
  basePool
    .rank(viewerOf(i, null), { limit: PEOPLE, shortlist: PEOPLE, strategy: 'affinity' })
    .map((r) => byId.get(r.id)!),
);
// Thresholds: each person likes a personal share of their eligible candidates.
hidden.forEach((h, i) => {
  const share = 0.2 + 0.3 * rng.next();
  const values = eligible[i]!.map((j) => utility(i, j) + NOISE * rng.normal()).sort((a, b) => b - a);
  h.threshold = values.length ? values[Math.min(values.length - 1, Math.floor(share * values.length))]! : Infinity;
});
const wouldLike = (i: number, j: number) => utility(i, j) > hidden[i]!.threshold;

type Strategy = 'random' | 'questionnaire-only' | 'ours-no-distance' | 'ours';
type Outcome = {
  strategy: Strategy;
  top10Before: number;
  top10After: number;
  round1: number;
  later: number;
  swipes: number;
  matches: number;
};

function simulate(strategy: Strategy): Outcome {
  const simRng = createRng(`quality-run-${SEED}`);
  const pool = new CandidatePool(PEOPLE);
  people.forEach((p) => pool.upsert(p.id, p.member));
  const models: PreferenceModel[] = people.map(() => newModel());
  const swiped: Set<number>[] = people.map(() => new Set());
  const likes: Set<number>[] = people.map(() => new Set());
  /** Who swiped on i, and how: what discover knows about "liked you / passed on you". */
  const inbound: Map<number, boolean>[] = people.map(() => new Map());
  const learning = strategy === 'ours' || strategy === 'ours-no-distance';
  const engineStrategy: RankingStrategy = learning ? 'combined' : 'affinity';
  // The distance factor is part of "ours"; questionnaire-only stays the pure questionnaire baseline.
  const distance = strategy === 'ours';

  const recommend = (i: number, count: number): number[] => {
    if (strategy === 'random') {
      const open = eligible[i]!.filter((j) => !swiped[i]!.has(j));
      return simRng.shuffle(open).slice(0, count);
    }
    return pool
      .rank(viewerOf(i, learning ? models[i]! : null), {
        limit: count,
        distance,
        exclude: [...swiped[i]!].map((j) => people[j]!.id),
        ...inboundSignals(inbound[i]!, (j) => people[j]!.id),
        strategy: engineStrategy,
      })
      .map((r) => byId.get(r.id)!);
  };

  const top10 = () => topSuccess(people.length, TOP, recommend, wouldLike);

  const top10Before = top10();
  let swipes = 0;
  let matches = 0;
  let round1 = 0;
  let laterSwipes = 0;
  let laterMatches = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    let roundSwipes = 0;
    let roundMatches = 0;
    for (const i of simRng.shuffle(people.map((_, k) => k))) {
      for (const j of recommend(i, PAGE)) {
        const like = utility(i, j) + NOISE * simRng.normal() > hidden[i]!.threshold;
        swiped[i]!.add(j);
        inbound[j]!.set(i, like);
        roundSwipes += 1;
        if (like) {
          likes[i]!.add(j);
          if (likes[j]!.has(i)) roundMatches += 1;
        }
        if (learning) {
          learnSwipe(models[i]!, pairFeatures(people[i]!.member.profile, people[j]!.member.profile), like);
        }
      }
      if (learning) pool.setModel(people[i]!.id, models[i]!);
    }
    swipes += roundSwipes;
    matches += roundMatches;
    if (round === 1) round1 = (100 * roundMatches) / roundSwipes;
    else {
      laterSwipes += roundSwipes;
      laterMatches += roundMatches;
    }
  }
  return {
    strategy,
    top10Before,
    top10After: top10(),
    round1,
    later: laterSwipes ? (100 * laterMatches) / laterSwipes : Number.NaN,
    swipes,
    matches,
  };
}

const started = Date.now();
const outcomes = (['random', 'questionnaire-only', 'ours-no-distance', 'ours'] as const).map(simulate);
const withinReach = eligible.map((list) => list.length).sort((x, y) => x - y);
const pct = (v: number) => `${(100 * v).toFixed(1)} %`;
console.log(
  `${PEOPLE} people, ${ROUNDS} rounds of one ${PAGE}-card page each, seed ${SEED} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
console.log(
  `eligible candidates per person (genders, ages and distance limits both ways): median ${withinReach[withinReach.length >> 1]}, none for ${withinReach.filter((n) => n === 0).length}`,
);
console.log('strategy             top-10 before   matches/100 swipes round 1   rounds 2+   all   top-10 after');
for (const o of outcomes) {
  console.log(
    `${o.strategy.padEnd(20)} ${pct(o.top10Before).padStart(13)} ${o.round1.toFixed(1).padStart(28)} ${o.later
      .toFixed(1)
      .padStart(11)} ${((100 * o.matches) / o.swipes).toFixed(1).padStart(5)} ${pct(o.top10After).padStart(14)}`,
  );
}
console.log(JSON.stringify({ people: PEOPLE, rounds: ROUNDS, page: PAGE, seed: SEED, outcomes }));
