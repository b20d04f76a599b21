// Data access for user accounts. Functions take a Db so callers can pass a transaction.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { freeTier, users, type UserRow } from '../../db/schema.js';

export type NewUser = typeof users.$inferInsert;

/** Every authenticated request reads its member here: one statement, built once. */
const userById = prepared((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('affinia_user_by_id'),
);

/** Full rows of these members (discover's page, the daily pick's batches), in one prepared statement. */
const usersByIdList = prepared((db) =>
  db
    .select()
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('affinia_users_by_ids'),
);

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await userById(db).execute({ id });
  return row;
}

export async function findUsersByIds(db: Db, ids: string[]): Promise<UserRow[]> {
  return ids.length === 0 ? [] : usersByIdList(db).execute({ ids });
}

export async function findUserByEmail(db: Db, normalizedEmail: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, normalizedEmail)).limit(1);
  return row;
}

/** Simulated members (the demo community, `users.simulated`): counted by the admin page, in production too. */
export async function countSimulatedMembers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.simulated, true));
  return row?.n ?? 0;
}

export async function emailExists(db: Db, normalizedEmail: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, normalizedEmail)).limit(1);
  return rows.length > 0;
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function bumpTokenVersion(db: Db, id: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
}

/** Free places taken so far. */
export async function freePlacesUsed(db: Db): Promise<number> {
  const [row] = await db.select({ used: freeTier.used }).from(freeTier).where(eq(freeTier.id, 1));
  return row?.used ?? 0;
}

/**
 * Takes one free place if any is left. The conditional UPDATE locks the counter row, so concurrent
 * registrations queue on it and can never push `used` past `limit`; a rolled-back transaction gives
 * its place back.
 */
export async function claimFreePlace(db: Db, limit: number): Promise<boolean> {
  const claimed = await db
    .update(freeTier)
    .set({ used: sql`${freeTier.used} + 1` })
    .where(sql`${freeTier.id} = 1 AND ${freeTier.used} < ${limit}`)
    .returning({ used: freeTier.used });
  return claimed.length === 1;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from URLs and tokens: anything that is not a UUID simply does not exist. */
export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}

/** The account is still at this credential version (decision 035): the link or session used was not voided. */
const atCredentialVersion = (id: string, version: number) => and(eq(users.id, id), eq(users.tokenVersion, version));

/**
 * New password, only if the account is still at `atVersion`; every earlier token of the account stops
 * working (decision 035). Answers the new version, or null when nothing changed.
 */
export async function setPasswordAndRevokeSessions(
  db: Db,
  id: string,
  passwordHash: string,
  atVersion: number,
): Promise<number | null> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(atCredentialVersion(id, atVersion))
    .returning({ tokenVersion: users.tokenVersion });
  return row?.tokenVersion ?? null;
}

/**
 * Marks the address confirmed, only if it is still the one the link was sent to and the account is still
 * at the link's credential version.
 */
export async function markEmailVerified(db: Db, id: string, email: string, atVersion: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(and(atCredentialVersion(id, atVersion), eq(users.email, email)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * The confirmed new address replaces the old one, only if the account is still at the credential
 * version of the link (a unique violation if someone took the address meanwhile). A credential event:
 * the version moves on, voiding every other token. Answers the new version, or null when refused.
 */
export async function replaceEmail(db: Db, id: string, email: string, atVersion: number): Promise<number | null> {
  const [row] = await db
    .update(users)
    .set({ email, emailVerifiedAt: sql`now()`, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(atCredentialVersion(id, atVersion))
    .returning({ tokenVersion: users.tokenVersion });
  return row?.tokenVersion ?? null;
}

/** The interface language the member last used, for the mails written to them. */
export async function setLanguage(db: Db, id: string, language: string): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, id));
}
