// AI text providers against a fake OpenAI-compatible server on 127.0.0.1: the happy path, a slow
// answer, malformed answers, caching, and the built-in fallback that always answers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pairFacts } from '@affinia/matching';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai.js';
import { pairPerson } from '../../../test/pair-people.js';
import { builtInProvider } from './built-in-provider.js';
import { createOpenAiProvider, parseJsonReply } from './openai-provider.js';
import type { PairContext } from './provider.js';
import { createAiText } from './text-service.js';

const camille = pairPerson('u-camille', 'Camille', { bio: 'Rando le week-end' });
const noah = pairPerson('u-noah', 'Noah', { interests: ['travel', 'cooking', 'sport'], bio: 'Cuisine italienne' });
const pair = (lang: PairContext['lang'] = 'fr', other = noah): PairContext => ({
  viewer: camille,
  other,
  lang,
  facts: pairFacts(camille.profile, other.profile),
});

const reasonReply = JSON.stringify({
  reason: 'Vous aimez tous les deux les voyages et la cuisine, et la famille compte.',
});
const openersReply = JSON.stringify({
  openers: ['Quel voyage t’a marqué ?', 'Ta recette préférée ?', 'Plutôt mer ou montagne ?'],
});

let fake: FakeOpenAi;
const warnings: unknown[] = [];
const log = { warn: (obj: unknown) => void warnings.push(obj) };

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  warnings.length = 0;
});

const remote = (timeoutMs = 2000) =>
  createOpenAiProvider({ baseUrl: fake.baseUrl, apiKey: 'sk-test-key', model: 'fake-model', timeoutMs });

