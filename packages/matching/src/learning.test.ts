// Learning from swipes: each swipe is one gradient step, and a few of them change what ranks first.
import { describe, expect, it } from 'vitest';
import {
  FEATURE_COUNT,
  FEATURE_LAYOUT,
  learnSwipe,
  newModel,
  pairFeatures,
  predictLike,
  restoreModel,
} from './learning.js';
import { CandidatePool, type PoolViewer } from './pool.js';
import { INTERESTS } from '@affinia/contract';
import { randomProfiles, person } from './test-support.js';

describe('preference model', () => {
  it('starts neutral and moves towards what was liked', () => {
    const model = newModel();
    const viewer = person();
    const sporty = pairFeatures(viewer, person({ interests: ['sport', 'dance', 'yoga'] }));
    expect(predictLike(model, sporty)).toBe(0.5);
    learnSwipe(model, sporty, true);
    expect(model.swipes).toBe(1);
    expect(predictLike(model, sporty)).toBeGreaterThan(0.5);
    learnSwipe(model, sporty, false);
    learnSwipe(model, sporty, false);
    expect(predictLike(model, sporty)).toBeLessThan(0.5);
  });

  it('lays features out as documented', () => {
    const f = pairFeatures(person({ age: 30 }), person({ age: 40, interests: ['sport', 'yoga', 'art'] }));
    expect(f).toHaveLength(FEATURE_COUNT);
    expect(f[FEATURE_LAYOUT.bias]).toBe(1);
    expect(f[FEATURE_LAYOUT.interests + INTERESTS.indexOf('sport')]).toBe(1);
    expect(f[FEATURE_LAYOUT.interests + INTERESTS.indexOf('music')]).toBe(0);
    expect(f[FEATURE_LAYOUT.ageGap]).toBeCloseTo(1);
    expect(f[FEATURE_LAYOUT.ageDistance]).toBeCloseTo(1);
    // Eight answers, one-hot.
    let ones = 0;
    for (let i = FEATURE_LAYOUT.answers; i < FEATURE_LAYOUT.dimensions; i++) ones += f[i] ?? 0;
    expect(ones).toBe(8);
  });

  it('restores stored weights, and starts over on a wrong shape', () => {
    const model = newModel();
    learnSwipe(model, pairFeatures(person(), person()), true);
    const restored = restoreModel(Array.from(model.weights), model.swipes);
    expect(Array.from(restored.weights)).toEqual(Array.from(model.weights));
    expect(restored.swipes).toBe(1);
    expect(restoreModel([1, 2, 3], 5)).toEqual(newModel());
    expect(restoreModel(null, 0)).toEqual(newModel());
    expect(restoreModel(Array(FEATURE_COUNT).fill(Number.NaN), 3)).toEqual(newModel());
  });
});

describe('learning moves the ranking', () => {
  const candidates = randomProfiles(2000, 3);
  const pool = new CandidatePool();
  candidates.forEach((p, i) =>
    pool.upsert(`c${i}`, { profile: p, gender: 'homme', seeking: ['femme'], ageMin: 18, ageMax: 99, visible: true }),
  );
  const sportBit = 1 << INTERESTS.indexOf('sport');
  const likesSport = (id: string) => ((pool.get(id)?.profile.interests ?? 0) & sportBit) !== 0;
  const shareOfSport = (ids: string[]) => ids.filter(likesSport).length / ids.length;

  it('after liking sporty profiles and passing on the others, sporty profiles rise to the top', () => {
    const viewerProfile = person();
    const viewer: PoolViewer = {
      id: 'v',
      profile: viewerProfile,
      gender: 'femme',
      seeking: ['homme'],
      ageMin: 18,
      ageMax: 99,
      visible: true,
      model: newModel(),
    };
    const before = pool.rank(viewer, { limit: 40 }).map((r) => r.id);
    const swiped = new Set<string>();
    // Two pages of swipes, as a user would do them.
    for (let page = 0; page < 2; page++) {
      for (const { id } of pool.rank(viewer, { limit: 20, exclude: swiped })) {
        const liked = likesSport(id);
        learnSwipe(viewer.model!, pairFeatures(viewerProfile, pool.get(id)!.profile), liked);
        swiped.add(id);
      }
    }
    const after = pool.rank(viewer, { limit: 40, exclude: swiped }).map((r) => r.id);
    const baseline = pool.rank(viewer, { limit: 40, exclude: swiped, strategy: 'affinity' }).map((r) => r.id);
    expect(shareOfSport(after)).toBeGreaterThan(shareOfSport(baseline) + 0.25);
    expect(shareOfSport(after)).toBeGreaterThan(0.8);
    expect(after).not.toEqual(before);
  });
});
