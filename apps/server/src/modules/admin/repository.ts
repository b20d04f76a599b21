// Data access for the admin view: counts, the suspicious-locations list and the reports queue.
import { count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportStatus } from '@affinia/contract';
import type { Db } from '../../db/client.js';
import { reports, users } from '../../db/schema.js';
import { closedReportValues } from '../safety/erasure.js';
import { isUuid } from '../users/repository.js';

const SUSPICIOUS = ['medium', 'high'] as const;

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

export async function countSuspiciousLocations(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(inArray(users.suspicionLevel, [...SUSPICIOUS]));
  return row?.n ?? 0;
}

export async function countConfirmedEmails(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(isNotNull(users.emailVerifiedAt));
  return row?.n ?? 0;
}

/** Medium and high verdicts, most suspicious first: high before medium, then the farthest, then the latest. */
export function suspiciousLocationUsers(db: Db, limit: number) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      age: users.age,
      location: users.location,
      declaredCountry: users.declaredCountry,
      ipCountry: users.ipCountry,
      distanceKm: users.locationDistanceKm,
      suspicionLevel: users.suspicionLevel,
      checkedAt: users.locationCheckedAt,
    })
    .from(users)
    .where(inArray(users.suspicionLevel, [...SUSPICIOUS]))
    .orderBy(
      sql`CASE ${users.suspicionLevel} WHEN 'high' THEN 0 ELSE 1 END`,
      sql`${users.locationDistanceKm} DESC NULLS FIRST`,
      desc(users.locationCheckedAt),
    )
    .limit(limit);
}

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
