// The default provider: the engine's own texts, written from the pair's breakdown. No network, no cost,
// the same text for the same pair every time.
import { builtInOpeners, matchReason } from '@affinia/matching';
import type { PairContext, TextProvider } from './provider.js';

const seedOf = (pair: PairContext) => `${pair.viewer.id}:${pair.other.id}`;

export const builtInProvider: TextProvider = {
  name: 'built-in',
  async matchReason(pair: PairContext): Promise<string> {
    return matchReason({
      viewer: pair.viewer.profile,
      other: pair.other.profile,
      otherName: pair.other.name,
      lang: pair.lang,
      seed: seedOf(pair),
      facts: pair.facts,
    });
  },
  async openers(pair: PairContext): Promise<string[]> {
    return builtInOpeners({
      viewer: pair.viewer.profile,
      other: pair.other.profile,
      lang: pair.lang,
      seed: seedOf(pair),
      facts: pair.facts,
    });
  },
};