describe('OpenAI-compatible provider', () => {
  it('sends the pair’s facts in the reader’s language and returns the model’s reason', async () => {
    fake.behave({ kind: 'reply', content: reasonReply });
    const ai = createAiText({ remote: remote(), log });
    expect(ai.provider).toBe('openai-compatible:fake-model');
    expect(await ai.matchReason(pair())).toBe(JSON.parse(reasonReply).reason);
    const [request] = fake.requests;
    expect(request?.model).toBe('fake-model');
    expect(request?.headers.authorization).toBe('Bearer sk-test-key');
    expect(request?.messages[0]?.content).toContain('French');
    const facts = JSON.parse(request?.messages[1]?.content ?? '{}');
    expect(facts.other_first_name).toBe('Noah');
    expect(facts.shared_interests).toEqual(['les voyages', 'la cuisine']);
    expect(facts.same_answers).toContainEqual({ topic: 'avenir', answer: 'fonder une famille' });
    // Reasons are written from facts only: no bios, no e-mail, no ids.
    expect(request?.messages[1]?.content).not.toMatch(/Rando|u-noah|@/);
    expect(warnings).toEqual([]);
  });

  it('caches per pair and language, and asks again when a profile changes', async () => {
    fake.behave({ kind: 'reply', content: reasonReply });
    const ai = createAiText({ remote: remote(), log });
    await ai.matchReason(pair());
    await ai.matchReason(pair());
    expect(fake.requests).toHaveLength(1);
    await ai.matchReason(pair('en'));
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]?.messages[0]?.content).toContain('English');
    await ai.matchReason(pair('fr', { ...noah, version: 2 }));
    expect(fake.requests).toHaveLength(3);
  });

  it('shares one request between concurrent callers of the same pair', async () => {
    fake.behave({ kind: 'slow', delayMs: 100, content: reasonReply });
    const ai = createAiText({ remote: remote(), log });
    const texts = await Promise.all([ai.matchReason(pair()), ai.matchReason(pair()), ai.matchReason(pair())]);
    expect(new Set(texts).size).toBe(1);
    expect(fake.requests).toHaveLength(1);
  });

  it('returns openers, with the bios given as context', async () => {
    fake.behave({ kind: 'reply', content: openersReply });
    const ai = createAiText({ remote: remote(), log });
    expect(await ai.openers(pair())).toEqual(JSON.parse(openersReply).openers);
    expect(JSON.parse(fake.requests[0]?.messages[1]?.content ?? '{}').other_bio).toBe('Cuisine italienne');
  });

  it('falls back to the built-in text on a slow answer, within the timeout, then cools down', async () => {
    fake.behave({ kind: 'slow', delayMs: 3000, content: reasonReply });
    const ai = createAiText({ remote: remote(300), log, cooldownMs: 60_000 });
    const started = Date.now();
    const text = await ai.matchReason(pair());
    expect(Date.now() - started).toBeLessThan(2000);
    expect(text).toBe(await builtInProvider.matchReason(pair()));
    expect(warnings).toHaveLength(1);
    // During the cool-down the endpoint is not asked at all.
    await ai.matchReason(pair('en'));
    expect(fake.requests).toHaveLength(1);
  });

  const malformed: [string, Parameters<FakeOpenAi['behave']>[0]][] = [
    ['prose instead of JSON', { kind: 'reply', content: 'Vous avez beaucoup en commun !' }],
    ['an empty reason', { kind: 'reply', content: '{"reason": ""}' }],
    ['an unexpected field', { kind: 'reply', content: '{"reason": "Vous aimez les voyages tous les deux.", "x": 1}' }],
    ['markup in the text', { kind: 'reply', content: '{"reason": "Voyez <b>ceci</b> sur https://spam.example"}' }],
    ['a wrong key', { kind: 'reply', content: '{"text": "Vous aimez les voyages tous les deux."}' }],
    ['a body that is not a completion', { kind: 'garbage' }],
    ['an HTTP 500', { kind: 'status', status: 500 }],
    ['an HTTP 401', { kind: 'status', status: 401 }],
  ];
  it.each(malformed)('falls back to the built-in reason on %s', async (_label, behaviour) => {
    fake.behave(behaviour);
    const ai = createAiText({ remote: remote(), log, cooldownMs: 0 });
    expect(await ai.matchReason(pair())).toBe(await builtInProvider.matchReason(pair()));
    expect(fake.requests).toHaveLength(1);
    expect(warnings).toHaveLength(1);
  });

  it('falls back to the built-in openers when fewer than three come back', async () => {
    fake.behave({ kind: 'reply', content: '{"openers": ["Salut ?", "Ça va ?"]}' });
    const ai = createAiText({ remote: remote(), log, cooldownMs: 0 });
    expect(await ai.openers(pair())).toEqual(await builtInProvider.openers(pair()));
  });

  it('asks the LLM for the first cards of a page only', async () => {
    fake.behave({ kind: 'reply', content: reasonReply });
    const ai = createAiText({ remote: remote(), log, remoteReasonsPerPage: 2 });
    const others = ['a', 'b', 'c', 'd'].map((id) =>
      pairPerson(id, `Alex ${id}`, { interests: ['music', 'art', 'yoga'] }),
    );
    const reasons = await ai.matchReasons(others.map((o) => pair('fr', o)));
    expect(fake.requests).toHaveLength(2);
    expect(reasons.slice(0, 2)).toEqual([JSON.parse(reasonReply).reason, JSON.parse(reasonReply).reason]);
    expect(reasons[2]).toBe(await builtInProvider.matchReason(pair('fr', others[2]!)));
  });

  it('accepts a reply wrapped in one ```json fence, nothing looser', () => {
    expect(parseJsonReply('```json\n{"reason": "x"}\n```')).toEqual({ reason: 'x' });
    expect(() => parseJsonReply('Sure! {"reason": "x"}')).toThrow();
    expect(() => parseJsonReply('')).toThrow();
  });
});

describe('built-in provider', () => {
  it('works offline, in every language, with no configuration', async () => {
    const ai = createAiText({ remote: null, log });
    expect(ai.provider).toBe('built-in');
    for (const lang of ['fr', 'en', 'es', 'de'] as const) {
      expect((await ai.matchReason(pair(lang))).length).toBeGreaterThan(40);
      const openers = await ai.openers(pair(lang));
      expect(openers.length).toBeGreaterThanOrEqual(3);
      expect(openers.length).toBeLessThanOrEqual(5);
    }
    expect(fake.requests).toHaveLength(0);
  });
});

describe('configuration', () => {
  it('uses an endpoint only with both AI_BASE_URL and AI_MODEL, and refuses half a configuration', async () => {
    const { ConfigError, loadConfig } = await import('../../config.js');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'affinia-ai-config-'));
    try {
      const base = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) };
      expect(loadConfig(base).ai).toBeNull();
      expect(
        loadConfig({ ...base, AI_BASE_URL: 'http://127.0.0.1:11434/v1/', AI_MODEL: 'llama3.1', AI_TIMEOUT_MS: '2500' })
          .ai,
      ).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', apiKey: undefined, model: 'llama3.1', timeoutMs: 2500 });
      expect(() => loadConfig({ ...base, AI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, AI_API_KEY: 'sk-x', AI_MODEL: 'gpt-4o-mini' })).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, AI_BASE_URL: 'not a url', AI_MODEL: 'm' })).toThrow(ConfigError);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
