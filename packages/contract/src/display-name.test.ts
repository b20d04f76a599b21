// The first-name rule of decision 040, on the cases it names.
import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MAX_LENGTH, displayNameFrom, displayNameSchema } from './display-name.js';

describe('displayNameFrom', () => {
  it('keeps the first word of a full name, hyphens and apostrophes included', () => {
    expect(displayNameFrom('Léa Dupont')).toBe('Léa');
    expect(displayNameFrom('Jean-Pierre Martin')).toBe('Jean-Pierre');
    expect(displayNameFrom("N'Golo Kanté")).toBe("N'Golo");
    expect(displayNameFrom('  Zoé   Roux de la Tour ')).toBe('Zoé');
  });

  it('keeps a single-word name whole', () => {
    expect(displayNameFrom('Madonna')).toBe('Madonna');
    expect(displayNameFrom('  Zoé ')).toBe('Zoé');
  });

  it('skips a surname written in capitals before the first name, as French forms do', () => {
    expect(displayNameFrom('DUPONT Léa')).toBe('Léa');
    expect(displayNameFrom('MARTIN Jean-Pierre')).toBe('Jean-Pierre');
    // All in capitals: nothing tells which is which, the first word stays.
    expect(displayNameFrom('LÉA DUPONT')).toBe('LÉA');
    // An initial is not a surname.
    expect(displayNameFrom('J Dupont')).toBe('J');
  });

  it('is bounded, counting characters rather than UTF-16 units', () => {
    expect(displayNameFrom('É'.repeat(60))).toBe('É'.repeat(DISPLAY_NAME_MAX_LENGTH));
    expect(Array.from(displayNameFrom('😀'.repeat(60)))).toHaveLength(DISPLAY_NAME_MAX_LENGTH);
  });
});

describe('displayNameSchema', () => {
  it('trims, and refuses an empty, too long or multi-line name', () => {
    expect(displayNameSchema.parse('  Lélé ')).toBe('Lélé');
    expect(displayNameSchema.safeParse('   ').success).toBe(false);
    expect(displayNameSchema.safeParse('x'.repeat(DISPLAY_NAME_MAX_LENGTH + 1)).success).toBe(false);
    expect(displayNameSchema.safeParse('Léa\nDupont').success).toBe(false);
  });
});
