// Demo people made for one member (decision 044): in the member's town or the towns around it, of a
// gender they seek and an age in their range, each of whom accepts them back (gender sought, age range,
// any distance), named and writing their bio in the member's country style. Person n of a seed and a
// target is always the same person. No I/O here: the caller resolves the towns.
import type { Gender } from '@affinia/contract';
import { COUNTRIES, pickOtherCity, type BioLanguage, type City, type Country, type CountryCode } from './places.js';
import { assemblePerson, drawAgeWithin, type DemoPerson } from './population.js';
import { personRng } from './prng.js';
import type { Preferences } from './questionnaire.js';

/** The demo country (names, bio language) people near a member take, by the member's country (ISO). */
const STYLE_OF_COUNTRY: Record<string, CountryCode> = {
  FR: 'FR',
  MC: 'FR',
  LU: 'FR',
  BE: 'BE',
  CH: 'CH',
  CA: 'QC',
  ES: 'ES',
  AD: 'ES',
  MX: 'ES',
  AR: 'ES',
  CO: 'ES',
  CL: 'ES',
  PE: 'ES',
  VE: 'ES',
  EC: 'ES',
  UY: 'ES',
  DE: 'DE',
  AT: 'DE',
  LI: 'DE',
};

const countryByCode = new Map(COUNTRIES.map((c) => [c.code, c]));
const uiLanguageOf = (language: BioLanguage): 'fr' | 'es' | 'de' => (language === 'fr-QC' ? 'fr' : language);

export type DemoStyle = {
  country: Country;
  /** The language town and country names are written in (the bio's). */
  labelLanguage: 'fr' | 'es' | 'de';
  /** The member's country as people write it after the town, in that language ("Österreich"). */
  countryName: string;
};

const regionName = (language: string, iso: string): string =>
  new Intl.DisplayNames([language], { type: 'region' }).of(iso) ?? iso;

/**
 * The style of a member's neighbours: their country's (a Swiss member reading German gets German
 * speakers); French for a country outside the four languages' ones.
 */
export function demoStyleFor(countryIso: string | null, memberLanguage: string): DemoStyle {
  const iso = countryIso?.toUpperCase() ?? null;
  let code: CountryCode = (iso && STYLE_OF_COUNTRY[iso]) || 'FR';
  if (iso === 'CH' && memberLanguage === 'de') code = 'DE';
  const country = countryByCode.get(code) as Country;
  const labelLanguage = uiLanguageOf(country.language);
  return { country, labelLanguage, countryName: iso ? regionName(labelLanguage, iso) : country.label };
}

/** Every country name the styles above write, with the language its people reply in (identity.ts). */
export const STYLE_COUNTRY_LABELS: ReadonlyArray<readonly [label: string, language: 'fr' | 'es' | 'de']> = [
  ...Object.entries(STYLE_OF_COUNTRY).map(([iso, code]) => {
    const language = uiLanguageOf((countryByCode.get(code) as Country).language);
    return [regionName(language, iso), language] as const;
  }),
  [regionName('de', 'CH'), 'de'],
];

/** A town people live in; `place` null only for a member whose text names no town (both sides without a limit). */
export type LocalTown = { name: string; place: { id: number; lat: number; lon: number } | null; weight: number };

export type LocalTarget = {
  member: { gender: Gender; age: number; seeking: readonly Gender[]; ageMin: number; ageMax: number };
  style: DemoStyle;
  /** At least one: the member's own town. */
  towns: readonly LocalTown[];
};

/** How a sentence says "in this town" in the style's language ("au Mans", "en Cuenca", "in Graz"). */
function inTown(language: 'fr' | 'es' | 'de', name: string): string {
  if (language === 'es') return `en ${name}`;
  if (language === 'de') return `in ${name}`;
  if (name.startsWith('Le ')) return `au ${name.slice(3)}`;
  if (name.startsWith('Les ')) return `aux ${name.slice(4)}`;
  return `à ${name}`;
}

/**
 * Their own drawn preferences, widened just enough to accept the member: someone who would not seek
 * the member's gender seeks it instead, or, for a non-binary member, as well (decision 054).
 */
function accepting(own: Preferences, member: LocalTarget['member']): Preferences {
  const seeks = own.seekingGenders.includes(member.gender);
  return {
    seekingGenders: seeks
      ? own.seekingGenders
      : member.gender === 'non_binaire'
        ? [...own.seekingGenders, member.gender]
        : [member.gender],
    ageMin: Math.min(own.ageMin, member.age),
    ageMax: Math.max(own.ageMax, member.age),
  };
}

/** How often each gender sought appears among a member's neighbours (equal weights draw as `pick` did). */
const NEIGHBOUR_WEIGHT: Readonly<Record<Gender, number>> = { homme: 1, femme: 1, non_binaire: 0.1 };

export function generateLocalPerson(seed: string, number: number, target: LocalTarget): DemoPerson {
  const { member, style } = target;
  const who = personRng(seed, number, 'who');
  // Among several genders sought, as many men as women and a few non-binary people, as around them.
  const gender = who.weighted(member.seeking.map((g) => [g, NEIGHBOUR_WEIGHT[g]] as const));
  const age = drawAgeWithin(who, member.ageMin, member.ageMax);
  const town = who.weighted(target.towns.map((t) => [t, t.weight] as const));
  const city: City = { name: town.name, inCity: inTown(style.labelLanguage, town.name), weight: 1 };
  const location = `${town.name}, ${style.countryName}`;
  const otherCity = pickOtherCity(who, { country: style.country, city, location });
  return assemblePerson(seed, number, {
    gender,
    age,
    country: style.country,
    city,
    location,
    otherCity,
    adjustPreferences: (own) => accepting(own, member),
    // Like the first-run population: any distance, so the pair stands on the member's own limit.
    maxDistanceKm: null,
    place: town.place,
    // Newcomers of the last weeks: they appeared with the member.
    joinedDaysAgo: Math.round(30 * Math.pow(who.next(), 1.8) * 100) / 100,
    questionnaireMinutes: who.int(3, 45),
  });
}
