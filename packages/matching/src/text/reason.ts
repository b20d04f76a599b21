// The built-in match reason: a few sentences written from the pair's facts, in the viewer's language.
// It names the shared interests, the two strongest points of the breakdown (the same answer, or
// answers that fit together), what the viewer asked for when the other profile shows it, and says
// plainly the one point that fits least; stated preferences that hold and a shared intention are cited
// too (issue 34). Template variants are picked by a hash of the pair, so the
// same pair always reads the same while different pairs read differently.
import type { CompatibilityQuestion } from '@affinia/contract';
import type { MatchProfile } from '../profile.js';
import { WEIGHTS, QUESTION_DIMENSION } from '../tables.js';
import { capitalize, choose, fill, finish, jitter, joinList, phrasebook } from './compose.js';
import { pairFacts, type PairFacts, type QuestionFact } from './facts.js';
import type { Lang, Phrasebook } from './phrasebook.js';

export type ReasonInput = {
  viewer: MatchProfile;
  other: MatchProfile;
  /** The other person's name as shown on the card: the first name they show others (the app's display name). */
  otherName: string;
  lang: Lang;
  /** Anything stable and unique to the pair (their ids): picks the template variants. */
  seed: string;
  /** Already computed facts, when the caller has them. */
  facts?: PairFacts;
};

/** A point in favour, with how much it should count and the templates that can say it. */
type Strength = { dimension: string; priority: number; topic: string; templates: readonly string[]; values: Values };
type Values = Readonly<Record<string, string>>;

/** Two answers this well fitted are worth saying even when they differ. */
const COMPLEMENTARY_FIT = 0.75;
/** Below this, a question is the point to talk about. */
const CAVEAT_FIT = 0.45;
/** Personality is worth a sentence from this closeness on. */
const PERSONALITY_CLOSE = 0.75;
const MAX_LISTED = 3;
/** Long enough for four or five sentences, short enough for a card. */
export const MAX_REASON_LENGTH = 420;
/** After this many mentions of the other person's name, clauses that can do without it do. */
const NAME_MENTIONS = 1;

function questionStrength(fact: QuestionFact, book: Phrasebook): Strength | null {
  const q: CompatibilityQuestion = fact.question;
  const base = WEIGHTS[fact.dimension] * QUESTION_DIMENSION[q].share;
  const options = book.options[q];
  if (fact.same) {
    return {
      dimension: fact.dimension,
      priority: base,
      topic: `same:${q}`,
      templates: book.reason.same[q],
      values: { x: options[fact.mineIndex] ?? '' },
    };
  }
  if (fact.fit >= COMPLEMENTARY_FIT) {
    return {
      dimension: fact.dimension,
      priority: 0.6 * base,
      topic: `comp:${q}`,
      templates: book.reason.complementary,
      values: {
        topic: book.reason.topic[q],
        mine: options[fact.mineIndex] ?? '',
        theirs: options[fact.theirsIndex] ?? '',
      },
    };
  }
  return null;
}

function strengthsOf(facts: PairFacts, book: Phrasebook, seed: string): Strength[] {
  const strengths: Strength[] = [];
  for (const fact of facts.questions) {
    const strength = questionStrength(fact, book);
    if (strength) strengths.push({ ...strength, priority: strength.priority + 4 * jitter(seed, `p:${fact.question}`) });
  }
  const pole = facts.sharedPoles[0];
  if (pole && facts.personalityCloseness >= PERSONALITY_CLOSE) {
    strengths.push({
      dimension: 'personality',
      priority: WEIGHTS.personality * facts.personalityCloseness + 4 * jitter(seed, 'p:personality'),
      topic: 'personality',
      templates: book.reason.personalityTemplates,
      values: { x: book.reason.personality[pole.axis][pole.pole] },
    });
  }
  strengths.sort((a, b) => b.priority - a.priority);
  // One sentence per dimension: "lifestyle" and "weekend" both feed lifestyle.
  const seen = new Set<string>();
  return strengths.filter((s) => (seen.has(s.dimension) ? false : (seen.add(s.dimension), true)));
}

function pickSome<T>(items: readonly T[], seed: string, topic: string, count: number): T[] {
  if (items.length <= count) return [...items];
  // Rotate by the pair's hash so pairs sharing many interests do not all list the same three.
  const start = Math.floor(jitter(seed, topic) * items.length);
  return Array.from({ length: count }, (_, i) => items[(start + i) % items.length] as T);
}

