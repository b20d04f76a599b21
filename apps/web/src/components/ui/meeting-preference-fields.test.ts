import { describe, expect, it } from 'vitest';
import { gendersOfChoice, seekingChoiceOf } from './meeting-preference-fields';

describe('"Je cherche" choice', () => {
  it('reads a saved list of genders as one of three choices', () => {
    expect(seekingChoiceOf(['homme'])).toBe('homme');
    expect(seekingChoiceOf(['femme'])).toBe('femme');
    expect(seekingChoiceOf(['femme', 'homme'])).toBe('both');
  });

  it('has no choice for an empty list: nothing is pre-selected', () => {
    expect(seekingChoiceOf([])).toBeNull();
  });

  it('round-trips every choice', () => {
    for (const choice of ['homme', 'femme', 'both'] as const)
      expect(seekingChoiceOf(gendersOfChoice(choice))).toBe(choice);
    expect(gendersOfChoice('both')).toEqual(['homme', 'femme']);
  });
});
