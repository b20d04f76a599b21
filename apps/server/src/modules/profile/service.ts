// The signed-in user's own profile: read, questionnaire save, settings, data export, deletion.
import { eq } from 'drizzle-orm';
import {
  DEFAULT_LANGUAGE,
  type Language,
  type Me,
  type ProfileSettings,
  type ProfileUpdate,
  type QuestionnaireDraft,
  type QuestionnaireDraftView,
  type ScamSignal,
  type ScamSignalSource,
  type SocialScore,
  type TravelInput,
  normaliseText,
  scamSignals,
  screenMessage,
} from '@affinia/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitRule } from '../../config.js';
import type { Database, Db } from '../../db/client.js';
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
import { draftOf, dropDraft, keepDraft, type StoredDraft } from './questionnaire-draft-repository.js';

type SocialScores = (userIds: string[]) => Promise<Map<string, SocialScore | null>>;

/** What other features (the discover index) hear about profile changes, after they are committed. */
export type ProfileChange = { kind: 'saved'; user: UserRow } | { kind: 'deleted'; userId: string };
export type ProfileListener = (change: ProfileChange) => void;
/** Told, before the save answers, that a member has just completed the questionnaire for the first time. */
export type CompletionListener = (user: UserRow) => Promise<unknown>;

/** What the mail module erases with an account: the outbox files of its mails (the rows cascade). */
export type MailErasure = {
  mailIdsOf(db: Db, userId: string): Promise<string[]>;
  removeOutboxFiles(mailIds: string[]): Promise<void>;
};

/** Place changes are counted per member (anti-trilateration, docs/decisions/013-location-data.md). */
export type PlaceChangeLimit = { limiter: RateLimiter; rule: RateLimitRule };

type PlaceFields = { location?: string; place_id?: number | null; travel?: TravelInput };

/** A profile text every card shows (issue 31): screened when it changes, like a chat message. */
type ProfileTextSource = Exclude<ScamSignalSource, 'message'>;
/** Scam signals found in a member's new bio or type sought, for the admin (chat keeps the list). */
export type ProfileScamSignals = (entry: {
  senderId: string;
  source: ProfileTextSource;
  signals: ScamSignal[];
  risk: number;
  content: string;
}) => Promise<void>;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The stated preferences a body sets (issue 34): left out, the stored ones stay; `{}` and null clear. */
const statedPreferenceValues = (body: Pick<ProfileSettings, 'compatibility_preferences' | 'relationship_goal'>) => ({
  ...(body.compatibility_preferences !== undefined ? { compatibilityPreferences: body.compatibility_preferences } : {}),
  ...(body.relationship_goal !== undefined ? { relationshipGoal: body.relationship_goal } : {}),
});

const draftView = (draft: StoredDraft | null): QuestionnaireDraftView => ({
  draft: draft && { step: draft.step, answers: draft.answers, updated_at: draft.updatedAt.toISOString() },
});

