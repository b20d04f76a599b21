// Built-in conversation openers: three to five first messages in the viewer's language, each built on
// something real in the two profiles (a shared interest, the same answer, a word of the other's bio,
// a shared personality trait, one of their interests), never a generic "salut ça va".
import type { CompatibilityQuestion } from '@affinia/contract';
import { INTEREST_CONCEPT, conceptBit, type Concept } from '../concepts.js';
import type { MatchProfile } from '../profile.js';
import { capitalize, choose, fill, finish, jitter, phrasebook } from './compose.js';
import { pairFacts, type PairFacts } from './facts.js';
import type { Lang } from './phrasebook.js';

export type OpenersInput = {
  viewer: MatchProfile;
  other: MatchProfile;
  lang: Lang;
  seed: string;
  facts?: PairFacts;
};

export const MIN_OPENERS = 3;
export const MAX_OPENERS = 5;

/** Same answers that make a natural first question, most telling first. */
const OPENER_QUESTIONS: readonly CompatibilityQuestion[] = ['future', 'weekend', 'values', 'social_life', 'lifestyle'];

function shuffled<T>(items: readonly T[], seed: string, topic: string): T[] {
  return [...items]
    .map((item, i) => ({ item, key: jitter(seed, `${topic}:${i}`) }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.item);
}

export function builtInOpeners(input: OpenersInput): string[] {
  const { openers: book, options, concepts, interests: interestNames } = phrasebook(input.lang);
  const { seed } = input;
  const facts = input.facts ?? pairFacts(input.viewer, input.other);

  const sharedInterest = shuffled(facts.sharedInterests, seed, 'shared').map((i) => book.sharedInterest[i]);
  const sameAnswer = OPENER_QUESTIONS.flatMap((q) => {
    const fact = facts.questions.find((f) => f.question === q);
    const template = book.sameAnswer[q];
    return fact?.same && template ? [fill(template, { x: options[q][fact.mineIndex] ?? '' })] : [];
  });
  // A concept of their bio the viewer also has is the warmest way in; any concept of their bio will do.
  const viewerMask = input.viewer.concepts;
  const shares = (c: Concept) => Number((viewerMask & conceptBit(c)) !== 0);
  const covered = new Set<Concept>(facts.sharedInterests.map((i) => INTEREST_CONCEPT[i]));
  const bioConcepts = facts.theirBioConcepts.filter((c) => !covered.has(c)).sort((a, b) => shares(b) - shares(a));
  const bio = bioConcepts.slice(0, 1).map((c) => fill(choose(book.bioConcept, seed, 'bio'), { concept: concepts[c] }));
  const personality = facts.sharedPoles.slice(0, 1).map((p) => book.personality[p.axis][p.pole]);
  const theirs = shuffled(facts.theirOtherInterests, seed, 'theirs').map((i, n) =>
    fill(choose(book.theirInterest, seed, `their:${n}`), { interest: interestNames[i] }),
  );

  // Interleave kinds so the suggestions are varied, then fill up with what is left.
  const ordered = [
    sharedInterest[0],
    sameAnswer[0],
    bio[0],
    personality[0],
    sharedInterest[1],
    theirs[0],
    sameAnswer[1],
    theirs[1],
    ...sharedInterest.slice(2),
    ...theirs.slice(2),
  ].filter((s): s is string => typeof s === 'string' && s.length > 0);
  const unique = [...new Set(ordered.map((s) => capitalize(finish(input.lang, s))))];
  return unique.slice(0, MAX_OPENERS);
}
