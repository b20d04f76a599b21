// The engine's knowledge: the eight named dimensions, their weights, and for every compatibility
// question a 4×4 table of how satisfied someone who gave one answer is with a partner who gave another.
// Tables are deliberately asymmetric where the literature says the two sides feel a mismatch
// differently (a "pursuer" suffers more from a partner who withdraws than the reverse), which is why
// each side's satisfaction is computed separately and then combined (see affinity.ts).
import {
  COMPATIBILITY_QUESTIONS,
  PERSONALITY_AXES,
  QUESTION_OPTIONS,
  type CompatibilityQuestion,
  type PersonalityAxis,
} from '@affinia/contract';

/** The eight compatibility dimensions the product promises, plus two further signals. */
export const DIMENSIONS = [
  'values',
  'life_goals',
  'lifestyle',
  'communication',
  'conflict',
  'social_life',
  'affection',
  'personality',
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** Signals beyond the eight dimensions: shared interests and the free texts (bio, type sought). */
export const SIGNALS = ['interests', 'text'] as const;
export type Signal = (typeof SIGNALS)[number];
export type BreakdownKey = Dimension | Signal;
export const BREAKDOWN_KEYS: readonly BreakdownKey[] = [...DIMENSIONS, ...SIGNALS];

/**
 * Relative weight of each part of one person's satisfaction. Life goals and values weigh most: they
 * are the differences couples rarely negotiate away; interests matter but are easy to share later.
 * `text` only counts for someone who wrote what they are looking for.
 */
export const WEIGHTS: Readonly<Record<BreakdownKey, number>> = {
  values: 14,
  life_goals: 16,
  lifestyle: 12,
  communication: 10,
  conflict: 10,
  social_life: 8,
  affection: 8,
  personality: 12,
  interests: 10,
  text: 10,
};

/** Which dimension each question feeds, and its share of that dimension's weight. */
export const QUESTION_DIMENSION: Readonly<Record<CompatibilityQuestion, { dimension: Dimension; share: number }>> = {
  values: { dimension: 'values', share: 1 },
  future: { dimension: 'life_goals', share: 1 },
  // Lifestyle is both the everyday rhythm and what a free weekend looks like.
  lifestyle: { dimension: 'lifestyle', share: 7 / 12 },
  weekend: { dimension: 'lifestyle', share: 5 / 12 },
  communication: { dimension: 'communication', share: 1 },
  conflict: { dimension: 'conflict', share: 1 },
  social_life: { dimension: 'social_life', share: 1 },
  expression: { dimension: 'affection', share: 1 },
};

export type Cell = {
  /** Satisfaction, 0–1, of someone with the row's answer when the partner has the column's answer. */
  score: number;
  /** Why: shown in the README and given to an LLM as context; never shown verbatim to users. */
  why: string;
};
type Row = readonly [Cell, Cell, Cell, Cell];
export type QuestionTable = readonly [Row, Row, Row, Row];

const same = (why = 'same answer: nothing to negotiate'): Cell => ({ score: 1, why });
const c = (score: number, why: string): Cell => ({ score, why });

/**
 * TABLES[question][mine][theirs], in the order of QUESTION_OPTIONS. A row is one person's view.
 * Sources of the shapes: Gottman's pursue–withdraw pattern (conflict), Hall's work on texting
 * expectations (communication), the similarity-attraction finding for values and life goals
 * (Montoya et al. 2008), and love-language studies that find matching matters little (affection).
 */
export const TABLES: Readonly<Record<CompatibilityQuestion, QuestionTable>> = {
  // outdoors, cozy, friends, culture
  weekend: [
    [
      same(),
      c(0.35, 'wants to be out; a partner who stays in means weekends apart'),
      c(0.7, 'outings with friends still get them out'),
      c(0.6, 'both like to go out, to different places'),
    ],
    [
      c(0.4, 'wants a quiet weekend; an always-out partner pulls them away'),
      same(),
      c(0.55, 'a friends-first partner brings people over or goes out'),
      c(0.7, 'an exhibition and then home suits a homebody'),
    ],
    [
      c(0.65, 'a hike can be done with friends'),
      c(0.5, 'friends-first; a cozy partner often stays behind'),
      same(),
      c(0.65, 'culture can be a group outing'),
    ],
    [
      c(0.6, 'both go out, to different places'),
      c(0.7, 'a film at home is culture too'),
      c(0.6, 'culture can be a group outing'),
      same(),
    ],
  ],
  // talk_now, cool_down, compromise, humour
  conflict: [
    [
      same('both settle things at once'),
      c(0.3, 'pursue–withdraw: needs to talk now and meets a partner who steps back'),
      c(0.85, 'a compromiser is ready to talk it through'),
      c(0.55, 'humour can feel like dodging the problem'),
    ],
    [
      c(0.4, 'pursue–withdraw: needs time and feels pushed'),
      same('both need time before talking'),
      c(0.8, 'a compromiser can wait for the right moment'),
      c(0.65, 'humour lowers the pressure'),
    ],
    [
      c(0.8, 'talking at once leads to a deal quickly'),
      c(0.75, 'a pause first, then a deal'),
      same('both look for the middle ground'),
      c(0.7, 'humour eases negotiation'),
    ],
    [
      c(0.5, 'a partner who wants it out now finds jokes light'),
      c(0.6, 'taking a step back leaves room to laugh later'),
      c(0.75, 'a compromiser appreciates a lighter touch'),
      same('both defuse with a laugh'),
    ],
  ],
  // family, career, travel, stability
  future: [
    [
      same('both want a family'),
      c(0.3, 'family first against career first: a classic deal-breaker'),
      c(0.4, 'a family is hard to raise on the road'),
      c(0.8, 'stability is the ground a family grows on'),
    ],
    [
      c(0.4, 'career first; a family plan competes for time'),
      same('both build a career'),
      c(0.65, 'ambitious and curious: travel can fit a career'),
      c(0.55, 'stability can support a career, with less momentum'),
    ],
    [
      c(0.4, 'wants to roam; a family plan ties them down'),
      c(0.6, 'a career may limit travel'),
      same('both want to see the world'),
      c(0.35, 'roaming against settling'),
    ],
    [
      c(0.85, 'a family fits a stable life'),
      c(0.55, 'a career brings moves and long hours'),
      c(0.35, 'settling against roaming'),
      same('both want a stable life'),
    ],
  ],
  // constant, daily, quality, space
  communication: [
    [
      same('both text all day'),
      c(0.75, 'a daily message is close enough'),
      c(0.45, 'few messages feel like distance'),
      c(0.15, 'needs constant contact; a partner who wants space feels absent'),
    ],
    [
      c(0.7, 'a constant texter can feel like a lot'),
      same('both check in every day'),
      c(0.7, 'quality over quantity still means regular talks'),
      c(0.35, 'a daily check-in against a need for space'),
    ],
    [
      c(0.5, 'constant messages can feel shallow'),
      c(0.75, 'daily contact can be meaningful'),
      same('both prefer real conversations'),
      c(0.75, 'space leaves room for deep talks'),
    ],
    [
      c(0.2, 'needs space; constant messages feel like pressure'),
      c(0.45, 'a daily message can feel like an obligation'),
      c(0.8, 'rare but real conversations respect space'),
      same('both need their own space'),
    ],
  ],
  // active, balanced, calm, nightlife
  lifestyle: [
    [
      same('both on the move'),
      c(0.75, 'balanced partners keep up most of the time'),
      c(0.35, 'an active life with a calm partner means doing things alone'),
      c(0.55, 'energetic, though by day against by night'),
    ],
    [
      c(0.75, 'an active partner brings energy'),
      same('both balanced'),
      c(0.75, 'a calm partner fits a balanced rhythm'),
      c(0.55, 'late nights are sometimes fun, not every week'),
    ],
    [
      c(0.35, 'a calm life with an always-busy partner is tiring'),
      c(0.75, 'a balanced partner slows down easily'),
      same('both like a calm life'),
      c(0.2, 'quiet evenings against nights out'),
    ],
    [
      c(0.55, 'an active partner may be up for a night out'),
      c(0.55, 'a balanced partner comes out sometimes'),
      c(0.2, 'nights out against quiet evenings'),
      same('both love nights out'),
    ],
  ],
  // honesty, loyalty, freedom, ambition
  values: [
    [
      same('both put honesty first'),
      c(0.85, 'honesty and loyalty go hand in hand'),
      c(0.55, 'freedom is compatible with honesty when it is spoken about'),
      c(0.6, 'ambition can tempt people to cut corners'),
    ],
    [
      c(0.85, 'loyalty and honesty go hand in hand'),
      same('both put loyalty first'),
      c(0.35, 'loyalty first meets a partner who prizes freedom'),
      c(0.55, 'ambition can come before the couple'),
    ],
    [
      c(0.6, 'an honest partner respects freedom when told plainly'),
      c(0.4, 'prizes freedom; loyalty first can feel confining'),
      same('both prize freedom'),
      c(0.7, 'freedom and ambition both want room to grow'),
    ],
    [
      c(0.6, 'an honest partner keeps an ambitious one grounded'),
      c(0.55, 'a loyal partner supports ambition, with expectations'),
      c(0.7, 'freedom and ambition both want room to grow'),
      same('both driven'),
    ],
  ],
  // words, touch, time, acts
  expression: [
    [
      same('both say it with words'),
      c(0.65, 'different languages of love, easily learned'),
      c(0.75, 'time together leaves room for words'),
      c(0.6, 'acts without words can feel silent'),
    ],
    [
      c(0.65, 'different languages of love, easily learned'),
      same('both say it with touch'),
      c(0.75, 'time together comes with closeness'),
      c(0.6, 'acts of care are not the hug they hoped for'),
    ],
    [
      c(0.7, 'words are welcome during shared time'),
      c(0.7, 'touch comes with shared time'),
      same('both say it with time together'),
      c(0.7, 'acts of care often take time too'),
    ],
    [
      c(0.6, 'words without acts can feel empty'),
      c(0.6, 'touch is nice; help counts more'),
      c(0.7, 'time together often means doing things for each other'),
      same('both say it with acts of care'),
    ],
  ],
  // homebody, small_circle, outgoing, very_social
  social_life: [
    [
      same('both homebodies'),
      c(0.8, 'a small circle fits a homebody'),
      c(0.4, 'an outgoing partner is often out without them'),
      c(0.15, 'a very social partner fills every evening'),
    ],
    [
      c(0.8, 'a homebody fits a small circle'),
      same('both keep a small circle'),
      c(0.7, 'outgoing, but close friends still matter'),
      c(0.4, 'a crowd every weekend is too much'),
    ],
    [
      c(0.45, 'a homebody rarely comes along'),
      c(0.75, 'a small circle is easy to join'),
      same('both outgoing'),
      c(0.8, 'very social is outgoing plus'),
    ],
    [
      c(0.2, 'a homebody partner rarely joins the party'),
      c(0.5, 'a small circle feels narrow'),
      c(0.8, 'outgoing enough to keep up'),
      same('both very social'),
    ],
  ],
};

/**
 * Personality: how much each slider's distance counts. Adventure and social energy predict shared
 * daily life best; emotion (rational ↔ emotional) is the axis where differences are most often
 * complementary, so it counts least.
 */
export const PERSONALITY_AXIS_WEIGHTS: Readonly<Record<PersonalityAxis, number>> = {
  extraversion: 1,
  aventure: 1.2,
  emotion: 0.7,
  planification: 1,
  social: 1.1,
};
/** A weighted mean distance of 100/1.4 ≈ 71 points (opposite ends on most axes) gives 0. */
export const PERSONALITY_SHARPNESS = 1.4;

/** Satisfaction floors so one missing signal never zeroes a pair on its own. */
export const INTEREST_FLOOR = 0.15;
/** Sharing this many of one's interests is full satisfaction: nobody needs all of them shared. */
export const INTEREST_ENOUGH = 4;
export const TEXT_FLOOR = 0.2;
/** Finding this many of the qualities one asked for is full satisfaction. */
export const TEXT_ENOUGH = 3;

/** Checks the tables at import: 4×4, scores in [0, 1], 1 on the diagonal. */
function validateTables(): void {
  for (const q of COMPATIBILITY_QUESTIONS) {
    const table = TABLES[q];
    if (table.length !== QUESTION_OPTIONS[q].length) throw new Error(`table ${q}: wrong size`);
    table.forEach((row, i) => {
      if (row.length !== 4) throw new Error(`table ${q}: row ${i} has ${row.length} cells`);
      row.forEach((cell, j) => {
        if (!(cell.score >= 0 && cell.score <= 1)) throw new Error(`table ${q}[${i}][${j}] out of range`);
        if (i === j && cell.score !== 1) throw new Error(`table ${q}: diagonal must be 1`);
      });
    });
  }
  if (PERSONALITY_AXES.some((a) => !(PERSONALITY_AXIS_WEIGHTS[a] > 0))) throw new Error('personality weights');
}
validateTables();
