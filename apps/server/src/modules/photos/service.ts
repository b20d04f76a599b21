// Photo upload, delete and read. A failed upload leaves no row and no file: the file is written
// first and removed again if the row cannot be committed.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { MAX_PHOTOS, photoUrl, type PhotoWidth } from '@affinia/contract';
import type { Database, Db } from '../../db/client.js';
import { apiError } from '../../http/errors.js';
import type { PhotoScreener } from '../photo-screening/screening.js';
import { processDecodeSlots, type DecodeSlots } from './decode-slots.js';
import { processPhoto, resizeStoredPhoto } from './image-processing.js';
import { createResizedPhotoCache } from './resized-cache.js';
import { isUuid } from '../users/repository.js';
import * as repo from './repository.js';
import type { PhotoStorage } from './storage.js';

/** 128 random bits: ids are unguessable, so a photo URL is as private as the page that shows it. */
const newPhotoId = () => randomBytes(16).toString('base64url');

/** Memory for the srcset copies of one process: a few hundred card-sized WebP pictures. */
const RESIZED_CACHE_BYTES = 32 * 1024 * 1024;

export function createPhotoService(
  database: Database,
  storage: PhotoStorage,
  log: FastifyBaseLogger,
  options: {
    /** Decodes at once: the process-wide slots unless a test brings its own. */
    slots?: DecodeSlots;
    /** Nudity screening before a photo is stored (issue 18). */
    screener: PhotoScreener;
  },
) {
  const { db } = database;
  const slots = options.slots ?? processDecodeSlots;
  const resized = createResizedPhotoCache(RESIZED_CACHE_BYTES);
  /** Told after a member's photo is gone (photo verification re-checks that the verified face remains). */
  const removalListeners: ((userId: string) => void)[] = [];
  const removed = (userId: string) => removalListeners.forEach((listener) => listener(userId));
  return {
    onRemoved(listener: (userId: string) => void) {
      removalListeners.push(listener);
    },
    /** A photo removed by moderation (in the caller's transaction, now committed). */
    removedByModeration: removed,

    /** A member's photo ids in display order; `executor` lets a caller read inside its transaction. */
    photoIdsOf: (userId: string, executor: Db = db) => repo.photoIdsOf(executor, userId),
    /** The member's own photo ids and those of them waiting for review (their profile). */
    ownPhotoIds: (userId: string) => repo.ownPhotoIds(db, userId),
    /** Photo ids of several members at once (discover and match cards): never a photo held for review. */
    photoIdsByUser: (userIds: string[]) => repo.photoIdsByUser(db, userIds),
    /** A member's photo rows (the data export). */
    photosOf: (userId: string) => repo.photosOf(db, userId),

    /**
     * `file` has passed the upload admission (photo count, rate limit) before its body was read. It is
     * screened for nudity as it is decoded: refused (nothing stored), held, or visible.
     */
    async upload(userId: string, file: Buffer) {
      // Screened from the upload's own decode, while it is encoded: the slower of the two sets the pace.
      const { checked: screened, ...photo } = await processPhoto(file, slots, (oriented) =>
        options.screener.screen(oriented),
      );
      const id = newPhotoId();
      await storage.put(id, photo.data, photo.contentType);
      try {
        await db.transaction(async (tx) => {
          const { count, nextPosition } = await repo.lockOwnerAndCount(tx, userId);
          if (count >= MAX_PHOTOS) throw apiError('photoLimit');
          await repo.insertPhoto(tx, {
            id,
            userId,
            position: nextPosition,
            contentType: photo.contentType,
            width: photo.width,
            height: photo.height,
            bytes: photo.data.length,
            screening: screened.screening,
            nudityScore: screened.nudityScore,
            sexyScore: screened.sexyScore,
          });
        });
      } catch (err) {
        await storage.delete(id).catch((e) => log.error({ err: e, photoId: id }, 'could not remove photo file'));
        throw err;
      }
      return { id, url: photoUrl(id), photos: await repo.photoIdsOf(db, userId), screening: screened.screening };
    },

    async remove(userId: string, photoId: string) {
      // Someone else's photo answers exactly like a missing one.
      if (!(await repo.deleteOwnedPhoto(db, userId, photoId))) throw apiError('photoNotFound');
      await storage.delete(photoId).catch((err) => log.error({ err, photoId }, 'could not remove photo file'));
      removed(userId);
      return { photos: await repo.photoIdsOf(db, userId) };
    },

    /** My photos in the order given (the first is the main one); someone else's id is refused like a wrong list. */
    async reorder(userId: string, order: readonly string[]) {
      const done = await db.transaction((tx) => repo.reorderOwnPhotos(tx, userId, order));
      if (!done) throw apiError('photoOrderInvalid');
      return { photos: await repo.photoIdsOf(db, userId) };
    },

    /** The photo, or its copy `width` pixels wide (never wider than the stored original). */
    async read(photoId: string, width?: PhotoWidth) {
      // The row is checked every time, cached copy or not: a deleted photo is gone at once.
      const row = await repo.findPhoto(db, photoId);
      // A photo held for review is shown to nobody through its address, its owner included.
      if (!row || row.screening !== 'visible') throw apiError('photoNotFound');
      const narrower = width !== undefined && width < row.width;
      const key = `${photoId}:${width}`;
      const cached = narrower ? resized.get(key) : undefined;
      if (cached) return { data: cached, contentType: row.contentType };
      const data = await storage.get(photoId);
      if (!data) throw apiError('photoNotFound');
      if (!narrower) return { data, contentType: row.contentType };
      const copy = await resizeStoredPhoto(data, width);
      resized.set(key, copy);
      return { data: copy, contentType: row.contentType };
    },

    /** The stored file of a photo whatever its screening, for its owner's data export (null when gone). */
    readOwnFile: (photoId: string) => storage.get(photoId),

    /** A member's photos, held ones included, for an admin (a reported member's). */
    async photosForReview(userId: string) {
      if (!isUuid(userId)) throw apiError('userNotFound');
      return repo.photosOf(db, userId);
    },

    /** Photos waiting for review, oldest first (the admin's queue). */
    heldPhotos: (limit: number) => repo.heldPhotos(db, limit),

    /** A photo's bytes for the admin reviewing it, held or not (nobody else can read a held photo). */
    async readForReview(photoId: string) {
      const row = await repo.findPhoto(db, photoId);
      if (!row) throw apiError('photoNotFound');
      const data = await storage.get(photoId);
      if (!data) throw apiError('photoNotFound');
      return { data, contentType: row.contentType };
    },

    async approveHeld(photoId: string) {
      if (!(await repo.approveHeld(db, photoId))) throw apiError('photoNotFound');
    },

    /** Deletes a photo's row (held or shown) inside the caller's transaction; its owner, or undefined. */
    deleteRowForRemoval: (tx: Db, photoId: string) => repo.deletePhotoRow(tx, photoId),

    /**
     * Removes stored files that have no row and are older than the grace period: the leftovers of a
     * process killed between writing a file and committing its row. The grace period keeps uploads
     * in flight (in this or another process) out of reach. Returns how many files were removed.
     */
    async sweepOrphans(graceSeconds: number): Promise<number> {
      const before = new Date(Date.now() - graceSeconds * 1000);
      let removed = 0;
      let batch: string[] = [];
      const flush = async () => {
        const known = await repo.existingPhotoIds(db, batch);
        const orphans = batch.filter((id) => !known.has(id));
        batch = [];
        await Promise.all(orphans.map((id) => storage.delete(id)));
        removed += orphans.length;
      };
      for await (const key of storage.listOlderThan(before)) {
        batch.push(key);
        if (batch.length >= 500) await flush();
      }
      if (batch.length > 0) await flush();
      return removed;
    },

    /** Removes files after their rows are gone (account deletion); failures are logged, not fatal. */
    async removeFiles(photoIds: string[]) {
      await Promise.all(
        photoIds.map((id) => storage.delete(id).catch((err) => log.error({ err, photoId: id }, 'orphan photo file'))),
      );
    },
  };
}
export type PhotoService = ReturnType<typeof createPhotoService>;
