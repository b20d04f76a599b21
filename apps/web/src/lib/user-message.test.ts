// Errors reach people in their language by code (issue 14): the French catalogue is the contract's,
// word for word; every language has every code with the same parameters; and a failed request shows
// the translation with the server's figures, never the French detail on another language's screen.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, LANGUAGES, errorDetail, errorForms, errorParams, retrySentenceFr } from '@affinia/contract';
import { i18n, loadNamespaces, setLanguage } from '../i18n';
import { ApiError, api, retryAfterOf } from './api-client';
import { stubBrowser } from './test-browser';
import { toUserMessage } from './user-message';

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../i18n/locales');
const catalogue = (language: string) =>
  JSON.parse(readFileSync(path.join(localesDir, language, 'errors.json'), 'utf8')) as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('fr');
});

describe('errors namespace', () => {
  it('is the contract’s French catalogue, word for word', () => {
    expect(catalogue('fr')).toEqual(
      Object.fromEntries(ERROR_CODES.flatMap((code) => errorForms(code).map(({ key, fr }) => [key, fr]))),
    );
  });

  it('has every code in every language, with the French parameters', () => {
    for (const language of LANGUAGES) {
      const texts = catalogue(language);
      const forms = ERROR_CODES.flatMap(errorForms);
      expect(Object.keys(texts).sort(), language).toEqual(forms.map((f) => f.key).sort());
      for (const { key, fr } of forms)
        expect(placeholders(texts[key]!), `${language} ${key}`).toEqual(placeholders(fr));
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

  it('words the free places for this instance’s number: plural, one, none (issue 35)', async () => {
    await loadNamespaces(['errors']);
    const full = (limit: number) => {
      const params = errorParams('freeTierFull', { limit });
      return new ApiError(402, errorDetail('freeTierFull', params), 'freeTierFull', params);
    };
    expect(toUserMessage(full(2))).toMatch(/^Les 2 inscriptions gratuites ont été atteintes\. /);
    expect(toUserMessage(full(1))).toMatch(/^La place gratuite a été attribuée\. /);
    expect(toUserMessage(full(0))).toMatch(/^Aucune inscription gratuite n’est proposée\. /);
    // The server's French detail says the same.
    for (const limit of [0, 1, 2]) expect(toUserMessage(full(limit))).toBe(full(limit).message);
    await setLanguage('de');
    await loadNamespaces(['errors']);
    expect(toUserMessage(full(1))).toMatch(/^Die kostenlose Registrierung ist vergeben\. /);
    expect(toUserMessage(full(5000))).toMatch(/^Die 5000 kostenlosen Registrierungen sind vergeben\. /);
  });

  it('falls back without a code, and never shows a French detail it cannot translate', async () => {
    await setLanguage('de');
    await loadNamespaces(['errors']);
    expect(toUserMessage(new ApiError(500, 'Quelque chose de français'), 'Ersatz')).toBe('Ersatz');
    expect(toUserMessage(new ApiError(0, null))).toBe(i18n.t('errors.generic', { ns: 'common' }));
    expect(toUserMessage(new Error('boom'))).toBe(i18n.t('errors.generic', { ns: 'common' }));
  });
});

describe('a refusal for going too fast (429) says when to come back (issue 35)', () => {
  const refused = (code: 'tooManyLoginAttempts' | 'tooManyMessages' | null, retryAfter: number | null) =>
    new ApiError(429, null, code, {}, retryAfter);

  it('reads Retry-After from the answer, in seconds or as a date', async () => {
    const { fetchMock } = stubBrowser();
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ detail: 'x', code: 'tooManyLoginAttempts' }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '840' },
      }),
    );
    const error = await api.post('/auth/login', { json: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: 'tooManyLoginAttempts', retryAfterSeconds: 840 });
    const now = Date.parse('2026-11-28T08:00:00Z');
    expect(retryAfterOf('Sat, 28 Nov 2026 08:02:00 GMT', now)).toBe(120);
    expect(retryAfterOf(null)).toBeNull();
    expect(retryAfterOf('soon')).toBeNull();
  });

  it('appends the wait to the message, with the right plural, in French as the API says it', async () => {
    await loadNamespaces(['errors']);
    expect(toUserMessage(refused('tooManyLoginAttempts', 840))).toBe(
      'Trop de tentatives de connexion. Réessayez dans 14 minutes.',
    );
    expect(toUserMessage(refused('tooManyMessages', 1))).toBe(
      'Vous envoyez des messages trop vite. Réessayez dans 1 seconde.',
    );
    expect(toUserMessage(refused('tooManyLoginAttempts', 60))).toMatch(/Réessayez dans 1 minute\.$/);
    expect(toUserMessage(refused('tooManyLoginAttempts', 7200))).toMatch(/Réessayez dans 2 heures\.$/);
    // The web's French is the API's detail, word for word.
    for (const seconds of [1, 45, 60, 61, 3600, 3601, 86_400]) {
      expect(toUserMessage(refused('tooManyMessages', seconds))).toBe(
        `${errorDetail('tooManyMessages')} ${retrySentenceFr(seconds)}`,
      );
    }
    // No code, or no Retry-After: still what happened, and "plus tard".
    expect(toUserMessage(refused(null, 30))).toBe('Trop de requêtes. Réessayez dans 30 secondes.');
    expect(toUserMessage(refused('tooManyLoginAttempts', null))).toBe(
      'Trop de tentatives de connexion. Réessayez plus tard.',
    );
  });

  it('says it in every language', async () => {
    const expected = {
      en: ['Too many sign-in attempts. Try again in 1 minute.', 'Too many sign-in attempts. Try again in 5 minutes.'],
      es: [
        'Demasiados intentos de inicio de sesión. Vuelve a intentarlo dentro de 1 minuto.',
        'Demasiados intentos de inicio de sesión. Vuelve a intentarlo dentro de 5 minutos.',
      ],
      de: [
        'Zu viele Anmeldeversuche. Versuchen Sie es in 1 Minute erneut.',
        'Zu viele Anmeldeversuche. Versuchen Sie es in 5 Minuten erneut.',
      ],
    } as const;
    for (const [language, [one, five]] of Object.entries(expected)) {
      await setLanguage(language as 'en' | 'es' | 'de');
      await loadNamespaces(['errors']);
      expect(toUserMessage(refused('tooManyLoginAttempts', 60))).toBe(one);
      expect(toUserMessage(refused('tooManyLoginAttempts', 300))).toBe(five);
      expect(toUserMessage(refused('tooManyLoginAttempts', 3 * 3600))).not.toContain('retry.');
    }
  });
});
