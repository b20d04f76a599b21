// What two profiles have in common, as structured facts: the built-in reasons and openers are written
// from them, and an LLM is given the same facts so it cannot invent any.
import {
  COMPATIBILITY_QUESTIONS,
  PERSONALITY_AXES,
  QUESTION_OPTIONS,
  type CompatibilityQuestion,
  type Interest,
  type PersonalityAxis,
} from '@affinia/contract';
import { scorePair, personalityCloseness, type PairScore } from '../affinity.js';
import { conceptsOfMask, type Concept } from '../concepts.js';
import { interestsOfMask, type MatchProfile } from '../profile.js';
import { GOAL_CASUAL, GOAL_SERIOUS, STATED_LEVEL_WEIGHTS } from '../stated.js';
import { QUESTION_DIMENSION, TABLES, type Dimension } from '../tables.js';

export type QuestionFact = {
  question: CompatibilityQuestion;
  dimension: Dimension;
  /** Option ids, e.g. "family". */
  mine: string;
  theirs: string;
  mineIndex: number;
  theirsIndex: number;
  same: boolean;
  /** √(my satisfaction × theirs) for this question, 0–1. */
  fit: number;
  /** The table's explanation of each side's satisfaction. */
  why: [string, string];
};

export type PersonalityFact = { axis: PersonalityAxis; pole: 0 | 1; mine: number; theirs: number };

export type PairFacts = {
  score: PairScore;
  sharedInterests: Interest[];
  /** The other person's interests the viewer does not have. */
  theirOtherInterests: Interest[];
  questions: QuestionFact[];
  /** Sliders where both stand clearly at the same end. */
  sharedPoles: PersonalityFact[];
  personalityCloseness: number;
  /** Qualities the viewer asked for that the other profile shows. */
  soughtFound: Concept[];
  /** Qualities the other person asked for that the viewer's profile shows. */
  soughtBackFound: Concept[];
  /** What the other person's bio talks about. */
  theirBioConcepts: Concept[];
  /**
   * Stated preferences that hold (issue 34): per question where either stated one (somewhat or more)
   * and the other's answer is among those accepted, the importance weight on each side (0: not stated
   * or not met). Strongest first.
   */
  statedMet: StatedFact[];
  /** The intention both are sure of, when they share it. */
  sharedGoal: 'serious' | 'casual' | null;
};

export type StatedFact = { question: CompatibilityQuestion; mine: number; theirs: number };

/** A stated preference is worth citing from "somewhat" on. */
const STATED_CITED_LEVEL = 2;

/** The importance weight of `self`'s stated preference on question q when `other`'s answer meets it, else 0. */
function metWeight(self: MatchProfile, other: MatchProfile, q: number): number {
  const level = self.statedLevel[q] ?? 0;
  if (level < STATED_CITED_LEVEL) return 0;
  const bit = 4 * q + (other.answers[q] ?? 0);
  if ((((self.statedRejected[level - 1] ?? 0) >>> bit) & 1) === 1) return 0;
  return STATED_LEVEL_WEIGHTS[level - 1] ?? 0;
}

/** A slider counts as one end when at least this far from the middle. */
const POLE_MARGIN = 12;
const POLE_MAX_GAP = 20;

export function pairFacts(viewer: MatchProfile, other: MatchProfile): PairFacts {
  const questions: QuestionFact[] = COMPATIBILITY_QUESTIONS.map((question, q) => {
    const mineIndex = viewer.answers[q] ?? 0;
    const theirsIndex = other.answers[q] ?? 0;
    const table = TABLES[question];
    const mineCell = table[mineIndex]?.[theirsIndex];
    const theirsCell = table[theirsIndex]?.[mineIndex];
    const options = QUESTION_OPTIONS[question] as readonly string[];
    return {
      question,
      dimension: QUESTION_DIMENSION[question].dimension,
      mine: options[mineIndex] ?? '',
      theirs: options[theirsIndex] ?? '',
      mineIndex,
      theirsIndex,
      same: mineIndex === theirsIndex,
      fit: Math.sqrt((mineCell?.score ?? 0) * (theirsCell?.score ?? 0)),
      why: [mineCell?.why ?? '', theirsCell?.why ?? ''],
    };
  });
  const sharedPoles: PersonalityFact[] = [];
  PERSONALITY_AXES.forEach((axis, k) => {
    const mine = viewer.sliders[k] ?? 50;
    const theirs = other.sliders[k] ?? 50;
    if (Math.abs(mine - theirs) > POLE_MAX_GAP) return;
    if (mine >= 50 + POLE_MARGIN && theirs >= 50 + POLE_MARGIN) sharedPoles.push({ axis, pole: 1, mine, theirs });
    else if (mine <= 50 - POLE_MARGIN && theirs <= 50 - POLE_MARGIN) sharedPoles.push({ axis, pole: 0, mine, theirs });
  });
  // Most marked first: two people at 90 say more than two at 63.
  sharedPoles.sort((a, b) => Math.abs(b.mine + b.theirs - 100) - Math.abs(a.mine + a.theirs - 100));
  return {
    score: scorePair(viewer, other),
    sharedInterests: interestsOfMask(viewer.interests & other.interests),
    theirOtherInterests: interestsOfMask(other.interests & ~viewer.interests),
    questions,
    sharedPoles,
    personalityCloseness: personalityCloseness(viewer.sliders, other.sliders),
    soughtFound: conceptsOfMask(viewer.sought & other.concepts),
    soughtBackFound: conceptsOfMask(other.sought & viewer.concepts),
    theirBioConcepts: conceptsOfMask(other.bioConcepts),
    statedMet: COMPATIBILITY_QUESTIONS.map((question, q) => ({
      question,
      mine: metWeight(viewer, other, q),
      theirs: metWeight(other, viewer, q),
    }))
      .filter((f) => f.mine + f.theirs > 0)
      // Met on both sides first, then by weight.
      .sort(
        (a, b) =>
          Number(b.mine > 0 && b.theirs > 0) - Number(a.mine > 0 && a.theirs > 0) ||
          b.mine + b.theirs - (a.mine + a.theirs),
      ),
    sharedGoal:
      viewer.goal === other.goal && viewer.goal === GOAL_SERIOUS
        ? 'serious'
        : viewer.goal === other.goal && viewer.goal === GOAL_CASUAL
          ? 'casual'
          : null,
  };
}
