// Data access for checkout sessions. Every state change is a conditional UPDATE, so concurrent
// webhooks, status polls and registrations cannot apply the same change twice.
import { and, count, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { CheckoutStatus } from '@affinia/contract';
import type { Db } from '../../db/client.js';
import { paymentSessions, type PaymentSessionRow } from '../../db/schema.js';

export type NewPaymentSession = typeof paymentSessions.$inferInsert;

export async function insertSession(db: Db, session: NewPaymentSession): Promise<void> {
  await db.insert(paymentSessions).values(session);
}

export async function findSession(db: Db, id: string): Promise<PaymentSessionRow | undefined> {
  const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.id, id)).limit(1);
  return row;
}

/** Fulfilment: the first caller to see the payment flips the row; later ones change nothing. */
export async function markPaid(db: Db, id: string): Promise<PaymentSessionRow | null> {
  const [row] = await db
    .update(paymentSessions)
    .set({ paymentStatus: 'paid', status: 'complete', paidAt: sql`now()` })
    .where(and(eq(paymentSessions.id, id), eq(paymentSessions.paymentStatus, 'unpaid')))
    .returning();
  return row ?? null;
}

/** Records a change of checkout state (expired, completed without payment) on a session not paid yet. */
export async function setUnpaidStatus(db: Db, id: string, status: CheckoutStatus): Promise<void> {
  await db
    .update(paymentSessions)
    .set({ status })
    .where(
      and(eq(paymentSessions.id, id), eq(paymentSessions.paymentStatus, 'unpaid'), ne(paymentSessions.status, status)),
    );
}

/**
 * Spends a paid session as the credit of one new account. The row lock taken by the UPDATE queues
 * concurrent registrations; the ones after the first find `redeemed_at` set and change nothing.
 */
export async function redeem(
  db: Db,
  id: string,
  opts: { provider: PaymentSessionRow['provider']; userId: string; validityDays: number },
): Promise<boolean> {
  const rows = await db
    .update(paymentSessions)
    .set({ redeemedAt: sql`now()`, redeemedBy: opts.userId })
    .where(
      and(
        eq(paymentSessions.id, id),
        eq(paymentSessions.provider, opts.provider),
        eq(paymentSessions.paymentStatus, 'paid'),
        isNull(paymentSessions.redeemedAt),
        sql`${paymentSessions.paidAt} > now() - make_interval(days => ${opts.validityDays}::int)`,
      ),
    )
    .returning({ id: paymentSessions.id });
  return rows.length === 1;
}

/** Removes checkouts never paid that expired before `before`; paid ones are kept as payment records. */
export async function deleteUnpaidExpiredBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(paymentSessions)
    .where(and(eq(paymentSessions.paymentStatus, 'unpaid'), lt(paymentSessions.expiresAt, before)))
    .returning({ id: paymentSessions.id });
  return rows.length;
}

/** Checkout sessions by state (the metrics read them when scraped). */
export async function countByStatus(db: Db) {
  const rows = await db
    .select({ status: paymentSessions.status, paymentStatus: paymentSessions.paymentStatus, count: count() })
    .from(paymentSessions)
    .groupBy(paymentSessions.status, paymentSessions.paymentStatus);
  return rows;
}
