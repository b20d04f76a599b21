// The one text normaliser behind every text rule (issue 31 item 5): message screening, scam signals,
// hidden words, and the screening of bios and "type of person sought". It undoes the tricks that make
// a word look the same to a reader and different to a program, in this order:
//   1. Unicode NFKC (full-width and mathematical letters and digits, ligatures, ｡ → 。);
//   2. default-ignorable code points removed (zero-width space, non-joiner and joiner, soft hyphen,
//      word joiner, variation selectors, tags…), and the full stops IDNA treats as dots (UTS #46: 。．｡)
//      read as "." — this is `foldUnicode`, where digits, case and punctuation are still what they were;
//   3. a confusables skeleton from the Unicode TS #39 data (`unhomoglyph`, kept in step with
//      confusables.txt by its maintainers): Greek ρ → p, Cyrillic ԁ → d, dotless ı → i… applied to
//      non-ASCII characters only, so digits stay digits; small capitals, which TS #39 leaves out because
//      they look like capitals, are read as their letters; then lower case and accents stripped;
//   4. for word rules, tokens: leetspeak inside words, repeated letters collapsed, and three readings
//      of where words end — as written (with runs of single letters joined: "c o n"), with separators
//      inside a word removed ("con-nard", "sa.lope"), and with runs of one- and two-letter pieces
//      joined ("co nn ar d"). A rule flags a text if any reading matches.
// The web runs it too (hidden words, screening what a member receives), so it lives in the contract.
import unhomoglyph from 'unhomoglyph';

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
/** Label separators that IDNA maps to "." (UTS #46 §2.3); after NFKC only 。 is left of them. */
const IDEOGRAPHIC_FULL_STOPS = /[\u3002\uff0e\uff61]/g;

/** NFKC, default-ignorable code points removed, IDNA full stops read as dots. Case and digits kept. */
export function foldUnicode(text: string): string {
  return text.normalize('NFKC').replace(IGNORABLE, '').replace(IDEOGRAPHIC_FULL_STOPS, '.');
}

/**
 * Small capitals (IPA and phonetic extensions): TS #39 maps only those that look like a lower-case
 * letter (ᴄ ᴏ ꜱ ᴜ ᴠ ᴡ ᴢ ɪ ʏ), since ᴀ looks like A; a member writing "ᴄᴏɴɴᴀʀᴅ" means the letters.
 */
const SMALL_CAPITALS: Record<string, string> = {
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ꞯ: 'q',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
};

const NON_ASCII = /\P{ASCII}/gu;
const prototypes = new Map<string, string>();
/** TS #39's prototype of one non-ASCII character; "rn" is the prototype of m, read back as m. */
function prototypeOf(char: string): string {
  let found = prototypes.get(char);
  if (found === undefined) {
    found = SMALL_CAPITALS[char] ?? unhomoglyph(char);
    if (found === 'rn') found = 'm';
    prototypes.set(char, found);
  }
  return found;
}
const mapConfusables = (text: string) => text.replace(NON_ASCII, prototypeOf);
const NON_ASCII_LETTERS = /(?![a-zA-Z])\p{L}/gu;

/**
 * `foldUnicode`, then every non-ASCII character replaced by its TS #39 prototype (before and after
 * lower-casing, so Cyrillic capitals and small letters both count), lower case, accents stripped.
 * Letters are mapped once before NFKC too, which would otherwise turn some (lunate sigma ϲ) into a
 * letter TS #39 does not list (ς). ASCII is left alone: digits stay digits (phone numbers), and `|`
 * or `1` are read by the word rules.
 */
export function skeleton(text: string): string {
  const letters = text.replace(NON_ASCII_LETTERS, prototypeOf);
  return mapConfusables(mapConfusables(foldUnicode(letters)).toLowerCase())
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '€': 'e',
  '!': 'i',
  '|': 'i',
};

/** Hyphens, dots and the like between two letters: "con-nard", "sa.lope", "f_ck". Not apostrophes. */
const INNER_SEPARATORS = /(?<=\p{L})[-‐‑‒–—.·•∙_/\\~^+=:]+(?=\p{L})/gu;

const SPLIT = /[^\p{L}\p{N}@$€!|*]+/u;
/** Most words, once skeletonised, are plain ASCII letters: they need nothing more (the fast path). */
const PLAIN = /^[a-z]+$/;
const EDGE_LEET = /^[!|]+|[!|]+$/g;
const HAS_LETTER = /\p{L}/u;
const HAS_WORD = /[\p{L}\p{N}]/u;
const LEET_CHARS = /[0-9@$€!|]/g;
const NOT_LETTER = /[^\p{L}*]/gu;

/** The words of a text, each lower-case, unaccented, with leetspeak read as letters. */
function tokensOf(text: string): string[] {
  const tokens: string[] = [];
  for (const raw of text.split(SPLIT)) {
    if (PLAIN.test(raw)) {
      tokens.push(raw);
      continue;
    }
    let t = raw.replace(EDGE_LEET, '');
    if (HAS_LETTER.test(t)) t = t.replace(LEET_CHARS, (c) => LEET[c] ?? c).replace(NOT_LETTER, '');
    if (HAS_WORD.test(t)) tokens.push(t);
  }
  return tokens;
}

const isLetters = (t: string) => PLAIN.test(t) || HAS_LETTER.test(t);

/** Joins runs of at least `minRun` consecutive word pieces no longer than `maxLength` letters. */
function joinRuns(tokens: readonly string[], maxLength: number, minRun: number): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= minRun) out.push(run.join(''));
    else for (const t of run) out.push(t);
    run = [];
  };
  for (const t of tokens) {
    if (t.length <= maxLength && isLetters(t)) run.push(t);
    else {
      flush();
      out.push(t);
    }
  }
  flush();
  return out;
}

/** Repeated letters collapsed; words are joined by single spaces, so no repeat crosses a word. */
const collapse = (tokens: readonly string[]) => tokens.join(' ').replace(/(.)\1+/g, '$1');

/**
 * The reading every word rule is written against: tokens of the skeleton, leetspeak read, runs of
 * single letters joined ("c o n n a r d"), repeated letters collapsed. The rules' own word lists are
 * normalised with it too, so both sides agree. Digit-only tokens are kept (hidden words may be numbers).
 */
export function normaliseForScreening(text: string): string {
  return collapse(joinRuns(tokensOf(skeleton(text)), 1, 3));
}

/** A text read once for every rule: the folded text (digits, links) and its word readings. */
export type NormalisedText = {
  /** `foldUnicode(text)`: what phone numbers and wallets are looked for in. */
  folded: string;
  /** `skeleton(text)`: what links are looked for in. */
  skeleton: string;
  /** As written (the first, `normaliseForScreening`), separators inside words removed, pairs joined. */
  readings: string[];
  /** Which readings come from joining short pieces: only long words count there (see screening). */
  joinedPieces: string | null;
};

/** Normalises a text once for all the rules (screening, scam signals, hidden words). */
export function normaliseText(text: string): NormalisedText {
  const skel = skeleton(text);
  const tokens = tokensOf(skel);
  const written = collapse(joinRuns(tokens, 1, 3));
  const readings = [written];
  const joined = skel.replace(INNER_SEPARATORS, '');
  if (joined !== skel) {
    const unseparated = collapse(joinRuns(tokensOf(joined), 1, 3));
    if (unseparated !== written) readings.push(unseparated);
  }
  const pieces = collapse(joinRuns(tokens, 2, 2));
  const joinedPieces = readings.includes(pieces) ? null : pieces;
  return { folded: foldUnicode(text), skeleton: skel, readings, joinedPieces };
}
