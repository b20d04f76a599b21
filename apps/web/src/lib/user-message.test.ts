// Errors reach people in their language by code (issue 14): the French catalogue is the contract's,
// word for word; every language has every code with the same parameters; and a failed request shows
// the translation with the server's figures, never the French detail on another language's screen.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ERRORS, ERROR_CODES, LANGUAGES, errorDetail, errorParams } from '@affinia/contract';
import { i18n, loadNamespaces, setLanguage } from '../i18n';
import { ApiError } from './api-client';
import { toUserMessage } from './user-message';

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../i18n/locales');
const catalogue = (language: string) =>
  JSON.parse(readFileSync(path.join(localesDir, language, 'errors.json'), 'utf8')) as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

afterEach(async () => {
  await setLanguage('fr');
});

describe('errors namespace', () => {
  it('is the contract’s French catalogue, word for word', () => {
    expect(catalogue('fr')).toEqual(Object.fromEntries(ERROR_CODES.map((code) => [code, ERRORS[code].fr])));
  });

  it('has every code in every language, with the French parameters', () => {
    for (const language of LANGUAGES) {
      const texts = catalogue(language);
      expect(Object.keys(texts).sort(), language).toEqual([...ERROR_CODES].sort());
      for (const code of ERROR_CODES)
        expect(placeholders(texts[code]!), `${language} ${code}`).toEqual(placeholders(ERRORS[code].fr));
    }
  });
});

describe('toUserMessage', () => {
  const freeTierFull = () => {
    const params = errorParams('freeTierFull', { limit: 10 });
    return new ApiError(402, errorDetail('freeTierFull', params), 'freeTierFull', params);
  };

  it('shows the French detail on a French screen, with the instance’s figures', async () => {
    await loadNamespaces(['errors']);
    expect(toUserMessage(freeTierFull())).toBe(errorDetail('freeTierFull', { limit: 10 }));
  });

  it('translates by code elsewhere, the price written the reader’s way', async () => {
    await setLanguage('en');
    await loadNamespaces(['errors']);
    expect(toUserMessage(freeTierFull())).toBe(
      'The 10 free sign-ups have been taken. A Premium registration ($10, one-time payment) is needed to create your account.',
    );
    const field = new ApiError(400, errorDetail('missingField', { field: 'email' }), 'missingField', {
      field: 'email',
    });
    expect(toUserMessage(field)).toBe('The “email” field is required');
  });

  it('falls back without a code, and never shows a French detail it cannot translate', async () => {
    await setLanguage('de');
    await loadNamespaces(['errors']);
    expect(toUserMessage(new ApiError(500, 'Quelque chose de français'), 'Ersatz')).toBe('Ersatz');
    expect(toUserMessage(new ApiError(0, null))).toBe(i18n.t('errors.generic', { ns: 'common' }));
    expect(toUserMessage(new Error('boom'))).toBe(i18n.t('errors.generic', { ns: 'common' }));
  });
});
