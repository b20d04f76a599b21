// Today's pick of each member, as SQL: discover reads it in the same statement as the viewer's other
// signals (one round trip fewer per page), and the day's claim and pairs are written by this feature.
import { sql, type SQL } from 'drizzle-orm';
import { isAnyOf, type Ids } from '../../db/rows.js';
import { dailyPicks } from '../../db/schema.js';

/** Today for the database: every process agrees on the day whatever its own clock says. */
export const today = sql<string>`current_date`;

/** SQL rows `(viewer, id)`: today's pick of each of these members who was given one. */
export const todaysPicksOf = (userIds: Ids): SQL =>
  sql`SELECT ${dailyPicks.userId} AS viewer, ${dailyPicks.pickId} AS id FROM ${dailyPicks}
      WHERE ${dailyPicks.day} = ${today} AND ${isAnyOf(dailyPicks.userId, userIds)}`;
