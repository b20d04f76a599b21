// The daily pick's stable pairing: a textbook instance, no blocking pair on random instances,
// unacceptable partners never paired, and the same input always gives the same pairs.
import { describe, expect, it } from 'vitest';
import { preferencesByScore, stablePairing, type Preferences } from './stable-pairing.js';

function blockingPairs(proposers: Preferences, receivers: Preferences, pairs: Map<string, string>): string[] {
  const partnerOf = new Map<string, string>();
  for (const [p, r] of pairs) partnerOf.set(r, p);
  const found: string[] = [];
  for (const [p, list] of proposers) {
    const mine = pairs.get(p);
    const myLimit = mine === undefined ? list.length : list.indexOf(mine);
    for (const r of list.slice(0, myLimit)) {
      const theirs = receivers.get(r) ?? [];
      const pos = theirs.indexOf(p);
      if (pos < 0) continue;
      const current = partnerOf.get(r);
      if (current === undefined || pos < theirs.indexOf(current)) found.push(`${p}-${r}`);
    }
  }
  return found;
}

function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('stablePairing', () => {
  it('gives proposers their best stable partners on a textbook instance', () => {
    const proposers = new Map([
      ['a', ['x', 'y', 'z']],
      ['b', ['y', 'x', 'z']],
      ['c', ['x', 'y', 'z']],
    ]);
    const receivers = new Map([
      ['x', ['b', 'a', 'c']],
      ['y', ['a', 'b', 'c']],
      ['z', ['a', 'b', 'c']],
    ]);
    const pairs = stablePairing(proposers, receivers);
    expect(Object.fromEntries(pairs)).toEqual({ a: 'x', b: 'y', c: 'z' });
    expect(blockingPairs(proposers, receivers, pairs)).toEqual([]);
  });

  it('never pairs someone with a partner who did not list them', () => {
    const proposers = new Map([['a', ['x']]]);
    const receivers = new Map([['x', ['b']]]);
    expect(stablePairing(proposers, receivers).size).toBe(0);
  });

  it('leaves no blocking pair and is deterministic on random instances', () => {
    const rnd = seeded(7);
    for (let trial = 0; trial < 30; trial++) {
      const ps = Array.from({ length: 12 }, (_, k) => `p${k}`);
      const rs = Array.from({ length: 10 }, (_, k) => `r${k}`);
      const score = new Map<string, number>();
      for (const p of ps) for (const r of rs) score.set(`${p}|${r}`, rnd());
      const proposers = preferencesByScore(
        ps,
        () => rs,
        (p, r) => score.get(`${p}|${r}`)!,
        0.2,
      );
      const receivers = preferencesByScore(
        rs,
        () => ps,
        (r, p) => score.get(`${p}|${r}`)! * rnd(),
        0.05,
      );
      const pairs = stablePairing(proposers, receivers);
      expect(blockingPairs(proposers, receivers, pairs)).toEqual([]);
      expect(new Set(pairs.values()).size).toBe(pairs.size); // one partner each
      for (const [p, r] of pairs) {
        expect(proposers.get(p)).toContain(r);
        expect(receivers.get(r)).toContain(p);
      }
      expect(stablePairing(proposers, receivers)).toEqual(pairs);
    }
  });
});

describe('preferencesByScore', () => {
  it('ranks best first, drops scores at or below the floor, breaks ties by id', () => {
    const prefs = preferencesByScore(
      ['a'],
      () => ['z', 'y', 'x', 'w'],
      (_, c) => ({ z: 0.5, y: 0.9, x: 0.5, w: 0.1 })[c]!,
      0.1,
    );
    expect(prefs.get('a')).toEqual(['y', 'x', 'z']);
  });
});
