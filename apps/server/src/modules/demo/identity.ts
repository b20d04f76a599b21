// Who is a demo member, and which language they write in: read from what the demo generator stored
// (the reserved demo e-mail, the "City, Country" location), so no extra column is needed.
import { DEMO_EMAIL_PATTERN } from './population.js';
import { COUNTRIES, type BioLanguage } from './places.js';

const demoEmail = new RegExp(DEMO_EMAIL_PATTERN);

/** True for the accounts the demo generator creates (demo+<n>@affinia.test), never for a real one. */
export const isDemoEmail = (email: string): boolean => demoEmail.test(email);

export type DemoLanguage = 'fr' | 'es' | 'de';

const byLabel = new Map<string, BioLanguage>(COUNTRIES.map((c) => [c.label.toLowerCase(), c.language]));

/** The language of a demo member's country, from the label after the last comma; French otherwise. */
export function demoLanguageOf(location: string): DemoLanguage {
  const label = location
    .slice(location.lastIndexOf(',') + 1)
    .trim()
    .toLowerCase();
  const language = byLabel.get(label) ?? 'fr';
  return language === 'fr-QC' ? 'fr' : language;
}
