// AI text behind one interface: match reasons (discover, matches) and conversation openers (chat).
// Two implementations: the built-in engine (default, offline, deterministic) and any OpenAI-compatible
// chat-completions endpoint. Callers go through text-service.ts, which adds caching and the fallback.
import type { Language } from '@affinia/contract';
import type { MatchProfile, PairFacts } from '@affinia/matching';

export type PairPerson = {
  id: string;
  /** Full name as registered; texts use the first name. */
  name: string;
  profile: MatchProfile;
  /** Free texts, quoted to an LLM for openers (the built-in engine reads them through `profile`). */
  bio: string;
  /** Changes whenever the profile does (its updated_at): cached texts of an older version are not reused. */
  version: number;
};

/** Everything a provider may use, from the viewer's side: `facts` compare viewer and other. */
export type PairContext = { viewer: PairPerson; other: PairPerson; lang: Language; facts: PairFacts };

/** A pair at the versions of its two profiles: what is written or scored of it holds until either changes. */
export const pairVersionKey = ({ viewer, other }: Pick<PairContext, 'viewer' | 'other'>): string =>
  `${viewer.id}:${viewer.version}:${other.id}:${other.version}`;

export interface TextProvider {
  readonly name: string;
  matchReason(pair: PairContext): Promise<string>;
  /** Three to five first messages the viewer could send. */
  openers(pair: PairContext): Promise<string[]>;
}
