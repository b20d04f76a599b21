// The translation set-up: a missing key warns and shows itself (spec section 8), namespaces load lazily
// per language, and every namespace says the same things in all four languages.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@affinia/contract';
import { i18n, loadNamespaces, setLanguage } from './index';

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('fr');
});

describe('i18n', () => {
  it('starts in French with `common` ready, without waiting for a download', () => {
    expect(i18n.language).toBe('fr');
    expect(i18n.t('errors.generic')).toBe('Une erreur est survenue');
  });

  it('shows a missing key as the key itself and warns once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(i18n.t('nowhere.to.be.found')).toBe('nowhere.to.be.found');
    expect(i18n.t('nowhere.to.be.found')).toBe('nowhere.to.be.found');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('common:nowhere.to.be.found');
  });

  it('does not fall back to French for a key another language lacks', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    i18n.addResource('fr', 'common', 'onlyInFrench', 'Seulement en français');
    await i18n.changeLanguage('en');
    expect(i18n.t('onlyInFrench')).toBe('onlyInFrench');
    expect(warn).toHaveBeenCalled();
  });

  it('loads a namespace on demand, for the current language only', async () => {
    expect(i18n.hasResourceBundle('fr', 'auth')).toBe(false);
    await loadNamespaces(['auth']);
    expect(i18n.hasResourceBundle('fr', 'auth')).toBe(true);
    expect(i18n.hasResourceBundle('de', 'auth')).toBe(false);
    expect(i18n.t('toasts.loginSuccess', { ns: 'auth' })).toBe('Connexion réussie !');
  });

  it('setLanguage switches, loads what is in use and remembers the choice', async () => {
    await loadNamespaces(['auth']);
    const stored: Record<string, string> = {};
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (k: string) => stored[k] ?? null,
        setItem: (k: string, v: string) => (stored[k] = v),
        removeItem: (k: string) => delete stored[k],
      },
    });
    await setLanguage('es');
    expect(stored.language).toBe('es');
    expect(i18n.t('toasts.signupSuccess', { ns: 'auth' })).toBe('¡Registro completado!');
    vi.unstubAllGlobals();
  });
});

/** Every leaf of a translation file as "a.b.c" → text. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  }
  return out;
}

/** What a text needs from the code: its {{values}} and its <tags>, which a translation must keep. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}|<\/?(\w+)>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort();

describe('locale files', () => {
  const namespaces = readdirSync(path.join(localesDir, 'fr')).filter((file) => file.endsWith('.json'));

  it.each(namespaces)('%s exists in every language with the same keys and placeholders', (file) => {
    const reference = leaves(JSON.parse(readFileSync(path.join(localesDir, 'fr', file), 'utf8')));
    for (const language of LANGUAGES) {
      const translated = leaves(JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8')));
      expect([...translated.keys()].sort(), `${language}/${file} keys`).toEqual([...reference.keys()].sort());
      for (const [key, text] of reference) {
        expect(placeholders(translated.get(key) ?? ''), `${language}/${file} ${key}`).toEqual(placeholders(text));
        expect((translated.get(key) ?? '').trim(), `${language}/${file} ${key} is empty`).not.toBe('');
      }
    }
  });
});
