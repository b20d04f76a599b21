// The people benchmarks run on: the demo population generator (realistic, correlated questionnaires,
// bios in four languages, reciprocal preferences), turned into the engine's pool members. Same seed,
// same people, so runs compare.
import {
  COMPATIBILITY_QUESTIONS,
  PREFERENCE_IMPORTANCES,
  QUESTION_OPTIONS,
  RELATIONSHIP_GOALS,
  type CompatibilityPreferences,
  type RelationshipGoal,
} from '@affinia/contract';
import { encodeProfile, type MatchProfile, type PoolMember, type PoolViewer } from '@affinia/matching';
import { generatePerson, type DemoPerson } from '@affinia/demo';
import { resolveDeclaredPlace, type ResolvedPlace } from '@affinia/server/places';

/** Demo people's towns, as the seed stores them (a few hundred distinct texts). */
const towns = new Map<string, ResolvedPlace | null>();
function townOf(location: string): { lat: number; lon: number } | null {
  if (!towns.has(location)) towns.set(location, resolveDeclaredPlace(location, null));
  const town = towns.get(location);
  return town ? { lat: town.lat, lon: town.lon } : null;
}

export type BenchPerson = { id: string; person: DemoPerson; member: PoolMember };

/** A demo person's engine profile, with stated preferences and an intention when given (issue 34). */
export function benchProfile(
  person: DemoPerson,
  stated: { preferences?: CompatibilityPreferences; goal?: RelationshipGoal | null } = {},
): MatchProfile {
  const traits = person.personalityTraits;
  return encodeProfile({
    age: person.age,
    interests: person.interests,
    sliders: traits,
    answers: traits.compatibility_answers,
    bio: person.bio,
    typePreference: person.typePreference,
    ...stated,
  });
}

/**
 * Random stated preferences for speed benchmarks: each question stated with probability 0.3, 1–3
 * accepted answers, any importance; an intention for two in three. `next` is a uniform draw in [0, 1).
 */
export function randomStated(next: () => number): {
  preferences: CompatibilityPreferences;
  goal: RelationshipGoal | null;
} {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const preferences: Record<string, { accepted: string[]; importance: string }> = {};
  for (const q of COMPATIBILITY_QUESTIONS) {
    if (next() >= 0.3) continue;
    const accepted = QUESTION_OPTIONS[q].filter(() => next() < 0.5);
    preferences[q] = {
      accepted: accepted.length > 0 && accepted.length < 4 ? accepted : [pick(QUESTION_OPTIONS[q])],
      importance: pick(PREFERENCE_IMPORTANCES),
    };
  }
  return {
    preferences: preferences as CompatibilityPreferences,
    goal: next() < 1 / 3 ? null : pick(RELATIONSHIP_GOALS),
  };
}

export function benchPerson(seed: string, number: number): BenchPerson {
  const person = generatePerson(seed, number);
  return {
    id: `p${number}`,
    person,
    member: {
      profile: benchProfile(person),
      gender: person.gender,
      seeking: person.seekingGenders,
      ageMin: person.ageMin,
      ageMax: person.ageMax,
      visible: true,
      place: townOf(person.location),
      maxDistanceKm: person.maxDistanceKm,
    },
  };
}

/** A bench person as a viewer open to everyone (both genders, any age), in no town, with no model yet. */
export function openViewer(p: BenchPerson, id = p.id): PoolViewer {
  return {
    id,
    ...p.member,
    seeking: ['homme', 'femme'],
    ageMin: 18,
    ageMax: 99,
    place: null,
    maxDistanceKm: null,
    model: null,
  };
}

export function benchPeople(seed: string, count: number, first = 1): BenchPerson[] {
  return Array.from({ length: count }, (_, i) => benchPerson(seed, first + i));
}

/** Percentile of an ascending array (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

export function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? (process.argv[i + 1] as string) : fallback;
}

/** A comma-separated flag's words, each parsed by `parse` (undefined refuses it, naming what was expected). */
function list<T>(name: string, fallback: string, expected: string, parse: (word: string) => T | undefined): T[] {
  const text = flag(name, fallback);
  if (text === '') return [];
  return text.split(',').map((word) => {
    const value = parse(word);
    if (value === undefined) throw new Error(`--${name}: "${word}" is not ${expected}`);
    return value;
  });
}

/** A comma-separated list of numbers (`--sizes 200,1000`); a word that is not a number is refused. */
export const numbers = (name: string, fallback: string): number[] =>
  list(name, fallback, 'a number', (word) =>
    word.trim() !== '' && Number.isFinite(Number(word)) ? Number(word) : undefined,
  );

/** A comma-separated list of names (`--families appeal,mix`), each one of `allowed`; others are refused. */
export const choices = <T extends string>(name: string, fallback: string, allowed: readonly T[]): T[] =>
  list(name, fallback, `one of ${allowed.join(', ')}`, (word) =>
    (allowed as readonly string[]).includes(word) ? (word as T) : undefined,
  );

export function machine(): string {
  // Imported lazily so the helper stays usable where os is not wanted.
  return `${process.platform}/${process.arch}, Node ${process.version}`;
}
