// Query keys that more than one feature touches (issue 14): a swipe that makes a match refreshes the
// matches list, leaving a chat forgets that conversation. Written once here, since features do not
// import each other; keys only one feature uses stay in that feature's api/ modules.
import type { Language } from '@affinia/contract';

export const matchesKeys = {
  all: ['matches'] as const,
  list: (language: Language) => ['matches', language] as const,
};

export const canRateKeys = {
  all: ['can-rate'] as const,
  of: (userId: string) => ['can-rate', userId] as const,
};

export const chatKeys = {
  /** Everything cached about one conversation (messages, partner, openers). */
  conversation: (matchId: string) => ['chat', matchId] as const,
  starters: (matchId: string, language: Language) => ['chat', matchId, 'starters', language] as const,
  partner: (matchId: string, language: Language) => ['chat', matchId, 'partner', language] as const,
  /** The mutation that ends this match (unmatch or block): once it runs, nothing of the conversation is fetched. */
  ending: (matchId: string) => ['chat', matchId, 'ending'] as const,
};
