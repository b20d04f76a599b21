// Data access for discover, swipes, matches and preference models. Functions take a Db so the swipe
// can run them inside one transaction.
import { blockedEitherWayOf, notBlockedBetween } from '../safety/membership.js';
import { todaysPicksOf } from '../daily-pick/todays-pick.js';
import { conversationsWaitingForOf } from '../chat/awaiting-reply.js';
import { and, asc, desc, eq, gt, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Breakdown } from '@affinia/matching';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { lockKeyOf, type Db } from '../../db/client.js';
import {
  discoverAlerts,
  matches,
  preferenceModels,
  swipes,
  users,
  type MatchRow,
  type UserRow,
} from '../../db/schema.js';
import { findMatchBetween } from './matches-sql.js';
import type { CandidateRow } from './profiles.js';
import type { SocialScore } from '@affinia/contract';
import { prepared, preparedRaw } from '../../db/prepared.js';
import { visiblePhotoCountOf, visiblePhotoIdsOf } from '../photos/card-photos.js';
import { publishedScoreOf } from '../ratings/published-score.js';
import { isAnyOf, rowsOf, uuidArray, type Ids } from '../../db/rows.js';
import { cursorParams, feedMovedSince, type Cursor, type CursorParams } from '../events/feed.js';

const candidateColumns = {
  id: users.id,
  gender: users.gender,
  age: users.age,
  seekingGenders: users.seekingGenders,
  ageMin: users.ageMin,
  ageMax: users.ageMax,
  isPaused: users.isPaused,
  suspendedUntil: users.suspendedUntil,
  bannedAt: users.bannedAt,
  emailVerifiedAt: users.emailVerifiedAt,
  verifiedAt: users.verifiedAt,
  interests: users.interests,
  personalityTraits: users.personalityTraits,
  bio: users.bio,
  typePreference: users.typePreference,
  questionnaireCompletedAt: users.questionnaireCompletedAt,
  updatedAt: users.updatedAt,
  placeId: users.placeId,
  placeLat: users.placeLat,
  placeLon: users.placeLon,
  maxDistanceKm: users.maxDistanceKm,
  travelPlaceId: users.travelPlaceId,
  travelLat: users.travelLat,
  travelLon: users.travelLon,
  travelUntil: users.travelUntil,
  compatibilityPreferences: users.compatibilityPreferences,
  relationshipGoal: users.relationshipGoal,
  visiblePhotos: visiblePhotoCountOf(sql`${users}."id"`),
};

/** Discoverable people in id order, a batch at a time (keyset pagination keeps each query cheap). */
export async function candidatesAfter(db: Db, afterId: string | null, limit: number): Promise<CandidateRow[]> {
  return db
    .select(candidateColumns)
    .from(users)
    .where(
      afterId
        ? and(isNotNull(users.questionnaireCompletedAt), gt(users.id, afterId))
        : isNotNull(users.questionnaireCompletedAt),
    )
    .orderBy(asc(users.id))
    .limit(limit);
}

/** `column` is one of `ids`: one array parameter however many (an IN list has a parameter each, and a limit). */
const anyOf = (column: AnyPgColumn, ids: readonly string[]) => sql`${column} = any(${uuidArray(ids)})`;

/** These members' rows, discoverable or not (a change may have made someone undiscoverable); the deleted are missing. */
export async function candidatesByIds(db: Db, ids: readonly string[]): Promise<CandidateRow[]> {
  return db.select(candidateColumns).from(users).where(anyOf(users.id, ids));
}

/** Of these ids, those with no account any more. */
export async function missingMembers(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const present = await db.select({ id: users.id }).from(users).where(anyOf(users.id, ids));
  const kept = new Set(present.map((r) => r.id));
  return ids.filter((id) => !kept.has(id));
}

/** A discover card's row, with the photos others may see and the published score. */
export type CardRow = { row: UserRow; photoIds: string[]; socialScore: SocialScore | null };

