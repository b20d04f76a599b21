// Data access for the admin view: counts, the suspicious-locations list and the reports queue.
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.js';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportStatus } from '@affinia/contract';
import type { Db } from '../../db/client.js';
import { reports, scamSignals, testimonials, users } from '../../db/schema.js';
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

/** Scam signals for review: the riskiest first, then the newest. */
export function scamSignalList(db: Db, limit: number) {
  return db
    .select({
      id: scamSignals.id,
      signals: scamSignals.signals,
      risk: scamSignals.risk,
      source: scamSignals.source,
      content: scamSignals.content,
      createdAt: scamSignals.createdAt,
      senderId: users.id,
      senderName: users.name,
      senderEmail: users.email,
    })
    .from(scamSignals)
    .innerJoin(users, eq(users.id, scamSignals.senderId))
    .orderBy(desc(scamSignals.risk), desc(scamSignals.createdAt))
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

/**
 * Per UTC day over the last `days` days (oldest first, every day present): sign-ups of real members
 * (demo accounts excluded), matches made and messages sent.
 */
export async function activityByDay(
  db: Db,
  days: number,
): Promise<{ date: string; signups: number; matches: number; messages: number }[]> {
  const rows = await rowsOf<{ date: string; signups: number; matches: number; messages: number }>(
    db,
    sql`
    WITH d AS (
      SELECT generate_series(
        (now() AT TIME ZONE 'UTC')::date - ${days - 1}::int,
        (now() AT TIME ZONE 'UTC')::date,
        interval '1 day'
      )::date AS day
    ),
    since AS (SELECT ((now() AT TIME ZONE 'UTC')::date - ${days - 1}::int)::timestamp AT TIME ZONE 'UTC' AS t)
    SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
      COALESCE(s.n, 0)::int AS signups, COALESCE(m.n, 0)::int AS matches, COALESCE(g.n, 0)::int AS messages
    FROM d
    LEFT JOIN (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n FROM users
               WHERE created_at >= (SELECT t FROM since) AND NOT simulated GROUP BY 1) s ON s.day = d.day
    LEFT JOIN (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n FROM matches
               WHERE created_at >= (SELECT t FROM since) GROUP BY 1) m ON m.day = d.day
    LEFT JOIN (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n FROM messages
               WHERE created_at >= (SELECT t FROM since) GROUP BY 1) g ON g.day = d.day
    ORDER BY d.day`,
  );
  return rows.map((r) => ({
    date: r.date,
    signups: Number(r.signups),
    matches: Number(r.matches),
    messages: Number(r.messages),
  }));
}

export async function pendingModeration(db: Db): Promise<{ testimonials: number; reports: number }> {
  const [[t], [r]] = await Promise.all([
    db.select({ n: count() }).from(testimonials).where(eq(testimonials.status, 'pending')),
    db.select({ n: count() }).from(reports).where(eq(reports.status, 'open')),
  ]);
  return { testimonials: t?.n ?? 0, reports: r?.n ?? 0 };
}

/**
 * ADMIN_EMAILS (decision 053): gives the admin role to the accounts with these addresses whose owner
 * confirmed them, and returns the ids of those that changed. An address nobody confirmed names nobody.
 */
export async function promoteConfirmedAdmins(db: Db, emails: string[], onlyId?: string): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .update(users)
    .set({ role: 'admin' })
    .where(
      and(
        inArray(users.email, emails),
        isNotNull(users.emailVerifiedAt),
        sql`${users.role} <> 'admin'`,
        onlyId === undefined ? undefined : eq(users.id, onlyId),
      ),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}
