// Any OpenAI-compatible chat-completions endpoint (OpenAI, Mistral, Groq, a local Ollama or vLLM…)
// through the official `openai` SDK. The model gets the pair's facts, computed by the engine, and is
// asked for JSON; anything that is not exactly the expected JSON is refused (the caller then falls
// back to the built-in engine). No retries: a slow endpoint must not hold a discover page hostage.
import type OpenAI from 'openai';
import { z } from 'zod';
import type { CompatibilityQuestion, Language } from '@affinia/contract';
import { PHRASEBOOKS } from '@affinia/matching';
import type { PairContext, TextProvider } from './provider.js';

export type OpenAiProviderOptions = { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number };

const LANGUAGE_NAMES: Record<Language, string> = {
  fr: 'French; address the reader as "vous" in reasons and write openers with "tu"',
  en: 'English',
  es: 'Spanish (Spain); address the reader as "tú"',
  de: 'German; address the reader as "du"',
};

/** The facts say nobody's gender, and members may be non-binary (decision 054): no agreement to guess. */
const GENDER_NEUTRAL =
  'The facts do not say anyone’s gender: write without gendered agreement or pronouns for either person ' +
  '(in French "vous deux" rather than "tous les deux"). ';

const noMarkup = (s: string) => !/[{}<>]|https?:|www\./i.test(s);

const reasonSchema = z.strictObject({
  reason: z.string().trim().min(20).max(500).refine(noMarkup),
});
const openersSchema = z.strictObject({
  openers: z
    .array(z.string().trim().min(5).max(220).refine(noMarkup))
    .min(3)
    .max(5)
    .refine((list) => new Set(list).size === list.length),
});

/** The facts an LLM may use, in the reader's language (labels from the engine's phrasebook). */
export function describePair(pair: PairContext, withBios: boolean) {
  const book = PHRASEBOOKS[pair.lang];
  const { facts } = pair;
  const option = (q: CompatibilityQuestion, index: number) => book.options[q][index] ?? '';
  return {
    // Already the first name others see (decision 040): the full name never leaves the server.
    other_first_name: pair.other.name,
    affinity_out_of_100: facts.score.affinity,
    breakdown_out_of_100: facts.score.breakdown,
    shared_interests: facts.sharedInterests.map((i) => book.interests[i]),
    other_interests_not_shared: facts.theirOtherInterests.map((i) => book.interests[i]),
    same_answers: facts.questions
      .filter((f) => f.same)
      .map((f) => ({ topic: book.reason.topic[f.question], answer: option(f.question, f.mineIndex) })),
    answers_that_fit_together: facts.questions
      .filter((f) => !f.same && f.fit >= 0.75)
      .map((f) => ({
        topic: book.reason.topic[f.question],
        reader: option(f.question, f.mineIndex),
        other: option(f.question, f.theirsIndex),
      })),
    point_to_discuss: facts.questions
      .filter((f) => !f.same && f.fit < 0.45)
      .map((f) => ({
        topic: book.reason.topic[f.question],
        reader: option(f.question, f.mineIndex),
        other: option(f.question, f.theirsIndex),
        why: f.why.join('; '),
      })),
    shared_personality: facts.sharedPoles.map((p) => book.reason.personality[p.axis][p.pole]),
    reader_looks_for_and_other_has: facts.soughtFound.map((c) => book.concepts[c]),
    other_looks_for_and_reader_has: facts.soughtBackFound.map((c) => book.concepts[c]),
    ...(withBios ? { other_bio: pair.other.bio.slice(0, 400), reader_bio: pair.viewer.bio.slice(0, 400) } : {}),
  };
}

/** Accepts the JSON object alone, or wrapped in one ```json fence (some models add it even in JSON mode). */
export function parseJsonReply(content: string | null | undefined): unknown {
  if (!content) throw new Error('empty reply');
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content);
  return JSON.parse(fenced?.[1] ?? content);
}

export function createOpenAiProvider(options: OpenAiProviderOptions): TextProvider {
  // The SDK loads on the first completion: a server that never writes a text never pays for it.
  let loaded: Promise<OpenAI> | null = null;
  const openAi = () =>
    (loaded ??= import('openai').then(
      ({ default: OpenAiClient }) =>
        new OpenAiClient({
          baseURL: options.baseUrl,
          // Local servers (Ollama, vLLM) accept any key; the SDK insists on one.
          apiKey: options.apiKey ?? 'not-needed',
          timeout: options.timeoutMs,
          maxRetries: 0,
        }),
    ));

  async function complete(system: string, facts: unknown): Promise<unknown> {
    const client = await openAi();
    const completion = await client.chat.completions.create(
      {
        model: options.model,
        temperature: 0.7,
        max_tokens: 400,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: JSON.stringify(facts) },
        ],
      },
      { signal: AbortSignal.timeout(options.timeoutMs) },
    );
    return parseJsonReply(completion.choices[0]?.message?.content);
  }

  return {
    name: `openai-compatible:${options.model}`,

    async matchReason(pair) {
      const system =
        `You write the short "why you two match" note of the dating app Affinia, in ${LANGUAGE_NAMES[pair.lang]}. ` +
        'Use only the facts in the user message; never invent hobbies, places or feelings. Mention the shared ' +
        'interests and the strongest common points by name, and the point to discuss if there is one, kindly. ' +
        GENDER_NEUTRAL +
        'Two to four sentences, at most 400 characters, no emoji, no markup. ' +
        'Reply with a JSON object exactly like {"reason": "..."}.';
      return reasonSchema.parse(await complete(system, describePair(pair, false))).reason;
    },

    async openers(pair) {
      const system =
        `You suggest first messages for a dating app conversation, in ${LANGUAGE_NAMES[pair.lang]}. ` +
        'The reader writes to the other person. Each message is one or two short sentences ending with a question, ' +
        'built on one concrete fact given (a shared interest, a shared answer, something from the other bio). ' +
        'Never invent facts, no pick-up lines, no emoji, no markup. ' +
        GENDER_NEUTRAL +
        'Reply with a JSON object exactly like {"openers": ["...", "...", "..."]} with 3 to 5 different messages.';
      return openersSchema.parse(await complete(system, describePair(pair, true))).openers;
    },
  };
}
