// Which language a demo member writes in: read from what the demo generator stored (the "City, Country"
// location). Who is a demo member is the `simulated` column (decision 059).
import { STYLE_COUNTRY_LABELS } from './local-people.js';
import { COUNTRIES, type BioLanguage } from './places.js';

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
