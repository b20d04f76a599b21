// A discover card's pair, worked out once per version of the two profiles (issue 36 item 1: no
// per-request work the last request already did). A page shown again — the deck reopened, the next page
// of a kept ranking repeating cards not swiped yet — computes no score: each pair's displayed score is kept
// per (viewer, their version, candidate, their version). The facts a reason is written from are computed
// only when a reason must be written: the AI text service keeps reasons per pair version too, so a page
// whose reasons are all kept computes no facts at all. A profile's version is its row's `updated_at`, set
// by every change of what a profile says (the same key the reasons and the discover index go by).
import type { Language } from '@affinia/contract';
import { pairFacts, type PairFacts } from '@affinia/matching';
import { LruCache } from '../../lib/lru-cache.js';
import { pairVersionKey, type PairContext, type PairPerson } from '../ai/provider.js';

/** Pairs whose score is kept per process (about 150 bytes each). */
const PAIR_SCORES_KEPT = 20_000;

export function createPairScores(kept = PAIR_SCORES_KEPT) {
  const scores = new LruCache<string, number>(kept);
  let computed = 0;
  return {
    /** The pair as the AI text service reads it; its facts are computed on first read, once. */
    pair(viewer: PairPerson, other: PairPerson, lang: Language): PairContext {
      let facts: PairFacts | undefined;
      return {
        viewer,
        other,
        lang,
        get facts() {
          if (facts === undefined) {
            computed += 1;
            facts = pairFacts(viewer.profile, other.profile);
          }
          return facts;
        },
      };
    },

    /** The pair's displayed score (0–100), kept per version of both profiles. */
    affinity(pair: PairContext): number {
      const key = pairVersionKey(pair);
      let score = scores.get(key);
      if (score === undefined) {
        score = pair.facts.score.affinity;
        scores.set(key, score);
      }
      return score;
    },

    /** How many pairs' facts were computed so far (tests: a page shown again computes none). */
    get computed(): number {
      return computed;
    },
  };
}
