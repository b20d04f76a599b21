// Single-use links sent by mail. The link carries the account's credential version and 32 random
// bytes; the database keeps only the SHA-256 of the whole string, so reading the table opens no
// account, and the version cannot be altered without the hash missing. A token is accepted only while
// the account is still at the version it was minted at (decision 035): every credential event (password
// reset or change, address change, sign-out everywhere) moves the version on and so voids every open
// link of every purpose at once. A token is spent by one conditional UPDATE, so two uses racing each
// other cannot both succeed.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountTokens, users } from '../../db/schema.js';
import { currentCredentialVersion } from './credential-version.js';

export type TokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The credential version written in a link (`<version>.<random>`); null for anything else. */
function versionIn(token: string): number | null {
  const match = /^(\d{1,9})\.[\w-]{43}$/.exec(token);
  return match ? Number(match[1]) : null;
}

/** The account is still at the version the link was minted at. */
const versionHolds = (version: number) =>
  sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${accountTokens.userId} AND ${users.tokenVersion} = ${version})`;

/**
 * Creates a token bound to the account's current credential version and answers the raw value for the
 * link (never stored). The version is read here, not passed in, so no caller can mint an unbound link.
 */
export async function createAccountToken(
  db: Db,
  opts: { userId: string; purpose: TokenPurpose; email: string; ttlMs: number },
): Promise<string> {
  const version = await currentCredentialVersion(db, opts.userId);
  if (version === null) throw new Error('account vanished');
  const token = `${version}.${randomBytes(32).toString('base64url')}`;
  await db.insert(accountTokens).values({
    tokenHash: hashOf(token),
    userId: opts.userId,
    purpose: opts.purpose,
    email: opts.email,
    expiresAt: new Date(Date.now() + opts.ttlMs),
  });
  return token;
}

/** A valid token (unused, unexpired, account still at its version) of one of these purposes, unspent. */
export async function findValidToken(db: Db, token: string, purposes: TokenPurpose[]) {
  const version = versionIn(token);
  if (version === null) return undefined;
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashOf(token)),
        inArray(accountTokens.purpose, purposes),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
        versionHolds(version),
      ),
    )
    .limit(1);
  return row ? { ...row, credentialVersion: version } : undefined;
}

/** Spends the token: true for exactly one caller, false if it was used, expired or voided meanwhile. */
export async function spendToken(db: Db, token: string): Promise<boolean> {
  const version = versionIn(token);
  if (version === null) return false;
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, hashOf(token)),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
        versionHolds(version),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return rows.length === 1;
}

/**
 * Whether the account has an unspent, unexpired link of this purpose. The version is in the link only,
 * so one voided by a credential event still counts here until it expires.
 */
export async function hasOpenToken(db: Db, userId: string, purpose: TokenPurpose): Promise<boolean> {
  const rows = await db
    .select({ hash: accountTokens.tokenHash })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Voids a user's other open links of a purpose (only the latest requested address can be confirmed). */
export async function voidTokens(db: Db, userId: string, purposes: TokenPurpose[]): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(accountTokens.userId, userId), inArray(accountTokens.purpose, purposes), isNull(accountTokens.usedAt)),
    );
}

/** Spent or expired links are of no use to anyone after a day. */
export async function purgeStaleTokens(db: Db): Promise<number> {
  const rows = await db
    .delete(accountTokens)
    .where(
      sql`${accountTokens.expiresAt} < now() - interval '1 day' OR ${accountTokens.usedAt} < now() - interval '1 day'`,
    )
    .returning({ hash: accountTokens.tokenHash });
  return rows.length;
}
