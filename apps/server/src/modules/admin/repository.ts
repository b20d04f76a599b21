// Data access for the admin view: counts, the suspicious-locations list, scam signals and the activity
// per day. The reports queue and the testimonials waiting for review are read through their features.
import { and, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.js';
import type { Db } from '../../db/client.js';
import { scamSignals, users } from '../../db/schema.js';
import { messagesSent } from '../chat/awaiting-reply.js';
import { matchesMade } from '../matching/matches-sql.js';

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

/** Per UTC day since the statement's `since`, how many of `rows` (each a `created_at`) there were. */
const perDay = (rows: SQL) => sql`(SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n
  FROM (${rows}) r WHERE created_at >= (SELECT t FROM since) GROUP BY 1)`;

/**
 * Per UTC day over the last `days` days (oldest first, every day present): sign-ups of real members
 * (demo accounts excluded), matches made and messages sent (as the matching and chat features give them).
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
    LEFT JOIN ${perDay(sql`SELECT created_at FROM users WHERE NOT simulated`)} s ON s.day = d.day
    LEFT JOIN ${perDay(matchesMade)} m ON m.day = d.day
    LEFT JOIN ${perDay(messagesSent)} g ON g.day = d.day
    ORDER BY d.day`,
  );
  return rows.map((r) => ({
    date: r.date,
    signups: Number(r.signups),
    matches: Number(r.matches),
    messages: Number(r.messages),
  }));
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