/** The match reason shown on a discover card or a match, in the viewer's language. */
export function matchReason(input: ReasonInput): string {
  const book = phrasebook(input.lang);
  const name = input.otherName.trim();
  const seed = input.seed;
  const facts = input.facts ?? pairFacts(input.viewer, input.other);
  const sentences: string[] = [];

  // Fills one of the templates chosen by the pair's hash; once the name has been said, prefers the
  // templates that do without it, so a reason does not read "Léa… Léa… Léa".
  let mentions = 0;
  const say = (templates: readonly string[], topic: string, values: Values): string => {
    const withoutName = templates.filter((t) => !t.includes('{name}'));
    const pool = mentions >= NAME_MENTIONS && withoutName.length > 0 ? withoutName : templates;
    const template = choose(pool, seed, topic);
    if (template.includes('{name}')) mentions += 1;
    return fill(template, { ...values, name });
  };

  const shared = pickSome(facts.sharedInterests, seed, 'interests', MAX_LISTED).map((i) => book.interests[i]);
  const interestsClause = shared.length
    ? say(book.reason.sharedInterests, 'shared', { list: joinList(shared, book.and) })
    : null;
  const [firstStrength, secondStrength] = strengthsOf(facts, book, seed);
  const first = firstStrength ? say(firstStrength.templates, firstStrength.topic, firstStrength.values) : null;
  const second = secondStrength ? say(secondStrength.templates, secondStrength.topic, secondStrength.values) : null;

  if (interestsClause) {
    sentences.push(capitalize(interestsClause) + (first ? book.reason.joinFirst + first : '') + '.');
  } else if (first) {
    sentences.push(capitalize(first) + '.');
  } else {
    const theirs = pickSome(facts.theirOtherInterests, seed, 'their', MAX_LISTED).map((i) => book.interests[i]);
    if (theirs.length)
      sentences.push(capitalize(fill(book.reason.theirInterests, { list: joinList(theirs, book.and), name })) + '.');
  }
  if (second) {
    const connector = choose(book.reason.connectors, seed, 'connector');
    sentences.push((connector ? connector + second : capitalize(second)) + '.');
  }

  const sought = facts.soughtFound.slice(0, MAX_LISTED).map((c) => book.concepts[c]);
  const soughtSentence = sought.length ? say(book.reason.sought, 'sought', { list: joinList(sought, book.and) }) : null;
  const soughtBack = facts.soughtBackFound.slice(0, 2).map((c) => book.concepts[c]);
  const soughtBackSentence = soughtBack.length
    ? say(book.reason.soughtBack, 'soughtBack', { list: joinList(soughtBack, book.and) })
    : null;
  // Stated preferences (issue 34): a shared sure intention, and the strongest stated preference that holds
  // (both ways first). Cited, they outrank the caveat on the same question.
  const goalSentence = facts.sharedGoal ? say(book.reason.goal[facts.sharedGoal], 'goal', {}) : null;
  const stated = facts.statedMet[0];
  const statedSentence = stated
    ? capitalize(
        say(
          stated.mine > 0 && stated.theirs > 0
            ? book.reason.statedBoth
            : stated.mine > 0
              ? book.reason.statedMine
              : book.reason.statedTheirs,
          'stated',
          { topic: book.reason.topicWithArticle[stated.question] },
        ),
      )
    : null;
  const weakest = facts.questions
    .filter((f) => !f.same && f.fit < CAVEAT_FIT && f.question !== stated?.question)
    .sort((a, b) => a.fit - b.fit)[0];
  const caveatSentence = weakest
    ? say(book.reason.caveat, 'caveat', {
        topic: book.reason.topicWithArticle[weakest.question],
        mine: book.options[weakest.question][weakest.mineIndex] ?? '',
        theirs: book.options[weakest.question][weakest.theirsIndex] ?? '',
      })
    : null;

  // The points in favour come first; then, as room allows, what was asked for and the point to discuss
  // (the caveat outranks the "you are what they seek" bonus: honesty over flattery).
  const length = () => sentences.reduce((n, s) => n + s.length + 1, 0);
  const optional: (string | null)[] = [
    goalSentence,
    statedSentence,
    soughtSentence,
    caveatSentence,
    soughtBackSentence,
  ];
  const kept = optional.filter((s): s is string => {
    if (!s || length() + s.length > MAX_REASON_LENGTH) return false;
    sentences.push(s);
    return true;
  });
  // Keep the caveat last when the bonus sentence made it in.
  if (caveatSentence && kept.includes(caveatSentence) && kept.includes(soughtBackSentence ?? '')) {
    sentences.splice(sentences.indexOf(caveatSentence), 1);
    sentences.push(caveatSentence);
  }
  return finish(input.lang, sentences.join(' '));
}
