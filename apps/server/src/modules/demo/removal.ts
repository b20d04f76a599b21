// Removing the demo community: every simulated member's rows (in one transaction), then their photo files.
// Apart from the seeding, so that a production process removes simulated members without loading the demo.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { deletePhotosOfMembers } from '../photos/generated-photos.js';
import type { PhotoStorage } from '../photos/storage.js';

export const demoUsers = sql`${users.simulated}`;

/** Runs `work` over `items` with at most `limit` in flight. */
export async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export type RemovedDemoPopulation = {
  users: number;
  photos: number;
  /** Files that could not be deleted (rows are gone; the files are unreachable orphans). */
  filesLeft: number;
};

/** Deletes every demo account (rows first, in one transaction), then their photo files. */
export async function removeDemoPopulation(database: Database, storage: PhotoStorage): Promise<RemovedDemoPopulation> {
  const { removedUsers, photoIds } = await database.db.transaction(async (tx) => {
    const photoIds = await deletePhotosOfMembers(tx, sql`(SELECT ${users.id} FROM ${users} WHERE ${demoUsers})`);
    const removed = await tx.delete(users).where(demoUsers).returning({ id: users.id });
    return { removedUsers: removed.length, photoIds };
  });
  const deleted = await inParallel(photoIds, 32, (id) =>
    storage.delete(id).then(
      () => true,
      () => false,
    ),
  );
  return { users: removedUsers, photos: photoIds.length, filesLeft: deleted.filter((ok) => !ok).length };
}
