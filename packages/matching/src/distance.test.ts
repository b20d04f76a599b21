// Distance in matching: the reciprocal reach rule, the ranking factor, and the loop (with its grid
// prefilter) agreeing with the rule for every pair.
import { describe, expect, it } from 'vitest';
import { distanceFactor, distanceKm, withinReach, UNKNOWN_DISTANCE_FACTOR, type GeoPoint } from './distance.js';
import { CandidatePool } from './pool.js';
import { person, poolMember, poolViewer, randomProfiles } from './test-support.js';
import type { MatchProfile } from './profile.js';

const LYON: GeoPoint = { lat: 45.74846, lon: 4.84671 };
const VILLEURBANNE: GeoPoint = { lat: 45.76601, lon: 4.8795 };
const MARSEILLE: GeoPoint = { lat: 43.29695, lon: 5.38107 };
const PARIS: GeoPoint = { lat: 48.85341, lon: 2.3488 };

const member = poolMember;
const viewerOf = poolViewer;

describe('distance', () => {
  it('measures great-circle kilometres between town centres', () => {
    expect(distanceKm(LYON, VILLEURBANNE)).toBeGreaterThan(2);
    expect(distanceKm(LYON, VILLEURBANNE)).toBeLessThan(4);
    expect(distanceKm(LYON, MARSEILLE)).toBeCloseTo(278, -1);
    expect(distanceKm(PARIS, LYON)).toBeCloseTo(392, -1);
    expect(distanceKm(LYON, LYON)).toBe(0);
  });

  it('applies limits both ways, and lets an unknown distance through only when neither side has a limit', () => {
    const lyon25 = { place: LYON, maxDistanceKm: 25 };
    expect(withinReach(lyon25, { place: VILLEURBANNE, maxDistanceKm: 5 })).toBe(true);
    expect(withinReach(lyon25, { place: MARSEILLE, maxDistanceKm: null })).toBe(false);
    expect(withinReach({ place: LYON, maxDistanceKm: null }, { place: MARSEILLE, maxDistanceKm: 200 })).toBe(false);
    expect(withinReach({ place: LYON, maxDistanceKm: null }, { place: MARSEILLE, maxDistanceKm: 500 })).toBe(true);
    expect(withinReach({ place: null, maxDistanceKm: null }, { place: MARSEILLE, maxDistanceKm: null })).toBe(true);
    expect(withinReach({ place: null, maxDistanceKm: null }, { place: MARSEILLE, maxDistanceKm: 500 })).toBe(false);
    expect(withinReach({ place: null, maxDistanceKm: 500 }, { place: null, maxDistanceKm: null })).toBe(false);
  });

  it('has a factor that falls with distance, logarithmically, between 0.75 and 1', () => {
    expect(distanceFactor(0)).toBe(1);
    expect(distanceFactor(10)).toBeCloseTo(1 - 0.25 * (Math.log(2) / Math.log(101)), 10);
    expect(distanceFactor(1000)).toBeCloseTo(0.75, 10);
    expect(distanceFactor(5000)).toBeCloseTo(0.75, 10);
    expect(distanceFactor(null)).toBe(UNKNOWN_DISTANCE_FACTOR);
    let previous = 2;
    for (const km of [0, 1, 5, 10, 25, 50, 100, 200, 500, 1000]) {
      const f = distanceFactor(km);
      expect(f).toBeLessThan(previous);
      previous = f;
    }
    // 5 → 20 km weighs as much as 50 → 200 km would on a log scale (the shape, not a coincidence of figures).
    expect(distanceFactor(5) - distanceFactor(20)).toBeGreaterThan(distanceFactor(500) - distanceFactor(1000));
  });
});

