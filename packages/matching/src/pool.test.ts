// The ranking loop: same numbers as the reference formula, every filter, and the two-stage order.
import { describe, expect, it } from 'vitest';
import { GENDERS, type Gender } from '@affinia/contract';
import { scorePair } from './affinity.js';
import { learnSwipe, newModel, pairFeatures } from './learning.js';
import { CandidatePool, KNOWN_LIKE_BACK, type PoolMember } from './pool.js';
import type { MatchProfile } from './profile.js';
import { statedPreferencesAllow } from './stated.js';
import { person, poolMember, poolViewer, randomProfiles } from './test-support.js';

const member = poolMember;

const viewerOf = poolViewer;

describe('CandidatePool.rank', () => {
  const profiles = randomProfiles(3000, 7);
  const pool = new CandidatePool(16); // small on purpose: exercises growth
  profiles.forEach((p, i) => pool.upsert(`c${i}`, member(p)));
  const viewer = viewerOf(randomProfiles(1, 99)[0] as MatchProfile);

  it('computes the same affinity as the reference formula and orders by it before any learning', () => {
    const ranked = pool.rank(viewer, { limit: 3000, shortlist: 3000 });
    expect(ranked).toHaveLength(3000);
    for (const r of ranked) {
      const reference = scorePair(viewer.profile, pool.get(r.id)?.profile as MatchProfile);
      expect(r.affinity).toBeCloseTo(reference.exact, 10);
      expect(r.pViewer).toBe(0.5);
      expect(r.pCandidate).toBe(0.5);
    }
    const byAffinity = [...ranked].sort((a, b) => b.affinity - a.affinity || (a.id < b.id ? -1 : 1));
    expect(ranked.map((r) => r.id)).toEqual(byAffinity.map((r) => r.id));
  });

  it('returns the same top page whatever the shortlist size', () => {
    const small = pool.rank(viewer, { limit: 20, shortlist: 20 }).map((r) => r.id);
    const large = pool.rank(viewer, { limit: 20, shortlist: 3000 }).map((r) => r.id);
    expect(small).toEqual(large);
  });

  it('excludes the viewer, the excluded ids and hidden profiles', () => {
    const p = new CandidatePool();
    // The viewer's own entry would pass every filter: only being the viewer keeps it out.
    p.upsert('viewer', member(person()));
    p.upsert('a', member(person()));
    p.upsert('b', member(person()));
    p.upsert('paused', member(person(), { visible: false }));
    const ids = (exclude: string[] = []) =>
      p
        .rank(viewerOf(person()), { limit: 10, exclude })
        .map((r) => r.id)
        .sort();
    expect(ids()).toEqual(['a', 'b']);
    expect(ids(['a'])).toEqual(['b']);
    p.remove('b');
    expect(ids()).toEqual(['a']);
    p.upsert('paused', member(person(), { visible: true }));
    expect(ids()).toEqual(['a', 'paused']);
  });

  it('applies genders sought and age ranges in both directions', () => {
    const p = new CandidatePool();
    const add = (id: string, gender: Gender, seeking: Gender[], age: number, ageMin = 18, ageMax = 99) =>
      p.upsert(id, member(person({ age }), { gender, seeking, ageMin, ageMax }));
    add('man-seeking-women', 'homme', ['femme'], 30);
    add('man-seeking-men', 'homme', ['homme'], 30);
    add('woman-seeking-women', 'femme', ['femme'], 30);
    add('man-seeking-both', 'homme', ['homme', 'femme'], 30);
    add('man-too-old-for-her', 'homme', ['femme'], 60);
    add('man-wants-younger', 'homme', ['femme'], 35, 18, 25);
    add('man-at-her-bounds', 'homme', ['femme'], 40, 30, 30);
    const viewer = viewerOf(person({ age: 30 }), { gender: 'femme', seeking: ['homme'], ageMin: 25, ageMax: 40 });
    const ids = p
      .rank(viewer, { limit: 10 })
      .map((r) => r.id)
      .sort();
    expect(ids).toEqual(['man-at-her-bounds', 'man-seeking-both', 'man-seeking-women']);
  });

  it('shows a non-binary member only to those who seek non-binary people, and only those who seek them back', () => {
    const p = new CandidatePool();
    const add = (id: string, gender: Gender, seeking: Gender[]) => p.upsert(id, member(person(), { gender, seeking }));
    add('nb-seeking-everyone', 'non_binaire', ['homme', 'femme', 'non_binaire']);
    add('nb-seeking-women', 'non_binaire', ['femme']);
    add('woman-seeking-everyone', 'femme', ['homme', 'femme', 'non_binaire']);
    add('woman-seeking-nb', 'femme', ['non_binaire']);
    add('woman-seeking-men-and-women', 'femme', ['homme', 'femme']);
    add('man-seeking-women', 'homme', ['femme']);
    add('man-seeking-nb', 'homme', ['non_binaire']);
    const seen = (gender: Gender, seeking: Gender[]) =>
      p
        .rank(viewerOf(person(), { gender, seeking }), { limit: 10 })
        .map((r) => r.id)
        .sort();
    // A non-binary viewer seeking everyone: whoever seeks non-binary people, whatever their gender.
    expect(seen('non_binaire', ['homme', 'femme', 'non_binaire'])).toEqual([
      'man-seeking-nb',
      'nb-seeking-everyone',
      'woman-seeking-everyone',
      'woman-seeking-nb',
    ]);
    // A woman seeking non-binary people: those of them who seek women.
    expect(seen('femme', ['non_binaire'])).toEqual(['nb-seeking-everyone', 'nb-seeking-women']);
    // A woman seeking men and women, as before a third gender: nobody non-binary.
    expect(seen('femme', ['homme', 'femme'])).toEqual([
      'man-seeking-women',
      'woman-seeking-everyone',
      'woman-seeking-men-and-women',
    ]);
    expect(p.admits('nb-seeking-everyone', 'woman-seeking-nb')).toBe(true);
    expect(p.admits('nb-seeking-women', 'man-seeking-nb')).toBe(false);
    expect(p.admits('man-seeking-nb', 'nb-seeking-women')).toBe(false);
  });

  it('moves someone who already liked the viewer up, and someone who passed down', () => {
    const base = pool.rank(viewer, { limit: 3000, shortlist: 3000 });
    const middle = base[1500]?.id as string;
    const top = base[0]?.id as string;
    const ranked = pool.rank(viewer, { limit: 3000, shortlist: 3000, likedViewer: [middle], dislikedViewer: [top] });
    const position = (id: string) => ranked.findIndex((r) => r.id === id);
    expect(position(middle)).toBeLessThan(1500);
    expect(ranked.find((r) => r.id === middle)?.pCandidate).toBe(KNOWN_LIKE_BACK);
    expect(position(top)).toBeGreaterThan(0);
    // The questionnaire-only baseline ignores all of it.
    const baseline = pool.rank(viewer, { limit: 3000, likedViewer: [middle], strategy: 'affinity' });
    expect(baseline.map((r) => r.id)).toEqual(base.map((r) => r.id));
  });

  it('uses each candidate’s own model to predict whether they would like the viewer back', () => {
    const p = new CandidatePool();
    const v = person({ interests: ['music', 'travel', 'cooking'] });
    p.upsert('keen', member(person()));
    p.upsert('cold', member(person()));
    // "cold" has learned to pass on people like the viewer; "keen" to like them.
    const cold = newModel();
    const keen = newModel();
    for (let i = 0; i < 30; i++) {
      learnSwipe(cold, pairFeatures(person(), v), false);
      learnSwipe(keen, pairFeatures(person(), v), true);
    }
    p.setModel('cold', cold);
    p.setModel('keen', keen);
    const ranked = p.rank(viewerOf(v), { limit: 2 });
    expect(ranked.map((r) => r.id)).toEqual(['keen', 'cold']);
    // Thirty swipes each: the prediction, shrunk towards the population's like rate (0.5 here).
    expect(ranked[0]?.pCandidate).toBeGreaterThan(0.6);
    expect(ranked[1]?.pCandidate).toBeLessThan(0.4);
    expect(p.baseLikeRate()).toBeCloseTo(0.5, 1);
  });

  it('does not rank someone below a newcomer just because they swiped and, like most, passed more', () => {
    const p = new CandidatePool();
    const v = person();
    const newcomer = person({ interests: ['music', 'travel', 'art'] });
    const active = person({ interests: ['music', 'travel', 'art'] });
    p.upsert('newcomer', member(newcomer));
    p.upsert('active', member(active));
    // Everyone in this population likes about a quarter of what they see, "active" included.
    for (let k = 0; k < 40; k++) {
      const model = newModel();
      for (let n = 0; n < 12; n++) learnSwipe(model, pairFeatures(person(), person({ age: 20 + n })), n % 4 === 0);
      p.upsert(`other${k}`, member(person(), { gender: 'femme', seeking: ['femme'] }));
      p.setModel(`other${k}`, model);
    }
    const activeModel = newModel();
    for (let n = 0; n < 12; n++) learnSwipe(activeModel, pairFeatures(active, person({ age: 20 + n })), n % 4 === 0);
    p.setModel('active', activeModel);
    expect(p.baseLikeRate()).toBeLessThan(0.45);
    const ranked = p.rank(viewerOf(v), { limit: 2 });
    const gap = Math.abs((ranked[0]?.pCandidate ?? 0) - (ranked[1]?.pCandidate ?? 0));
    expect(gap).toBeLessThan(0.1);
  });
});

