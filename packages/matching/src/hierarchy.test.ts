// Learning that pays off early (issue 20): priors whose strength comes from the data, the population
// model a personal one learns on top of, appeal with Thompson sampling, and exposure spreading.
import { describe, expect, it } from 'vitest';
import { INTERESTS } from '@affinia/contract';
import { learnSwipe, newModel, pairFeatures } from './learning.js';
import {
  CandidatePool,
  POPULATION_MIN_SWIPES,
  PRIOR_STRENGTH_RANGE,
  estimateBetaPrior,
  type PoolViewer,
} from './pool.js';
import type { MatchProfile } from './profile.js';
import { person, poolMember, poolViewer, randomProfiles } from './test-support.js';

const member = poolMember;
const viewerOf = (id: string, profile: MatchProfile, patch: Partial<PoolViewer> = {}) =>
  poolViewer(profile, { id, ...patch });

function gini(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const total = sorted.reduce((a, b) => a + b, 0);
  if (total === 0) return 0;
  let weighted = 0;
  sorted.forEach((v, k) => (weighted += (k + 1) * v));
  return (2 * weighted) / (sorted.length * total) - (sorted.length + 1) / sorted.length;
}

describe('estimateBetaPrior', () => {
  it('learns a weak prior when members differ and a strong one when they do not', () => {
    const trials = Array.from({ length: 100 }, () => 20);
    // Half like 10 % of what they see, half 90 %: each member's own swipes should soon speak.
    const differ = trials.map((_, i) => (i % 2 === 0 ? 2 : 18));
    // Everyone likes 5 or 6 out of 20: the spread is what sampling alone gives.
    const alike = trials.map((_, i) => (i % 2 === 0 ? 5 : 6));
    const weak = estimateBetaPrior(differ, trials);
    const strong = estimateBetaPrior(alike, trials);
    expect(weak?.mean).toBeCloseTo(0.5);
    expect(weak!.strength).toBeLessThan(5);
    expect(strong!.strength).toBe(PRIOR_STRENGTH_RANGE[1]);
    expect(strong?.mean).toBeCloseTo(0.275);
  });

  it('says nothing before there are enough swipes', () => {
    expect(estimateBetaPrior([1, 2], [3, 4])).toBeNull();
  });
});

describe('learning from everyone', () => {
  const candidates = randomProfiles(600, 11);
  const artBit = 1 << INTERESTS.indexOf('art');
  const likesArt = (p: MatchProfile) => (p.interests & artBit) !== 0;
  const shareOfArt = (pool: CandidatePool, ids: string[]) =>
    ids.filter((id) => likesArt(pool.get(id)!.profile)).length / ids.length;

  function community(): CandidatePool {
    const pool = new CandidatePool();
    candidates.forEach((p, i) => pool.upsert(`c${i}`, member(p)));
    return pool;
  }

  it('a brand-new member already sees what everyone likes (the population model)', () => {
    const pool = community();
    const viewer = viewerOf('newcomer', person());
    const before = shareOfArt(
      pool,
      pool.rank(viewer, { limit: 30 }).map((r) => r.id),
    );
    // Forty other members each swipe a page; everyone likes the art lovers and passes on the rest.
    const others = randomProfiles(40, 12);
    others.forEach((p, k) => pool.upsert(`o${k}`, member(p, { gender: 'femme', seeking: ['homme'] })));
    for (let k = 0; k < others.length; k++) {
      const v = viewerOf(`o${k}`, others[k]!, { model: newModel() });
      for (const { id } of pool.rank(v, { limit: 10 })) {
        const liked = likesArt(pool.get(id)!.profile);
        learnSwipe(v.model!, pairFeatures(v.profile, pool.get(id)!.profile), liked);
        pool.recordSwipe(v.id, id, liked);
      }
      pool.setModel(v.id, v.model);
    }
    expect(pool.populationModel()?.swipes).toBeGreaterThanOrEqual(POPULATION_MIN_SWIPES);
    const after = shareOfArt(
      pool,
      pool.rank(viewer, { limit: 30 }).map((r) => r.id),
    );
    expect(after).toBeGreaterThan(before + 0.25);
  });

  it('a member who likes a cluster gets it ranked higher after one page, on top of the population', () => {
    const pool = community();
    // The population likes a third of what it sees, whatever the interests...
    const others = randomProfiles(40, 13);
    others.forEach((p, k) => pool.upsert(`o${k}`, member(p, { gender: 'femme', seeking: ['homme'] })));
    for (let k = 0; k < others.length; k++) {
      for (let n = 0; n < 10; n++) {
        const id = `c${(k * 10 + n) % candidates.length}`;
        pool.recordSwipe(`o${k}`, id, (k + n) % 3 === 0);
      }
    }
    // ... but this member likes art lovers only: ten swipes later, they come first for her.
    const viewerProfile = person();
    const viewer = viewerOf('v', viewerProfile, { model: newModel() });
    const before = shareOfArt(
      pool,
      pool.rank(viewer, { limit: 20 }).map((r) => r.id),
    );
    const swiped = new Set<string>();
    for (const { id } of pool.rank(viewer, { limit: 10 })) {
      const target = pool.get(id)!.profile;
      const liked = likesArt(target);
      learnSwipe(
        viewer.model!,
        pairFeatures(viewerProfile, target),
        liked,
        pool.populationLogit(viewerProfile, target),
      );
      pool.recordSwipe('v', id, liked);
      swiped.add(id);
    }
    const after = shareOfArt(
      pool,
      pool.rank(viewer, { limit: 20, exclude: swiped }).map((r) => r.id),
    );
    expect(after).toBeGreaterThan(before + 0.2);
  });
});

