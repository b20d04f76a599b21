// The discover index: every discoverable person as compact vectors in one CandidatePool, loaded from
// the database once (in batches, at start-up or on the first discover) and then kept current:
// - at once, on this process, by the profile service's change events and by swipes (models);
// - within a couple of seconds, on every process, by an incremental read of rows changed since the
//   last read (updated_at), which also catches changes made by other instances or tools;
// - rows that vanished (deleted accounts) are dropped when a page finds them missing.
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
import { poolMemberOf, type CandidateRow } from './profiles.js';
import * as repo from './repository.js';

const LOAD_BATCH = 5000;
/** Swipes replayed into the engine's population model at load (the latest ones). */
const POPULATION_REPLAY = 100_000;
/** How stale another process's change may be before a discover request reads it (issue 19: within a second). */
const SYNC_INTERVAL_MS = 750;
/** Re-read a little before the last mark: clocks of several app servers are never exactly equal. */
const SYNC_OVERLAP_MS = 5000;

export type CandidateIndex = ReturnType<typeof createCandidateIndex>;

/** Someone became visible to these "Préviens-moi" members (joined, came back, or moved into range). */
export type OnArrival = (newcomerId: string, memberIds: string[]) => void;

export function createCandidateIndex(
  database: Database,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  requireEmailVerification = false,
  onArrival?: OnArrival,
) {
  const { db } = database;
  const pool = new CandidatePool(LOAD_BATCH);
  const models = new Map<string, PreferenceModel>();
  /** updated_at of the row each pool entry was built from: an unchanged row is never encoded twice. */
  const versions = new Map<string, number>();
  /**
   * Members in travel mode, by the time it ends: their trip ends without any row changing, so the
   * index re-applies them when it does (discover then places them at home again).
   */
  const trips = new Map<string, { row: CandidateRow; until: number }>();
  /** Members in the pool without the verified badge: left out for a viewer who asks for verified only. */
  const unverified = new Set<string>();
  /** Members with "Préviens-moi" on. */
  const alerts = new Set<string>();
  /** Arrivals are told only once the whole index is loaded (loading is not everyone arriving). */
  let loaded = false;
  /** When the last complete read started (this process's clock): the next read starts a little before. */
  let lastSync = 0;
  let loading: Promise<void> | null = null;
  let syncing: Promise<void> | null = null;

  function apply(row: CandidateRow, force = false): void {
    const version = row.updatedAt.getTime();
    if (!force && versions.get(row.id) === version && pool.has(row.id)) return;
    const watching = loaded && onArrival !== undefined && alerts.size > 0;
    const before = watching ? new Set([...alerts].filter((id) => pool.admits(id, row.id))) : null;
    update(row);
    if (!before) return;
    const told = [...alerts].filter((id) => !before.has(id) && pool.admits(id, row.id));
    if (told.length > 0) onArrival?.(row.id, told);
  }

  function update(row: CandidateRow): void {
    const version = row.updatedAt.getTime();
    const until = row.travelUntil?.getTime() ?? 0;
    if (row.travelPlaceId !== null && until > Date.now()) trips.set(row.id, { row, until });
    else trips.delete(row.id);
    const member = poolMemberOf(row, undefined, requireEmailVerification);
    if (!member || row.verifiedAt !== null) unverified.delete(row.id);
    else unverified.add(row.id);
    if (!member) {
      pool.remove(row.id);
      versions.delete(row.id);
      return;
    }
    pool.upsert(row.id, member);
    versions.set(row.id, version);
    const model = models.get(row.id);
    if (model) pool.setModel(row.id, model);
  }

  function applyAlert(row: repo.AlertRow): void {
    if (row.enabled) alerts.add(row.userId);
    else alerts.delete(row.userId);
  }

  function applyModel(row: repo.StoredModel): void {
    const model = restoreModel(row.weights, row.swipeCount);
    models.set(row.userId, model);
    pool.setModel(row.userId, model);
  }

  async function loadAll(): Promise<void> {
    const started = Date.now();
    lastSync = started;
    let after: string | null = null;
    for (;;) {
      const rows = await repo.candidatesAfter(db, after, LOAD_BATCH);
      for (const row of rows) apply(row);
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
    for (const row of await repo.alertsChangedSince(db, null)) applyAlert(row);
    loaded = true;
    log.info({ candidates: pool.size, models: models.size, ms: Date.now() - started }, 'discover index loaded');
  }

  async function sync(): Promise<void> {
    const startedAt = Date.now();
    // A row is read again by the next one or two syncs at most: the window slides with the clock.
    const since = new Date(lastSync - SYNC_OVERLAP_MS);
    const [changed, changedModels, changedAlerts] = await Promise.all([
      repo.candidatesChangedSince(db, since),
      repo.modelsChangedSince(db, since),
      repo.alertsChangedSince(db, since),
    ]);
    for (const row of changedAlerts) applyAlert(row);
    for (const row of changed) apply(row);
    for (const row of changedModels) applyModel(row);
    lastSync = startedAt;
  }

  /** Trips that have ended since the last look: those members are home again. */
  function endTrips(): void {
    const now = Date.now();
    for (const [, trip] of trips) if (trip.until <= now) apply(trip.row, true);
  }

  /** Loads the index if needed and reads what changed elsewhere since the last read. */
  async function ready(): Promise<void> {
    if (!loading) {
      loading = loadAll().catch((err: unknown) => {
        loading = null;
        throw err;
      });
    }
    await loading;
    if (Date.now() - lastSync > SYNC_INTERVAL_MS) {
      syncing ??= sync().finally(() => (syncing = null));
      await syncing;
    }
    endTrips();
  }

  return {
    ready,

    /** Starts loading in the background (server start-up); a failure is retried by the next request. */
    warmUp(): Promise<void> {
      return ready().catch((err: unknown) =>
        log.warn({ err: err instanceof Error ? err.message : String(err) }, 'discover index not loaded yet'),
      );
    },

    /** A profile saved on this process: applied at once. */
    upsert(row: UserRow | CandidateRow): void {
      apply(row);
    },

    /**
     * The engine's view of a freshly read row, from the index when the row has not changed since the
     * index saw it (the common case), encoded and stored otherwise. Null when the questionnaire is
     * missing or unreadable.
     */
    profileOf(row: UserRow | CandidateRow): MatchProfile | null {
      apply(row);
      return pool.get(row.id)?.profile ?? null;
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

    remove(userId: string): void {
      alerts.delete(userId);
      trips.delete(userId);
      unverified.delete(userId);
      pool.remove(userId);
      models.delete(userId);
      versions.delete(userId);
    },

    setModel(userId: string, model: PreferenceModel): void {
      models.set(userId, model);
      pool.setModel(userId, model);
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

    modelOf(userId: string): PreferenceModel | null {
      return models.get(userId) ?? null;
    },

    rank(viewer: PoolViewer, options: RankOptions) {
      return pool.rank(viewer, options);
    },

    get size(): number {
      return pool.size;
    },
  };
}
