// Data access for the outgoing mail queue. Claiming uses FOR UPDATE SKIP LOCKED so that several
// processes polling together each take different rows, and a lease (next_attempt_at pushed forward)
// so that a row claimed by a process that dies is taken again once the lease runs out.
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox, type MailOutboxRow } from '../../db/schema.js';
import type { MailTemplate } from './templates.js';
import { rowsOf } from '../../db/rows.js';

export type NewMail = { userId: string; to: string; template: MailTemplate; params?: Record<string, string> };

/** A mail to someone who has no account yet (a payment receipt): owned by the payment session. */
export type NewReceipt = {
  paymentSessionId: string;
  to: string;
  language: string;
  template: MailTemplate;
  params: Record<string, string>;
};

export async function insertMail(db: Db, mail: NewMail | NewReceipt): Promise<string> {
  const owner =
    'userId' in mail ? { userId: mail.userId } : { paymentSessionId: mail.paymentSessionId, language: mail.language };
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...owner, toAddress: mail.to, template: mail.template, params: mail.params ?? {} })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Takes up to `limit` due rows for this process: each attempt counted, each leased for `leaseMs`. */
export async function claimDue(db: Db, limit: number, leaseMs: number): Promise<MailOutboxRow[]> {
  const result = await rowsOf<{ id: string }>(
    db,
    sql`
    UPDATE ${mailOutbox}
    SET attempts = attempts + 1, claimed_at = now(), next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
    WHERE id IN (
      SELECT id FROM ${mailOutbox}
      WHERE status = 'pending' AND next_attempt_at <= now()
      ORDER BY next_attempt_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`,
  );
  const ids = result.map((r) => r.id);
  if (ids.length === 0) return [];
  return db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
}

/**
 * A receipt's address was given only to receive that one mail (decision 027): once the mail is sent or
 * given up, it is erased. A member's own address stays on their sent rows (it is on their account anyway).
 */
const addressKept = sql`CASE WHEN ${mailOutbox.paymentSessionId} IS NULL THEN ${mailOutbox.toAddress} ELSE '' END`;

/** The receipt of a credit moves to the account that redeems it (its export shows it; its erasure removes it). */
export async function attachReceiptsTo(db: Db, paymentSessionId: string, userId: string): Promise<void> {
  await db.update(mailOutbox).set({ userId }).where(eq(mailOutbox.paymentSessionId, paymentSessionId));
}

/** Sent: the parameters (which may hold a one-time link) are no longer needed, so they go. */
export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), claimedAt: null, params: {}, lastError: null, toAddress: addressKept })
    .where(eq(mailOutbox.id, id));
}

/** Given up (permanent refusal or too many attempts) or no longer wanted (`dropped`). */
export async function markFinal(db: Db, id: string, status: 'failed' | 'dropped', error: string | null) {
  await db
    .update(mailOutbox)
    .set({ status, lastError: error, claimedAt: null, params: {}, toAddress: addressKept })
    .where(eq(mailOutbox.id, id));
}

/** Every queue row of a member, whatever its state (erasure: their outbox files are named by these ids). */
export async function mailIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.userId, userId));
  return rows.map((r) => r.id);
}

/** Mails in the outbox by status (the metrics read it when scraped). */
export function countByStatus(db: Db) {
  return db.select({ status: mailOutbox.status, count: count() }).from(mailOutbox).groupBy(mailOutbox.status);
}
