// Collaborative signals (issue 20): what a candidate's likes reveal of their taste estimates whether
// they would like the viewer back; its shrinkage and scale come from the swipes, not from constants.
import { describe, expect, it } from 'vitest';
import { INTERESTS, type Interest } from '@affinia/contract';
import { FEATURE_COUNT, pairFeatures } from './learning.js';
import { CandidatePool } from './pool.js';
import type { MatchProfile } from './profile.js';
import { RevealedTaste } from './revealed-taste.js';
import { person, poolMember, poolViewer, randomProfiles } from './test-support.js';

const bit = (interest: Interest) => 1 << INTERESTS.indexOf(interest);
const hasArt = (p: MatchProfile) => (p.interests & bit('art')) !== 0;
const hasSport = (p: MatchProfile) => (p.interests & bit('sport')) !== 0;
const OTHERS: Interest[] = ['music', 'cinema', 'travel', 'reading', 'cooking', 'nature', 'dance', 'yoga'];

/** Ten women who love art and ten who love sport, otherwise alike pair by pair. */
function twoClusters(): { art: MatchProfile[]; sport: MatchProfile[] } {
  const art: MatchProfile[] = [];
  const sport: MatchProfile[] = [];
  for (let k = 0; k < 10; k++) {
    const rest = [OTHERS[k % OTHERS.length]!, OTHERS[(k + 3) % OTHERS.length]!];
    const age = 24 + k;
    art.push(person({ age, interests: ['art', ...rest] }));
    sport.push(person({ age, interests: ['sport', ...rest] }));
  }
  return { art, sport };
}

/**
 * A community where tastes differ: half the men like women who love art, the other half women who love
 * sport (the population as a whole likes both alike). Each of the 40 swipes on 30 women.
 */
function community(rule: (k: number, n: number, woman: MatchProfile) => boolean) {
  const pool = new CandidatePool();
  const women = randomProfiles(200, 41);
  women.forEach((p, i) => pool.upsert(`w${i}`, poolMember(p, { gender: 'femme', seeking: ['homme'] })));
  const men = randomProfiles(40, 42);
  men.forEach((p, k) => {
    pool.upsert(`m${k}`, poolMember(p));
    for (let n = 0; n < 30; n++) {
      const i = (k * 17 + n * 7) % women.length;
      pool.recordSwipe(`m${k}`, `w${i}`, rule(k, n, women[i]!));
    }
  });
  return pool;
}
const byCluster = (k: number, _n: number, woman: MatchProfile) => (k % 2 === 0 ? hasArt(woman) : hasSport(woman));

describe('revealed taste on the reciprocal side', () => {
  it('ranks a candidate who liked people like the viewer above an otherwise equal one who liked people unlike her', () => {
    const pool = community(byCluster);
    const { art, sport } = twoClusters();
    [...art, ...sport].forEach((p, i) => pool.upsert(`t${i}`, poolMember(p, { gender: 'femme', seeking: ['homme'] })));
    // Two men with the same profile and the same numbers of likes and passes; only whom they liked
    // differs. The one who liked art lovers has the id that sorts last: a tie would put him second.
    const twin = person({ age: 31, interests: ['music', 'travel', 'cooking'] });
    pool.upsert('a-likes-sport', poolMember(twin));
    pool.upsert('z-likes-art', poolMember(twin));
    for (let k = 0; k < 10; k++) {
      pool.recordSwipe('z-likes-art', `t${k}`, true);
      pool.recordSwipe('z-likes-art', `t${10 + k}`, false);
      pool.recordSwipe('a-likes-sport', `t${k}`, false);
      pool.recordSwipe('a-likes-sport', `t${10 + k}`, true);
    }
    const viewer = poolViewer(person({ age: 29, interests: ['art', 'reading', 'nature'] }));
    const ranked = pool.rank(viewer, { limit: 300, shortlist: 300 });
    const at = (id: string) => ranked.findIndex((r) => r.id === id);
    const of = (id: string) => ranked[at(id)]!;
    expect(of('z-likes-art').pCandidate).toBeGreaterThan(of('a-likes-sport').pCandidate + 0.05);
    expect(at('z-likes-art')).toBeLessThan(at('a-likes-sport'));
    // For a viewer who loves sport, the other way round.
    const sporty = poolViewer(person({ age: 29, interests: ['sport', 'reading', 'nature'] }));
    const again = pool.rank(sporty, { limit: 300, shortlist: 300 });
    const pOf = (id: string) => again.find((r) => r.id === id)!.pCandidate;
    expect(pOf('a-likes-sport')).toBeGreaterThan(pOf('z-likes-art') + 0.05);
  });
});

