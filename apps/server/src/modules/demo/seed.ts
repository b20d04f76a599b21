// Writes the demo population: users 1000 to an INSERT, one transaction per 5000 people, avatars rendered to WebP and stored through PhotoStorage with their `photos` rows.
// The free-tier counter is never touched: demo people are not registrations and take no free place.
import { randomBytes, randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { hashPassword } from '../auth/passwords.js';
import { insertGeneratedPhotos } from '../photos/generated-photos.js';
import type { PhotoStorage } from '../photos/storage.js';
import {
  DEFAULT_DEMO_SEED,
  avatarSvg,
  demoEmail,
  generatePeople,
  renderAvatar,
  type CountryCode,
  type DemoPerson,
  type RenderedAvatar,
} from '@affinia/demo';
import { resolveDeclaredPlace, type ResolvedPlace } from '../geo/places.js';
import { demoUsers, inParallel, removeDemoPopulation, type RemovedDemoPopulation } from './removal.js';

/** Shared by every demo account; printed at the end of a run. Demo data only, never a real account. */
export const DEMO_PASSWORD = 'affinia-demo';
/** Beyond this many people, only the first ones get a drawn avatar unless asked otherwise. */
export const DEFAULT_AVATAR_LIMIT = 2000;
export const ROWS_PER_INSERT = 1000;
/** People written per transaction: small enough to report progress, big enough to amortise commits. */
export const PEOPLE_PER_TRANSACTION = 5000;

export const defaultAvatarCount = (users: number) => Math.min(users, DEFAULT_AVATAR_LIMIT);

export type SeedOptions = {
  users: number;
  seed?: string;
  /** How many of the new people get an avatar (the first ones). */
  avatars?: number;
  /** Remove earlier demo people (and their photo files) first. */
  reset?: boolean;
  password?: string;
  /**
   * Every demo person accepts any distance (the first-run demo): a first visitor, wherever they live,
   * finds the people within their own limit. The benchmark population keeps realistic limits.
   */
  anyDistance?: boolean;
  /** Who person n is (people made for one member's place); the seed's generator otherwise. */
  people?: (first: number, count: number) => DemoPerson[];
  /** The shared password's hash when the caller already has it (top-ups reuse the population's). */
  passwordHash?: string;
  onProgress?: (progress: SeedProgress) => void;
};

export type SeedProgress = {
  phase: 'reset' | 'password' | 'people';
  done: number;
  total: number;
  elapsedMs: number;
  /** With the finished reset: what it removed. */
  removed?: RemovedDemoPopulation;
};

export type SeedResult = {
  seed: string;
  created: number;
  firstNumber: number;
  lastNumber: number;
  avatars: number;
  removed: RemovedDemoPopulation | null;
  byCountry: Record<CountryCode, number>;
  login: { email: string; password: string };
  timings: {
    resetMs: number;
    passwordMs: number;
    /** Generating, drawing and writing people; split below. */
    peopleMs: number;
    /** Rendering avatars and writing their files. */
    avatarsMs: number;
    /** INSERT transactions. */
    rowsMs: number;
    totalMs: number;
  };
};

type NewUserRow = typeof users.$inferInsert;
const INSERTED_USER_FIELDS = [
  'id',
  'email',
  'passwordHash',
  'name',
  'displayName',
  'age',
  'gender',
  'location',
  'bio',
  'interests',
  'typePreference',
  'beautyScore',
  'personalityTraits',
  'questionnaireCompletedAt',
  'seekingGenders',
  'ageMin',
  'ageMax',
  'maxDistanceKm',
  'placeId',
  'placeLat',
  'placeLon',
  'isPaused',
  'simulated',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof NewUserRow)[];

/**
 * INSERT … SELECT FROM jsonb_to_recordset($1): the rows travel as one JSON parameter. Drizzle's
 * builder spends about half a second per 1000-row VALUES list (19 000 parameters), more than the
 * database takes to store them; this statement is built once, with names and types from the schema.
 */
const insertUsersFromJson: (json: string) => SQL = (() => {
  const columns = getTableColumns(users);
  const list = INSERTED_USER_FIELDS.map((field) => columns[field]);
  const names = list.map((c) => `"${c.name}"`).join(', ');
  const typed = list.map((c) => `"${c.name}" ${c.getSQLType()}`).join(', ');
  return (json: string) =>
    sql`INSERT INTO ${users} (${sql.raw(names)}) SELECT ${sql.raw(names)} FROM jsonb_to_recordset(${json}::jsonb) AS r(${sql.raw(typed)})`;
})();

const jsonKeys = INSERTED_USER_FIELDS.map((field) => [field, getTableColumns(users)[field].name] as const);
function usersAsJson(rows: NewUserRow[]): string {
  return JSON.stringify(rows.map((row) => Object.fromEntries(jsonKeys.map(([field, name]) => [name, row[field]]))));
}

/** The number after the highest existing demo e-mail, so a second run adds people instead of clashing. */
async function nextDemoNumber(database: Database): Promise<number> {
  const [row] = await database.db
    .select({ last: sql<number | null>`max(substring(${users.email} from '^demo\\+([0-9]+)@')::int)` })
    .from(users)
    .where(demoUsers);
  return (row?.last ?? 0) + 1;
}

/** Demo people's towns, looked up once per distinct location text (there are a few hundred). */
const demoPlaces = new Map<string, ResolvedPlace | null>();
function demoPlace(location: string): ResolvedPlace | null {
  if (!demoPlaces.has(location)) demoPlaces.set(location, resolveDeclaredPlace(location, null));
  return demoPlaces.get(location) ?? null;
}

function userRow(
  person: DemoPerson,
  passwordHash: string,
  now: number,
  anyDistance: boolean,
): typeof users.$inferInsert {
  const createdAt = new Date(now - person.joinedDaysAgo * 86_400_000);
  const place = person.place !== undefined ? person.place : demoPlace(person.location);
  return {
    id: randomUUID(),
    email: person.email,
    passwordHash,
    name: person.name,
    displayName: person.firstName,
    age: person.age,
    gender: person.gender,
    location: person.location,
    bio: person.bio,
    interests: person.interests,
    typePreference: person.typePreference,
    beautyScore: person.beautyScore,
    personalityTraits: person.personalityTraits,
    questionnaireCompletedAt: new Date(createdAt.getTime() + person.questionnaireMinutes * 60_000),
    seekingGenders: person.seekingGenders,
    ageMin: person.ageMin,
    ageMax: person.ageMax,
    maxDistanceKm: anyDistance ? null : person.maxDistanceKm,
    placeId: place?.id ?? null,
    placeLat: place?.lat ?? null,
    placeLon: place?.lon ?? null,
    isPaused: false,
    simulated: true,
    createdAt,
    updatedAt: createdAt,
  };
}

export async function seedDemoPopulation(
  database: Database,
  storage: PhotoStorage,
  options: SeedOptions,
): Promise<SeedResult> {
  const started = performance.now();
  const since = (t: number) => Math.round(performance.now() - t);
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const total = options.users;
  const avatarCount = Math.min(total, options.avatars ?? defaultAvatarCount(total));
  const password = options.password ?? DEMO_PASSWORD;
  const report = options.onProgress ?? (() => {});
  if (!Number.isInteger(total) || total < 1) throw new Error('users must be a positive integer');

  let removed: SeedResult['removed'] = null;
  const resetStarted = performance.now();
  if (options.reset) {
    report({ phase: 'reset', done: 0, total: 1, elapsedMs: since(started) });
    removed = await removeDemoPopulation(database, storage);
    report({ phase: 'reset', done: 1, total: 1, elapsedMs: since(started), removed });
  }
  const resetMs = since(resetStarted);

  // One argon2 hash for everyone: hashing 100 000 times would take hours for identical results.
  const passwordStarted = performance.now();
  report({ phase: 'password', done: 0, total: 1, elapsedMs: since(started) });
  const passwordHash = options.passwordHash ?? (await hashPassword(password));
  const passwordMs = since(passwordStarted);

  const firstNumber = await nextDemoNumber(database);
  const byCountry: Record<CountryCode, number> = { FR: 0, BE: 0, CH: 0, QC: 0, ES: 0, DE: 0 };
  // Rendering runs on libuv's thread pool; a few extra in flight keep every core busy while files are written.
  const renderers = Math.max(4, availableParallelism() * 3);
  const peopleStarted = performance.now();
  const now = Date.now();
  let done = 0;
  let avatarsMs = 0;
  let rowsMs = 0;
  report({ phase: 'people', done, total, elapsedMs: since(started) });

  while (done < total) {
    const count = Math.min(PEOPLE_PER_TRANSACTION, total - done);
    const people = (options.people ?? ((first, n) => generatePeople(seed, first, n)))(firstNumber + done, count);
    const rows = people.map((p) => userRow(p, passwordHash, now, options.anyDistance ?? false));
    for (const p of people) byCountry[p.country] += 1;

    // Avatars go to storage before the rows commit; if the transaction fails they are removed again.
    const withAvatar = Math.max(0, Math.min(count, avatarCount - done));
    const avatarsStarted = performance.now();
    const avatars: { userId: string; photoId: string; image: RenderedAvatar }[] = await inParallel(
      people.slice(0, withAvatar).map((p, i) => ({ person: p, userId: rows[i]!.id! })),
      renderers,
      async ({ person, userId }) => {
        const image = await renderAvatar(avatarSvg(person.avatar));
        const photoId = randomBytes(16).toString('base64url');
        await storage.put(photoId, image.data, 'image/webp');
        return { userId, photoId, image };
      },
    );
    avatarsMs += performance.now() - avatarsStarted;
    const rowsStarted = performance.now();
    try {
      await database.db.transaction(async (tx) => {
        for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
          await tx.execute(insertUsersFromJson(usersAsJson(rows.slice(i, i + ROWS_PER_INSERT))));
        }
        for (let i = 0; i < avatars.length; i += ROWS_PER_INSERT) {
          await insertGeneratedPhotos(
            tx,
            avatars.slice(i, i + ROWS_PER_INSERT).map((a) => ({
              id: a.photoId,
              userId: a.userId,
              contentType: a.image.contentType,
              width: a.image.width,
              height: a.image.height,
              bytes: a.image.data.length,
            })),
          );
        }
      });
    } catch (err) {
      await inParallel(avatars, 32, (a) => storage.delete(a.photoId).catch(() => {}));
      throw err;
    }
    rowsMs += performance.now() - rowsStarted;
    done += count;
    report({ phase: 'people', done, total, elapsedMs: since(started) });
  }

  return {
    seed,
    created: total,
    firstNumber,
    lastNumber: firstNumber + total - 1,
    avatars: avatarCount,
    removed,
    byCountry,
    login: { email: demoEmail(firstNumber), password },
    timings: {
      resetMs,
      passwordMs,
      peopleMs: since(peopleStarted),
      avatarsMs: Math.round(avatarsMs),
      rowsMs: Math.round(rowsMs),
      totalMs: since(started),
    },
  };
}
