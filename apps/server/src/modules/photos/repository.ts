// Data access for photo rows (the files themselves live in PhotoStorage).
import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { photos, users, type PhotoRow } from '../../db/schema.js';

export async function photoIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: photos.id })
    .from(photos)
    .where(eq(photos.userId, userId))
    .orderBy(asc(photos.position));
  return rows.map((r) => r.id);
}

/** A member's own photo ids in display order, and which of them wait for review (their profile). */
export async function ownPhotoIds(db: Db, userId: string): Promise<{ ids: string[]; held: string[] }> {
  const rows = await db
    .select({ id: photos.id, screening: photos.screening })
    .from(photos)
    .where(eq(photos.userId, userId))
    .orderBy(asc(photos.position));
  return { ids: rows.map((r) => r.id), held: rows.filter((r) => r.screening === 'held').map((r) => r.id) };
}

/**
 * Photo ids of many users at once, in display order (one query for a page of cards). Only photos
 * others may see: a photo held for review is left out.
 */
/** Discover's cards: one prepared statement for a page's photos. */
const visiblePhotosOf = prepared((db) =>
  db
    .select({ id: photos.id, userId: photos.userId })
    .from(photos)
    .where(and(sql`${photos.userId} = any(${sql.placeholder('ids')}::uuid[])`, eq(photos.screening, 'visible')))
    .orderBy(asc(photos.userId), asc(photos.position))
    .prepare('affinia_visible_photos_of'),
);

export async function photoIdsByUser(db: Db, userIds: string[]): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  for (const row of await visiblePhotosOf(db).execute({ ids: userIds })) byUser.get(row.userId)?.push(row.id);
  return byUser;
}

/** Which of these ids have a row (the orphan sweep's check, one query per batch). */
export async function existingPhotoIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: photos.id }).from(photos).where(inArray(photos.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function findPhoto(db: Db, id: string): Promise<PhotoRow | undefined> {
  const [row] = await db.select().from(photos).where(eq(photos.id, id)).limit(1);
  return row;
}

export async function countPhotosOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(photos).where(eq(photos.userId, userId));
  return row?.n ?? 0;
}

/** Locks the owner's row: uploads, reorders and their checks of the owner's photos go one at a time. */
async function lockOwner(db: Db, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Locks the owner's row so concurrent uploads count photos one at a time. */
export async function lockOwnerAndCount(db: Db, userId: string): Promise<{ count: number; nextPosition: number }> {
  await lockOwner(db, userId);
  const [row] = await db
    .select({ n: count(), last: max(photos.position) })
    .from(photos)
    .where(eq(photos.userId, userId));
  return { count: row?.n ?? 0, nextPosition: (row?.last ?? -1) + 1 };
}

/**
 * Puts the owner's photos in `order` (all of them, each once) inside the caller's transaction, the owner's
 * row locked first as an upload does, so a concurrent upload or delete cannot slip between the check and
 * the writes. False, with nothing written, when `order` is not exactly the owner's photos.
 */
export async function reorderOwnPhotos(db: Db, userId: string, order: readonly string[]): Promise<boolean> {
  await lockOwner(db, userId);
  const ownIds = new Set(await photoIdsOf(db, userId));
  if (new Set(order).size !== order.length || order.length !== ownIds.size || !order.every((id) => ownIds.has(id)))
    return false;
  // One statement: each photo takes its index in `order` as its position.
  await db
    .update(photos)
    .set({ position: sql`array_position(${sql.param([...order])}::text[], ${photos.id}) - 1` })
    .where(eq(photos.userId, userId));
  return true;
}

export async function insertPhoto(db: Db, photo: typeof photos.$inferInsert): Promise<void> {
  await db.insert(photos).values(photo);
}

/** Deletes the photo only if it belongs to `userId`; returns whether it did. */
export async function deleteOwnedPhoto(db: Db, userId: string, photoId: string): Promise<boolean> {
  const deleted = await db
    .delete(photos)
    .where(and(eq(photos.id, photoId), eq(photos.userId, userId)))
    .returning({ id: photos.id });
  return deleted.length === 1;
}

export async function photosOf(db: Db, userId: string): Promise<PhotoRow[]> {
  return db.select().from(photos).where(eq(photos.userId, userId)).orderBy(asc(photos.position));
}

export type HeldPhotoRow = {
  id: string;
  userId: string;
  userName: string;
  nudityScore: number | null;
  sexyScore: number | null;
  createdAt: Date;
};

/** Photos waiting for review, oldest first (the admin's queue). */
export async function heldPhotos(db: Db, limit: number): Promise<HeldPhotoRow[]> {
  return db
    .select({
      id: photos.id,
      userId: photos.userId,
      userName: users.name,
      nudityScore: photos.nudityScore,
      sexyScore: photos.sexyScore,
      createdAt: photos.createdAt,
    })
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId))
    .where(eq(photos.screening, 'held'))
    .orderBy(asc(photos.createdAt))
    .limit(limit);
}

/** Shows a held photo; false when there is no such photo waiting (approved already, or deleted). */
export async function approveHeld(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(photos)
    .set({ screening: 'visible' })
    .where(and(eq(photos.id, id), eq(photos.screening, 'held')))
    .returning({ id: photos.id });
  return rows.length === 1;
}

/** Deletes a photo's row whoever owns it (a moderation removal); returns its owner, or undefined. */
export async function deletePhotoRow(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.delete(photos).where(eq(photos.id, id)).returning({ userId: photos.userId });
  return row?.userId;
}
