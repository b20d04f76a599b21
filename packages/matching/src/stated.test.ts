// Stated preferences (issue 34, decision 062): the blend into each side's satisfaction, the identity for
// members who state nothing, and the two-way filters.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scorePair, satisfaction } from './affinity.js';
import { encodeProfile } from './profile.js';
import { goalsClash, statedLogit, statedPreferencesAllow, statedSatisfaction } from './stated.js';
import { baseInput, inputArb, person, profileArb, statedProfileArb } from './test-support.js';

describe('stated preferences in the score', () => {
  it('leaves the score of two members who state nothing exactly as it was', () => {
    fc.assert(
      fc.property(inputArb, inputArb, (x, y) => {
        const a = encodeProfile(x);
        const b = encodeProfile(y);
        const a2 = encodeProfile({ ...x, preferences: {}, goal: null });
        const b2 = encodeProfile({ ...y, preferences: {}, goal: null });
        const before = scorePair(a, b);
        const after = scorePair(a2, b2);
        expect(after).toEqual(before);
        // Today's formula: the geometric mean of the two questionnaire satisfactions.
        const sa = satisfaction(a, b);
        const sb = satisfaction(b, a);
        expect(sa.total).toBe(sa.questionnaire);
        expect(before.exact).toBe(Math.sqrt(sa.questionnaire * sb.questionnaire));
      }),
      { numRuns: 200 },
    );
  });

  it('stays symmetric and bounded with stated preferences', () => {
    fc.assert(
      fc.property(statedProfileArb, statedProfileArb, (a, b) => {
        const ab = scorePair(a, b);
        const ba = scorePair(b, a);
        expect(ab.exact).toBe(ba.exact);
        expect(ab.affinity).toBeGreaterThanOrEqual(0);
        expect(ab.affinity).toBeLessThanOrEqual(100);
      }),
      { numRuns: 200 },
    );
  });

  it('blends each side by its stated share: (1 − λ) S + λ P, then the geometric mean', () => {
    const picky = person({ preferences: { future: { accepted: ['family'], importance: 'very' } } });
    expect(picky.statedShare).toBeCloseTo(0.25, 10);
    const family = person({ answers: { future: 'family' } });
    const career = person({ answers: { future: 'career' } });
    expect(statedSatisfaction(picky, family)).toBe(1);
    expect(statedSatisfaction(picky, career)).toBe(0);
    const s = satisfaction(picky, career);
    expect(s.total).toBeCloseTo(0.75 * s.questionnaire, 12);
    const other = satisfaction(career, picky).total;
    expect(scorePair(picky, career).exact).toBeCloseTo(Math.sqrt(s.total * other), 12);
    expect(scorePair(picky, family).affinity).toBeGreaterThan(scorePair(person(), family).affinity - 1);
    expect(scorePair(picky, career).affinity).toBeLessThan(scorePair(person(), career).affinity);
  });

  it('weighs importance on OkCupid’s scale: one "very" outweighs four "somewhat"', () => {
    const self = person({
      preferences: {
        future: { accepted: ['family'], importance: 'very' },
        values: { accepted: ['honesty'], importance: 'somewhat' },
        weekend: { accepted: ['outdoors'], importance: 'somewhat' },
        lifestyle: { accepted: ['active'], importance: 'somewhat' },
        conflict: { accepted: ['talk_now'], importance: 'somewhat' },
      },
    });
    const failsVery = person({ answers: { future: 'career' } });
    const failsFourSomewhat = person({
      answers: { values: 'loyalty', weekend: 'cozy', lifestyle: 'calm', conflict: 'compromise' },
    });
    expect(statedSatisfaction(self, failsVery)).toBeCloseTo(40 / 90, 12);
    expect(statedSatisfaction(self, failsFourSomewhat)).toBeCloseTo(50 / 90, 12);
  });

  it('gives a logit offset: positive for a partner who meets them, negative for one who does not, 0 when none', () => {
    const picky = person({ preferences: { future: { accepted: ['family'], importance: 'very' } } });
    expect(statedLogit(picky, person({ answers: { future: 'family' } }))).toBeCloseTo(1, 12);
    expect(statedLogit(picky, person({ answers: { future: 'career' } }))).toBeCloseTo(-1, 12);
    expect(statedLogit(person(), picky)).toBe(0);
  });
});

describe('statedPreferencesAllow', () => {
  const mandatoryFamily = person({ preferences: { future: { accepted: ['family'], importance: 'mandatory' } } });
  it('rules out a mandatory preference the other fails, either way', () => {
    const career = person({ answers: { future: 'career' } });
    expect(statedPreferencesAllow(mandatoryFamily, career)).toBe(false);
    expect(statedPreferencesAllow(career, mandatoryFamily)).toBe(false);
    expect(statedPreferencesAllow(mandatoryFamily, person())).toBe(true);
  });
  it('does not filter on a preference that is only "very"', () => {
    const very = person({ preferences: { future: { accepted: ['family'], importance: 'very' } } });
    expect(statedPreferencesAllow(very, person({ answers: { future: 'career' } }))).toBe(true);
  });
  it('rules out two members sure of different intentions; "unsure" or unsaid never', () => {
    const serious = person({ goal: 'serious' });
    const casual = person({ goal: 'casual' });
    const unsure = person({ goal: 'unsure' });
    expect(statedPreferencesAllow(serious, casual)).toBe(false);
    expect(statedPreferencesAllow(casual, serious)).toBe(false);
    expect(statedPreferencesAllow(serious, serious)).toBe(true);
    expect(statedPreferencesAllow(serious, unsure)).toBe(true);
    expect(statedPreferencesAllow(casual, person())).toBe(true);
    expect(goalsClash(1, 2)).toBe(true);
  });
  it('is symmetric, and allows everyone who states nothing', () => {
    fc.assert(
      fc.property(statedProfileArb, statedProfileArb, profileArb, (a, b, plain) => {
        expect(statedPreferencesAllow(a, b)).toBe(statedPreferencesAllow(b, a));
        if (a.forbidden === 0 && b.forbidden === 0 && !goalsClash(a.goal, b.goal))
          expect(statedPreferencesAllow(a, b)).toBe(true);
        expect(statedPreferencesAllow(plain, encodeProfile(baseInput()))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
  it('refuses an unknown accepted answer', () => {
    expect(() =>
      encodeProfile({
        ...baseInput(),
        preferences: { future: { accepted: ['nope' as 'family'], importance: 'very' } },
      }),
    ).toThrow(/unknown accepted answer/);
  });
});
