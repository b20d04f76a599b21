import { describe, expect, it } from 'vitest';
import { ERRORS, ERROR_CODES, errorDetail, errorParams, fillTemplate, identifyError } from './errors.js';
import { MSG } from './messages.js';
import { formatPriceUsd } from './constants.js';

describe('error catalogue', () => {
  it('fills each template with its constants into the spec’s French', () => {
    expect(errorDetail('underage')).toBe('Vous devez avoir au moins 18 ans pour vous inscrire');
    expect(errorDetail('freeTierFull')).toBe(
      `Les 5000 inscriptions gratuites ont été atteintes. Une inscription Premium (${formatPriceUsd(10, 'fr')}, paiement unique) est nécessaire pour créer votre compte.`,
    );
    expect(errorDetail('testimonialStoryTooShort')).toBe('Votre histoire doit contenir au moins 50 caractères');
    expect(errorDetail('minInterests')).toBe('Veuillez sélectionner au moins 3 intérêts');
    expect(errorDetail('testimonialAgeRange')).toBe("L'âge doit être entre 18 et 100 ans");
    expect(errorDetail('testimonialStoryTooLong')).toBe('Votre histoire ne peut pas dépasser 1000 caractères');
  });

  it('takes a running figure instead of the default (an instance with 10 free places)', () => {
    expect(errorDetail('freeTierFull', { limit: 10 })).toMatch(/^Les 10 inscriptions gratuites/);
    expect(errorParams('freeTierFull', { limit: 10 })).toMatchObject({ limit: 10, price: formatPriceUsd(10, 'fr') });
  });

  it('leaves no placeholder unfilled once defaults and call-site parameters are given', () => {
    for (const code of ERROR_CODES) {
      const names = [...ERRORS[code].fr.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
      const given = Object.fromEntries(names.map((name) => [name, `x-${name}`]));
      expect(errorDetail(code, given), code).not.toContain('{{');
    }
    expect(fillTemplate('Champ {{field}}', {})).toBe('Champ {{field}}');
  });

  it('identifies every message it produces, with its parameters, and nothing else', () => {
    for (const code of ERROR_CODES) {
      const names = [...ERRORS[code].fr.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
      const params = errorParams(code, Object.fromEntries(names.map((name, i) => [name, `valeur ${i}`])));
      expect(identifyError(errorDetail(code, params)), code).toEqual({ code, params });
    }
    expect(identifyError(MSG.missingField('email'))).toEqual({ code: 'missingField', params: { field: 'email' } });
    expect(identifyError(MSG.tooLong('bio', 1000))).toEqual({ code: 'tooLong', params: { field: 'bio', max: 1000 } });
    expect(identifyError('Une phrase que le catalogue ne connaît pas')).toBeNull();
    expect(identifyError(`${MSG.notFound}.`)).toBeNull();
  });

  it('keeps the MSG table as the catalogue’s texts (older call sites and schemas use it)', () => {
    expect(MSG.photoLimit).toBe('Vous pouvez ajouter 6 photos au maximum');
    expect(MSG.messageTooLong).toBe('Le message ne peut pas dépasser 2000 caractères');
    expect(MSG.paymentCreditExpired(7)).toBe(errorDetail('paymentCreditExpired', { days: 7 }));
  });
});
