// Who is a demo member, and which language they write in: read from what the demo generator stored
// (the reserved demo e-mail, the "City, Country" location), so no extra column is needed.
import { DEMO_EMAIL_PATTERN } from './population.js';
import { STYLE_COUNTRY_LABELS } from './local-people.js';
import { COUNTRIES, type BioLanguage } from './places.js';

const demoEmail = new RegExp(DEMO_EMAIL_PATTERN);

/** True for the accounts the demo generator creates (demo+<n>@affinia.test), never for a real one. */
export const isDemoEmail = (email: string): boolean => demoEmail.test(email);

export type DemoLanguage = 'fr' | 'es' | 'de';

// The demo's own country labels first; then those people placed near a member write ("Österreich").
const byLabel = new Map<string, BioLanguage>([
  ...STYLE_COUNTRY_LABELS.map(([label, language]) => [label.toLowerCase(), language] as const),
  ...COUNTRIES.map((c) => [c.label.toLowerCase(), c.language] as const),
]);

/** The language of a demo member's country, from the label after the last comma; French otherwise. */
export function demoLanguageOf(location: string): DemoLanguage {
  const label = location
    .slice(location.lastIndexOf(',') + 1)
    .trim()
    .toLowerCase();
  const language = byLabel.get(label) ?? 'fr';
  return language === 'fr-QC' ? 'fr' : language;
}