/**
 * Discover's page in one prepared statement: the rows, each with its visible photos and published
 * score (the photos and ratings features' own SQL), where three round trips were needed before.
 */
/** Qualified: drizzle names a one-table select's columns bare, which a subquery would take for its own. */
const cardOwner = sql`${users}."id"`;
const cardRows = prepared((db) =>
  db
    .select({ row: users, photoIds: visiblePhotoIdsOf(cardOwner), socialScore: publishedScoreOf(cardOwner) })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('affinia_card_rows'),
);

export async function cardRowsOf(db: Db, ids: string[]): Promise<CardRow[]> {
  return ids.length === 0 ? [] : cardRows(db).execute({ ids });
}

export type StoredModel = { userId: string; weights: number[]; swipeCount: number; updatedAt: Date };

export async function modelsAfter(db: Db, afterId: string | null, limit: number): Promise<StoredModel[]> {
  return db
    .select()
    .from(preferenceModels)
    .where(afterId ? gt(preferenceModels.userId, afterId) : undefined)
    .orderBy(asc(preferenceModels.userId))
    .limit(limit);
}

export async function modelsByIds(db: Db, ids: readonly string[]): Promise<StoredModel[]> {
  return db.select().from(preferenceModels).where(anyOf(preferenceModels.userId, ids));
}

export type SwipeStats = { userId: string; received: number; receivedLikes: number; given: number; givenLikes: number };

