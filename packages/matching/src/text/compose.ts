// Small tools shared by reasons and openers: the phrasebooks by language, a seeded choice so one pair
// always reads the same but different pairs read differently, lists, and placeholder filling.
import type { Phrasebook, Phrasebooks, Lang } from './phrasebook.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';

export const PHRASEBOOKS: Phrasebooks = { fr, en, es, de };

export function phrasebook(lang: Lang): Phrasebook {
  return PHRASEBOOKS[lang] ?? fr;
}

/** FNV-1a: a stable 32-bit hash of the pair's seed and a topic. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function choose<T>(items: readonly T[], seed: string, topic: string): T {
  if (items.length === 0) throw new Error(`nothing to choose for ${topic}`);
  return items[hash(`${seed}|${topic}`) % items.length] as T;
}

/** A small deterministic jitter in [0, 1) so ties between equally strong points vary across pairs. */
export function jitter(seed: string, topic: string): number {
  return (hash(`${seed}|${topic}`) % 1000) / 1000;
}

export function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

const FRENCH_VOWEL_NAME = /\b(de|que) (?=[AEIOUYHÀÂÄÉÈÊËÎÏÔÖÙÛÜ])/g;

/**
 * The contractions a filled template may need: French "de le" → "du", "de les" → "des", elision
 * before a name starting with a vowel or h ("le profil d’Emma", "ce qu’Hugo cherche"); Spanish
 * "de el" → "del", "a el" → "al".
 */
export function finish(lang: Lang, text: string): string {
  if (lang === 'fr') {
    return text
      .replace(/\bde les /g, 'des ')
      .replace(/\bde le /g, 'du ')
      .replace(/\bà les /g, 'aux ')
      .replace(/\bà le /g, 'au ')
      .replace(FRENCH_VOWEL_NAME, (_, word: string) => (word === 'de' ? 'd’' : 'qu’'));
  }
  if (lang === 'es') return text.replace(/\bde el /g, 'del ').replace(/\ba el /g, 'al ');
  return text;
}
