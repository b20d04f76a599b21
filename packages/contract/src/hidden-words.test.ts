import { describe, expect, it } from 'vitest';
import {
  cleanHiddenWords,
  containsHiddenWord,
  hiddenWordsMatcher,
  updateHiddenWordsBodySchema,
} from './hidden-words.js';
import { HIDDEN_WORDS_MAX } from './constants.js';
import { MSG } from './messages.js';

describe('hidden words', () => {
  it('hides whole words whatever their case and accents, never a part of another word', () => {
    expect(containsHiddenWord('Un chat noir !', ['chat'])).toBe(true);
    expect(containsHiddenWord('Mon CHAT', ['chat'])).toBe(true);
    expect(containsHiddenWord('un chaton', ['chat'])).toBe(false);
    expect(containsHiddenWord('Salut bébé', ['bebe'])).toBe(true);
    expect(containsHiddenWord('Salut BEBE', ['Bébé'])).toBe(true);
    expect(containsHiddenWord('rendez-vous ce soir', ['rendez-vous'])).toBe(true);
    expect(containsHiddenWord('Scunthorpe', ['cunt'])).toBe(false);
  });

  it('hides emoji and symbols anywhere (they have no word boundaries)', () => {
    expect(containsHiddenWord('coucou🍆😏', ['🍆'])).toBe(true);
    expect(containsHiddenWord('coucou 😊', ['🍆'])).toBe(false);
  });

  it('hides nothing with no words, and ignores blank ones', () => {
    expect(containsHiddenWord('anything', [])).toBe(false);
    expect(containsHiddenWord('anything', ['  '])).toBe(false);
  });

  it('reads the words once for a list of texts, with the same answers', () => {
    const words = ['chat', '🍆', '  '];
    const hides = hiddenWordsMatcher(words);
    const texts = ['Un c\u200bhat noir', 'un chaton', 'coucou🍆', 'bonsoir', ''];
    expect(texts.map(hides)).toEqual([true, false, true, false, false]);
    expect(texts.map((text) => containsHiddenWord(text, words))).toEqual(texts.map(hides));
  });

  it('stores a clean list: trimmed, folded duplicates dropped, first spelling kept', () => {
    expect(cleanHiddenWords([' Chat ', 'chat', 'CHÂT', '', 'bébé', 'Bebe'])).toEqual(['Chat', 'bébé']);
  });

  it('refuses more than the maximum, and over-long words', () => {
    const many = Array.from({ length: HIDDEN_WORDS_MAX + 1 }, (_, i) => `mot${i}`);
    const tooMany = updateHiddenWordsBodySchema.safeParse({ words: many });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues[0]?.message).toBe(MSG.hiddenWordsLimit);
    expect(updateHiddenWordsBodySchema.safeParse({ words: ['x'.repeat(41)] }).success).toBe(false);
    expect(updateHiddenWordsBodySchema.safeParse({ words: ['ok', '🍆'] }).success).toBe(true);
  });
});
