// Hidden words (issue 18, Hinge's "Hidden Words"): each member lists words or emoji; messages and
// openers containing them are collapsed behind "Message masqué" for that member only. The list is
// theirs (GET/PUT /api/chat/hidden-words); the matching happens where the message is shown.
import { z } from './zod.js';
import { MSG } from './messages.js';
import { textField } from './text.js';
import { HIDDEN_WORD_MAX_LENGTH, HIDDEN_WORDS_MAX } from './constants.js';
import { foldUnicode, normaliseForScreening, normaliseText } from './text-normaliser.js';

export const hiddenWordsSchema = z.object({ words: z.array(z.string()) });
export type HiddenWords = z.infer<typeof hiddenWordsSchema>;

export const updateHiddenWordsBodySchema = z.strictObject({
  words: z
    .array(
      textField('words', { error: MSG.invalidField('words') }).max(
        HIDDEN_WORD_MAX_LENGTH,
        MSG.tooLong('words', HIDDEN_WORD_MAX_LENGTH),
      ),
      {
        error: MSG.invalidField('words'),
      },
    )
    .max(HIDDEN_WORDS_MAX, MSG.hiddenWordsLimit),
});
export type UpdateHiddenWordsBody = z.infer<typeof updateHiddenWordsBodySchema>;

/**
 * What a hidden word is compared by: its words as the text normaliser reads them (case, accents,
 * look-alike and invisible characters do not matter: "Bébé" hides "bebe", "ʙéʙé" and "BÉBÉ"), or, for
 * emoji and symbols, which have no words, the folded text in lower case.
 */
const keyOf = (word: string): { words: string } | { symbols: string } => {
  const words = normaliseForScreening(word);
  return words ? { words } : { symbols: foldUnicode(word).toLowerCase() };
};

/** The list as stored: trimmed, duplicates under the comparison removed (first spelling kept), empties dropped. */
export function cleanHiddenWords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of words) {
    const word = raw.trim();
    const key = JSON.stringify(keyOf(word));
    if (!word || seen.has(key)) continue;
    seen.add(key);
    kept.push(word);
  }
  return kept;
}

/**
 * The words read once, for every text they are compared with (a conversation's messages, the openers):
 * whether a text contains one of them — whole words for letters and digits ("chat" hides "Un chat !"
 * but not "chaton"), in any of the normaliser's readings ("c\u200bhat", "ch-at"), anywhere for emoji
 * and symbols (they have no word boundaries).
 */
export function hiddenWordsMatcher(words: readonly string[]): (text: string) => boolean {
  const wordKeys: string[] = [];
  const symbols: string[] = [];
  for (const word of words) {
    const key = keyOf(word.trim());
    if ('words' in key) wordKeys.push(` ${key.words} `);
    else if (key.symbols !== '') symbols.push(key.symbols);
  }
  if (wordKeys.length === 0 && symbols.length === 0) return () => false;
  return (text) => {
    const n = normaliseText(text);
    const readings = [...n.readings, ...(n.joinedPieces === null ? [] : [n.joinedPieces])].map((r) => ` ${r} `);
    const folded = n.folded.toLowerCase();
    return (
      symbols.some((symbol) => folded.includes(symbol)) ||
      wordKeys.some((key) => readings.some((reading) => reading.includes(key)))
    );
  };
}

/** Whether a text contains one of the words (one text: see `hiddenWordsMatcher` for several). */
export const containsHiddenWord = (text: string, words: readonly string[]): boolean => hiddenWordsMatcher(words)(text);
