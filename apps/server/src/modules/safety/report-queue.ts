// The reports queue moderation works through (decision 064: the safety feature owns reports): the list
// by status with both members named, closing a report, and the count still open. The admin's view and
// moderation decisions reach it through the safety service.
import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportStatus } from '@affinia/contract';
import type { Db } from '../../db/client.js';
import { reports, users } from '../../db/schema.js';
import { isUuid } from '../users/repository.js';
import { closedReportValues } from './erasure.js';

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');

const reportColumns = {
  id: reports.id,
  reason: reports.reason,
  details: reports.details,
  status: reports.status,
  createdAt: reports.createdAt,
  reporterId: reporter.id,
  reporterName: reporter.name,
  reporterEmail: reporter.email,
  reportedId: reported.id,
  reportedName: reported.name,
  reportedEmail: reported.email,
  messageContent: reports.messageContent,
  messageSentAt: reports.messageSentAt,
  reportedFlaggedMessages: reported.flaggedMessagesSent,
};
export type ReportListRow = {
  id: string;
  reason: string;
  details: string;
  status: ReportStatus;
  createdAt: Date;
  reporterId: string | null;
  reporterName: string | null;
  reporterEmail: string | null;
  reportedId: string;
  reportedName: string;
  reportedEmail: string;
  messageContent: string | null;
  messageSentAt: Date | null;
  reportedFlaggedMessages: number;
};

const reportQuery = (db: Db) =>
  db
    .select(reportColumns)
    .from(reports)
    .innerJoin(reported, eq(reported.id, reports.reportedId))
    .leftJoin(reporter, eq(reporter.id, reports.reporterId));

/** Open reports oldest first (the longest-waiting is handled first); closed ones newest first. */
export function reportsByStatus(db: Db, status: ReportStatus, limit: number): Promise<ReportListRow[]> {
  return reportQuery(db)
    .where(eq(reports.status, status))
    .orderBy(status === 'open' ? reports.createdAt : desc(reports.createdAt))
    .limit(limit);
}

/** Marks an open report about `reportedId` as handled (a moderation decision answered it). */
export async function resolveOpenReportAbout(db: Db, reportId: string, reportedId: string): Promise<boolean> {
  const updated = await db
    .update(reports)
    .set(closedReportValues('resolved'))
    .where(and(eq(reports.id, reportId), eq(reports.reportedId, reportedId), eq(reports.status, 'open')))
    .returning({ id: reports.id });
  return updated.length > 0;
}

export async function setReportStatus(
  db: Db,
  id: string,
  status: Exclude<ReportStatus, 'open'>,
): Promise<ReportListRow | undefined> {
  if (!isUuid(id)) return undefined;
  const updated = await db
    .update(reports)
    .set(closedReportValues(status))
    .where(eq(reports.id, id))
    .returning({ id: reports.id });
  if (updated.length === 0) return undefined;
  const [row] = await reportQuery(db).where(eq(reports.id, id));
  return row;
}

export async function countOpenReports(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reports).where(eq(reports.status, 'open'));
  return row?.n ?? 0;
}
