// Data access for location checks: the private location columns of users (admin-only data).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

export type DeclaredColumns = {
  declaredCountry: string | null;
  declaredLat: number | null;
  declaredLon: number | null;
};
export type VerdictColumns = {
  ipCountry: string;
  locationDistanceKm: number | null;
  suspicionLevel: 'low' | 'medium' | 'high' | null;
  locationCheckedAt: Date;
};

/** Stores the geocoded declared place, and the verdict when there is one (a check without an IP keeps the last verdict). */
export async function saveLocationCheck(
  db: Db,
  userId: string,
  declared: DeclaredColumns,
  verdict: VerdictColumns | null,
): Promise<void> {
  await db
    .update(users)
    .set({ ...declared, ...(verdict ?? {}) })
    .where(eq(users.id, userId));
}
