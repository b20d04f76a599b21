// The swipes table's surface for other features (decision 064): whether a member has swiped someone, as
// SQL another feature composes into its own statement (the demo's top-ups count the people a member has
// not swiped yet).
import { and, eq, notExists, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { swipes } from '../../db/schema.js';

/** True for the rows whose `candidate` column the member has not swiped (liked or passed). */
export const notSwipedBy = (db: Db, memberId: string, candidate: PgColumn | SQL): SQL =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(swipes)
      .where(and(eq(swipes.swiperId, memberId), eq(swipes.swipedId, candidate))),
  );
