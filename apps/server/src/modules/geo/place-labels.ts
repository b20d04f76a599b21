// How a place is written for a reader: its name in their language where we have it (the gazetteer
// carries one name per place, often the English or the local one), a French commune's department or
// elsewhere its region when the region tables of place-names.ts know it, and its country's name from ICU.
import type { Language, Place as PlaceView } from '@affinia/contract';
import type { Place } from './gazetteer.js';
import { REGIONS } from './place-names.js';

/** [the gazetteer's name, country, names by language]: the big cities whose name changes with the language. */
export const LOCALIZED_NAMES: ReadonlyArray<
  readonly [name: string, country: string, names: Partial<Record<Language, string>>]
> = [
  ['Brussels', 'BE', { fr: 'Bruxelles', en: 'Brussels', es: 'Bruselas', de: 'Brüssel' }],
  ['Antwerpen', 'BE', { fr: 'Anvers', en: 'Antwerp', es: 'Amberes' }],
  ['Gent', 'BE', { fr: 'Gand', en: 'Ghent', es: 'Gante' }],
  ['Liège', 'BE', { de: 'Lüttich', es: 'Lieja' }],
  ['Genève', 'CH', { en: 'Geneva', es: 'Ginebra', de: 'Genf' }],
  ['Zürich', 'CH', { fr: 'Zurich', en: 'Zurich', es: 'Zúrich' }],
  ['Basel', 'CH', { fr: 'Bâle', es: 'Basilea' }],
  ['Bern', 'CH', { fr: 'Berne', es: 'Berna' }],
  ['Luzern', 'CH', { fr: 'Lucerne', en: 'Lucerne', es: 'Lucerna' }],
  ['Québec', 'CA', { en: 'Quebec City', es: 'Quebec', de: 'Québec' }],
  ['Montréal', 'CA', { en: 'Montreal' }],
  ['Barcelona', 'ES', { fr: 'Barcelone' }],
  ['Sevilla', 'ES', { fr: 'Séville', en: 'Seville', de: 'Sevilla' }],
  ['Zaragoza', 'ES', { fr: 'Saragosse', de: 'Saragossa' }],
  ['Munich', 'DE', { fr: 'Munich', en: 'Munich', es: 'Múnich', de: 'München' }],
  ['Köln', 'DE', { fr: 'Cologne', en: 'Cologne', es: 'Colonia' }],
  ['Hamburg', 'DE', { fr: 'Hambourg', es: 'Hamburgo' }],
  ['Frankfurt am Main', 'DE', { fr: 'Francfort-sur-le-Main', en: 'Frankfurt', es: 'Fráncfort del Meno' }],
  ['Nürnberg', 'DE', { fr: 'Nuremberg', en: 'Nuremberg', es: 'Núremberg' }],
  ['Dresden', 'DE', { fr: 'Dresde' }],
  ['Aachen', 'DE', { fr: 'Aix-la-Chapelle', es: 'Aquisgrán' }],
  ['Mainz', 'DE', { fr: 'Mayence', es: 'Maguncia' }],
  ['Hannover', 'DE', { fr: 'Hanovre', en: 'Hanover' }],
  ['Rome', 'IT', { fr: 'Rome', es: 'Roma', de: 'Rom' }],
  ['Milan', 'IT', { fr: 'Milan', es: 'Milán', de: 'Mailand' }],
  ['Naples', 'IT', { fr: 'Naples', es: 'Nápoles', de: 'Neapel' }],
  ['Turin', 'IT', { es: 'Turín' }],
  ['Florence', 'IT', { es: 'Florencia', de: 'Florenz' }],
  ['Venice', 'IT', { fr: 'Venise', es: 'Venecia', de: 'Venedig' }],
  ['Genoa', 'IT', { fr: 'Gênes', es: 'Génova', de: 'Genua' }],
  ['London', 'GB', { fr: 'Londres', es: 'Londres' }],
  ['Edinburgh', 'GB', { fr: 'Édimbourg', es: 'Edimburgo' }],
  ['New York City', 'US', { fr: 'New York', en: 'New York', es: 'Nueva York', de: 'New York' }],
  ['New Orleans', 'US', { fr: 'La Nouvelle-Orléans', es: 'Nueva Orleans' }],
  ['Vienna', 'AT', { fr: 'Vienne', es: 'Viena', de: 'Wien' }],
  ['Lisbon', 'PT', { fr: 'Lisbonne', es: 'Lisboa', de: 'Lissabon' }],
  ['Prague', 'CZ', { es: 'Praga', de: 'Prag' }],
  ['Warsaw', 'PL', { fr: 'Varsovie', es: 'Varsovia', de: 'Warschau' }],
  ['Moscow', 'RU', { fr: 'Moscou', es: 'Moscú', de: 'Moskau' }],
  ['Athens', 'GR', { fr: 'Athènes', es: 'Atenas', de: 'Athen' }],
  ['Copenhagen', 'DK', { fr: 'Copenhague', es: 'Copenhague', de: 'Kopenhagen' }],
  ['The Hague', 'NL', { fr: 'La Haye', es: 'La Haya', de: 'Den Haag' }],
  ['Algiers', 'DZ', { fr: 'Alger', es: 'Argel', de: 'Algier' }],
  ['Cairo', 'EG', { fr: 'Le Caire', es: 'El Cairo', de: 'Kairo' }],
  ['Marrakesh', 'MA', { fr: 'Marrakech', es: 'Marrakech', de: 'Marrakesch' }],
  ['Tangier', 'MA', { fr: 'Tanger', es: 'Tánger', de: 'Tanger' }],
  ['Beijing', 'CN', { fr: 'Pékin', es: 'Pekín', de: 'Peking' }],
  ['Mexico City', 'MX', { fr: 'Mexico', es: 'Ciudad de México', de: 'Mexiko-Stadt' }],
];