describe('CandidatePool.count and admits (the empty deck’s outlook, decision 043)', () => {
  // A mixed population: genders, who they seek, ages and ranges, places (some unknown), limits (some
  // none), paused people. Counting must keep exactly the people the ranking loop keeps.
  let seed = 12345;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const genders: readonly Gender[] = GENDERS;
  const limits = [null, 5, 10, 25, 50, 100, 200, 500];
  const randomMember = (profile: MatchProfile) => {
    const ageMin = 18 + Math.floor(random() * 40);
    return member(profile, {
      gender: pick(genders),
      seeking: random() < 0.2 ? [...genders] : random() < 0.25 ? ['homme', 'femme'] : [pick(genders)],
      ageMin,
      ageMax: ageMin + Math.floor(random() * 40),
      visible: random() > 0.1,
      place: random() < 0.1 ? null : { lat: 43 + random() * 6, lon: -1 + random() * 8 },
      maxDistanceKm: pick(limits),
    });
  };
  const profiles = randomProfiles(1500, 21);
  const p = new CandidatePool();
  profiles.forEach((profile, i) => p.upsert(`m${i}`, randomMember(profile)));

  it('counts exactly whom rank would consider, for any viewer and exclusions', () => {
    for (let v = 0; v < 25; v++) {
      const viewer = { ...randomMember(randomProfiles(1, 1000 + v)[0] as MatchProfile), id: `m${v}` };
      const exclude = Array.from({ length: 30 }, () => `m${Math.floor(random() * profiles.length)}`);
      const ranked = p.rank(
        { ...viewer, model: null },
        { limit: profiles.length, shortlist: profiles.length, exclude, strategy: 'affinity' },
      );
      expect(p.count(viewer, exclude)).toBe(ranked.length);
    }
  });

  it('admits a pair exactly when each would be ranked for the other, and never a paused viewer', () => {
    let admitted = 0;
    for (let v = 0; v < 15; v++) {
      const id = `m${v}`;
      const self = p.get(id) as PoolMember;
      const ranked = new Set(
        p
          .rank(
            { ...self, id, model: null },
            { limit: profiles.length, shortlist: profiles.length, strategy: 'affinity' },
          )
          .map((r) => r.id),
      );
      for (let c = 0; c < profiles.length; c += 7) {
        const other = `m${c}`;
        const expected = self.visible && ranked.has(other);
        expect(p.admits(id, other)).toBe(expected);
        if (expected) admitted += 1;
      }
    }
    // The population is mixed enough for both answers to occur.
    expect(admitted).toBeGreaterThan(0);
    expect(p.admits('m0', 'nobody')).toBe(false);
    expect(p.admits('m0', 'm0')).toBe(false);
  });
});