/** Per member: swipes and likes received, swipes and likes given (the engine's appeal and selectivity). */
export async function swipeStats(db: Db): Promise<SwipeStats[]> {
  const result = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    SELECT user_id, sum(received)::int AS received, sum(received_likes)::int AS received_likes,
           sum(given)::int AS given, sum(given_likes)::int AS given_likes
    FROM (
      SELECT swiped_id AS user_id, count(*) AS received, count(*) FILTER (WHERE action = 'like') AS received_likes,
             0 AS given, 0 AS given_likes
      FROM swipes GROUP BY swiped_id
      UNION ALL
      SELECT swiper_id, 0, 0, count(*), count(*) FILTER (WHERE action = 'like') FROM swipes GROUP BY swiper_id
    ) s
    GROUP BY user_id
  `,
  );
  return result.map((r) => ({
    userId: String(r.user_id),
    received: Number(r.received),
    receivedLikes: Number(r.received_likes),
    given: Number(r.given),
    givenLikes: Number(r.given_likes),
  }));
}

/** The latest swipes, oldest first: replayed into the population model when the index loads. */
export async function recentSwipes(
  db: Db,
  limit: number,
): Promise<{ swiperId: string; swipedId: string; liked: boolean }[]> {
  const rows = await db
    .select({ swiperId: swipes.swiperId, swipedId: swipes.swipedId, action: swipes.action })
    .from(swipes)
    .orderBy(desc(swipes.createdAt))
    .limit(limit);
  return rows.reverse().map((r) => ({ swiperId: r.swiperId, swipedId: r.swipedId, liked: r.action === 'like' }));
}

export type ViewerSignals = {
  /** Already swiped by the viewer, or blocked in either direction. */
  exclude: string[];
  /** Blocked in either direction (also in `exclude`): the outlook never counts them. */
  blocked: string[];
  likedViewer: string[];
  dislikedViewer: string[];
  /** Today's "coup de cœur", if the day's pairing gave the viewer one. */
  pick: string | null;
};

const noSignals = (): ViewerSignals => ({ exclude: [], blocked: [], likedViewer: [], dislikedViewer: [], pick: null });

/** What discover must leave out, weigh or show first for this viewer, in one round trip. */
export async function viewerSignals(db: Db, viewerId: string): Promise<ViewerSignals> {
  return (await viewerSignalsOf(db, [viewerId])).get(viewerId) ?? noSignals();
}

/** Rows (viewer, id, kind) of what discover must know of these viewers: swiped, blocked, swiped them, picked. */
const signalRowsOf = (viewerIds: Ids): SQL => sql`
    SELECT swiper_id AS viewer, swiped_id AS id, 'x' AS kind FROM swipes WHERE ${isAnyOf(swipes.swiperId, viewerIds)}
    UNION ALL SELECT blocked.viewer, blocked.id, 'b' FROM (${blockedEitherWayOf(viewerIds)}) AS blocked
    UNION ALL SELECT swiped_id, swiper_id, action FROM swipes WHERE ${isAnyOf(swipes.swipedId, viewerIds)}
    UNION ALL SELECT picks.viewer, picks.id, 'p' FROM (${todaysPicksOf(viewerIds)}) AS picks`;

function addSignal(signals: ViewerSignals, id: string, kind: string): void {
  if (kind === 'x') signals.exclude.push(id);
  else if (kind === 'b') {
    signals.exclude.push(id);
    signals.blocked.push(id);
  } else if (kind === 'p') signals.pick = id;
  else if (kind === 'like') signals.likedViewer.push(id);
  else signals.dislikedViewer.push(id);
}

/**
 * The same for many viewers in one round trip (the daily pick reads a batch at a time, where one query
 * per member made tens of thousands of round trips at start-up).
 */
export async function viewerSignalsOf(db: Db, viewerIds: string[]): Promise<Map<string, ViewerSignals>> {
  const out = new Map(viewerIds.map((id) => [id, noSignals()]));
  if (viewerIds.length === 0) return out;
  const result = await rowsOf<{ viewer: string; id: string; kind: string }>(db, signalRowsOf(viewerIds));
  for (const row of result) {
    const signals = out.get(row.viewer);
    if (signals) addSignal(signals, row.id, row.kind);
  }
  return out;
}

/** A column: the conversations waiting for this member's reply (chat's rule), or 0 when not asked. */
const waitingColumn = (memberId: string | SQL, count: boolean): SQL<number> =>
  count ? sql<number>`(${conversationsWaitingForOf(memberId)})` : sql<number>`0`;

/**
 * The viewer's row, their signals and (with the your-turn limit on) the conversations waiting for their
 * reply, in one round trip: discover's first statement (its route only checked the token, issue 36). The
 * signals come as one JSON array of [id, kind] pairs. Undefined when the member no longer exists.
 */
/**
 * Discover's first statement, prepared (built once, planned once per connection): with the your-turn
 * limit on, it also counts the conversations waiting for the viewer.
 */
const viewerStatement = (countWaiting: boolean) => {
  const viewer = sql.placeholder('viewer');
  return prepared((db) =>
    db
      .select({
        row: users,
        signals: sql<[string, string][]>`(SELECT coalesce(json_agg(json_build_array(s.id, s.kind)), '[]'::json)
          FROM (${signalRowsOf(sql`array[${viewer}]::uuid[]`)}) AS s)`,
        waiting: waitingColumn(sql`${viewer}::uuid`, countWaiting),
        feedMoved: feedMovedSince({ upto: sql`${sql.placeholder('upto')}`, ahead: sql`${sql.placeholder('ahead')}` }),
      })
      .from(users)
      .where(eq(users.id, viewer))
      .limit(1)
      .prepare(countWaiting ? 'affinia_viewer_waiting' : 'affinia_viewer'),
  );
};
const viewerCounting = viewerStatement(true);
const viewerOnly = viewerStatement(false);
/** Where a reader that has read nothing stands: the feed has "moved" since whenever it holds an event. */
const FEED_START: CursorParams = { upto: '0', ahead: '{}' };

export async function viewerWithSignals(
  db: Db,
  viewerId: string,
  countWaiting: boolean,
  /** Where the discover index stands in the event feed: the answer says whether the feed moved since. */
  feedAt: Cursor | null = null,
): Promise<{ row: UserRow; signals: ViewerSignals; waiting: number; feedMoved: boolean } | undefined> {
  const [found] = await (countWaiting ? viewerCounting : viewerOnly)(db).execute({
    viewer: viewerId,
    ...(feedAt ? cursorParams(feedAt) : FEED_START),
  });
  if (!found) return undefined;
  const signals = noSignals();
  // pg parses json into values; PGlite too. A text answer (another driver) is parsed here.
  const pairs = typeof found.signals === 'string' ? (JSON.parse(found.signals) as [string, string][]) : found.signals;
  for (const [id, kind] of pairs) addSignal(signals, id, kind);
  return { row: found.row, signals, waiting: Number(found.waiting), feedMoved: found.feedMoved !== false };
}

/**
 * The advisory lock key of a pair (its canonical order): two swipes of one pair, in either direction,
 * run one after the other for the rest of the transaction. Without it, two simultaneous likes each miss
 * the other's uncommitted swipe and no match is made.
 */
export function pairLockKey(userA: string, userB: string): bigint {
  return lockKeyOf(`pair:${userA}:${userB}`);
}

/**
 * What a swipe reads of the swiper and of the target: the columns matching reads of anyone (their
 * visible photos included), the token's version and whether they are a demo member. Not the whole row:
 * the 49 columns of two rows, described and parsed at every swipe, were a tenth of its CPU (issue 36).
 */
export type SwipeMember = CandidateRow & Pick<UserRow, 'tokenVersion' | 'simulated'>;
const swipeMemberColumns = { ...candidateColumns, tokenVersion: users.tokenVersion, simulated: users.simulated };

export type SwipeTarget = {
  row: SwipeMember;
  /** Either of the two has blocked the other. */
  blocked: boolean;
  /** The target already liked the swiper (a like now makes the match). */
  likedSwiper: boolean;
};

/**
 * The swiper's row and the target's, if they exist, with what the swipe needs to know of the pair (and,
 * for a like with the your-turn limit on, the swiper's conversations waiting for their reply), in one
 * round trip (the swiper's row is the one the guard would have read, issue 36); who may be swiped is
 * decided by the service. For a like it is read under the pair's lock (pairLockKey), so the pair's swipes
 * cannot change until the transaction ends.
 */
/** The swipe's first statement, prepared (built once per connection, transactions included). */
const swipeRowsStatement = (countWaiting: boolean) => {
  const swiperId = sql`${sql.placeholder('swiper')}::uuid`;
  return prepared((db) =>
    db
      .select({
        row: swipeMemberColumns,
        // The swiper's conversations waiting for their reply (a like at the your-turn limit is refused).
        waiting: sql<number>`CASE WHEN ${users.id} = ${swiperId} THEN ${waitingColumn(swiperId, countWaiting)} ELSE 0 END`,
        blocked: sql<boolean>`NOT ${notBlockedBetween(swiperId, users.id)}`,
        likedSwiper: sql<boolean>`EXISTS (SELECT 1 FROM ${swipes} WHERE ${swipes.swiperId} = ${users.id}
          AND ${swipes.swipedId} = ${swiperId} AND ${swipes.action} = 'like')`,
      })
      .from(users)
      .where(sql`${users.id} IN (${swiperId}, ${sql.placeholder('target')}::uuid)`)
      .prepare(countWaiting ? 'affinia_swipe_rows_waiting' : 'affinia_swipe_rows'),
  );
};
const swipeRowsCounting = swipeRowsStatement(true);
const swipeRowsOnly = swipeRowsStatement(false);

/**
 * The swiper's row and the target's (with whether either blocked the other, the target's visible photos
 * and whether they liked the swiper) in one statement; with `countWaiting`, the swiper's conversations
 * waiting for their reply too.
 */
export async function swipeRows(
  tx: Db,
  swiperId: string,
  targetId: string,
  countWaiting: boolean,
): Promise<{ swiper: SwipeMember | undefined; waiting: number; target: SwipeTarget | undefined }> {
  const rows = await (countWaiting ? swipeRowsCounting : swipeRowsOnly)(tx).execute({
    swiper: swiperId,
    target: targetId,
  });
  const swiper = rows.find((r) => r.row.id === swiperId);
  return {
    swiper: swiper?.row,
    waiting: Number(swiper?.waiting ?? 0),
    target: rows.find((r) => r.row.id === targetId),
  };
}

/** False when this swipe already exists (the primary key refuses a second one). */
export async function insertSwipe(
  tx: Db,
  swiperId: string,
  swipedId: string,
  action: 'like' | 'dislike',
): Promise<boolean> {
  const inserted = await tx
    .insert(swipes)
    .values({ swiperId, swipedId, action })
    .onConflictDoNothing()
    .returning({ swiperId: swipes.swiperId });
  return inserted.length === 1;
}

/** The pair's match, created once: the canonical order and the unique pair make a second insert a no-op. */
export async function createMatch(
  tx: Db,
  userA: string,
  userB: string,
  affinityScore: number,
  breakdown: Breakdown,
): Promise<string> {
  const [created] = await tx
    .insert(matches)
    .values({ userA, userB, affinityScore, breakdown: breakdown as Record<string, number> })
    .onConflictDoNothing()
    .returning({ id: matches.id });
  if (created) return created.id;
  const existing = await findMatchBetween(tx, userA, userB);
  if (!existing) throw new Error('match neither created nor found');
  return existing.id;
}

/**
 * Records a swipe and, in the same statement, saves the swiper's model as learnt from the copy this
 * process holds, provided the stored model is still that copy (the same swipe count: each count is
 * reached by exactly one learning step, taken under the row's lock). Two round trips fewer than
 * locking the row to read it back. `saved` is false when another swipe (on another process, or at the
 * same moment) moved the model first: then lock it and learn again (`lockModel`, `saveModel`).
 * Nothing of the model is written when the swipe already existed.
 */
const swipeSavingModel = preparedRaw<{ swiped: number; saved: number }>(
  'affinia_swipe_saving_model',
  sql`
    WITH swiped AS (
      INSERT INTO ${swipes} (swiper_id, swiped_id, action)
      VALUES (${sql.placeholder('swiper')}, ${sql.placeholder('swiped')}, ${sql.placeholder('action')})
      ON CONFLICT DO NOTHING RETURNING 1
    ), saved AS (
      INSERT INTO ${preferenceModels} (user_id, weights, swipe_count, updated_at)
      SELECT ${sql.placeholder('swiper')}, ${sql.placeholder('weights')}::real[], ${sql.placeholder('count')}::int,
        ${sql.placeholder('at')}::timestamptz
      WHERE EXISTS (SELECT 1 FROM swiped)
      ON CONFLICT (user_id) DO UPDATE SET weights = excluded.weights, swipe_count = excluded.swipe_count,
        updated_at = excluded.updated_at
      WHERE ${preferenceModels}.swipe_count = ${sql.placeholder('from')}::int
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM swiped)::int AS swiped, (SELECT count(*) FROM saved)::int AS saved`,
);

export async function insertSwipeSavingModel(
  tx: Db,
  swipe: { swiperId: string; swipedId: string; action: 'like' | 'dislike' },
  model: { learnt: ArrayLike<number>; swipeCount: number; from: number },
): Promise<{ swiped: boolean; saved: boolean }> {
  const [row] = await swipeSavingModel(tx, {
    swiper: swipe.swiperId,
    swiped: swipe.swipedId,
    action: swipe.action,
    // An array literal: one parameter, whatever the model's width.
    weights: `{${Array.from(model.learnt).join(',')}}`,
    count: model.swipeCount,
    at: new Date().toISOString(),
    from: model.from,
  });
  return { swiped: row?.swiped === 1, saved: row?.saved === 1 };
}

/** The swiper's model row, locked until the transaction ends (two swipes at once learn one after the other). */
export async function lockModel(tx: Db, userId: string, emptyWeights: number[]): Promise<StoredModel> {
  const locked = () => tx.select().from(preferenceModels).where(eq(preferenceModels.userId, userId)).for('update');
  // One round trip once the member has swiped before; the row is created by their first swipe.
  let [row] = await locked();
  if (!row) {
    await tx.insert(preferenceModels).values({ userId, weights: emptyWeights, swipeCount: 0 }).onConflictDoNothing();
    [row] = await locked();
  }
  if (!row) throw new Error('preference model row missing');
  return row;
}

export async function saveModel(tx: Db, userId: string, weights: number[], swipeCount: number): Promise<void> {
  await tx
    .update(preferenceModels)
    .set({ weights, swipeCount, updatedAt: new Date() })
    .where(eq(preferenceModels.userId, userId));
}

export type MatchWithOther = { match: MatchRow; other: UserRow };

/** The user's matches, newest first, without anyone blocked in either direction. */
export async function matchesOf(db: Db, userId: string): Promise<MatchWithOther[]> {
  const otherId = sql`CASE WHEN ${matches.userA} = ${userId} THEN ${matches.userB} ELSE ${matches.userA} END`;
  const rows = await db
    .select({ match: matches, other: users })
    .from(matches)
    .innerJoin(users, eq(users.id, otherId))
    .where(and(or(eq(matches.userA, userId), eq(matches.userB, userId)), notBlockedBetween(userId, users.id)))
    .orderBy(desc(matches.createdAt), desc(matches.id));
  return rows;
}

/** One match of the user's, with the other person (for openers); none across a block. */
export async function memberMatch(db: Db, matchId: string, userId: string): Promise<MatchWithOther | undefined> {
  const otherId = sql`CASE WHEN ${matches.userA} = ${userId} THEN ${matches.userB} ELSE ${matches.userA} END`;
  const [row] = await db
    .select({ match: matches, other: users })
    .from(matches)
    .innerJoin(users, eq(users.id, otherId))
    .where(
      and(
        eq(matches.id, matchId),
        or(eq(matches.userA, userId), eq(matches.userB, userId)),
        notBlockedBetween(userId, users.id),
      ),
    )
    .limit(1);
  return row;
}

/** "Préviens-moi" on or off for one member (decision 043); its event tells the other processes. */
export async function setAlert(db: Db, userId: string, enabled: boolean): Promise<void> {
  await db
    .insert(discoverAlerts)
    .values({ userId, enabled })
    .onConflictDoUpdate({ target: discoverAlerts.userId, set: { enabled, updatedAt: sql`now()` } });
}

export async function alertEnabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: discoverAlerts.enabled })
    .from(discoverAlerts)
    .where(eq(discoverAlerts.userId, userId))
    .limit(1);
  return row?.enabled ?? false;
}

export type AlertRow = { userId: string; enabled: boolean };

/** Every switch (the index's load), or these members' (after their events). */
export async function alertsOf(db: Db, ids: readonly string[] | null): Promise<AlertRow[]> {
  return db
    .select({ userId: discoverAlerts.userId, enabled: discoverAlerts.enabled })
    .from(discoverAlerts)
    .where(ids ? anyOf(discoverAlerts.userId, ids) : undefined);
}

/**
 * Of these members, whom an arrival may be told to: they have not swiped the newcomer already (nor
 * matched), neither has blocked the other, and a "verified profiles only" member is told only of a
 * verified newcomer. The pool already said both would be shown to each other.
 */
export async function arrivalRecipients(db: Db, newcomerId: string, memberIds: readonly string[]): Promise<string[]> {
  if (memberIds.length === 0) return [];
  const result = await rowsOf<{ id: string }>(
    db,
    sql`
    SELECT m.id FROM users m JOIN users n ON n.id = ${newcomerId}
    WHERE m.id = any(${uuidArray(memberIds)})
      AND ${notBlockedBetween(sql`m.id`, sql`n.id`)}
      AND NOT EXISTS (SELECT 1 FROM swipes s WHERE s.swiper_id = m.id AND s.swiped_id = n.id)
      AND (NOT m.verified_only OR n.verified_at IS NOT NULL)`,
  );
  return result.map((r) => r.id);
}
