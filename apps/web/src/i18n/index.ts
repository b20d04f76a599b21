// Interface translations: fr (default), en, es, de. Each namespace is a JSON file under
// locales/<language>/<namespace>.json, downloaded only when a screen needs it (a public page never
// pulls the sign-up texts); `common` is bundled so the shell renders at once. A missing key logs a
// warning and shows the key itself (spec section 8), and there is deliberately no fallback language:
// a forgotten English string shows up as a key in tests instead of silently appearing in French.
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@affinia/contract';
import { getStoredLanguage, storeLanguage } from '../lib/session';

type Translations = { default: ResourceKey };

const bundled = import.meta.glob<Translations>('./locales/*/common.json', { eager: true });
const lazyNamespaces = import.meta.glob<Translations>(['./locales/*/*.json', '!./locales/*/common.json']);

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = lazyNamespaces[`./locales/${language}/${namespace}.json`];
    if (!load) {
      // An unknown namespace is not an error worth a broken screen: its keys show as keys and warn.
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const resources = Object.fromEntries(
  LANGUAGES.map((language) => [language, { common: bundled[`./locales/${language}/common.json`]?.default ?? {} }]),
);

const reported = new Set<string>();

function initialLanguage(): Language {
  const stored = getStoredLanguage();
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function reflectOnDocument(language: string): void {
  // Only on a change: writing lang, even the same value, makes the browser restyle the whole page.
  if (typeof document !== 'undefined' && document.documentElement.lang !== language) {
    document.documentElement.lang = language;
  }
}

void i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    supportedLngs: [...LANGUAGES],
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    resources,
    partialBundledLanguages: true,
    // The bundled `common` is there synchronously, so the first render needs no extra round trip.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler(languages, namespace, key) {
      const id = `${languages.join(',')}:${namespace}:${key}`;
      if (reported.has(id)) return;
      reported.add(id);
      console.warn(`[i18n] missing translation "${namespace}:${key}" for ${languages.join(', ')}`);
    },
    react: { useSuspense: true },
  });

// Error messages (issue 14) can follow any request: their namespace is fetched as soon as the shell is
// up, off the critical path, so no screen waits for it and none shows a key.
if (typeof window !== 'undefined') void i18n.loadNamespaces('errors');

reflectOnDocument(i18n.language);
i18n.on('languageChanged', reflectOnDocument);

/** A language tag as one of ours, French when it is not (an `i18n.language` read in render). */
export const languageOf = (value: string): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

export function currentLanguage(): Language {
  return languageOf(i18n.language);
}

/** Switches the interface language, remembers it in `language` and sets `<html lang>`. */
export async function setLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

/** Loads namespaces for the current language ahead of rendering (route loaders use it). */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}

export { i18n };
