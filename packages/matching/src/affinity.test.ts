// The affinity formula: symmetric, bounded, reciprocal, and each dimension moves what it should.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scorePair, satisfaction } from './affinity.js';
import { BREAKDOWN_KEYS, DIMENSIONS, TABLES } from './tables.js';
import { person, profileArb } from './test-support.js';

describe('scorePair', () => {
  it('is symmetric: the same score and breakdown seen from either side', () => {
    fc.assert(
      fc.property(profileArb, profileArb, (a, b) => {
        const ab = scorePair(a, b);
        const ba = scorePair(b, a);
        expect(ab.affinity).toBe(ba.affinity);
        expect(ab.exact).toBe(ba.exact);
        expect(ab.breakdown).toEqual(ba.breakdown);
        expect(ab.satisfaction).toEqual([ba.satisfaction[1], ba.satisfaction[0]]);
      }),
      { numRuns: 300 },
    );
  });

  it('gives an integer 0–100 and a breakdown of integers 0–100 over the eight dimensions', () => {
    fc.assert(
      fc.property(profileArb, profileArb, (a, b) => {
        const { affinity, breakdown } = scorePair(a, b);
        expect(Number.isInteger(affinity)).toBe(true);
        expect(affinity).toBeGreaterThanOrEqual(0);
        expect(affinity).toBeLessThanOrEqual(100);
        for (const d of DIMENSIONS) expect(breakdown[d]).toBeTypeOf('number');
        for (const value of Object.values(breakdown)) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(100);
        }
        expect(Object.keys(breakdown).every((k) => (BREAKDOWN_KEYS as readonly string[]).includes(k))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('is the geometric mean of both satisfactions, so a one-sided fit cannot score high', () => {
    fc.assert(
      fc.property(profileArb, profileArb, (a, b) => {
        const {
          exact,
          satisfaction: [sa, sb],
        } = scorePair(a, b);
        expect(exact).toBeCloseTo(Math.sqrt(sa * sb), 12);
        expect(exact).toBeLessThanOrEqual((sa + sb) / 2 + 1e-12);
        expect(exact).toBeLessThanOrEqual(Math.max(sa, sb) + 1e-12);
      }),
    );
  });

  it('scores two identical people near the top and opposites low', () => {
    const twin = person({ typePreference: 'quelqu’un de drôle', bio: 'Toujours le mot pour rire' });
    expect(scorePair(twin, twin).affinity).toBeGreaterThanOrEqual(95);
    const opposite = person({
      interests: ['sport', 'technology', 'dance'],
      sliders: { extraversion: 100, aventure: 100, emotion: 100, planification: 100, social: 100 },
      answers: {
        weekend: 'cozy',
        conflict: 'cool_down',
        future: 'career',
        communication: 'space',
        lifestyle: 'calm',
        values: 'freedom',
        expression: 'acts',
        social_life: 'very_social',
      },
    });
    const base = person({ sliders: { extraversion: 0, aventure: 0, emotion: 0, planification: 0, social: 0 } });
    expect(scorePair(base, opposite).affinity).toBeLessThan(40);
  });

  it('uses asymmetric tables: someone who needs to talk now suffers more from a partner who steps back', () => {
    const pursuer = person({ answers: { conflict: 'talk_now' } });
    const withdrawer = person({ answers: { conflict: 'cool_down' } });
    const conflictOf = (self: typeof pursuer, other: typeof pursuer) => satisfaction(self, other).parts.conflict;
    expect(conflictOf(pursuer, withdrawer)).toBeCloseTo(TABLES.conflict[0][1].score, 12);
    expect(conflictOf(withdrawer, pursuer)).toBeCloseTo(TABLES.conflict[1][0].score, 12);
    expect(conflictOf(pursuer, withdrawer)).not.toBe(conflictOf(withdrawer, pursuer));
    // …yet the pair's score is one number.
    expect(scorePair(pursuer, withdrawer).affinity).toBe(scorePair(withdrawer, pursuer).affinity);
  });
});

describe('each dimension', () => {
  const base = person();
  const cases: [string, Parameters<typeof person>[0], string][] = [
    ['values', { answers: { values: 'freedom' } }, 'values'],
    ['life goals', { answers: { future: 'career' } }, 'life_goals'],
    ['lifestyle (rhythm)', { answers: { lifestyle: 'calm' } }, 'lifestyle'],
    ['lifestyle (weekend)', { answers: { weekend: 'cozy' } }, 'lifestyle'],
    ['communication', { answers: { communication: 'space' } }, 'communication'],
    ['conflict style', { answers: { conflict: 'cool_down' } }, 'conflict'],
    ['social life', { answers: { social_life: 'very_social' } }, 'social_life'],
    ['expression of affection', { answers: { expression: 'acts' } }, 'affection'],
    ['personality', { sliders: { aventure: 100, social: 0, extraversion: 95 } }, 'personality'],
    ['interests', { interests: ['sport', 'dance', 'yoga'] }, 'interests'],
  ];
  it.each(cases)('%s: a mismatch lowers that part of the breakdown and the affinity', (_label, patch, key) => {
    const same = scorePair(base, person());
    const different = scorePair(base, person(patch));
    const k = key as keyof typeof same.breakdown;
    expect(same.breakdown[k]).toBe(100);
    expect(different.breakdown[k]).toBeLessThan(same.breakdown[k] ?? 0);
    expect(different.affinity).toBeLessThan(same.affinity);
    // Only that part moved.
    for (const other of DIMENSIONS.filter((d) => d !== key)) expect(different.breakdown[other]).toBe(100);
  });

  it('text: what someone asked for, found in the other profile, raises their satisfaction', () => {
    const seeker = person({ typePreference: 'Je cherche quelqu’un de drôle et sportif' });
    const funny = person({ bio: 'Humour garanti, footing le dimanche', interests: ['music', 'travel', 'cooking'] });
    const plain = person({ bio: 'Je travaille beaucoup' });
    expect(satisfaction(seeker, funny).parts.text).toBeGreaterThan(satisfaction(seeker, plain).parts.text ?? 1);
    expect(scorePair(seeker, funny).affinity).toBeGreaterThan(scorePair(seeker, plain).affinity);
    // Nobody wrote a wish: the text signal does not apply and does not count.
    expect(scorePair(plain, person()).breakdown.text).toBeUndefined();
  });

  it('interests: sharing more of them scores higher, up to enough', () => {
    const a = person({ interests: ['music', 'travel', 'cooking', 'art'] });
    const one = scorePair(a, person({ interests: ['music', 'sport', 'dance'] })).breakdown.interests ?? 0;
    const two = scorePair(a, person({ interests: ['music', 'travel', 'dance'] })).breakdown.interests ?? 0;
    const three = scorePair(a, person({ interests: ['music', 'travel', 'cooking'] })).breakdown.interests ?? 0;
    expect(one).toBeLessThan(two);
    expect(two).toBeLessThan(three);
  });
});
