// The signed-in user's own profile: read, questionnaire save, settings, data export, deletion.
import { eq } from 'drizzle-orm';
import {
  DEFAULT_LANGUAGE,
  type Language,
  type Me,
  type ProfileSettings,
  type ProfileUpdate,
  type SocialScore,
  type TravelInput,
} from '@affinia/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitRule } from '../../config.js';
import type { Database } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema.js';
import { apiError, tooManyRequests } from '../../http/errors.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { placeById, placeLabel, resolveDeclaredPlace } from '../geo/places.js';
import type { PhotoService } from '../photos/service.js';
import { toMe } from '../users/user-view.js';
import { eraseReportsFiledBy } from '../safety/erasure.js';
import { eraseTestimonialsOf } from '../testimonials/erasure.js';
import { erasePendingMailsAbout } from '../notifications/erasure.js';
import { collectDataExport, type DataExport } from './data-export.js';

type SocialScores = (userIds: string[]) => Promise<Map<string, SocialScore | null>>;

/** What other features (the discover index) hear about profile changes, after they are committed. */
export type ProfileChange = { kind: 'saved'; user: UserRow } | { kind: 'deleted'; userId: string };
export type ProfileListener = (change: ProfileChange) => void;

/** Place changes are counted per member (anti-trilateration, docs/decisions/013-location-data.md). */
export type PlaceChangeLimit = { limiter: RateLimiter; rule: RateLimitRule };

type PlaceFields = { location?: string; place_id?: number | null; travel?: TravelInput };
const DAY_MS = 24 * 60 * 60 * 1000;

