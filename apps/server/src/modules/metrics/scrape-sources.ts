// Figures read from the database when Prometheus scrapes (cheap aggregate queries, not per request).
import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox, paymentSessions } from '../../db/schema.js';

export async function paymentSessionCounts(db: Db) {
  const rows = await db
    .select({ status: paymentSessions.status, paymentStatus: paymentSessions.paymentStatus, count: count() })
    .from(paymentSessions)
    .groupBy(paymentSessions.status, paymentSessions.paymentStatus);
  return rows;
}

export function mailOutboxCounts(db: Db) {
  return db.select({ status: mailOutbox.status, count: count() }).from(mailOutbox).groupBy(mailOutbox.status);
}