/** A region's name: the first of its names that is a word rather than a code ("Texas", not "TX"). */
const regionNames = new Map<string, string>();
for (const [names, country, admin] of REGIONS) {
  const name = names.find((n) => !/^[A-Z.\- ]{1,4}$/.test(n));
  if (name && !regionNames.has(`${country}:${admin}`)) regionNames.set(`${country}:${admin}`, name);
}

const displayNames = new Map<Language, Intl.DisplayNames>();
/** Country names already asked of ICU, by language and code: every discover card names a country. */
const countryNames = new Map<string, string>();
function countryName(code: string, lang: Language): string {
  const key = `${lang}:${code}`;
  let name = countryNames.get(key);
  if (name !== undefined) return name;
  let names = displayNames.get(lang);
  if (!names) displayNames.set(lang, (names = new Intl.DisplayNames([lang], { type: 'region' })));
  try {
    name = names.of(code) ?? code;
  } catch {
    name = code;
  }
  // Bounded by the four languages times the world's ~250 region codes.
  countryNames.set(key, name);
  return name;
}

/** The localized names by place, filled once the gazetteer exists (see `localizedNamesFor`). */
export type LocalizedNames = Map<number, Partial<Record<Language, string>>>;

export function localizedNamesFor(places: readonly Place[]): LocalizedNames {
  const wanted = new Map(LOCALIZED_NAMES.map(([name, country, names]) => [`${country}:${name}`, names]));
  const found: LocalizedNames = new Map();
  const best = new Map<string, Place>();
  for (const place of places) {
    const key = `${place.country}:${place.name}`;
    if (!wanted.has(key)) continue;
    const current = best.get(key);
    if (!current || place.population > current.population) best.set(key, place);
  }
  for (const [key, place] of best) found.set(place.id, wanted.get(key) ?? {});
  return found;
}

export function labelOf(place: Place, lang: Language, localized: LocalizedNames): PlaceView {
  return {
    id: place.id,
    name: localized.get(place.id)?.[lang] ?? place.name,
    // A French commune's department tells the 4 Saint-Martin apart; elsewhere the region when known.
    region: place.district ?? regionNames.get(`${place.country}:${place.admin}`) ?? null,
    country: place.country,
    country_name: countryName(place.country, lang),
  };
}