describe('RevealedTaste', () => {
  /** The men's records straight into a RevealedTaste (slot k), with no population model. */
  function fed(rule: (k: number, n: number, woman: MatchProfile) => boolean): RevealedTaste {
    const taste = new RevealedTaste();
    const women = randomProfiles(200, 41);
    randomProfiles(40, 42).forEach((man, k) => {
      for (let n = 0; n < 30; n++) {
        const woman = women[(k * 17 + n * 7) % women.length]!;
        taste.record(k, pairFeatures(man, woman), rule(k, n, woman), 0);
      }
    });
    return taste;
  }

  it('learns a positive scale when the records predict swipes, and none when swipes are coin flips', () => {
    const clusters = fed(byCluster).scale;
    expect(clusters).toBeGreaterThan(0.5);
    // Likes by a hash of (man, swipe), unrelated to anyone's profile: the scale stays near zero.
    const coin = fed((k, n) => (Math.imul(k * 31 + n, 2654435761) >>> 0) % 3 === 0).scale;
    expect(Math.abs(coin)).toBeLessThan(0.25 * clusters);
  });

  it('shrinks a member who swiped little more than one who swiped a lot', () => {
    const taste = fed(byCluster);
    const man = person({ age: 30 });
    const { art, sport } = twoClusters();
    // Slot 100: two art lovers liked, two sport lovers passed; slot 101: ten of each.
    for (let k = 0; k < 10; k++) {
      if (k < 2) {
        taste.record(100, pairFeatures(man, art[k]!), true, 0);
        taste.record(100, pairFeatures(man, sport[k]!), false, 0);
      }
      taste.record(101, pairFeatures(man, art[k]!), true, 0);
      taste.record(101, pairFeatures(man, sport[k]!), false, 0);
    }
    const artLover = pairFeatures(man, person({ age: 28, interests: ['art', 'yoga', 'dance'] }));
    const sportLover = pairFeatures(man, person({ age: 28, interests: ['sport', 'yoga', 'dance'] }));
    const lean = (slot: number) => taste.score(slot, artLover) - taste.score(slot, sportLover);
    expect(lean(100)).toBeGreaterThan(0);
    expect(lean(101)).toBeGreaterThan(lean(100));
    // Someone with no record says nothing.
    expect(taste.score(7777, artLover)).toBe(0);
  });

  it("keeps the moments of everyone's differences swipe by swipe, equal to a full pass, through clears", () => {
    const taste = new RevealedTaste();
    const F = FEATURE_COUNT;
    // The test's own records, summed in float32 as the class keeps them.
    const mine = new Map<number, { liked: Float32Array; passed: Float32Array; likes: number; passes: number }>();
    let seed = 7;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const features = new Float32Array(F);
    for (let n = 0; n < 6000; n++) {
      const slot = Math.floor(next() * 300);
      if (next() < 0.01) {
        taste.clear(slot);
        mine.delete(slot);
        continue;
      }
      for (let f = 0; f < F; f++) features[f] = next() * 2 - 1;
      const liked = next() < 0.35;
      taste.record(slot, features, liked, 0);
      let r = mine.get(slot);
      if (!r) mine.set(slot, (r = { liked: new Float32Array(F), passed: new Float32Array(F), likes: 0, passes: 0 }));
      const sums = liked ? r.liked : r.passed;
      for (let f = 0; f < F; f++) sums[f] = sums[f]! + features[f]!;
      if (liked) r.likes += 1;
      else r.passes += 1;
    }
    let members = 0;
    let noise = 0;
    const sum = new Float64Array(F);
    const sumSq = new Float64Array(F);
    for (const r of mine.values()) {
      if (r.likes === 0 || r.passes === 0) continue;
      members += 1;
      noise += 1 / r.likes + 1 / r.passes;
      for (let f = 0; f < F; f++) {
        const d = r.liked[f]! / r.likes - r.passed[f]! / r.passes;
        sum[f] = sum[f]! + d;
        sumSq[f] = sumSq[f]! + d * d;
      }
    }
    const kept = taste.moments();
    expect(members).toBeGreaterThan(200);
    expect(kept.members).toBe(members);
    expect(kept.noise).toBeCloseTo(noise, 9);
    for (let f = 0; f < F; f++) {
      expect(kept.sum[f]).toBeCloseTo(sum[f]!, 9);
      expect(kept.sumSq[f]).toBeCloseTo(sumSq[f]!, 9);
    }
  });
});

