// The discover index: every discoverable person as compact vectors in one CandidatePool, loaded from
// the database once (in batches, at start-up or on the first discover) and then kept current:
// - at once, on this process, by the profile service's change events and by swipes (models);
// - within a second, on every process, by the domain event feed (decision 057): the rows of the members
//   whose events it has not read yet are read again, which also catches changes made by other instances
//   or tools (member rows write their events by trigger);
// - a deleted member's tombstone names 1/256th of the ids: those the index holds are checked.
// Discover then does no per-candidate database work at all. The index also holds who asked
// "Préviens-moi" (decision 043) and tells `onArrival` when a change makes someone newly visible to them.
import type { FastifyBaseLogger } from 'fastify';
import {
  CandidatePool,
  restoreModel,
  type MatchProfile,
  type PoolViewer,
  type PreferenceModel,
  type RankOptions,
} from '@affinia/matching';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { NO_DISCOVER_REQUIREMENT, poolMemberOf, type CandidateRow, type DiscoverRule } from './profiles.js';
import * as repo from './repository.js';
import { cursorNow, eventsAfter, EVENTS_KEPT_HOURS, type Cursor } from '../events/feed.js';
import { createCardCache } from './card-cache.js';

const LOAD_BATCH = 5000;
/** Swipes replayed into the engine's population model at load (the latest ones). */
const POPULATION_REPLAY = 100_000;
/**
 * How often a loaded index reads the feed with no request asking: "Préviens-moi" arrivals are told within
 * this, with no discover traffic (a discover request reads the feed itself, `fresh`).
 */
const FOLLOW_INTERVAL_MS = 1000;
/** An index that has not read the feed for this long loads again: the events it missed may be pruned. */
const RELOAD_AFTER_MS = (EVENTS_KEPT_HOURS * 3600_000) / 2;

export type CandidateIndex = ReturnType<typeof createCandidateIndex>;

/** Someone became visible to these "Préviens-moi" members (joined, came back, or moved into range). */
export type OnArrival = (newcomerId: string, memberIds: string[]) => void;

