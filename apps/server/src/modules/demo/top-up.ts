// Top-ups of the first-run demo (decision 044): when a real member's deck criteria are set or change
// (questionnaire done, place, distance, ages, genders sought), demo people are added around their place
// until their deck holds DEMO_TOP_UP_LIMITS.deck demo candidates under the two-way rules. Only while the
// first-run population stands (marker without `removed_at`, embedded database, DEMO_USERS > 0, so never
// in production); in the background, one top-up at a time; bounded per member and per instance.
import { GENDERS, type Gender } from '@affinia/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { currentPlace, placeLabel } from '../geo/places.js';
import { matchProfileOf, mutuallyEligible } from '../matching/profiles.js';
import type { PhotoStorage } from '../photos/storage.js';
import type { ProfileChange } from '../profile/service.js';
import { countSimulatedMembers, findUsersByIds } from '../users/repository.js';
import { demoStyleFor, generateLocalPerson, type LocalTarget, type LocalTown } from '@affinia/demo';
import { readFirstRunMarker } from './marker.js';
import { nearbyTowns } from './nearby-towns.js';
import * as repo from './repository.js';
import { seedDemoPopulation } from './seed.js';

export type TopUpLimits = {
  /** Demo candidates a member's deck should hold. */
  deck: number;
  /** Demo people made for one member (per process: the instance-wide cap is what bounds the database). */
  perMember: number;
  /** Demo people top-ups may add to an instance, on top of the first-run population. */
  total: number;
};
export const DEMO_TOP_UP_LIMITS: TopUpLimits = { deck: 30, perMember: 90, total: 3000 };
export const TOP_UP_SEED = 'affinia-nearby';
/** Neighbours live within this share of the member's distance (town centres, so always inside it)… */
const RADIUS_SHARE = 0.8;
/** …and no farther than this: a member with no limit still gets people around them. */
const MAX_RADIUS_KM = 40;
const MAX_TOWNS = 12;

export type TopUpOutcome =
  | { kind: 'skipped'; reason: 'inactive' | 'not-a-member' | 'full' | 'capped' | 'no-place' }
  | { kind: 'added'; people: number; ms: number };

type Deps = {
  database: Database;
  storage: PhotoStorage;
  dataDir: string;
  /** DEMO_USERS: 0 (production, tests, an operator's choice) turns top-ups off with the first run. */
  enabled: boolean;
  limits: TopUpLimits;
  /** Resolves once a first-run population being written is finished: top-ups come after it. */
  firstRunSettled: () => Promise<void>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
};

/** What decides a member's deck; a save that changes none of it triggers nothing. */
function deckCriteria(user: UserRow): string {
  const place = currentPlace(user);
  return JSON.stringify([
    user.gender,
    user.age,
    user.seekingGenders,
    user.ageMin,
    user.ageMax,
    user.maxDistanceKm,
    place?.id ?? null,
  ]);
}

/** The member's town and the towns around it, named in the style's language; null without a place. */
function townsAround(user: UserRow, language: 'fr' | 'es' | 'de'): LocalTown[] | null {
  const place = currentPlace(user);
  if (!place) return null;
  const ownName = placeLabel(place.id, language)?.name ?? user.location.split(',')[0]!.trim();
  const own: LocalTown = { name: ownName, place, weight: 0 };
  const radius = Math.min(MAX_RADIUS_KM, (user.maxDistanceKm ?? MAX_RADIUS_KM) * RADIUS_SHARE);
  const others: LocalTown[] = [];
  for (const town of nearbyTowns(place, radius, MAX_TOWNS + 1)) {
    const name = town.id === place.id ? null : placeLabel(town.id, language)?.name;
    // Bigger towns hold more people, but not so much that the smaller ones stay empty.
    if (name)
      others.push({ name, place: { id: town.id, lat: town.lat, lon: town.lon }, weight: Math.sqrt(town.population) });
    if (others.length === MAX_TOWNS) break;
  }
  // About half the newcomers live in the member's own town, the rest around it.
  own.weight = Math.max(
    1,
    others.reduce((sum, t) => sum + t.weight, 0),
  );
  return [own, ...others];
}