describe('stated preferences in the pool (issue 34)', () => {
  const profiles = randomProfiles(2000, 31, 0.6);
  const pool = new CandidatePool(16);
  profiles.forEach((p, i) => pool.upsert(`c${i}`, member(p)));
  const viewers = randomProfiles(12, 77, 1);

  it('computes the reference affinity (both sides blended) and filters exactly as statedPreferencesAllow', () => {
    let filtered = 0;
    for (const profile of viewers) {
      const viewer = viewerOf(profile);
      const ranked = pool.rank(viewer, { limit: 2000, shortlist: 2000 });
      const shown = new Set(ranked.map((r) => r.id));
      for (const r of ranked) {
        const reference = scorePair(profile, pool.get(r.id)?.profile as MatchProfile);
        expect(r.affinity).toBeCloseTo(reference.exact, 10);
      }
      profiles.forEach((p, i) => {
        const allowed = statedPreferencesAllow(profile, p);
        expect(shown.has(`c${i}`)).toBe(allowed);
        if (!allowed) filtered += 1;
      });
      expect(pool.count(viewer)).toBe(ranked.length);
    }
    expect(filtered).toBeGreaterThan(0);
  });

  it('admits a pair only when the stated filters allow it, both ways', () => {
    const p = new CandidatePool();
    const familyOnly = person({ preferences: { future: { accepted: ['family'], importance: 'mandatory' } } });
    p.upsert('picky', poolMember(familyOnly, { gender: 'femme', seeking: ['homme'] }));
    p.upsert('career', poolMember(person({ answers: { future: 'career' } })));
    p.upsert('family', poolMember(person()));
    p.upsert('casual', poolMember(person({ goal: 'casual' })));
    p.upsert('serious', poolMember(person({ goal: 'serious' }), { gender: 'femme', seeking: ['homme'] }));
    expect(p.admits('picky', 'career')).toBe(false);
    expect(p.admits('career', 'picky')).toBe(false);
    expect(p.admits('picky', 'family')).toBe(true);
    expect(p.admits('serious', 'casual')).toBe(false);
    expect(p.admits('serious', 'family')).toBe(true);
  });

  it('ranks from the first card a candidate whose stated preferences the viewer meets above one whose she fails', () => {
    const p = new CandidatePool();
    const viewer = viewerOf(person({ answers: { future: 'travel' } }));
    // Identical candidates but for what they stated: one accepts the viewer's answer, the other not.
    p.upsert('accepts', member(person({ preferences: { future: { accepted: ['travel'], importance: 'very' } } })));
    p.upsert('refuses', member(person({ preferences: { future: { accepted: ['family'], importance: 'very' } } })));
    p.upsert('silent', member(person()));
    const ranked = p.rank(viewer, { limit: 3 });
    expect(ranked.map((r) => r.id)).toEqual(['accepts', 'silent', 'refuses']);
    const [accepts, silent, refuses] = ranked;
    expect(accepts?.pCandidate).toBeGreaterThan(silent?.pCandidate ?? 1);
    expect(silent?.pCandidate).toBeGreaterThan(refuses?.pCandidate ?? 1);
    expect(silent?.pCandidate).toBe(0.5);
  });

  it('lets the viewer’s own stated preferences move P(viewer likes c) before any swipe', () => {
    const p = new CandidatePool();
    const viewer = viewerOf(person({ preferences: { future: { accepted: ['travel'], importance: 'very' } } }));
    p.upsert('travel', member(person({ answers: { future: 'travel' } })));
    p.upsert('career', member(person({ answers: { future: 'career' } })));
    const ranked = p.rank(viewer, { limit: 2 });
    expect(ranked.map((r) => r.id)).toEqual(['travel', 'career']);
    expect(ranked[0]?.pViewer).toBeGreaterThan(0.5);
    expect(ranked[1]?.pViewer).toBeLessThan(0.5);
  });
});

