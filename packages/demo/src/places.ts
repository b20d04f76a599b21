// Where demo people live: cities of France (most), Belgium, Switzerland, Quebec, Spain and Germany,
// written the way people type them into the location field ("Lyon, France", "München, Deutschland"),
// weighted roughly by population so Paris is common and Ajaccio rare. Names are ones the geo module's
// gazetteer resolves to a city, so location checks treat demo people like real ones (Granada stays:
// it is how people write it, and the gazetteer should learn it rather than the data avoid it).
import type { Rng } from './prng.js';

/** The language a person writes their bio in; Quebec French has its own turns of phrase. */
export type BioLanguage = 'fr' | 'fr-QC' | 'es' | 'de';
export type CountryCode = 'FR' | 'BE' | 'CH' | 'QC' | 'ES' | 'DE';

export type City = {
  name: string;
  /** "à Lyon", "au Havre", "en Madrid", "in München": how a sentence says "in this city". */
  inCity: string;
  weight: number;
};

export type Country = {
  code: CountryCode;
  /** As people write it after the city, in the local language. */
  label: string;
  language: BioLanguage;
  /** Share of the demo population. */
  weight: number;
  cities: City[];
};

export type Place = { country: Country; city: City; location: string };

type CityInput = [name: string, weight: number, inCity?: string];

function cities(preposition: string, list: CityInput[]): City[] {
  return list.map(([name, weight, inCity]) => ({ name, weight, inCity: inCity ?? `${preposition} ${name}` }));
}

