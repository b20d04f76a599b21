// Single-use links sent by mail. The link carries 32 random bytes; the database keeps only their
// SHA-256, so reading the table opens no account. A token is spent by one conditional UPDATE, so two
// uses racing each other cannot both succeed.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountTokens } from '../../db/schema.js';

export type TokenPurpose = 'change_email' | 'reset_password';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Creates a token and answers the raw value for the link (never stored). */
export async function createAccountToken(
  db: Db,
  opts: { userId: string; purpose: TokenPurpose; email: string; ttlMs: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(accountTokens).values({
    tokenHash: hashOf(token),
    userId: opts.userId,
    purpose: opts.purpose,
    email: opts.email,
    expiresAt: new Date(Date.now() + opts.ttlMs),
  });
  return token;
}

/** A valid (unused, unexpired) token of one of these purposes, without spending it. */
export async function findValidToken(db: Db, token: string, purposes: TokenPurpose[]) {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashOf(token)),
        inArray(accountTokens.purpose, purposes),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

/** Spends the token: true for exactly one caller, false if it was already used or expired meanwhile. */
export async function spendToken(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, hashOf(token)),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return rows.length === 1;
}

/** Voids a user's other open links of a purpose (a reset voids earlier reset links, and so on). */
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
