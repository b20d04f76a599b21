// The signed-in user's own profile: read, questionnaire save, settings, data export, deletion.
import { eq } from 'drizzle-orm';
import type { Me, ProfileSettings, ProfileUpdate, SocialScore } from '@affinia/contract';
import type { Database } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema.js';
import { badRequest } from '../../http/errors.js';
import { MSG } from '@affinia/contract';
import * as photoRepo from '../photos/repository.js';
import type { PhotoService } from '../photos/service.js';
import { toMe } from '../users/user-view.js';
import { eraseReportsFiledBy } from '../safety/erasure.js';
import { eraseTestimonialsOf } from '../testimonials/erasure.js';
import { collectDataExport, type DataExport } from './data-export.js';

type SocialScores = (userIds: string[]) => Promise<Map<string, SocialScore | null>>;

/** What other features (the discover index) hear about profile changes, after they are committed. */
export type ProfileChange = { kind: 'saved'; user: UserRow } | { kind: 'deleted'; userId: string };
export type ProfileListener = (change: ProfileChange) => void;

export function createProfileService(database: Database, photos: PhotoService, socialScores: SocialScores) {
  const { db } = database;
  const listeners = new Set<ProfileListener>();
  const notify = (change: ProfileChange) => {
    for (const listener of listeners) {
      // A listener's failure must not fail the user's save; listeners resynchronise on their own.
      try {
        listener(change);
      } catch {
        /* see above */
      }
    }
  };

  async function view(user: UserRow): Promise<Me> {
    const [photoIds, scores] = await Promise.all([photoRepo.photoIdsOf(db, user.id), socialScores([user.id])]);
    return toMe(user, { photos: photoIds, socialScore: scores.get(user.id) ?? null });
  }

  /** Age bounds after a partial change must still be ordered. */
  function checkedRange(user: UserRow, min?: number, max?: number) {
    const ageMin = min ?? user.ageMin;
    const ageMax = max ?? user.ageMax;
    if (ageMin > ageMax) throw badRequest(MSG.ageRangeInvalid);
    return { ageMin, ageMax };
  }

  async function save(userId: string, values: Partial<typeof users.$inferInsert>): Promise<Me> {
    const [row] = await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw badRequest(MSG.userNotFound);
    notify({ kind: 'saved', user: row });
    return view(row);
  }

  return {
    view,

    /** Subscribes to saved and deleted profiles; returns the unsubscribe function. */
    onChange(listener: ProfileListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    updateQuestionnaire(user: UserRow, body: ProfileUpdate): Promise<Me> {
      const { personality_traits: traits } = body;
      return save(user.id, {
        interests: body.interests,
        personalityTraits: traits,
        bio: body.bio,
        typePreference: body.type_preference,
        beautyScore: body.beauty_score,
        questionnaireCompletedAt: user.questionnaireCompletedAt ?? new Date(),
        ...(body.seeking_genders ? { seekingGenders: body.seeking_genders } : {}),
        ...checkedRange(user, body.age_min, body.age_max),
      });
    },

    updateSettings(user: UserRow, body: ProfileSettings): Promise<Me> {
      return save(user.id, {
        ...(body.seeking_genders ? { seekingGenders: body.seeking_genders } : {}),
        ...(body.is_paused !== undefined ? { isPaused: body.is_paused } : {}),
        ...checkedRange(user, body.age_min, body.age_max),
      });
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
        const ids = await photoRepo.photoIdsOf(tx, userId);
        // What the foreign keys cannot decide alone: content given to others (decision 004).
        await eraseTestimonialsOf(tx, userId);
        await eraseReportsFiledBy(tx, userId);
        await tx.delete(users).where(eq(users.id, userId));
        return ids;
      });
      notify({ kind: 'deleted', userId });
      await photos.removeFiles(photoIds);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
