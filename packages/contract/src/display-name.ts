// The name other members see (issue 33 item 4, decision 040): sign-up asks the spec's full name, but
// cards, matches, chat, mails, push, openers and reasons show a first name only. It is derived once, at
// sign-up (and for existing accounts by the migration that added it), then the member may change it.
import { MSG } from './messages.js';
import { textField } from './text.js';

/** A first name or a pseudo, not a full name: long enough for "Marie-Dominique", short enough for a card. */
export const DISPLAY_NAME_MAX_LENGTH = 40;

/** A word written in capitals ("DUPONT"): a surname put first, as on French forms ("DUPONT Léa"). */
const isUpperCaseWord = (word: string) => word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase();

/**
 * The first name in a full name: its first word, hyphens and apostrophes kept ("Jean-Pierre Martin" →
 * "Jean-Pierre", "N'Golo Kanté" → "N'Golo"); a single word is kept whole ("Madonna"); a surname written
 * in capitals before the first name is skipped ("DUPONT Léa" → "Léa"). Cut at DISPLAY_NAME_MAX_LENGTH.
 * Two-word first names without a hyphen ("Marie Claire") cannot be told from a surname: the member
 * changes the result in settings. The migration 0019 writes the same rule in SQL for existing rows.
 */
export function displayNameFrom(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const chosen = words.length > 1 && isUpperCaseWord(first) && !isUpperCaseWord(words[1] ?? '') ? words[1]! : first;
  return Array.from(chosen).slice(0, DISPLAY_NAME_MAX_LENGTH).join('');
}

/** PATCH /api/profile/settings `display_name`: one line, not empty, bounded. */
export const displayNameSchema = textField('display_name', { error: MSG.missingField('display_name') })
  .trim()
  .min(1, MSG.missingField('display_name'))
  .max(DISPLAY_NAME_MAX_LENGTH, MSG.tooLong('display_name', DISPLAY_NAME_MAX_LENGTH));
