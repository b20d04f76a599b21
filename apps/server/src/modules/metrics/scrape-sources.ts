// Figures read from the database when Prometheus scrapes (cheap aggregate queries, not per request).
import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentSessions } from '../../db/schema.js';

export async function paymentSessionCounts(db: Db) {
  const rows = await db
    .select({ status: paymentSessions.status, paymentStatus: paymentSessions.paymentStatus, count: count() })
    .from(paymentSessions)
    .groupBy(paymentSessions.status, paymentSessions.paymentStatus);
  return rows;
}
