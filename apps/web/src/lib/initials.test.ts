import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of the first two words, upper-cased', () => {
    expect(initials('marie-léa dupont martin')).toBe('MD');
    expect(initials('  élodie ')).toBe('É');
  });
  it('skips what is not a letter or a digit', () => {
    expect(initials('(Jo) 🙂Ana')).toBe('JA');
    expect(initials('')).toBe('');
  });
});
