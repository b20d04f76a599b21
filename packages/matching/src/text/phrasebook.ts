// The shape of one language's phrases for match reasons and openers. Every language fills all of it,
// so the compiler refuses a missing phrase. Placeholders: {list}, {x}, {mine}, {theirs}, {name},
// {topic}, {interest}, {concept}.
import type { CompatibilityQuestion, Interest, Language, PersonalityAxis } from '@affinia/contract';
import type { Concept } from '../concepts.js';

export type Lang = Language;
type Four = readonly [string, string, string, string];

export type Phrasebook = {
  /** Interests as they read inside a sentence ("les voyages", "travel", "los viajes", "Reisen"). */
  interests: Readonly<Record<Interest, string>>;
  concepts: Readonly<Record<Concept, string>>;
  /** Each question's options, in QUESTION_OPTIONS order, worded to fit the templates below. */
  options: Readonly<Record<CompatibilityQuestion, Four>>;
  /** "et", "and", "y", "und": the last link of a list. */
  and: string;
  reason: {
    /** Both have these interests: {list}, {name}. */
    sharedInterests: readonly string[];
    /** Same answer to a question: {x} is the option, {name} the other person. */
    same: Readonly<Record<CompatibilityQuestion, readonly string[]>>;
    /** Different but well-fitting answers: {topic}, {mine}, {theirs}, {name}. */
    complementary: readonly string[];
    /** A topic without article, per question ("valeurs", "values"). */
    topic: Readonly<Record<CompatibilityQuestion, string>>;
    /** The same topic with its article or possessive, for the point to talk about. */
    topicWithArticle: Readonly<Record<CompatibilityQuestion, string>>;
    /** Same side of a slider: [low end, high end]. */
    personality: Readonly<Record<PersonalityAxis, readonly [string, string]>>;
    personalityTemplates: readonly string[];
    /** Joins the interests clause and the first dimension: "Vous aimez… , et vous voyez…". */
    joinFirst: string;
    /** Openings of the second dimension's sentence (may be empty). */
    connectors: readonly string[];
    /** What the viewer asked for is in the other profile: {list}, {name}. */
    sought: readonly string[];
    /** The viewer is what the other person asked for: {list}, {name}. */
    soughtBack: readonly string[];
    /** The weakest fit, said plainly: {topic}, {mine}, {theirs}, {name}. */
    caveat: readonly string[];
    /** When nothing else applies: the other person's interests, {list} and {name}. */
    theirInterests: string;
    /** Both are sure of the same intention (issue 34): {name}. */
    goal: { serious: readonly string[]; casual: readonly string[] };
    /** Both stated what they accept on a question, and each meets the other's: {topic} (with article), {name}. */
    statedBoth: readonly string[];
    /** The other meets what the viewer stated: {topic}, {name}. */
    statedMine: readonly string[];
    /** The viewer meets what the other stated: {topic}, {name}. */
    statedTheirs: readonly string[];
  };
  openers: {
    sharedInterest: Readonly<Record<Interest, string>>;
    /** About one of the other person's interests the viewer does not share: {interest}. */
    theirInterest: readonly string[];
    /** Same answer: {x}. Only some questions make a good first message. */
    sameAnswer: Readonly<Partial<Record<CompatibilityQuestion, string>>>;
    /** Something the other person's bio talks about: {concept}. */
    bioConcept: readonly string[];
    /** Both at the same end of a slider: [low end, high end]. */
    personality: Readonly<Record<PersonalityAxis, readonly [string, string]>>;
  };
};

export type Phrasebooks = Readonly<Record<Lang, Phrasebook>>;
