// Three genders (decision 054): the spec's `homme` and `femme` payloads unchanged, `non_binaire` accepted
// wherever a gender is (sign-up, genders sought, the member's own view), anything else refused.
import { describe, expect, it } from 'vitest';
import { registerBodySchema } from './auth.js';
import { GENDERS } from './constants.js';
import { MSG } from './messages.js';
import { profileSettingsSchema } from './profile.js';

const signUp = (gender: unknown) =>
  registerBodySchema.safeParse({
    email: 'sam@example.com',
    password: 'a long enough password',
    name: 'Sam Martin',
    age: 30,
    gender,
    location: 'Lyon, France',
    accepted_terms: true,
  });

describe('genders', () => {
  it('keeps the spec’s two and adds non_binaire', () => {
    expect(GENDERS).toEqual(['homme', 'femme', 'non_binaire']);
  });

  it.each(GENDERS)('accepts %s at sign-up', (gender) => {
    expect(signUp(gender).success).toBe(true);
  });

  it.each(['autre', 'non-binaire', 'Non_binaire', '', null])(
    'refuses %j at sign-up with the catalogue’s message',
    (gender) => {
      const result = signUp(gender);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MSG.invalidGender);
    },
  );

  it('accepts any of the three among those sought, everyone included, and refuses an unknown one', () => {
    expect(profileSettingsSchema.safeParse({ seeking_genders: ['non_binaire'] }).success).toBe(true);
    expect(profileSettingsSchema.safeParse({ seeking_genders: [...GENDERS] }).success).toBe(true);
    const unknown = profileSettingsSchema.safeParse({ seeking_genders: ['femme', 'nb'] });
    expect(unknown.error?.issues[0]?.message).toBe(MSG.invalidGender);
  });
});