describe('CandidatePool.rank with distances', () => {
  it('puts the nearer of two equally compatible people first', () => {
    const pool = new CandidatePool();
    const same = person();
    pool.upsert('far', member(same, { place: MARSEILLE }));
    pool.upsert('near', member(same, { place: VILLEURBANNE }));
    pool.upsert('unknown', member(same));
    const ranked = pool.rank(viewerOf(person(), { place: LYON }), { limit: 10 });
    expect(ranked.map((r) => r.id)).toEqual(['near', 'unknown', 'far']);
    expect(ranked[0]?.distanceKm).toBeCloseTo(distanceKm(LYON, VILLEURBANNE), 6);
    expect(ranked[1]?.distanceKm).toBeNull();
    // Without the factor the three tie, and ties break on id.
    const flat = pool.rank(viewerOf(person(), { place: LYON }), { limit: 10, distance: false });
    expect(flat.map((r) => r.id)).toEqual(['far', 'near', 'unknown']);
  });

  it('keeps a much better match ahead of a slightly nearer one', () => {
    const pool = new CandidatePool();
    const viewer = person();
    pool.upsert(
      'close-but-poor',
      member(person({ answers: { values: 'freedom', future: 'career' } }), { place: LYON }),
    );
    pool.upsert('far-but-great', member(person(), { place: VILLEURBANNE }));
    expect(pool.rank(viewerOf(viewer, { place: LYON }), { limit: 2 })[0]?.id).toBe('far-but-great');
  });

  it('agrees with withinReach for every pair, through the grid prefilter, across the globe', () => {
    const profiles = randomProfiles(1500, 3);
    const limits = [5, 10, 25, 50, 100, 200, 500, null] as const;
    // A deterministic spread: clusters around a few cities, plus people anywhere (poles and the date line included).
    let seed = 11;
    const rnd = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296;
    const centres = [LYON, MARSEILLE, PARIS, { lat: 64.1, lon: -21.9 }, { lat: -36.8, lon: 179.9 }];
    const pool = new CandidatePool(64);
    const reach = new Map<string, { place: GeoPoint | null; maxDistanceKm: number | null }>();
    profiles.forEach((profile, i) => {
      const centre = centres[i % centres.length] as GeoPoint;
      const place: GeoPoint | null =
        i % 17 === 0
          ? null
          : i % 5 === 4
            ? { lat: rnd() * 178 - 89, lon: rnd() * 360 - 180 }
            : { lat: centre.lat + (rnd() - 0.5) * 6, lon: ((centre.lon + (rnd() - 0.5) * 8 + 540) % 360) - 180 };
      const maxDistanceKm = limits[Math.floor(rnd() * limits.length)] ?? null;
      reach.set(`c${i}`, { place, maxDistanceKm });
      pool.upsert(`c${i}`, member(profile, { place, maxDistanceKm }));
    });
    // Moving people around must keep the grid right.
    for (let i = 0; i < 300; i += 7) {
      const place = { lat: rnd() * 10 + 40, lon: rnd() * 10 };
      const entry = { place, maxDistanceKm: reach.get(`c${i}`)?.maxDistanceKm ?? null };
      reach.set(`c${i}`, entry);
      pool.upsert(`c${i}`, member(profiles[i] as MatchProfile, entry));
    }
    for (let i = 1; i < 300; i += 13) {
      pool.remove(`c${i}`);
      reach.delete(`c${i}`);
    }
    const viewers: { place: GeoPoint | null; maxDistanceKm: number | null }[] = [
      { place: LYON, maxDistanceKm: 25 },
      { place: LYON, maxDistanceKm: 500 },
      { place: LYON, maxDistanceKm: null },
      { place: { lat: -36.9, lon: -179.95 }, maxDistanceKm: 200 },
      { place: { lat: 89.5, lon: 10 }, maxDistanceKm: 500 },
      { place: null, maxDistanceKm: null },
      { place: null, maxDistanceKm: 100 },
    ];
    for (const v of viewers) {
      const got = new Set(pool.rank(viewerOf(person(), v), { limit: 5000, shortlist: 5000 }).map((r) => r.id));
      const expected = new Set([...reach].filter(([, r]) => withinReach(v, r)).map(([id]) => id));
      expect(got).toEqual(expected);
    }
  });
});
