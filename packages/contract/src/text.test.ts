// The control-character rule of every text field: one-line texts refuse all C0 controls and DEL,
// multi-line texts keep tab and line breaks; the check is reported first, naming the field.
import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import { hasControlCharacters, textField } from './text.js';

describe('textField', () => {
  it.each(['a\u0000b', 'a\u0001', '\u001b[31m', 'del\u007f', 'tab\there', 'line\nbreak', 'cr\r'])(
    'a one-line field refuses %j',
    (value) => {
      const result = textField('name').max(3).safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MSG.controlCharacters('name'));
    },
  );
  it('a multi-line field keeps tab, LF and CR, and refuses the other controls', () => {
    const bio = textField('bio', { multiLine: true });
    expect(bio.safeParse('Bonjour,\r\n\tvoici ma bio.').success).toBe(true);
    for (const bad of ['\u0000', '\u0008', '\u000b', '\u000c', '\u001f', '\u007f']) {
      expect(bio.safeParse(`texte${bad}`).success).toBe(false);
    }
  });
  it('accepts ordinary text in any script, emoji and non-breaking spaces', () => {
    for (const ok of ['Léa-Marie O’Neil', 'Zoë 🌻', '東京', 'Jean\u00a0Dupont', 'ß ç ñ']) {
      expect(hasControlCharacters(ok)).toBe(false);
      expect(textField('name').safeParse(ok).success).toBe(true);
    }
  });
});
