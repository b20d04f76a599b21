// Data access for photo rows (the files themselves live in PhotoStorage).
import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { photos, users, type PhotoRow } from '../../db/schema.js';

export async function photoIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: photos.id })
    .from(photos)
    .where(eq(photos.userId, userId))
    .orderBy(asc(photos.position));
  return rows.map((r) => r.id);
}

/** Photo ids of many users at once, in display order (one query for a page of cards). */
export async function photoIdsByUser(db: Db, userIds: string[]): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ id: photos.id, userId: photos.userId })
    .from(photos)
    .where(inArray(photos.userId, userIds))
    .orderBy(asc(photos.userId), asc(photos.position));
  for (const row of rows) byUser.get(row.userId)?.push(row.id);
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

/** Locks the owner's row so concurrent uploads count photos one at a time. */
export async function lockOwnerAndCount(db: Db, userId: string): Promise<{ count: number; nextPosition: number }> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await db
    .select({ n: count(), last: max(photos.position) })
    .from(photos)
    .where(eq(photos.userId, userId));
  return { count: row?.n ?? 0, nextPosition: (row?.last ?? -1) + 1 };
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
