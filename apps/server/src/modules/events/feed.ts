// The domain event feed (issue 32, decisions 057 and 068): what changed, in the order transactions
// finished, for every process. A reader keeps a cursor: a transaction id below which it has read every
// event, and the transactions at or above it whose events it has read already. Each read takes every
// event its statement can see that the cursor has not: so an event whose transaction commits after a
// later one's is read, once, and an event committed before the read began is never held back by a
// transaction still running elsewhere in the cluster. PGlite runs one transaction at a time, PostgreSQL
// many: the same rule is exact on both.
import { lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { domainEvents } from '../../db/schema.js';

/** Events about one member, by id (written by triggers on their rows, migration 0025). */
export type MemberEvent = {
  type: 'member.joined' | 'member.changed' | 'alert.changed';
  subjectId: string;
};
/** A member's learned model was stored, having learnt from `swipes` swipes (unknown for older events). */
export type ModelLearned = { type: 'model.learned'; subjectId: string; swipes: number | null };
/** A deleted member: only the first two hex digits of the id are kept (erasure), see `bucket`. */
export type MemberDeleted = { type: 'member.deleted'; bucket: string };
export type DomainEvent = MemberEvent | ModelLearned | MemberDeleted;

/**
 * `upto`: a transaction id, as text: every event of an older transaction has been read. `ahead`: the
 * transactions at or after `upto` whose events have been read too (committed while an older one still ran).
 */
export type Cursor = { upto: string; ahead: string[] };

/** How long events are kept: a reader further behind than this starts again from the tables. */
export const EVENTS_KEPT_HOURS = 24;

type Row = { type: string; subject_id: string | null; bucket: string | null; swipes: string | null };

const xid = (text: string) => BigInt(text);

function eventOf(row: Row): DomainEvent | null {
  if (row.type === 'member.deleted') return row.bucket ? { type: 'member.deleted', bucket: row.bucket } : null;
  if (!row.subject_id) return null;
  switch (row.type) {
    case 'member.joined':
    case 'member.changed':
    case 'alert.changed':
      return { type: row.type, subjectId: row.subject_id };
    case 'model.learned':
      return { type: row.type, subjectId: row.subject_id, swipes: row.swipes === null ? null : Number(row.swipes) };
    default:
      // A newer server's event type: not this process's concern.
      return null;
  }
}

/** Where a reader that has just read the tables stands: nothing older than a running transaction is missed. */
export async function cursorNow(db: Db): Promise<Cursor> {
  const [row] = await rowsOf<{ upto: string }>(db, sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS upto`);
  if (!row) throw new Error('no snapshot');
  return { upto: row.upto, ahead: [] };
}

/**
 * The events after `cursor`, in commit-safe order, and the cursor after them. One statement: the rows it
 * sees are those of the transactions committed before it began (its snapshot), and the next cursor is
 * that snapshot's xmin (the oldest transaction still running) with the newer transactions read.
 */
export async function eventsAfter(db: Db, cursor: Cursor): Promise<{ events: DomainEvent[]; next: Cursor }> {
  const ahead = `{${cursor.ahead.join(',')}}`;
  const rows = await rowsOf<Row & { upto: string; tx: string | null }>(
    db,
    sql`WITH upto AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin)
        SELECT upto.xmin::text AS upto, e.tx::text AS tx, e.type, e.subject_id, e.payload->>'bucket' AS bucket, e.payload->>'swipes' AS swipes
        FROM upto LEFT JOIN ${domainEvents} e ON e.tx >= ${cursor.upto}::xid8 AND e.tx <> ALL(${ahead}::xid8[])
        ORDER BY e.tx, e.id`,
  );
  const upto = rows[0]?.upto ?? cursor.upto;
  // What was read at or after the new xmin is remembered until the xmin passes it.
  const read = new Set(cursor.ahead);
  for (const row of rows) if (row.tx !== null) read.add(row.tx);
  const next = { upto, ahead: [...read].filter((tx) => xid(tx) >= xid(upto)) };
  const events = rows.filter((r) => r.type !== null).flatMap((r) => eventOf(r) ?? []);
  return { events, next };
}

/**
 * Whether the feed holds an event after `cursor`, as SQL for a statement a request runs anyway (decision
 * 074): false means every event committed before that statement began has been read at `cursor`, so a
 * reader there is current for the request and need not read the feed again.
 */
export function feedMovedSince(at: CursorParams | { upto: SQL; ahead: SQL }): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${domainEvents} e WHERE e.tx >= ${at.upto}::xid8 AND e.tx <> ALL(${at.ahead}::xid8[]))`;
}

/** A cursor as two text parameters (a transaction id, an array literal), for `feedMovedSince`. */
export type CursorParams = { upto: string; ahead: string };
export const cursorParams = (cursor: Cursor): CursorParams => ({
  upto: cursor.upto,
  ahead: `{${cursor.ahead.join(',')}}`,
});

/** Housekeeping: events older than EVENTS_KEPT_HOURS go. */
export async function pruneEvents(db: Db): Promise<number> {
  const gone = await db
    .delete(domainEvents)
    .where(lt(domainEvents.createdAt, sql`now() - make_interval(hours => ${EVENTS_KEPT_HOURS})`))
    .returning({ id: domainEvents.id });
  return gone.length;
}
