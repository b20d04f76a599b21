// Who may see whom: nothing at all between two people while either has blocked the other. Chat,
// ratings, discover, the matches list and openers all ask here (these functions or their SQL
// conditions), so the block rule is written once; a match is seen only by its two members, across no
// block (matching's `findMemberMatch`, which composes this rule).
import { sql, type SQL } from 'drizzle-orm';
import { isAnyOf, type Ids } from '../../db/rows.js';
import { blocks } from '../../db/schema.js';

type Person = string | SQL | SQL.Aliased | { getSQL(): SQL };

/** SQL condition: neither of the two (ids or columns) has blocked the other. */
export const notBlockedBetween = (a: Person, b: Person): SQL =>
  sql`NOT EXISTS (SELECT 1 FROM ${blocks} WHERE (${blocks.blockerId} = ${a} AND ${blocks.blockedId} = ${b})
                                          OR (${blocks.blockerId} = ${b} AND ${blocks.blockedId} = ${a}))`;

/** SQL rows `(viewer, id)`: everyone each of these people blocked or was blocked by (discover leaves them out). */
export const blockedEitherWayOf = (userIds: Ids): SQL =>
  sql`SELECT ${blocks.blockerId} AS viewer, ${blocks.blockedId} AS id FROM ${blocks} WHERE ${isAnyOf(blocks.blockerId, userIds)}
      UNION ALL SELECT ${blocks.blockedId}, ${blocks.blockerId} FROM ${blocks} WHERE ${isAnyOf(blocks.blockedId, userIds)}`;