export function createProfileService(
  database: Database,
  photos: PhotoService,
  socialScores: SocialScores,
  placeChanges: PlaceChangeLimit,
  log: Pick<FastifyBaseLogger, 'error'>,
  mail: MailErasure,
  operator: {
    /** Whether bios and types sought are screened (MESSAGE_SCREENING, as for chat). */
    screening: boolean;
    /** Photos others must see before a member appears in their decks (MIN_PHOTOS_TO_APPEAR), told to the member. */
    minPhotosToAppear: number;
  },
) {
  const { screening, minPhotosToAppear } = operator;
  const { db } = database;
  const listeners = new Set<ProfileListener>();
  const scamSinks = new Set<ProfileScamSignals>();
  const completionListeners = new Set<CompletionListener>();
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
    return toMe(user, {
      photos: own.ids,
      heldPhotos: own.held,
      socialScore: scores.get(user.id) ?? null,
      lang,
      minPhotosToAppear,
    });
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

  /**
   * The bio and type sought that this save changes, read by the text normaliser. One that the
   * screening flags (insults, harassment, threats) is refused with `profileTextNeedsConfirmation`
   * until its author confirms it, as chat asks "Es-tu sûr(e) ?". Checked before anything is counted.
   */
  function screenedTexts(user: UserRow, body: ProfileUpdate) {
    if (!screening) return [];
    const changed = [
      { source: 'bio' as const, content: body.bio, before: user.bio },
      { source: 'type_preference' as const, content: body.type_preference, before: user.typePreference },
    ].filter((t) => t.content !== '' && t.content !== t.before);
    const read = changed.map(({ source, content }) => ({ source, content, normalised: normaliseText(content) }));
    if (!body.confirm && read.some(({ content, normalised }) => screenMessage(content, normalised).flagged)) {
      throw apiError('profileTextNeedsConfirmation');
    }
    return read;
  }

  /**
   * The name others see is on every card, match and mail: unlike a bio it is refused outright when the
   * screening flags it or it carries a scam signal (a phone number, a link, a money request). Only a name
   * the member types is checked: the one derived from the sign-up name is theirs.
   */
  function checkedDisplayName(name: string): string {
    if (!screening) return name;
    const normalised = normaliseText(name);
    if (screenMessage(name, normalised).flagged || scamSignals(name, normalised).signals.length > 0) {
      throw apiError('displayNameRefused');
    }
    return name;
  }

  /** Phone numbers, links, money requests… in a saved profile text go to the admin; never fails the save. */
  async function reportScamSignals(userId: string, texts: ReturnType<typeof screenedTexts>): Promise<void> {
    for (const { source, content, normalised } of texts) {
      const { signals, risk } = scamSignals(content, normalised);
      if (signals.length === 0) continue;
      for (const sink of scamSinks) {
        await sink({ senderId: userId, source, signals, risk, content }).catch((err: unknown) =>
          log.error({ err, userId, source }, 'profile scam signals not recorded'),
        );
      }
    }
  }

  async function save(
    userId: string,
    values: Partial<typeof users.$inferInsert>,
    lang: Language,
    completed = false,
  ): Promise<Me> {
    const [row] = await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw apiError('userNotFound', {}, { status: 400 });
    notify({ kind: 'saved', user: row });
    // Awaited, so the first discover after the questionnaire sees what they did (the daily pick); the
    // save itself is committed, so their failure is logged, never the member's error.
    if (completed) {
      for (const listener of completionListeners) {
        await listener(row).catch((err: unknown) =>
          log.error({ err, userId }, 'questionnaire completion listener failed'),
        );
      }
    }
    return view(row, lang);
  }

  return {
    view,

    /** Subscribes to saved and deleted profiles; returns the unsubscribe function. */
    onChange(listener: ProfileListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Subscribes to first questionnaire completions (awaited by the save); returns the unsubscribe function. */
    onQuestionnaireCompleted(listener: CompletionListener): () => void {
      completionListeners.add(listener);
      return () => completionListeners.delete(listener);
    },

    /** Receives the scam signals found in saved bios and types sought; returns the unsubscribe function. */
    onScamSignals(sink: ProfileScamSignals): () => void {
      scamSinks.add(sink);
      return () => scamSinks.delete(sink);
    },

    async updateQuestionnaire(user: UserRow, body: ProfileUpdate, lang: Language = DEFAULT_LANGUAGE): Promise<Me> {
      const { personality_traits: traits } = body;
      const range = checkedRange(user, body.age_min, body.age_max);
      const texts = screenedTexts(user, body);
      const saved = await save(
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
          ...statedPreferenceValues(body),
        },
        lang,
        user.questionnaireCompletedAt === null,
      );
      await reportScamSignals(user.id, texts);
      // The draft has served its purpose; one left behind by a failure here is ignored (questionnaireDraft).
      await dropDraft(db, user.id).catch((err: unknown) =>
        log.error({ err, userId: user.id }, 'questionnaire draft not deleted'),
      );
      return saved;
    },

    /**
     * The first questionnaire as far as it was filled in (decision 052), to resume it. A completed
     * questionnaire has none: the profile itself prefills the form from then on.
     */
    async questionnaireDraft(user: UserRow): Promise<QuestionnaireDraftView> {
      if (user.questionnaireCompletedAt) return draftView(null);
      return draftView(await draftOf(db, user.id));
    },

    /** Keeps the first questionnaire's progress; once it is completed, a late save is ignored (null). */
    async keepQuestionnaireDraft(user: UserRow, body: QuestionnaireDraft): Promise<QuestionnaireDraftView> {
      if (user.questionnaireCompletedAt) return draftView(null);
      return draftView(await keepDraft(db, user.id, body));
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
          ...(body.display_name !== undefined ? { displayName: checkedDisplayName(body.display_name) } : {}),
          ...range,
          ...statedPreferenceValues(body),
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
     * cascade: mail and push queue rows too), files (photos, outbox mails) after the commit; the token
     * dies with the row.
     */
    async deleteAccount(userId: string): Promise<void> {
      const { photoIds, mailIds } = await db.transaction(async (tx) => {
        const ids = await photos.photoIdsOf(userId, tx);
        const mails = await mail.mailIdsOf(tx, userId);
        // What the foreign keys cannot decide alone: content given to others (decision 004).
        await eraseTestimonialsOf(tx, userId);
        await eraseReportsFiledBy(tx, userId);
        await erasePendingMailsAbout(tx, userId);
        await tx.delete(users).where(eq(users.id, userId));
        return { photoIds: ids, mailIds: mails };
      });
      notify({ kind: 'deleted', userId });
      await photos.removeFiles(photoIds);
      await mail.removeOutboxFiles(mailIds);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
