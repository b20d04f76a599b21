import { describe, expect, it } from 'vitest';
import { containsHiddenWord } from './hidden-words.js';
import { scamSignals } from './scam-signals.js';
import { screenMessage } from './screening.js';
import { CLEAN_TEXTS, EVASIONS, HIDDEN_CLEAN } from './text-corpus.fixture.js';
import { foldUnicode, normaliseForScreening, skeleton } from './text-normaliser.js';

describe('text normaliser', () => {
  it('removes default-ignorable code points and applies NFKC', () => {
    expect(foldUnicode('a\u200bb\u200cc\u200dd\u00ade\u2060f\ufe0fg\ufeffh')).toBe('abcdefgh');
    expect(foldUnicode('０６ ｆｉ ﬁ 𝐟')).toBe('06 fi fi f');
    expect(foldUnicode('evil。com evil｡com evil．com')).toBe('evil.com evil.com evil.com');
  });

  it('reads look-alikes by their TS #39 prototype and small capitals as letters, digits untouched', () => {
    expect(skeleton('ρ ı ԁ ϲ Ѕ ᴄᴏɴɴᴀʀᴅ')).toBe('p i d c s connard');
    expect(skeleton('06 12 34 56 78')).toBe('06 12 34 56 78');
    expect(skeleton('Énorme')).toBe('enorme');
  });

  it('joins letters split by separators, invisible characters or spaces', () => {
    expect(normaliseForScreening('c o n n a r d')).toBe('conard');
    expect(normaliseForScreening('Énnnculé!')).toBe('encule');
  });
});

describe(`evasion corpus (${EVASIONS.length} cases, fr/en/es/de)`, () => {
  it('has at least 60 cases in each of the four languages together, every rule covered', () => {
    expect(EVASIONS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(EVASIONS.map((c) => c.lang))).toEqual(new Set(['fr', 'en', 'es', 'de']));
    expect(new Set(EVASIONS.map((c) => c.rule))).toEqual(new Set(['screening', 'scam', 'hidden']));
  });

  it.each(EVASIONS.map((c) => [`${c.lang} · ${c.rule} · ${c.trick}: ${JSON.stringify(c.text)}`, c] as const))(
    'catches %s',
    (_name, c) => {
      if (c.rule === 'screening') expect(screenMessage(c.text).categories).toContain(c.expect);
      else if (c.rule === 'scam') expect(scamSignals(c.text).signals).toContain(c.expect);
      else expect(containsHiddenWord(c.text, [c.word])).toBe(true);
    },
  );

  it.each(CLEAN_TEXTS.map(({ lang, text }) => [`${lang}: ${text}`, text] as const))(
    'leaves clean %s alone',
    (_n, text) => {
      expect(screenMessage(text)).toMatchObject({ flagged: false, categories: [] });
      expect(scamSignals(text).signals).toEqual([]);
    },
  );

  it.each(HIDDEN_CLEAN.map(({ word, text }) => [`"${word}" in ${text}`, word, text] as const))(
    'does not hide %s',
    (_n, word, text) => {
      expect(containsHiddenWord(text, [word])).toBe(false);
    },
  );
});
