// The demo population as plain data: person n of seed S is always the same person, whatever N is.
// No I/O here; seed.ts writes these objects to the database and the photo storage.
import {
  BEAUTY_SCORE_DEFAULT,
  type CompatibilityAnswers,
  type Gender,
  type Interest,
  type PersonalityTraits,
} from '@affinia/contract';
import { drawAvatarTraits, type AvatarTraits } from './avatar.js';
import { writeBio } from './bios.js';
import { pickName, type Culture } from './names.js';
import { pickOtherCity, pickPlace, type BioLanguage, type City, type Country, type CountryCode } from './places.js';
import { personRng, type Rng } from './prng.js';
import { drawPreferences, drawQuestionnaire, type Preferences } from './questionnaire.js';

export const DEMO_EMAIL_DOMAIN = 'affinia.test';
/** Matches exactly the e-mails this module hands out, so --reset never touches a real account. */
export const DEMO_EMAIL_PATTERN = '^demo\\+[0-9]+@affinia\\.test$';
export const demoEmail = (n: number) => `demo+${n}@${DEMO_EMAIL_DOMAIN}`;
export const DEFAULT_DEMO_SEED = 'affinia';
/** The share of demo people who are non-binary: a few percent, as in surveys of young adults. */
export const NON_BINARY_SHARE = 0.03;

export type DemoPerson = {
  /** 1-based; also the number in the e-mail address. */
  number: number;
  email: string;
  name: string;
  firstName: string;
  culture: Culture;
  age: number;
  gender: Gender;
  location: string;
  country: CountryCode;
  language: BioLanguage;
  job: string;
  bio: string;
  interests: Interest[];
  typePreference: string;
  beautyScore: number;
  personalityTraits: PersonalityTraits & { compatibility_answers: CompatibilityAnswers };
  seekingGenders: Gender[];
  ageMin: number;
  ageMax: number;
  /** Discover's distance limit in km (one of the contract's options), or null for none. */
  maxDistanceKm: number | null;
  /** The town and its centre when already known (people placed near a member); else looked up from `location`. */
  place?: { id: number; lat: number; lon: number } | null;
  avatar: AvatarTraits;
  /** How long ago they signed up, so "new profiles" look like a real trickle, not one burst. */
  joinedDaysAgo: number;
  /** Minutes between sign-up and a completed questionnaire. */
  questionnaireMinutes: number;
};

/**
 * Ages 18–75, most between 25 and 45, thinning out after 50, as on dating sites. Within a band,
 * younger ages are a little more common.
 */
const AGE_BANDS = [
  [18, 24, 11],
  [25, 29, 17],
  [30, 34, 18],
  [35, 39, 15],
  [40, 44, 12],
  [45, 49, 9],
  [50, 54, 7],
  [55, 59, 5],
  [60, 64, 3.5],
  [65, 69, 1.8],
  [70, 75, 0.9],
] as const;

/**
 * How far people would go: most between 25 and 100 km (a city and its region), a few only their own
 * neighbourhood, some anywhere. Independent of the rest of the person (its own random stream).
 */
export const DISTANCE_PREFERENCES: ReadonlyArray<readonly [km: number | null, weight: number]> = [
  [5, 3],
  [10, 7],
  [25, 22],
  [50, 27],
  [100, 23],
  [200, 6],
  [500, 3],
  [null, 9],
];

function drawAge(rng: Rng): number {
  const [min, max] = rng.weighted(AGE_BANDS.map((band) => [band, band[2]] as const));
  return rng.int(min, max);
}

/** An age in [min, max] with the same shape as drawAge inside it (uniform beyond the bands' 75). */
export function drawAgeWithin(rng: Rng, min: number, max: number): number {
  const bands = AGE_BANDS.map(([lo, hi, weight]) => {
    const from = Math.max(lo, min);
    const to = Math.min(hi, max);
    return [[from, to], to < from ? 0 : (weight * (to - from + 1)) / (hi - lo + 1)] as const;
  }).filter(([, weight]) => weight > 0);
  if (bands.length === 0) return rng.int(min, max);
  const [from, to] = rng.weighted(bands);
  return rng.int(from, to);
}

