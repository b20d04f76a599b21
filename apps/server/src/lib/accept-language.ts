// The reader's language from Accept-Language, the one parser the server has (issue 14): the web app
// sends its interface language there; anything we do not speak falls back to French, the default.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@affinia/contract';

/** "en-GB,en;q=0.9,fr;q=0.8" → "en". Honours q-values; ignores malformed parts. */
export function languageOf(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranked = acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      const weight = q === undefined ? 1 : Number(q);
      return {
        primary: tag.trim().toLowerCase().split('-')[0] ?? '',
        weight: Number.isFinite(weight) ? weight : 0,
        order,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  const found = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.primary));
  return (found?.primary as Language | undefined) ?? DEFAULT_LANGUAGE;
}