export function createCandidateIndex(
  database: Database,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  rule: DiscoverRule = NO_DISCOVER_REQUIREMENT,
  onArrival?: OnArrival,
) {
  const { db } = database;
  const pool = new CandidatePool(LOAD_BATCH);
  /**
   * Learned models of members the pool does not hold now (no complete questionnaire, too few photos):
   * kept until they come back. The pool keeps everyone else's, in its own arena (issue 36, item 3).
   */
  const parkedModels = new Map<string, PreferenceModel>();
  /** updated_at of the row each pool entry was built from: an unchanged or older row is never encoded again. */
  const versions = new Map<string, number>();
  /**
   * Members in travel mode, by the time it ends: their trip ends without any row changing, so the
   * index re-applies them when it does (discover then places them at home again).
   */
  const trips = new Map<string, { row: CandidateRow; until: number }>();
  /** Members in the pool without the verified badge: left out for a viewer who asks for verified only. */
  const unverified = new Set<string>();
  /**
   * Each member's count of photos others may see, as their last candidate row said: a row read by a
   * request (a UserRow, `profileOf`) carries none, and keeps what the feed last told.
   */
  const photoCounts = new Map<string, number>();
  /** Members with "Préviens-moi" on. */
  const alerts = new Set<string>();
  /** Discover's cards, dropped as the feed names their members (decision 074). */
  const cards = createCardCache();
  /** Moves with every change of a member the index holds (kept rankings are ranked again, decision 074). */
  let generation = 0;
  /** Arrivals are told only once the whole index is loaded (loading is not everyone arriving). */
  let loaded = false;
  /** The tables are being read (a first load or a load again): the cursor is ahead of what is applied. */
  let readingTables = false;
  /** Where the index stands in the event feed, and when it last read it (this process's clock). */
  let cursor: Cursor | null = null;
  let lastSync = 0;
  let loading: Promise<void> | null = null;
  /** The feed read in flight, and the one queued behind it (decision 057, `fresh`). */
  let syncing: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let follower: NodeJS.Timeout | null = null;

  /** `force`: the row is fresher than what the index holds whatever its updated_at (an event said so). */
  function apply(row: CandidateRow | UserRow, force = false): void {
    const version = row.updatedAt.getTime();
    if (!force && (versions.get(row.id) ?? -Infinity) >= version && pool.has(row.id)) return;
    const watching = loaded && onArrival !== undefined && alerts.size > 0;
    const before = watching ? new Set([...alerts].filter((id) => pool.admits(id, row.id))) : null;
    update(row);
    if (!before) return;
    const told = [...alerts].filter((id) => !before.has(id) && pool.admits(id, row.id));
    if (told.length > 0) onArrival?.(row.id, told);
  }

  function update(read: CandidateRow | UserRow): void {
    // A candidate row says its count; a request's UserRow keeps what the feed last told (copied only then:
    // loading a million rows copies none).
    let row: CandidateRow;
    if ('visiblePhotos' in read) {
      photoCounts.set(read.id, read.visiblePhotos);
      row = read;
    } else row = { ...read, visiblePhotos: photoCounts.get(read.id) ?? 0 };
    const version = row.updatedAt.getTime();
    const until = row.travelUntil?.getTime() ?? 0;
    if (row.travelPlaceId !== null && until > Date.now()) trips.set(row.id, { row, until });
    else trips.delete(row.id);
    const member = poolMemberOf(row, undefined, rule);
    if (!member || row.verifiedAt !== null) unverified.delete(row.id);
    else unverified.add(row.id);
    if (!member) {
      // Someone outside the pool (no questionnaire, too few photos) reads their own page: nothing moves.
      if (!pool.has(row.id)) return;
      generation += 1;
      const model = pool.model(row.id);
      if (model) parkedModels.set(row.id, model);
      pool.remove(row.id);
      versions.delete(row.id);
      return;
    }
    generation += 1;
    pool.upsert(row.id, member);
    versions.set(row.id, version);
    const parked = parkedModels.get(row.id);
    if (parked) {
      pool.setModel(row.id, parked);
      parkedModels.delete(row.id);
    }
  }

  function modelSwipesOf(userId: string): number | undefined {
    return pool.modelSwipes(userId) ?? parkedModels.get(userId)?.swipes;
  }

  function storeModel(userId: string, model: PreferenceModel): void {
    if (pool.has(userId)) pool.setModel(userId, model);
    else parkedModels.set(userId, model);
  }

  function applyAlert(row: repo.AlertRow): void {
    if (row.enabled) alerts.add(row.userId);
    else alerts.delete(row.userId);
  }

  function applyModel(row: repo.StoredModel): void {
    storeModel(row.userId, restoreModel(row.weights, row.swipeCount));
  }

  async function loadAll(): Promise<void> {
    const started = Date.now();
    readingTables = true;
    cards.clear();
    // The feed's position first: whatever commits while the tables are read is read again from the feed.
    cursor = await cursorNow(db);
    lastSync = started;
    let after: string | null = null;
    const seen = new Set<string>();
    for (;;) {
      const rows = await repo.candidatesAfter(db, after, LOAD_BATCH);
      for (const row of rows) {
        seen.add(row.id);
        apply(row, true);
      }
      if (rows.length < LOAD_BATCH) break;
      after = rows[rows.length - 1]?.id ?? null;
    }
    after = null;
    for (;;) {
      const rows = await repo.modelsAfter(db, after, LOAD_BATCH);
      for (const row of rows) applyModel(row);
      if (rows.length < LOAD_BATCH) break;
      after = rows[rows.length - 1]?.userId ?? null;
    }
    // The population model and the swipe statistics (appeal, selectivity, exposure): the latest
    // swipes replayed, then every member's exact counts.
    for (const swipe of await repo.recentSwipes(db, POPULATION_REPLAY))
      pool.recordSwipe(swipe.swiperId, swipe.swipedId, swipe.liked);
    for (const stats of await repo.swipeStats(db)) pool.setSwipeStats(stats.userId, stats);
    alerts.clear();
    for (const row of await repo.alertsOf(db, null)) applyAlert(row);
    // A load again (the feed was out of reach too long): whoever is gone since goes.
    for (const id of [...versions.keys()]) if (!seen.has(id)) remove(id);
    loaded = true;
    readingTables = false;
    follower ??= setInterval(() => {
      fresh().catch((err: unknown) =>
        log.warn({ err: err instanceof Error ? err.message : String(err) }, 'event feed not read'),
      );
    }, FOLLOW_INTERVAL_MS).unref();
    log.info(
      { candidates: pool.size, models: pool.modelCount + parkedModels.size, ms: Date.now() - started },
      'discover index loaded',
    );
  }

  /** Reads the feed from the cursor: the members it names are read again, the deleted dropped. */
  async function sync(): Promise<void> {
    const startedAt = Date.now();
    if (cursor === null || startedAt - lastSync > RELOAD_AFTER_MS) return loadAll();
    const { events, next } = await eventsAfter(db, cursor);
    // In the order of each member's last event: arrivals are judged as the changes happened (someone
    // coming back, then a newcomer in their range, is an arrival for them).
    const members = new Set<string>();
    const learned = new Set<string>();
    const switched = new Set<string>();
    const buckets = new Set<string>();
    for (const event of events) {
      if (event.type === 'member.deleted') buckets.add(event.bucket);
      // A model this process holds at that count already (it learnt it here) is not read again: each
      // count is reached by exactly one learning step (decision 074).
      else if (event.type === 'model.learned') {
        if (event.swipes === null || (modelSwipesOf(event.subjectId) ?? -1) < event.swipes)
          learned.add(event.subjectId);
      } else if (event.type === 'alert.changed') switched.add(event.subjectId);
      else {
        members.delete(event.subjectId);
        members.add(event.subjectId);
      }
    }
    // Before the rows are read again: no card read from now on is older than these events.
    for (const id of members) cards.drop(id);
    for (const bucket of buckets) cards.dropBucket(bucket);
    const held =
      buckets.size === 0
        ? []
        : [...new Set([...versions.keys(), ...alerts])].filter((id) => buckets.has(id.slice(0, 2)));
    const [rows, changedModels, changedAlerts, gone] = await Promise.all([
      members.size === 0 ? [] : repo.candidatesByIds(db, [...members]),
      learned.size === 0 ? [] : repo.modelsByIds(db, [...learned]),
      switched.size === 0 ? [] : repo.alertsOf(db, [...switched]),
      repo.missingMembers(db, held),
    ]);
    for (const row of changedAlerts) applyAlert(row);
    const read = new Map(rows.map((r) => [r.id, r]));
    for (const id of members) {
      const row = read.get(id);
      // Named by an event, then deleted before this read: gone too.
      if (row) apply(row, true);
      else remove(id);
    }
    for (const row of changedModels) applyModel(row);
    for (const id of gone) remove(id);
    cursor = next;
    lastSync = startedAt;
  }

  function remove(userId: string): void {
    if (pool.has(userId)) generation += 1;
    cards.drop(userId);
    alerts.delete(userId);
    trips.delete(userId);
    unverified.delete(userId);
    pool.remove(userId);
    parkedModels.delete(userId);
    versions.delete(userId);
    photoCounts.delete(userId);
  }

  /** Trips that have ended since the last look: those members are home again. */
  function endTrips(): void {
    const now = Date.now();
    for (const [, trip] of trips) if (trip.until <= now) apply(trip.row, true);
  }

  /**
   * A feed read that starts after this call: a request never sees the index older than the events
   * committed before it began, on this process or any other. Requests arriving together share one read:
   * at most one runs and one waits behind it, so under load the feed is read once per read's time.
   */
  function fresh(): Promise<void> {
    if (!syncing) {
      syncing = sync().finally(() => (syncing = null));
      return syncing;
    }
    queued ??= syncing
      .catch(() => {})
      .then(() => {
        queued = null;
        return fresh();
      });
    return queued;
  }

  /** Loads the index if needed and reads every event committed before this call. */
  async function ready(): Promise<void> {
    if (!loading) {
      loading = loadAll().catch((err: unknown) => {
        loading = null;
        throw err;
      });
    }
    await loading;
    await fresh();
    endTrips();
  }

  return {
    ready,
    endTrips,
    cards,

    /**
     * Where the index stands in the feed, for a request's own statement to ask whether the feed moved
     * since (decision 074); null when the request must read it anyway (not loaded, loading again, or not
     * read for so long that the index loads again).
     */
    position(): Cursor | null {
      if (!loaded || readingTables || cursor === null || Date.now() - lastSync > RELOAD_AFTER_MS) return null;
      return cursor;
    },

    /** Once loading has started: every event committed before this call is applied (and arrivals seen). */
    async settle(): Promise<void> {
      if (!loading) return;
      await loading;
      await fresh();
    },

    close(): void {
      if (follower) clearInterval(follower);
      follower = null;
    },

    /** Starts loading in the background (server start-up); a failure is retried by the next request. */
    warmUp(): Promise<void> {
      return ready().catch((err: unknown) =>
        log.warn({ err: err instanceof Error ? err.message : String(err) }, 'discover index not loaded yet'),
      );
    },

    /**
     * The engine's view of a freshly read row, from the index when the row has not changed since the
     * index saw it (the common case), encoded and stored otherwise. Null when the questionnaire is
     * missing or unreadable.
     */
    profileOf(row: UserRow | CandidateRow): MatchProfile | null {
      apply(row);
      return pool.profileOf(row.id) ?? null;
    },

    /** "Préviens-moi" switched on this process: applied at once (others read it within a sync). */
    setAlert(userId: string, enabled: boolean): void {
      applyAlert({ userId, enabled });
    },

    /**
     * How many people discover could show this viewer (the pool's two-way filters), minus `exclude`:
     * the empty deck's outlook, for the member's criteria or one step wider.
     */
    count(viewer: PoolViewer, exclude: Iterable<string>): number {
      return pool.count(viewer, exclude);
    },

    remove,

    /** Stores a copy: a model changed later counts once it is set again. */
    setModel(userId: string, model: PreferenceModel): void {
      storeModel(userId, model);
    },

    /** A committed swipe: the target's appeal and exposure, the swiper's selectivity, the population model. */
    recordSwipe(swiperId: string, targetId: string, liked: boolean): void {
      pool.recordSwipe(swiperId, targetId, liked);
    },

    /** The population model's logit, the offset a personal model learns on top of (learnSwipe). */
    populationLogit(evaluator: MatchProfile, target: MatchProfile): number {
      return pool.populationLogit(evaluator, target);
    },

    /** Who has no verified badge (the "verified profiles only" filter excludes them). */
    unverifiedIds(): Iterable<string> {
      return unverified;
    },

    /** Everyone in the index (the daily pick walks them); paused members included, see `visible`. */
    memberIds(): string[] {
      return [...versions.keys()];
    },

    /** A member's photos others may see, as the feed last told (0 for someone the index does not hold). */
    visiblePhotosOf(userId: string): number {
      return photoCounts.get(userId) ?? 0;
    },

    /** A copy of the member's learned model (learn on it, then `setModel`). */
    modelOf(userId: string): PreferenceModel | null {
      const parked = parkedModels.get(userId);
      return pool.model(userId) ?? (parked ? { weights: parked.weights.slice(), swipes: parked.swipes } : null);
    },

    rank(viewer: PoolViewer, options: RankOptions) {
      return pool.rank(viewer, options);
    },

    get size(): number {
      return pool.size;
    },

    /** Moves whenever a member the index holds changes, joins or leaves. */
    get generation(): number {
      return generation;
    },
  };
}
