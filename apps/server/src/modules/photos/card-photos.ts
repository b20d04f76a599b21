// Which photos others may see, as SQL for statements that read a page of cards with their rows in one
// round trip (discover). The rule lives here, beside the photos feature's own reads (photoIdsByUser).
import { sql, type SQL } from 'drizzle-orm';
import { photos } from '../../db/schema.js';

/** The ids of a member's photos others may see (a held one is not), in display order; empty when none. */
export const visiblePhotoIdsOf = (userId: SQL) =>
  sql<string[]>`coalesce((SELECT array_agg(ph.id::text ORDER BY ph.position) FROM ${photos} ph
    WHERE ph.user_id = ${userId} AND ph.screening = 'visible'), '{}')`;

/** How many of a member's photos others may see: what MIN_PHOTOS_TO_APPEAR counts (issue 35). */
export const visiblePhotoCountOf = (userId: SQL) =>
  sql<number>`(SELECT count(*)::int FROM ${photos} ph WHERE ph.user_id = ${userId} AND ph.screening = 'visible')`;
