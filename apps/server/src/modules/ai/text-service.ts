// What the rest of the server calls for AI text. With no endpoint configured it is the built-in
// engine. With one, the LLM writes the reasons of the first cards of a page and the openers, with:
// - a cache per pair, language and profile versions (an LRU), and one request in flight per key;
// - a fallback to the built-in text on any failure (timeout, HTTP error, malformed reply);
// - a short cool-down after a failure, so a down endpoint costs one timeout, not one per card.
import type { FastifyBaseLogger } from 'fastify';
import type { AiConfig } from '../../config.js';
import { builtInProvider } from './built-in-provider.js';
import { createOpenAiProvider } from './openai-provider.js';
import { pairVersionKey, type PairContext, type TextProvider } from './provider.js';
import { LruCache } from '../../lib/lru-cache.js';

export type AiTextOptions = {
  /** The LLM provider, or null for the built-in engine only. */
  remote: TextProvider | null;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Cards of a discover page whose reason the LLM writes; the rest use the built-in engine. */
  remoteReasonsPerPage?: number;
  cacheSize?: number;
  cooldownMs?: number;
  now?: () => number;
};

export type AiText = {
  /** Name of the provider in use ("built-in" or "openai-compatible:<model>"). */
  provider: string;
  matchReason(pair: PairContext): Promise<string>;
  /** Reasons for a page of pairs, in order; only the first few go to the LLM. */
  matchReasons(pairs: PairContext[]): Promise<string[]>;
  openers(pair: PairContext): Promise<string[]>;
};

const keyOf = (kind: string, pair: PairContext) => `${kind}:${pairVersionKey(pair)}:${pair.lang}`;

export function createAiText(options: AiTextOptions): AiText {
  const { remote, log } = options;
  const perPage = options.remoteReasonsPerPage ?? 5;
  const now = options.now ?? Date.now;
  const cooldownMs = options.cooldownMs ?? 30_000;
  const cache = new LruCache<string, string | string[]>(options.cacheSize ?? 10_000);
  const inFlight = new Map<string, Promise<string | string[]>>();
  let coolingUntil = 0;
  // The built-in reason is a pure function of the two profiles (their versions) and the language, and
  // writing 20 of them was a tenth of a discover request's CPU: each pair is written once per version.
  const builtInReasons = new LruCache<string, string>(options.cacheSize ?? 10_000);
  const builtInReason = async (pair: PairContext): Promise<string> => {
    const key = keyOf('reason', pair);
    let text = builtInReasons.get(key);
    if (text === undefined) {
      text = await builtInProvider.matchReason(pair);
      builtInReasons.set(key, text);
    }
    return text;
  };

  async function viaRemote<T extends string | string[]>(
    kind: 'reason' | 'openers',
    pair: PairContext,
    ask: (provider: TextProvider) => Promise<T>,
  ): Promise<T> {
    const fallback = () => (kind === 'reason' ? (builtInReason(pair) as Promise<T>) : ask(builtInProvider));
    if (!remote || now() < coolingUntil) return fallback();
    const key = keyOf(kind, pair);
    const cached = cache.get(key);
    if (cached !== undefined) return cached as T;
    let pending = inFlight.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = ask(remote).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    try {
      const text = await pending;
      cache.set(key, text);
      return text;
    } catch (err) {
      coolingUntil = now() + cooldownMs;
      log.warn(
        { provider: remote.name, kind, err: err instanceof Error ? err.message : String(err) },
        'AI text provider failed; using the built-in engine',
      );
      return fallback();
    }
  }

  const matchReason = (pair: PairContext) => viaRemote('reason', pair, (p) => p.matchReason(pair));

  return {
    provider: remote?.name ?? builtInProvider.name,
    matchReason,
    matchReasons: (pairs) =>
      Promise.all(
        pairs.map((pair, i) => {
          if (i < perPage) return matchReason(pair);
          // Beyond the first cards, an LLM text written earlier (when the card ranked higher) still wins.
          const cached = remote ? cache.get(keyOf('reason', pair)) : undefined;
          return typeof cached === 'string' ? cached : builtInReason(pair);
        }),
      ),
    openers: (pair) => viaRemote('openers', pair, (p) => p.openers(pair)),
  };
}

/** The AI text of a server built from its configuration. */
export function aiTextFromConfig(ai: AiConfig | null, log: AiTextOptions['log']): AiText {
  return createAiText({ remote: ai ? createOpenAiProvider(ai) : null, log });
}
