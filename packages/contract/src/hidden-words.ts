// Hidden words (issue 18, Hinge's "Hidden Words"): each member lists words or emoji; messages and
// openers containing them are collapsed behind "Message masqué" for that member only. The list is
// theirs (GET/PUT /api/chat/hidden-words); the matching happens where the message is shown.
import { z } from './zod.js';
import { MSG } from './messages.js';
import { textField } from './text.js';
import { HIDDEN_WORD_MAX_LENGTH, HIDDEN_WORDS_MAX } from './constants.js';

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

/** Case and accents do not matter: "Bébé" hides "bebe" and "BÉBÉ". */
export const foldText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr');

/** The list as stored: trimmed, folded duplicates removed (first spelling kept), empties dropped. */
export function cleanHiddenWords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of words) {
    const word = raw.trim();
    const key = foldText(word);
    if (!word || seen.has(key)) continue;
    seen.add(key);
    kept.push(word);
  }
  return kept;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a text contains one of the words: whole words for letters and digits ("chat" hides
 * "Un chat !" but not "chaton"), anywhere for emoji and symbols (they have no word boundaries).
 */
export function containsHiddenWord(text: string, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  const folded = foldText(text);
  return words.some((word) => {
    const key = foldText(word.trim());
    if (!key) return false;
    if (!/[\p{L}\p{N}]/u.test(key)) return folded.includes(key);
    return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(key)}(?![\\p{L}\\p{N}])`, 'u').test(folded);
  });
}