export const COUNTRIES: readonly Country[] = [
  {
    code: 'FR',
    label: 'France',
    language: 'fr',
    weight: 62,
    cities: cities('à', [
      ['Paris', 210],
      ['Marseille', 87],
      ['Lyon', 52],
      ['Toulouse', 50],
      ['Nice', 34],
      ['Nantes', 32],
      ['Montpellier', 30],
      ['Strasbourg', 29],
      ['Bordeaux', 26],
      ['Lille', 24],
      ['Rennes', 22],
      ['Reims', 18],
      ['Toulon', 18],
      ['Saint-Étienne', 17],
      ['Le Havre', 17, 'au Havre'],
      ['Grenoble', 16],
      ['Dijon', 16],
      ['Angers', 16],
      ['Nîmes', 15],
      ['Villeurbanne', 15],
      ['Clermont-Ferrand', 15],
      ['Aix-en-Provence', 14],
      ['Le Mans', 14, 'au Mans'],
      ['Brest', 14],
      ['Tours', 14],
      ['Amiens', 13],
      ['Limoges', 13],
      ['Annecy', 13],
      ['Perpignan', 12],
      ['Metz', 12],
      ['Besançon', 12],
      ['Orléans', 12],
      ['Rouen', 11],
      ['Caen', 11],
      ['Nancy', 10],
      ['Montreuil', 10],
      ['Boulogne-Billancourt', 12],
      ['Versailles', 9],
      ['Avignon', 9],
      ['Poitiers', 9],
      ['La Rochelle', 8],
      ['Pau', 8],
      ['Bayonne', 5],
      ['Biarritz', 3],
      ['Chambéry', 6],
      ['Lorient', 6],
      ['Vannes', 6],
      ['Ajaccio', 7],
      ['Bastia', 4],
      ['Colmar', 7],
      ['Troyes', 6],
      ['Quimper', 6],
      ['Valence', 6],
      ['Saint-Malo', 5],
      ['Arles', 5],
      ['Montauban', 6],
      ['Niort', 6],
      ['Angoulême', 4],
      ['Saint-Denis', 11],
      ['Argenteuil', 11],
    ]),
  },
  {
    code: 'BE',
    label: 'Belgique',
    language: 'fr',
    weight: 9,
    cities: cities('à', [
      ['Bruxelles', 120],
      ['Liège', 40],
      ['Charleroi', 40],
      ['Namur', 22],
      ['Mons', 19],
      ['Louvain-la-Neuve', 10],
      ['Wavre', 7],
      ['Tournai', 14],
      ['La Louvière', 17],
      ['Mouscron', 12],
      ['Seraing', 8],
      ['Waterloo', 6],
      ['Arlon', 6],
      ['Verviers', 11],
      ['Nivelles', 6],
    ]),
  },
  {
    code: 'CH',
    label: 'Suisse',
    language: 'fr',
    weight: 6,
    cities: cities('à', [
      ['Genève', 60],
      ['Lausanne', 40],
      ['Fribourg', 14],
      ['Neuchâtel', 14],
      ['Sion', 11],
      ['Montreux', 8],
      ['Vevey', 6],
      ['Nyon', 6],
      ['Yverdon-les-Bains', 8],
      ['La Chaux-de-Fonds', 9],
      ['Monthey', 6],
      ['Morges', 7],
      ['Renens', 5],
    ]),
  },
  {
    code: 'QC',
    label: 'Québec',
    language: 'fr-QC',
    weight: 9,
    cities: cities('à', [
      ['Montréal', 170],
      ['Québec', 55],
      ['Laval', 43],
      ['Gatineau', 29],
      ['Longueuil', 25],
      ['Sherbrooke', 17],
      ['Lévis', 15],
      ['Saguenay', 14],
      ['Trois-Rivières', 14],
      ['Terrebonne', 12],
      ['Rimouski', 5],
      ['Drummondville', 8],
      ['Saint-Jérôme', 8],
    ]),
  },
  {
    code: 'ES',
    label: 'España',
    language: 'es',
    weight: 7,
    cities: cities('en', [
      ['Madrid', 330],
      ['Barcelona', 160],
      ['Valencia', 80],
      ['Sevilla', 68],
      ['Zaragoza', 67],
      ['Málaga', 58],
      ['Murcia', 46],
      ['Palma', 42],
      ['Bilbao', 35],
      ['Alicante', 34],
      ['Córdoba', 32],
      ['Valladolid', 30],
      ['Vigo', 29],
      ['Gijón', 27],
      ['Granada', 23],
      ['A Coruña', 24],
      ['Oviedo', 22],
      ['San Sebastián', 19],
      ['Santander', 17],
      ['Salamanca', 14],
      ['Cádiz', 11],
      ['Pamplona', 20],
    ]),
  },
  {
    code: 'DE',
    label: 'Deutschland',
    language: 'de',
    weight: 7,
    cities: cities('in', [
      ['Berlin', 370],
      ['Hamburg', 185],
      ['München', 150],
      ['Köln', 108],
      ['Frankfurt am Main', 76, 'in Frankfurt'],
      ['Stuttgart', 63],
      ['Düsseldorf', 62],
      ['Leipzig', 60],
      ['Dortmund', 59],
      ['Essen', 58],
      ['Bremen', 57],
      ['Dresden', 56],
      ['Hannover', 54],
      ['Nürnberg', 52],
      ['Aachen', 25],
      ['Wiesbaden', 28],
      ['Heidelberg', 16],
      ['Münster', 32],
      ['Bonn', 33],
      ['Mannheim', 31],
      ['Karlsruhe', 31],
      ['Augsburg', 30],
      ['Kiel', 25],
      ['Mainz', 22],
      ['Potsdam', 18],
      ['Regensburg', 15],
    ]),
  },
];

const countryEntries = COUNTRIES.map((c) => [c, c.weight] as const);
const cityEntriesByCountry = new Map(
  COUNTRIES.map((c) => [c.code, c.cities.map((city) => [city, city.weight] as const)]),
);

export function pickPlace(rng: Rng): Place {
  const country = rng.weighted(countryEntries);
  const city = rng.weighted(cityEntriesByCountry.get(country.code) ?? []);
  return { country, city, location: `${city.name}, ${country.label}` };
}

/** Another city of the same country, for "born in X, living in Y" sentences. */
export function pickOtherCity(rng: Rng, place: Place): City {
  const others = place.country.cities.filter((c) => c.name !== place.city.name);
  return rng.pick(others.length > 0 ? others : place.country.cities);
}