export function createProfileService(
  database: Database,
  photos: PhotoService,
  socialScores: SocialScores,
  placeChanges: PlaceChangeLimit,
  log: Pick<FastifyBaseLogger, 'error'>,
) {
  const { db } = database;
  const listeners = new Set<ProfileListener>();
  const notify = (change: ProfileChange) => {
    for (const listener of listeners) {
      // A listener's failure must not fail the user's save; listeners resynchronise on their own,
      // but the failure is logged: a listener that keeps failing is a bug someone must see.
      try {
        listener(change);
      } catch (err) {
        log.error(
          { err, userId: change.kind === 'saved' ? change.user.id : change.userId },
          'profile change listener failed',
        );
      }
    }
  };

  async function view(user: UserRow, lang: Language = DEFAULT_LANGUAGE): Promise<Me> {
    const [own, scores] = await Promise.all([photos.ownPhotoIds(user.id), socialScores([user.id])]);
    return toMe(user, { photos: own.ids, heldPhotos: own.held, socialScore: scores.get(user.id) ?? null, lang });
  }

  /**
   * The columns a change of declared location or travel place writes. Every request that really moves
   * the member (home or travel) counts against the daily limit; coming home early does not. Input is
   * fully checked before anything is counted, so a refused request costs nothing.
   */
  async function placeValues(user: UserRow, body: PlaceFields): Promise<Partial<typeof users.$inferInsert>> {
    const values: Partial<typeof users.$inferInsert> = {};
    let moved = false;
    if (body.location !== undefined || body.place_id !== undefined) {
      const picked = body.place_id ?? null;
      const resolved = resolveDeclaredPlace(body.location ?? user.location, picked);
      // A picked town without text: the text becomes the town's name, as the picker shows it.
      const label = body.location === undefined && picked !== null ? placeLabel(picked, DEFAULT_LANGUAGE) : null;
      const location = body.location ?? (label ? `${label.name}, ${label.country_name}` : user.location);
      if (location !== user.location || (resolved?.id ?? null) !== user.placeId) {
        moved = moved || (resolved?.id ?? null) !== user.placeId;
        Object.assign(values, {
          location,
          placeId: resolved?.id ?? null,
          placeLat: resolved?.lat ?? null,
          placeLon: resolved?.lon ?? null,
        });
      }
    }
    if (body.travel === null) {
      Object.assign(values, { travelPlaceId: null, travelLat: null, travelLon: null, travelUntil: null });
    } else if (body.travel) {
      const trip = placeById(body.travel.place_id);
      moved = true;
      Object.assign(values, {
        travelPlaceId: trip.id,
        travelLat: trip.lat,
        travelLon: trip.lon,
        travelUntil: new Date(Date.now() + body.travel.days * DAY_MS),
      });
    }
    if (moved) {
      const verdict = await placeChanges.limiter.hit(`place-change:user:${user.id}`, placeChanges.rule);
      if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds, 'tooManyPlaceChanges');
    }
    return values;
  }

  /** Age bounds after a partial change must still be ordered. */
  function checkedRange(user: UserRow, min?: number, max?: number) {
    const ageMin = min ?? user.ageMin;
    const ageMax = max ?? user.ageMax;
    if (ageMin > ageMax) throw apiError('ageRangeInvalid');
    return { ageMin, ageMax };
  }

  async function save(userId: string, values: Partial<typeof users.$inferInsert>, lang: Language): Promise<Me> {
    const [row] = await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw apiError('userNotFound', {}, { status: 400 });
    notify({ kind: 'saved', user: row });
    return view(row, lang);
  }

  return {
    view,

    /** Subscribes to saved and deleted profiles; returns the unsubscribe function. */
    onChange(listener: ProfileListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async updateQuestionnaire(user: UserRow, body: ProfileUpdate, lang: Language = DEFAULT_LANGUAGE): Promise<Me> {
      const { personality_traits: traits } = body;
      const range = checkedRange(user, body.age_min, body.age_max);
      return save(
        user.id,
        {
          ...(await placeValues(user, body)),
          ...(body.max_distance_km !== undefined ? { maxDistanceKm: body.max_distance_km } : {}),
          interests: body.interests,
          personalityTraits: traits,
          bio: body.bio,
          typePreference: body.type_preference,
          beautyScore: body.beauty_score,
          questionnaireCompletedAt: user.questionnaireCompletedAt ?? new Date(),
          ...(body.seeking_genders ? { seekingGenders: body.seeking_genders } : {}),
          ...range,
        },
        lang,
      );
    },

    async updateSettings(user: UserRow, body: ProfileSettings, lang: Language = DEFAULT_LANGUAGE): Promise<Me> {
      const range = checkedRange(user, body.age_min, body.age_max);
      return save(
        user.id,
        {
          ...(body.seeking_genders ? { seekingGenders: body.seeking_genders } : {}),
          ...(body.is_paused !== undefined ? { isPaused: body.is_paused } : {}),
          ...(body.verified_only !== undefined ? { verifiedOnly: body.verified_only } : {}),
          ...(body.max_distance_km !== undefined ? { maxDistanceKm: body.max_distance_km } : {}),
          ...range,
          ...(await placeValues(user, body)),
        },
        lang,
      );
    },

    /** Everything stored about the user (GDPR art. 15 and 20): data.json and the photo files, for a ZIP. */
    exportData(user: UserRow): Promise<DataExport> {
      return collectDataExport({ db, photos, socialScores }, user);
    },

    /**
     * Deletes the account and everything attached to it. Rows go in one statement (foreign keys
     * cascade), files after the commit; the token dies with the row.
     */
    async deleteAccount(userId: string): Promise<void> {
      const photoIds = await db.transaction(async (tx) => {
        const ids = await photos.photoIdsOf(userId, tx);
        // What the foreign keys cannot decide alone: content given to others (decision 004).
        await eraseTestimonialsOf(tx, userId);
        await eraseReportsFiledBy(tx, userId);
        await erasePendingMailsAbout(tx, userId);
        await tx.delete(users).where(eq(users.id, userId));
        return ids;
      });
      notify({ kind: 'deleted', userId });
      await photos.removeFiles(photoIds);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
