// Discover, swipe and matches. Discover ranks the in-memory index (reciprocal affinity × what each
// side's learned model predicts), then reads just the page's rows; a swipe is one transaction that
// records it, teaches the swiper's model, and makes the match when the like is mutual.
import type { FastifyBaseLogger } from 'fastify';
import {
  DISCOVER_PAGE_SIZE,
  MAX_DISTANCE_OPTIONS_KM,
  MIN_AGE,
  OUTLOOK_AGE_STEP_YEARS,
  PREFERRED_AGE_MAX,
  countBandOf,
  distanceBandOf,
  type DiscoverAlert,
  type DiscoverAlertBody,
  type DiscoverOutlook,
  type DiscoverItem,
  type YourTurn,
  type Language,
  EMPTY_CONVERSATION,
  type CompatibilityPreferences,
  type ConversationSummary,
  type MatchItem,
  type SocialScore,
  type SwipeBody,
  type SwipeResponse,
} from '@affinia/contract';
import {
  type PoolViewer,
  FEATURE_COUNT,
  distanceKm,
  learnSwipe,
  newModel,
  pairFeatures,
  restoreModel,
  scorePair,
  statedPreferencesAllow,
  type MatchProfile,
  type PreferenceModel,
} from '@affinia/matching';
import type { Database, Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { apiError } from '../../http/errors.js';
import { memberOf } from '../auth/guard.js';
import type { TokenClaims } from '../auth/tokens.js';
import type { AiText } from '../ai/text-service.js';
import type { PairContext, PairPerson } from '../ai/provider.js';
import { findUsersByIds, isUuid } from '../users/repository.js';
import type { PhotoService } from '../photos/service.js';
import { toPublicUser } from '../users/user-view.js';
import { createShortlists, SHORTLIST_PAGES } from './shortlists.js';
import { createPairScores } from './pair-scores.js';
import { createCandidateIndex } from './candidate-index.js';
import { canonicalPair } from './matches-sql.js';
import { languageOf } from '../../lib/accept-language.js';
import {
  discoverableBy,
  isDiscoverable,
  matchProfileOf,
  reachOf,
  type DiscoverRule,
  type MemberColumns,
} from './profiles.js';
import type { CandidateRow, LikingMember } from './profiles.js';
import * as repo from './repository.js';

type Deps = {
  database: Database;
  /** From the chat feature: conversations waiting for this member's reply ("your turn"). */
  waitingForReply: (userId: string) => Promise<number>;
  /** Operator setting YOUR_TURN_LIMIT: that many waiting conversations pause discover (0: never). */
  yourTurnLimit?: number;
  /**
   * From the photos feature: match cards' photos are asked of its service. Discover's page reads them
   * with its rows through that feature's own SQL (`visiblePhotoIdsOf`), one round trip for the page.
   */
  photos: Pick<PhotoService, 'photoIdsByUser'>;
  ai: AiText;
  /** From the ratings feature: null for people whose ratings are not shown (yet). */
  socialScores: (userIds: string[]) => Promise<Map<string, SocialScore | null>>;
  /** From the chat feature: where the reader's conversations stand (written to, waiting messages). */
  conversations: (readerId: string, matchIds: readonly string[]) => Promise<Map<string, ConversationSummary>>;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** Inside the swipe's transaction when a like makes a match (the notification mail commits with it). */
  onMatch?: (tx: Db, m: { matchId: string; swiperId: string; likedFirstId: string }) => Promise<void>;
  /** Operator setting REQUIRE_EMAIL_VERIFICATION: unconfirmed members are not shown in discover. */
  requireEmailVerification?: boolean;
  /** Operator setting MIN_PHOTOS_TO_APPEAR: members with fewer photos others may see are not shown. */
  minPhotosToAppear?: number;
  /**
   * Asked when someone likes a person who has not liked them: true makes that person like back at once
   * (the demo members' simulated tastes). Real people never answer for themselves here.
   */
  likesBack?: (
    target: LikingMember,
    targetProfile: MatchProfile,
    liker: LikingMember,
    likerProfile: MatchProfile,
  ) => boolean;
  /** Told how long ranking the index took for each discover page (metrics). */
  onRanked?: (seconds: number) => void;
  /**
   * "Préviens-moi" (decision 043): someone new who matches their criteria arrived for these members
   * (from the notifications feature, which keeps to once a day and to their channels).
   */
  onArrival?: (memberIds: string[]) => Promise<void>;
};

/** One member's side of the daily pairing: their gender and who they would see first, best first. */
export type PickPreferences = Map<string, { gender: UserRow['gender']; candidates: string[] }>;

/** Candidates ranked beyond the page, in case some vanished from the database since the index saw them. */
const SPARE = 5;
/** Rows read at once by the daily pick. */
const PICK_BATCH = 1000;
/** Rankings the daily pick runs between two yields to waiting requests (~3 ms each at 10 000 people). */
const PICK_YIELD_EVERY = 4;
const EMPTY_WEIGHTS = Array.from({ length: FEATURE_COUNT }, () => 0);

/**
 * What a card may say of the distance between two members: the band's upper bound (town centre to
 * town centre), null beyond 500 km or when either town is unknown. Never a finer figure.
 */
function distanceBand(a: MemberColumns, b: MemberColumns): number | null {
  const pa = reachOf(a).place;
  const pb = reachOf(b).place;
  return pa && pb ? distanceBandOf(distanceKm(pa, pb)) : null;
}

export function createMatchingService({
  database,
  ai,
  socialScores,
  conversations,
  log,
  onMatch,
  requireEmailVerification = false,
  minPhotosToAppear = 0,
  likesBack,
  onRanked,
  onArrival,
  photos,
  waitingForReply,
  yourTurnLimit = 0,
}: Deps) {
  const { db } = database;
  /** Arrivals being told, one after another: `arrivalsSettled` waits for them (shutdown, tests). */
  let arrivals: Promise<void> = Promise.resolve();
  const rule: DiscoverRule = { requireEmailVerification, minPhotos: minPhotosToAppear };
  /** Each viewer's ranking, kept between pages (decision 074). */
  const shortlists = createShortlists();
  /** Each card's score, kept per version of the two profiles; facts only for reasons to write. */
  const pairScores = createPairScores();
  const index = createCandidateIndex(database, log, rule, (newcomerId, memberIds) => {
    arrivals = arrivals.then(async () => {
      try {
        const told = await repo.arrivalRecipients(db, newcomerId, memberIds);
        if (told.length > 0) await onArrival?.(told);
      } catch (err) {
        log.warn({ err: err instanceof Error ? err.message : String(err) }, 'arrival not told');
      }
    });
  });

  function viewerProfile(user: UserRow | CandidateRow): MatchProfile {
    const profile = index.profileOf(user);
    if (!profile) throw apiError('questionnaireRequired');
    return profile;
  }

  /** "Your turn": conversations waiting for the member's reply (not counted with the limit off). */
  const waitingFor = (userId: string) => (yourTurnLimit > 0 ? waitingForReply(userId) : Promise.resolve(0));
  /** At the limit, discover pauses and likes are refused (issues 18 and 31). */
  const atYourTurnLimit = (waiting: number) => yourTurnLimit > 0 && waiting >= yourTurnLimit;

  const person = (row: UserRow, profile: MatchProfile): PairPerson => ({
    id: row.id,
    // Reasons, openers and the AI provider's payload name the other member as everyone else sees them.
    name: row.displayName,
    profile,
    bio: row.bio,
    version: row.updatedAt.getTime(),
  });

  /**
   * Discover's ranking for one member: the engine's filters both ways (genders, ages, distances,
   * visibility), minus whom they swiped, blocked or were blocked by, and the verified-only filter.
   */
  function rankFor(user: UserRow, profile: MatchProfile, signals: repo.ViewerSignals, limit: number) {
    return index.rank(poolViewerOf(user, profile, { model: index.modelOf(user.id) }), {
      limit,
      // "Profils vérifiés uniquement": everyone without the badge is left out like someone swiped.
      exclude: user.verifiedOnly ? [...signals.exclude, ...index.unverifiedIds()] : signals.exclude,
      likedViewer: signals.likedViewer,
      dislikedViewer: signals.dislikedViewer,
    });
  }

  /** The member as the pool's filters see a viewer, with other criteria when the outlook asks. */
  function poolViewerOf(user: UserRow, profile: MatchProfile, criteria: Partial<PoolViewer> = {}): PoolViewer {
    return {
      id: user.id,
      profile,
      gender: user.gender,
      seeking: user.seekingGenders as UserRow['gender'][],
      ageMin: user.ageMin,
      ageMax: user.ageMax,
      visible: true,
      ...reachOf(user),
      model: null,
      ...criteria,
    };
  }

  /** Whether a card may be shown to `user` now, on its fresh row (the index may be a little behind). */
  function showable(user: UserRow, viewer: MatchProfile, { row, photoIds }: repo.CardRow): MatchProfile | null {
    const candidate = index.profileOf(row);
    if (!candidate || !discoverableBy(user, row, photoIds.length, rule)) return null;
    // Dealbreakers and intentions, both ways (issue 34): the pool's filters, on the fresh rows.
    if (!statedPreferencesAllow(viewer, candidate)) return null;
    if (user.verifiedOnly && row.verifiedAt === null) return null;
    return candidate;
  }

  /**
   * The member's stated preferences with every "mandatory" one made "very", and the profile that gives,
   * for the empty deck's offer (issue 34); null when nothing of theirs is mandatory.
   */
  function softerDealbreakers(user: UserRow): { preferences: CompatibilityPreferences; profile: MatchProfile } | null {
    const stated = user.compatibilityPreferences;
    if (!Object.values(stated).some((p) => p?.importance === 'mandatory')) return null;
    const preferences = Object.fromEntries(
      Object.entries(stated).map(([q, p]) => [q, p && p.importance === 'mandatory' ? { ...p, importance: 'very' } : p]),
    ) as CompatibilityPreferences;
    const profile = matchProfileOf({ ...user, compatibilityPreferences: preferences });
    return profile ? { preferences, profile } : null;
  }

  /** Public cards of these users, with their photos and social scores in two queries. */
  async function publicUsers(rows: UserRow[], lang: Language) {
    const ids = rows.map((r) => r.id);
    const [photoIds, scores] = await Promise.all([photos.photoIdsByUser(ids), socialScores(ids)]);
    return rows.map((row) =>
      toPublicUser(row, { photos: photoIds.get(row.id) ?? [], socialScore: scores.get(row.id) ?? null, lang }),
    );
  }

  /** Match cards for these rows of mine: the other person's card, the reason, the conversation. */
  async function matchItems(user: UserRow, rows: repo.MatchWithOther[], lang: Language): Promise<MatchItem[]> {
    const profile = index.profileOf(user);
    const pairs = rows.map(({ other }) => {
      const otherProfile = index.profileOf(other);
      // Facts only for a reason the AI text service does not keep already.
      return profile && otherProfile ? pairScores.pair(person(user, profile), person(other, otherProfile), lang) : null;
    });
    const writable = pairs.filter((p): p is PairContext => p !== null);
    const [cards, written, talks] = await Promise.all([
      publicUsers(
        rows.map((r) => r.other),
        lang,
      ),
      ai.matchReasons(writable),
      conversations(
        user.id,
        rows.map((r) => r.match.id),
      ),
    ]);
    const reasons = new Map(writable.map((p, i) => [p.other.id, written[i] ?? '']));
    return rows.map(({ match, other }, i) => ({
      match: {
        id: match.id,
        affinity_score: match.affinityScore,
        match_reason: reasons.get(other.id) ?? '',
        matched_at: match.createdAt.toISOString(),
      },
      user: cards[i] as MatchItem['user'],
      distance_km: distanceBand(user, other),
      conversation: talks.get(match.id) ?? EMPTY_CONVERSATION,
    }));
  }

  return {
    warmUp: () => index.warmUp(),

    /** People in this process's discover index (metrics). */
    indexSize: () => index.size,

    /** Where the member stands with "your turn": how many conversations wait, and whether discover pauses. */
    async yourTurn(user: UserRow): Promise<YourTurn> {
      viewerProfile(user);
      const waiting = await waitingFor(user.id);
      return { waiting, limit: yourTurnLimit, paused: atYourTurnLimit(waiting) };
    },

    /**
     * The empty deck's outlook (decision 043), for the member's own criteria only: how many people
     * match both ways (seen or not), and how many new profiles the next distance option and an age
     * range OUTLOOK_AGE_STEP_YEARS wider each side would add. Every count leaves as a band.
     */
    async outlook(user: UserRow): Promise<DiscoverOutlook> {
      const profile = viewerProfile(user);
      const [, signals, alert] = await Promise.all([
        index.ready(),
        repo.viewerSignals(db, user.id),
        repo.alertEnabled(db, user.id),
      ]);
      const hidden = user.verifiedOnly ? [...index.unverifiedIds()] : [];
      const unseen = (criteria: Partial<PoolViewer> = {}) =>
        index.count(poolViewerOf(user, profile, criteria), [...signals.exclude, ...hidden]);
      const now = unseen();
      const limit = user.maxDistanceKm;
      const nextKm =
        limit === null ? undefined : ((MAX_DISTANCE_OPTIONS_KM as readonly number[]).find((km) => km > limit) ?? null);
      const ageMin = Math.max(MIN_AGE, user.ageMin - OUTLOOK_AGE_STEP_YEARS);
      const ageMax = Math.min(PREFERRED_AGE_MAX, user.ageMax + OUTLOOK_AGE_STEP_YEARS);
      const wider = ageMin < user.ageMin || ageMax > user.ageMax;
      // Its own dealbreakers made "very" (still in the score): others' dealbreakers still apply to it.
      const softer = softerDealbreakers(user);
      return {
        max_distance_km: limit,
        age_min: user.ageMin,
        age_max: user.ageMax,
        matching: countBandOf(index.count(poolViewerOf(user, profile), [...signals.blocked, ...hidden])),
        wider_distance:
          nextKm === undefined
            ? null
            : {
                max_distance_km: nextKm,
                added: countBandOf(Math.max(0, unseen({ maxDistanceKm: nextKm }) - now)),
              },
        wider_age: wider
          ? { age_min: ageMin, age_max: ageMax, added: countBandOf(Math.max(0, unseen({ ageMin, ageMax }) - now)) }
          : null,
        softer_dealbreakers: softer
          ? {
              compatibility_preferences: softer.preferences,
              added: countBandOf(Math.max(0, unseen({ profile: softer.profile }) - now)),
            }
          : null,
        alert,
      };
    },

    /** "Préviens-moi" on or off; the index follows at once on this process. */
    async setAlert(user: UserRow, body: DiscoverAlertBody): Promise<DiscoverAlert> {
      viewerProfile(user);
      await index.ready();
      await repo.setAlert(db, user.id, body.enabled);
      index.setAlert(user.id, body.enabled);
      return { enabled: body.enabled };
    },

    /** Resolves once every arrival seen so far has been told (or failed): shutdown and tests wait on it. */
    async arrivalsSettled(): Promise<void> {
      // A database out of reach: the arrivals already seen are still waited for.
      await index.settle().catch(() => {});
      await arrivals;
    },

    /** Stops following the event feed (shutdown). */
    close: () => index.close(),

    /**
     * A page for the member the token names: their row is read with what discover must know of them, in
     * one statement (the route only checked the token, issue 36), and refused as the guard would.
     */
    async discover(claims: TokenClaims, lang: Language): Promise<DiscoverItem[]> {
      // One statement when nothing changed: the viewer's row and signals also say whether the event feed
      // moved since the index last read it (decision 074); only then is the feed read before ranking.
      const position = index.position();
      const read = await repo.viewerWithSignals(db, claims.userId, yourTurnLimit > 0, position);
      if (position === null || read?.feedMoved !== false) await index.ready();
      else index.endTrips();
      const user = memberOf(claims, read?.row);
      const profile = viewerProfile(user);
      const { signals, waiting } = read!;
      const pickId = signals.pick;
      // Your turn: answer (or end) some conversations before new people are shown. A paused member is
      // shown to nobody and may like nobody (decision 049): no cards they could not act on. The page
      // stays the spec's list; the web reads why it is empty from the member's settings (is_paused).
      if (atYourTurnLimit(waiting) || user.isPaused) return [];
      // The next page from the viewer's kept ranking while nothing it read has changed; else ranked again,
      // a few pages at once (decision 074).
      const wanted = DISCOVER_PAGE_SIZE + SPARE;
      let ranked = shortlists.next(user, signals, index.generation, wanted);
      if (!ranked) {
        const rankStarted = performance.now();
        const limit = DISCOVER_PAGE_SIZE * SHORTLIST_PAGES + SPARE;
        const all = rankFor(user, profile, signals, limit).map((r) => r.id);
        onRanked?.((performance.now() - rankStarted) / 1000);
        shortlists.keep(user, signals, index.generation, all, limit);
        ranked = all.slice(0, wanted);
      }
      // Today's pick, first, while it is still someone discover could show: not swiped by me (nor
      // matched), not blocked either way, and not passed on by them since.
      const pickStands =
        pickId !== null && !signals.exclude.includes(pickId) && !signals.dislikedViewer.includes(pickId);
      const ids = ranked.filter((id) => id !== pickId);
      // The rows with their photos and scores: those not held since the feed last named their member, in
      // one round trip.
      const { held: cards, missing, mark } = index.cards.lookup(pickStands ? [pickId, ...ids] : ids);
      if (missing.length > 0) {
        const read = await repo.cardRowsOf(db, missing);
        index.cards.keep(read, mark);
        for (const card of read) cards.set(card.row.id, card);
      }
      const page: { card: repo.CardRow; profile: MatchProfile; pick?: true }[] = [];
      const pickCard = pickStands ? cards.get(pickId) : undefined;
      const pickProfile = pickCard ? showable(user, profile, pickCard) : null;
      if (pickCard && pickProfile) page.push({ card: pickCard, profile: pickProfile, pick: true });
      for (const id of ids) {
        if (page.length === DISCOVER_PAGE_SIZE) break;
        const card = cards.get(id);
        if (!card) {
          index.remove(id);
          continue;
        }
        // The row is fresher than the index: refresh it, and re-check what makes someone discoverable.
        const candidate = showable(user, profile, card);
        if (candidate) page.push({ card, profile: candidate });
      }
      const viewer = person(user, profile);
      const pairs = page.map(({ card, profile: other }) => pairScores.pair(viewer, person(card.row, other), lang));
      const reasons = await ai.matchReasons(pairs);
      return page.map(({ card, pick }, i) => ({
        user: toPublicUser(card.row, {
          photos: card.photoIds,
          socialScore: card.socialScore,
          lang,
        }) as DiscoverItem['user'],
        affinity_score: pairs[i] ? pairScores.affinity(pairs[i]) : 0,
        match_reason: reasons[i] ?? '',
        distance_km: distanceBand(user, card.row),
        ...(pick ? { daily_pick: true as const } : {}),
      }));
    },

    /**
     * The daily pick's input: for every member others may see now, the first `limit` people discover
     * would show them (the same ranking, filters and exclusions), best first. Rows are read in batches.
     */
    async pickPreferences(limit: number): Promise<PickPreferences> {
      await index.ready();
      const out: PickPreferences = new Map();
      const ids = index.memberIds();
      for (let at = 0; at < ids.length; at += PICK_BATCH) {
        const batch = ids.slice(at, at + PICK_BATCH);
        const [rows, signalsOf] = await Promise.all([findUsersByIds(db, batch), repo.viewerSignalsOf(db, batch)]);
        for (const user of rows) {
          const profile = index.profileOf(user);
          const signals = signalsOf.get(user.id);
          if (!profile || !signals || !isDiscoverable(user, index.visiblePhotosOf(user.id), rule)) continue;
          const ranked = rankFor(user, profile, signals, limit);
          out.set(user.id, { gender: user.gender, candidates: ranked.map((r) => r.id) });
          // Each ranking holds the event loop for milliseconds: let waiting requests through often,
          // so the day's run never stalls the members using the app meanwhile.
          if (out.size % PICK_YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
        }
      }
      return out;
    },

    /**
     * The daily pick of a member who arrives after the day's run (decision 045): the people discover
     * would show them first among those not `taken` today, best first, kept only where the pairing's
     * rule holds — each is in the other's first `limit` (each candidate's own ranking, its filters and
     * exclusions included). Lazy: a candidate's ranking is only run when the one before was refused.
     */
    async *arrivalCandidates(user: UserRow, limit: number, taken: ReadonlySet<string>): AsyncGenerator<string> {
      await index.ready();
      const profile = index.profileOf(user);
      if (!profile || !isDiscoverable(user, index.visiblePhotosOf(user.id), rule)) return;
      const own = await repo.viewerSignals(db, user.id);
      const ranked = rankFor(user, profile, { ...own, exclude: [...own.exclude, ...taken] }, limit);
      const ids = ranked.map((r) => r.id);
      if (ids.length === 0) return;
      const [rows, signalsOf] = await Promise.all([findUsersByIds(db, ids), repo.viewerSignalsOf(db, ids)]);
      const rowOf = new Map(rows.map((r) => [r.id, r]));
      for (const id of ids) {
        const row = rowOf.get(id);
        const signals = signalsOf.get(id);
        const theirs = row ? index.profileOf(row) : null;
        if (!row || !signals || !theirs || !isDiscoverable(row, index.visiblePhotosOf(id), rule)) continue;
        if (rankFor(row, theirs, signals, limit).some((r) => r.id === user.id)) yield id;
      }
    },

    /**
     * A swipe by the member the token names: their row is read with the target's, in the swipe's first
     * statement (the route only checked the token, issue 36), and refused like the guard would refuse it.
     */
    async swipe(claims: TokenClaims, body: SwipeBody): Promise<SwipeResponse> {
      const swipedId = body.swiped_id.toLowerCase();
      if (swipedId === claims.userId) throw apiError('cannotSwipeSelf');
      const liked = body.action === 'like';
      /**
       * Records the swipe and teaches the swiper's model, on `tx`: only someone discover could show may be
       * swiped — a like by id must not reach a paused, blocked or ineligible person (nor make a match with
       * them), and all of these answer like an unknown id.
       */
      const record = async (tx: Db) => {
        // With the member's row and, for a like, the conversations waiting for their reply: counted in the
        // same statement, on the transaction's own connection.
        const rows = await repo.swipeRows(tx, claims.userId, swipedId, liked && yourTurnLimit > 0);
        const user = memberOf(claims, rows.swiper);
        const profile = viewerProfile(user);
        // A paused member is hidden from everyone: a like would reveal them (and could make a match they
        // are not there for). A pass stays allowed: it shows them to nobody, and clears a card a screen
        // opened before the pause still holds.
        if (liked && user.isPaused) throw apiError('profilePaused');
        // "Your turn" (issue 31): at the limit, no like to anyone new, from discover or sent by id, even
        // to someone who already liked this member (a match is a new conversation too). Passes stay
        // allowed. A like never adds a waiting conversation (only the other's message does), so likes
        // sent in parallel at the limit minus one cannot overshoot it.
        if (liked && atYourTurnLimit(rows.waiting)) {
          throw apiError('yourTurnLimitReached', { limit: yourTurnLimit });
        }
        const found = rows.target;
        const targetProfile = found ? index.profileOf(found.row) : null;
        if (
          !found ||
          !targetProfile ||
          found.blocked ||
          !discoverableBy(user, found.row, found.row.visiblePhotos, rule) ||
          !statedPreferencesAllow(profile, targetProfile)
        ) {
          throw apiError('userNotFound');
        }
        // The personal model learns how this member differs from everyone (the population model),
        // first from this process's copy, saved with the swipe if nobody moved the stored one since.
        const features = pairFeatures(profile, targetProfile);
        const offset = index.populationLogit(profile, targetProfile);
        const known = index.modelOf(user.id);
        const from = known?.swipes ?? 0;
        // `modelOf` answers a copy: learning on it changes nothing the index holds until `setModel`.
        const model = learnSwipe(known ?? newModel(), features, liked, offset);
        const written = await repo.insertSwipeSavingModel(
          tx,
          { swiperId: user.id, swipedId, action: body.action },
          { learnt: model.weights, swipeCount: model.swipes, from },
        );
        if (!written.swiped) throw apiError('alreadySwiped');
        return { user, profile, found, targetProfile, model, saved: written.saved, features, offset };
      };
      /** The stored model moved meanwhile (another process, another device): learn this swipe on it. */
      const relearn = async (tx: Db, features: Float32Array, offset: number) => {
        const stored = await repo.lockModel(tx, claims.userId, EMPTY_WEIGHTS);
        const model = learnSwipe(restoreModel(stored.weights, stored.swipeCount), features, liked, offset);
        await repo.saveModel(tx, claims.userId, Array.from(model.weights), model.swipes);
        return model;
      };
      let likedBackNow = false;
      let outcome: { model: PreferenceModel; matchId?: string };
      if (!liked) {
        // A pass can make no match: no pair lock, no transaction, one statement to write it (issue 36).
        // The swipe and the model's update are one statement; only when the stored model moved meanwhile
        // is it learnt again, in a transaction of its own. The pass is stored by then: should that fail,
        // the answer stays the pass's (a 500 would make the retry a 409), and the next swipe, finding the
        // stored model moved, learns on it again.
        const step = await record(db);
        const model = step.saved
          ? step.model
          : await db
              .transaction((tx) => relearn(tx, step.features, step.offset))
              .catch((err: unknown) => {
                log.warn({ err: err instanceof Error ? err.message : String(err) }, 'pass stored, model not relearnt');
                return step.model;
              });
        outcome = { model };
      } else {
        // A like: the pair's swipes one after the other (either direction), so a mutual like makes
        // exactly one match, committed with its notification.
        const [userA, userB] = canonicalPair(claims.userId, swipedId);
        outcome = await database.lockedTransaction(repo.pairLockKey(userA, userB), async (tx) => {
          const step = await record(tx);
          const model = step.saved ? step.model : await relearn(tx, step.features, step.offset);
          const { user, profile, found, targetProfile } = step;
          let matchId: string | undefined;
          let mutual = found.likedSwiper;
          if (!mutual && likesBack?.(found.row, targetProfile, user, profile)) {
            mutual = await repo.insertSwipe(tx, swipedId, user.id, 'like');
            likedBackNow = mutual;
          }
          if (mutual) {
            const score = scorePair(profile, targetProfile);
            matchId = await repo.createMatch(tx, userA, userB, score.affinity, score.breakdown);
            await onMatch?.(tx, { matchId, swiperId: user.id, likedFirstId: swipedId });
          }
          return { model, matchId };
        });
      }
      index.setModel(claims.userId, outcome.model);
      index.recordSwipe(claims.userId, swipedId, liked);
      if (likedBackNow) index.recordSwipe(swipedId, claims.userId, true);
      return outcome.matchId ? { is_match: true, match_id: outcome.matchId } : { is_match: false };
    },

    /** My matches as conversations: latest activity first (the newest message, else the match itself). */
    async matches(user: UserRow, lang: Language): Promise<MatchItem[]> {
      const items = await matchItems(user, await repo.matchesOf(db, user.id), lang);
      const activity = (item: MatchItem) => Date.parse(item.conversation.last_message_at ?? item.match.matched_at);
      // Sorted stably: equal activity keeps the store's order (newest match first).
      return items.sort((a, b) => activity(b) - activity(a));
    },

    /** One of my matches (the chat header), 404 when it is not mine, has ended or is across a block. */
    async match(user: UserRow, matchId: string, lang: Language): Promise<MatchItem> {
      const found = isUuid(matchId) ? await repo.memberMatch(db, matchId, user.id) : undefined;
      if (!found) throw apiError('matchNotFound');
      const [item] = await matchItems(user, [found], lang);
      return item!;
    },

    /** Openers for the chat of a match, in the reader's language (the chat feature's OpenerSource). */
    async openersFor(matchId: string, userId: string, acceptLanguage: string | undefined): Promise<string[]> {
      if (!isUuid(matchId)) throw apiError('matchNotFound');
      const [found, viewerRows] = await Promise.all([
        repo.memberMatch(db, matchId, userId),
        findUsersByIds(db, [userId]),
      ]);
      const viewerRow = viewerRows[0];
      if (!found || !viewerRow) throw apiError('matchNotFound');
      const mine = index.profileOf(viewerRow);
      const theirs = index.profileOf(found.other);
      if (!mine || !theirs) throw apiError('matchNotFound');
      return ai.openers(
        pairScores.pair(person(viewerRow, mine), person(found.other, theirs), languageOf(acceptLanguage)),
      );
    },
  };
}
export type MatchingService = ReturnType<typeof createMatchingService>;