describe('unstated dealbreakers (issue 34)', () => {
  /**
   * 300 members swipe 60 of 400 women each, liking 40 % at random by a hash, except that one member in
   * `share` never likes a woman with the first answer (option 0) of question `q = member % 8`.
   */
  function swiped(share: number) {
    const taste = new RevealedTaste();
    const women = randomProfiles(400, 51);
    const men = randomProfiles(300, 52);
    const rules = men.map((_, k) => (k % Math.round(1 / share) === 0 ? k % 8 : -1));
    men.forEach((man, k) => {
      for (let n = 0; n < 60; n++) {
        const woman = women[(k * 37 + n * 11) % women.length]!;
        const coin = (Math.imul(k * 131 + n, 2654435761) >>> 0) % 5 < 2;
        const ruledOut = rules[k]! >= 0 && woman.answers[rules[k]!] === 0;
        taste.record(k, pairFeatures(man, woman), coin && !ruledOut, 0);
      }
    });
    return { taste, rules };
  }
  const answersWith = (q: number, option: number) => {
    const answers = new Uint8Array(8).fill(1);
    answers[q] = option;
    return answers;
  };

  it('finds a rule nobody stated from swipes that never like one answer, and clears answers that were liked', () => {
    const { taste, rules } = swiped(1 / 3);
    const members = rules.map((q, k) => ({ q, k })).filter(({ q }) => q >= 0);
    // The answer each rules out against another answer to the same question, which they did like.
    const ratios = members.map(
      ({ q, k }) => taste.dealbreakerFree(k, answersWith(q, 0)) / taste.dealbreakerFree(k, answersWith(q, 2)),
    );
    expect(ratios.filter((r) => r < 0.5).length).toBeGreaterThan(0.8 * ratios.length);
    // A member without a rule: no answer of theirs stands out.
    const free = rules.findIndex((q) => q < 0);
    expect(taste.dealbreakerFree(free, answersWith(3, 0))).toBeGreaterThan(0.5);
    // Nobody with no record is singled out: the prior alone, the same for everyone.
    expect(taste.dealbreakerFree(9999, answersWith(0, 0))).toBe(taste.dealbreakerFree(9998, answersWith(5, 3)));
  });

  it('estimates how common such rules are from the swipes themselves: none where there are none', () => {
    const many = swiped(1 / 2).taste;
    const none = swiped(1 / 1000).taste; // one member in a thousand: none among these 300 but member 0
    const prior = (taste: RevealedTaste) => 1 - taste.dealbreakerFree(9999, new Uint8Array(8)) ** (1 / 8);
    // Half the members rule out one answer of 32: the true share of (member, answer) pairs is 1/64.
    expect(prior(many)).toBeGreaterThan(0.5 / 64);
    expect(prior(many)).toBeLessThan(2 / 64);
    expect(prior(none)).toBeLessThan(prior(many) / 3);
  });
});
