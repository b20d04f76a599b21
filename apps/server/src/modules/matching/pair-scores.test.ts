// A card's pair worked out once per version of the two profiles (issue 36 item 1): a page shown again
// computes no score and no facts, a changed profile (a new version) is scored again, and facts are
// computed only when something reads them (a reason to write).
import { describe, expect, it } from 'vitest';
import { pairFacts, type MatchProfile } from '@affinia/matching';
import { person } from '@affinia/matching/test-profiles';
import type { PairPerson } from '../ai/provider.js';
import { createPairScores } from './pair-scores.js';

// Two profiles, alike and apart: each member of a pair is given one of them at a version.
const alike = person();
const apart = person({ answers: { future: 'career', values: 'freedom', lifestyle: 'nightlife', weekend: 'cozy' } });
const someone = (id: string, version: number, profile: MatchProfile): PairPerson => ({
  id,
  name: id,
  profile,
  bio: '',
  version,
});

describe('pair scores', () => {
  it('scores a pair as its facts do, once per version of the two profiles', () => {
    const scores = createPairScores();
    const viewer = someone('v', 1, alike);
    const first = scores.affinity(scores.pair(viewer, someone('c', 1, alike), 'fr'));
    expect(first).toBe(pairFacts(alike, alike).score.affinity);
    expect(scores.computed).toBe(1);
    // The same page again: nothing computed.
    expect(scores.affinity(scores.pair(viewer, someone('c', 1, alike), 'en'))).toBe(first);
    expect(scores.computed).toBe(1);
    // The candidate changed their answers (a new version): scored again, on the new profile.
    const changed = scores.affinity(scores.pair(viewer, someone('c', 2, apart), 'fr'));
    expect(changed).toBe(pairFacts(alike, apart).score.affinity);
    expect(changed).not.toBe(first);
    expect(scores.computed).toBe(2);
    // So did the viewer.
    expect(scores.affinity(scores.pair(someone('v', 2, apart), someone('c', 2, apart), 'fr'))).toBe(
      pairFacts(apart, apart).score.affinity,
    );
    expect(scores.computed).toBe(3);
  });

  it('computes facts only when read, and once per pair however often read', () => {
    const scores = createPairScores();
    const pair = scores.pair(someone('v', 1, alike), someone('c', 1, apart), 'fr');
    expect(scores.computed).toBe(0);
    expect(pair.facts).toEqual(pairFacts(alike, apart));
    expect(pair.facts).toBe(pair.facts);
    expect(scores.computed).toBe(1);
  });

  it('keeps at most the pairs it was told to, the least recently shown going first', () => {
    const scores = createPairScores(2);
    const viewer = someone('v', 1, alike);
    for (const id of ['a', 'b', 'c']) scores.affinity(scores.pair(viewer, someone(id, 1, apart), 'fr'));
    expect(scores.computed).toBe(3);
    scores.affinity(scores.pair(viewer, someone('c', 1, apart), 'fr'));
    expect(scores.computed).toBe(3);
    scores.affinity(scores.pair(viewer, someone('a', 1, apart), 'fr'));
    expect(scores.computed).toBe(4);
  });
});
