// What account deletion does to the reports a member filed (decision 004). Moderation needs to know
// that someone was reported, why, and what was decided — not who reported. The reporter link goes
// (the foreign key clears it); the free-text details, which may name or describe the reporter, are
// kept only while the report is still open and someone has to act on it, and erased once it is closed
// (see `closedReportValues`).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { reports } from '../../db/schema.js';

/** Runs inside the deletion's transaction, before the account row goes. */
export async function eraseReportsFiledBy(tx: Db, userId: string): Promise<void> {
  await tx
    .update(reports)
    .set({ details: '', reporterId: null })
    .where(and(eq(reports.reporterId, userId), ne(reports.status, 'open')));
}

/**
 * The values a report takes when moderation closes it: a report whose reporter has deleted their
 * account loses its details then, as those closed at deletion time did.
 */
export const closedReportValues = (status: 'resolved' | 'dismissed') => ({
  status,
  details: sql`CASE WHEN ${reports.reporterId} IS NULL THEN '' ELSE ${reports.details} END`,
});