/** What makes one demo person differ from another drawn from the same seed and number. */
export type PersonDraw = {
  gender: Gender;
  age: number;
  country: Country;
  city: City;
  location: string;
  otherCity: City;
  /** Their own drawn preferences, or these adjusted (a top-up's people accept the member). */
  adjustPreferences?: (own: Preferences) => Preferences;
  maxDistanceKm: number | null;
  place?: DemoPerson['place'];
  joinedDaysAgo: number;
  questionnaireMinutes: number;
};

/** The rest of a person, drawn the same way for the first-run population and for top-ups. */
export function assemblePerson(seed: string, number: number, draw: PersonDraw): DemoPerson {
  const { gender, age, country } = draw;
  const name = pickName(personRng(seed, number, 'name'), country.code, gender, age);
  const answersRng = personRng(seed, number, 'questionnaire');
  const questionnaire = drawQuestionnaire(answersRng, age, gender);
  const drawn = drawPreferences(answersRng, age, gender);
  const preferences = draw.adjustPreferences ? draw.adjustPreferences(drawn) : drawn;
  const texts = writeBio(personRng(seed, number, 'bio'), {
    language: country.language,
    gender,
    firstName: name.firstName,
    age,
    city: draw.city,
    otherCity: draw.otherCity,
    questionnaire,
    preferences,
  });
  return {
    number,
    email: demoEmail(number),
    name: name.fullName,
    firstName: name.firstName,
    culture: name.culture,
    age,
    gender,
    location: draw.location,
    country: country.code,
    language: country.language,
    job: texts.job,
    bio: texts.bio,
    interests: questionnaire.interests,
    typePreference: texts.typePreference,
    beautyScore: BEAUTY_SCORE_DEFAULT,
    personalityTraits: { ...questionnaire.sliders, compatibility_answers: questionnaire.answers },
    seekingGenders: preferences.seekingGenders,
    ageMin: preferences.ageMin,
    ageMax: preferences.ageMax,
    maxDistanceKm: draw.maxDistanceKm,
    ...(draw.place !== undefined ? { place: draw.place } : {}),
    avatar: drawAvatarTraits(personRng(seed, number, 'avatar'), { gender, age, culture: name.culture }),
    joinedDaysAgo: draw.joinedDaysAgo,
    questionnaireMinutes: draw.questionnaireMinutes,
  };
}

export function generatePerson(seed: string, number: number): DemoPerson {
  const who = personRng(seed, number, 'who');
  // Dating apps have somewhat more men than women; not so many that discover feels empty for men. A few
  // people are non-binary (decision 054), drawn from their own stream so everyone else stays the same.
  const binary: Gender = who.chance(0.53) ? 'homme' : 'femme';
  const gender: Gender = personRng(seed, number, 'gender').chance(NON_BINARY_SHARE) ? 'non_binaire' : binary;
  const age = drawAge(who);
  const place = pickPlace(who);
  const otherCity = pickOtherCity(who, place);
  return assemblePerson(seed, number, {
    gender,
    age,
    country: place.country,
    city: place.city,
    location: place.location,
    otherCity,
    maxDistanceKm: personRng(seed, number, 'distance').weighted(DISTANCE_PREFERENCES),
    // Recent sign-ups are more common than old ones (people leave once they have met someone).
    joinedDaysAgo: Math.round(365 * Math.pow(who.next(), 1.8) * 100) / 100,
    questionnaireMinutes: who.int(3, 45),
  });
}

/** People `first` … `first + count - 1` of a seed. */
export function generatePeople(seed: string, first: number, count: number): DemoPerson[] {
  return Array.from({ length: count }, (_, i) => generatePerson(seed, first + i));
}
