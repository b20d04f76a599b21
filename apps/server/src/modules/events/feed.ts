// The domain event feed (issue 32, decision 057): what changed, in the order transactions finished, for
// every process. A reader keeps a cursor, a transaction id: it has read every event of every transaction
// older than that. Each read takes the events of the transactions that are older than the oldest one still
// running (pg_snapshot_xmin), so an event whose transaction commits after a later one's is still read, once.
// PGlite runs one transaction at a time, PostgreSQL many: the same rule is exact on both.
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { domainEvents } from '../../db/schema.js';

/** Events about one member, by id (written by triggers on their rows, migration 0025). */
export type MemberEvent = {
  type: 'member.joined' | 'member.changed' | 'model.learned' | 'alert.changed';
  subjectId: string;
};
/** A deleted member: only the first two hex digits of the id are kept (erasure), see `bucket`. */
export type MemberDeleted = { type: 'member.deleted'; bucket: string };
export type DomainEvent = MemberEvent | MemberDeleted;

/** A transaction id, as text: every event of an older transaction has been read. */
export type Cursor = string;

/** How long events are kept: a reader further behind than this starts again from the tables. */
export const EVENTS_KEPT_HOURS = 24;

type Row = { type: string; subject_id: string | null; bucket: string | null };

function eventOf(row: Row): DomainEvent | null {
  if (row.type === 'member.deleted') return row.bucket ? { type: 'member.deleted', bucket: row.bucket } : null;
  if (!row.subject_id) return null;
  switch (row.type) {
    case 'member.joined':
    case 'member.changed':
    case 'model.learned':
    case 'alert.changed':
      return { type: row.type, subjectId: row.subject_id };
    default:
      // A newer server's event type: not this process's concern.
      return null;
  }
}

/** Where a reader that has just read the tables stands: nothing older than a running transaction is missed. */
export async function cursorNow(db: Db): Promise<Cursor> {
  const [row] = await rowsOf<{ upto: string }>(db, sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS upto`);
  if (!row) throw new Error('no snapshot');
  return row.upto;
}

/**
 * The events after `cursor`, in commit-safe order, and the cursor after them. One statement: the
 * snapshot that bounds the read is the one the read sees.
 */
export async function eventsAfter(db: Db, cursor: Cursor): Promise<{ events: DomainEvent[]; next: Cursor }> {
  const rows = await rowsOf<Row & { upto: string }>(
    db,
    sql`WITH upto AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin)
        SELECT upto.xmin::text AS upto, e.type, e.subject_id, e.payload->>'bucket' AS bucket
        FROM upto LEFT JOIN ${domainEvents} e ON e.tx >= ${cursor}::xid8 AND e.tx < upto.xmin
        ORDER BY e.tx, e.id`,
  );
  const next = rows[0]?.upto ?? cursor;
  const events = rows.filter((r) => r.type !== null).flatMap((r) => eventOf(r) ?? []);
  return { events, next };
}

/** Housekeeping: events older than EVENTS_KEPT_HOURS go. */
export async function pruneEvents(db: Db): Promise<number> {
  const gone = await db
    .delete(domainEvents)
    .where(lt(domainEvents.createdAt, sql`now() - make_interval(hours => ${EVENTS_KEPT_HOURS})`))
    .returning({ id: domainEvents.id });
  return gone.length;
}