describe('exposure and exploration', () => {
  it('shows a newcomer nobody has seen before people already shown to everyone', () => {
    const pool = new CandidatePool();
    const same = person({ interests: ['music', 'travel', 'cooking'] });
    for (let k = 0; k < 20; k++) pool.upsert(`seen${k}`, member(same));
    // Its id sorts last, so equal scores would put it last.
    pool.upsert('zz-new', member(same));
    for (let k = 0; k < 30; k++) {
      pool.upsert(`w${k}`, member(person({ age: 25 + (k % 10) }), { gender: 'femme', seeking: ['homme'] }));
      for (let n = 0; n < 20; n++) pool.recordSwipe(`w${k}`, `seen${n}`, n % 3 === 0);
    }
    const ranked = pool.rank(viewerOf('v', person()), { limit: 5 });
    expect(ranked[0]?.id).toBe('zz-new');
  });

  it('spreads attention: repeated pages concentrate exposure less than without the statistics', () => {
    const profiles = randomProfiles(300, 21);
    const viewers = randomProfiles(120, 22);
    const shownWith = new Map<string, number>();
    const shownWithout = new Map<string, number>();
    for (const record of [true, false]) {
      const pool = new CandidatePool();
      profiles.forEach((p, i) => pool.upsert(`c${i}`, member(p)));
      viewers.forEach((p, k) => pool.upsert(`v${k}`, member(p, { gender: 'femme', seeking: ['homme'] })));
      const shown = record ? shownWith : shownWithout;
      viewers.forEach((p, k) => {
        for (const { id } of pool.rank(viewerOf(`v${k}`, p), { limit: 10 })) {
          shown.set(id, (shown.get(id) ?? 0) + 1);
          if (record) pool.recordSwipe(`v${k}`, id, k % 3 === 0);
        }
      });
    }
    const all = (shown: Map<string, number>) => profiles.map((_, i) => shown.get(`c${i}`) ?? 0);
    expect(gini(all(shownWith))).toBeLessThan(gini(all(shownWithout)) - 0.1);
    expect(all(shownWith).filter((n) => n > 0).length).toBeGreaterThan(all(shownWithout).filter((n) => n > 0).length);
  });

  it('does not discount a candidate who already liked the viewer for being shown to many', () => {
    // Exposure stands for a popular candidate's limited attention to answer everyone; one who already
    // liked the viewer has answered, so the mutual like rests on the viewer alone.
    const pool = new CandidatePool();
    const same = person({ interests: ['music', 'travel', 'cooking'] });
    for (const id of ['popular-liker', 'fresh-liker', 'popular', 'fresh']) pool.upsert(id, member(same));
    // Fewer swipes than the priors need: no appeal draw, so only exposure tells the candidates apart.
    for (let k = 0; k < 40; k++) {
      pool.recordSwipe(`w${k}`, 'popular-liker', k % 3 === 0);
      pool.recordSwipe(`w${k}`, 'popular', k % 3 === 0);
    }
    const ranked = pool.rank(viewerOf('v', person()), { limit: 4, likedViewer: ['popular-liker', 'fresh-liker'] });
    const score = (id: string) => ranked.find((r) => r.id === id)?.score ?? Number.NaN;
    expect(score('popular-liker')).toBeCloseTo(score('fresh-liker'), 12);
    // Someone who has not answered yet is still discounted for the attention already spent on them.
    expect(score('popular')).toBeLessThan(score('fresh') * 0.5);
  });

  it('explores from hashes: the same pool and viewer give the same order', () => {
    const build = () => {
      const pool = new CandidatePool();
      randomProfiles(200, 31).forEach((p, i) => pool.upsert(`c${i}`, member(p)));
      randomProfiles(30, 32).forEach((p, k) => {
        pool.upsert(`w${k}`, member(p, { gender: 'femme', seeking: ['homme'] }));
        for (let n = 0; n < 10; n++) pool.recordSwipe(`w${k}`, `c${(k * 7 + n) % 200}`, (k + n) % 3 === 0);
      });
      return pool;
    };
    const v = viewerOf('v', person());
    const a = build().rank(v, { limit: 20 });
    const b = build().rank(v, { limit: 20 });
    expect(a.map((r) => r.id)).toEqual(b.map((r) => r.id));
    expect(a.map((r) => r.score)).toEqual(b.map((r) => r.score));
  });
});