describe('the pool keeps columns only (issue 36, item 3)', () => {
  it('gives back each member as upserted, decoded from its columns, stated preferences and place included', () => {
    const profiles = randomProfiles(400, 21, 0.6);
    const p = new CandidatePool(16);
    const entries: PoolMember[] = profiles.map((profile, i) =>
      member(profile, {
        gender: GENDERS[i % 3] as Gender,
        seeking: GENDERS.filter((_, k) => ((i >> k) & 1) === 1 || k === i % 3),
        ageMin: 18 + (i % 20),
        ageMax: 40 + (i % 50),
        visible: i % 5 !== 0,
        place: i % 4 === 0 ? null : { lat: -60 + (i % 120) + 0.123456, lon: -179.5 + ((i * 7.31) % 359) },
        maxDistanceKm: i % 3 === 0 ? null : 5 + (i % 300),
      }),
    );
    entries.forEach((e, i) => p.upsert(`m${i}`, e));
    p.remove('m7');
    entries.forEach((e, i) => {
      const got = p.get(`m${i}`);
      if (i === 7) return expect([got, p.profileOf('m7')]).toEqual([undefined, undefined]);
      expect(got?.profile).toEqual(e.profile);
      expect(p.profileOf(`m${i}`)).toEqual(e.profile);
      expect(got?.gender).toBe(e.gender);
      expect([...(got?.seeking ?? [])].sort()).toEqual([...e.seeking].sort());
      expect([got?.ageMin, got?.ageMax, got?.visible, got?.maxDistanceKm]).toEqual([
        e.ageMin,
        e.ageMax,
        e.visible,
        e.maxDistanceKm,
      ]);
      if (!e.place) expect(got?.place).toBeNull();
      else {
        expect(got?.place?.lat).toBeCloseTo(e.place.lat, 9);
        expect(got?.place?.lon).toBeCloseTo(e.place.lon, 9);
      }
    });
  });

  it('copies a model when it is set: a later change counts only once it is set again', () => {
    const profiles = randomProfiles(60, 5);
    const p = new CandidatePool();
    profiles.forEach((profile, i) => p.upsert(`c${i}`, member(profile)));
    const model = newModel();
    for (let k = 0; k < 30; k++) learnSwipe(model, pairFeatures(profiles[0]!, profiles[k + 1]!), k % 3 === 0);
    p.setModel('c0', model);
    const stored = p.model('c0');
    expect(stored?.swipes).toBe(30);
    expect([...(stored?.weights ?? [])]).toEqual([...model.weights]);
    const viewer = viewerOf(profiles[59]!, { id: 'c59' });
    const before = p.rank(viewer, { limit: 60 }).find((r) => r.id === 'c0')?.pCandidate;
    model.weights.fill(0);
    model.weights[0] = 5; // "likes everyone"
    expect(p.rank(viewer, { limit: 60 }).find((r) => r.id === 'c0')?.pCandidate).toBe(before);
    p.setModel('c0', model);
    expect(p.rank(viewer, { limit: 60 }).find((r) => r.id === 'c0')?.pCandidate).toBeGreaterThan(before ?? 1);
    p.setModel('c0', null);
    expect(p.model('c0')).toBeUndefined();
    p.remove('c1');
    p.upsert('late', member(profiles[1]!)); // takes c1's slot: no model comes with it
    expect(p.model('late')).toBeUndefined();
  });
});