export function createDemoTopUps(deps: Deps) {
  const { database, log } = deps;
  const { db } = database;
  const criteriaSeen = new Map<string, string>();
  const madeFor = new Map<string, number>();
  let queue: Promise<unknown> = Promise.resolve();
  let stopped = false;

  async function topUp(userId: string): Promise<TopUpOutcome> {
    await deps.firstRunSettled();
    const marker = readFirstRunMarker(deps.dataDir);
    if (stopped || !marker || marker.removed_at !== undefined) return { kind: 'skipped', reason: 'inactive' };
    const [user] = await findUsersByIds(db, [userId]);
    if (!user || user.simulated || !matchProfileOf(user)) return { kind: 'skipped', reason: 'not-a-member' };

    const made = madeFor.get(user.id) ?? 0;
    const room = Math.min(
      deps.limits.perMember - made,
      deps.limits.total + (marker.people ?? 0) - (await countSimulatedMembers(db)),
    );
    if (room <= 0) return { kind: 'skipped', reason: 'capped' };
    const candidates = (await repo.demoCandidatesFor(db, user)).filter(
      (row) => !row.isPaused && matchProfileOf(row) !== null && mutuallyEligible(user, row),
    );
    const wanted = Math.min(deps.limits.deck - candidates.length, room);
    if (wanted <= 0) return { kind: 'skipped', reason: 'full' };

    const seeking = user.seekingGenders.filter((g): g is Gender => (GENDERS as readonly string[]).includes(g));
    const style = demoStyleFor(placeLabel(currentPlace(user)?.id ?? null, 'fr')?.country ?? null, user.language);
    const towns = townsAround(user, style.labelLanguage);
    // With no known place only people with no limit could meet: a member with a limit must set a town first.
    if (seeking.length === 0 || (!towns && user.maxDistanceKm !== null)) return { kind: 'skipped', reason: 'no-place' };
    const target: LocalTarget = {
      member: { gender: user.gender, age: user.age, seeking, ageMin: user.ageMin, ageMax: user.ageMax },
      style,
      towns: towns ?? [{ name: user.location.split(',')[0]!.trim(), place: null, weight: 1 }],
    };
    const passwordHash = (await repo.demoPasswordHash(db)) ?? undefined;
    const result = await seedDemoPopulation(database, deps.storage, {
      users: wanted,
      seed: TOP_UP_SEED,
      anyDistance: true,
      passwordHash,
      people: (first, count) =>
        Array.from({ length: count }, (_, i) => generateLocalPerson(TOP_UP_SEED, first + i, target)),
    });
    madeFor.set(user.id, made + result.created);
    return { kind: 'added', people: result.created, ms: result.timings.totalMs };
  }

  return {
    /** A profile was saved: when it is a real member's and their deck criteria changed, a top-up is queued. */
    profileChanged(change: ProfileChange): void {
      if (!deps.enabled || stopped || change.kind !== 'saved') return;
      const user = change.user;
      if (user.simulated || user.questionnaireCompletedAt === null) return;
      const criteria = deckCriteria(user);
      if (criteriaSeen.get(user.id) === criteria) return;
      criteriaSeen.set(user.id, criteria);
      queue = queue
        .then(() => topUp(user.id))
        .then(
          (outcome) => {
            if (outcome.kind === 'added') log.info({ userId: user.id, ...outcome }, 'demo people added near a member');
          },
          (err: unknown) => log.warn({ err, userId: user.id }, 'demo top-up failed'),
        );
    },

    /** Resolves once every queued top-up has run (removal waits for it; tests await it). */
    async settled(): Promise<void> {
      let seen: Promise<unknown>;
      do {
        seen = queue;
        await seen;
      } while (seen !== queue);
    },

    stop(): void {
      stopped = true;
    },
  };
}
export type DemoTopUps = ReturnType<typeof createDemoTopUps>;
