// Photo rows of members the server generates itself (the demo community's drawn avatars, decision 065),
// written and removed in bulk inside the caller's transaction. The photos feature owns the table
// (decision 064); the files themselves go through PhotoStorage.
import { inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { photos } from '../../db/schema.js';

export type GeneratedPhoto = {
  id: string;
  userId: string;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
};

/** Each member's one photo, first in their gallery, published (a drawn avatar needs no screening). */
export async function insertGeneratedPhotos(db: Db, rows: GeneratedPhoto[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(photos).values(rows.map((row) => ({ ...row, position: 0 })));
}

/** Deletes the photo rows of the members `memberIds` selects (a subquery); answers their ids, for the files. */
export async function deletePhotosOfMembers(db: Db, memberIds: SQL): Promise<string[]> {
  const removed = await db.delete(photos).where(inArray(photos.userId, memberIds)).returning({ id: photos.id });
  return removed.map((p) => p.id);
}
