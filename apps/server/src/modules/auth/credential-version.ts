// The credential version (decision 035): one number per account (`users.token_version`) that every
// token able to act for the account carries and that is checked whenever such a token is used. Every
// credential event moves it on — password reset, password change, confirmed change of address,
// sign-out everywhere, a suspension or ban — so each of them voids every outstanding token of every
// kind at once; deleting the account removes the row, and with it anything a token could match.
//
// The kinds below are the complete list. `CredentialBoundKind` is what the attack test
// (credential-version.test.ts) must cover one by one: a new kind of token added here without a case
// there does not type-check, and one that is not added here is a review finding.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

export const TOKEN_KINDS = {
  /** Session JWT (tokens.ts): claim `tv`, compared by the guard on every request. */
  session: { bound: true },
  /** Reset link (account-tokens.ts, purpose reset_password): version in the hashed string. */
  reset_password: { bound: true },
  /** New-address confirmation link (account-tokens.ts, purpose change_email). */
  change_email: { bound: true },
  /** One-time sign-in link (account-tokens.ts, purpose sign_in). */
  sign_in: { bound: true },
  /** Own-address confirmation link (confirmation-link.ts): signed, version in the signed payload. */
  confirm_email: { bound: true },
  /**
   * Unsubscribe link (notifications/unsubscribe-token.ts): not bound. It can only turn one kind of mail
   * off for one member, opens nothing and changes no credential; the law wants it to keep working from
   * any old mail, which a version would break at every password change.
   */
  unsubscribe: { bound: false },
  /**
   * Paid checkout session id (payments, decision 027): not bound. It is a credit bought before any
   * account exists, spent once by a registration; it acts for no account.
   */
  payment_credit: { bound: false },
} as const;

type Kinds = typeof TOKEN_KINDS;
export type CredentialBoundKind = { [K in keyof Kinds]: Kinds[K]['bound'] extends true ? K : never }[keyof Kinds];

/** The account's current credential version; null when the account does not exist (any more). */
export async function currentCredentialVersion(db: Db, userId: string): Promise<number | null> {
  const [row] = await db.select({ version: users.tokenVersion }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.version ?? null;
}
