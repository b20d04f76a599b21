// Waiting on the outgoing mail (or push) queue in tests: until every item due now has been handled (sent,
// refused or dropped), so "exactly one mail" can be asserted without sleeping for a guessed time.
import { sql } from 'drizzle-orm';
import type { TestServer } from './test-server.js';

export function queueSettled(server: TestServer, ms = 15_000): Promise<void> {
  return outboxSettled(server, 'mail_outbox', ms);
}

/** The same for either outgoing queue: mails, or web pushes (same columns). */
export async function outboxSettled(
  server: TestServer,
  table: 'mail_outbox' | 'push_outbox',
  ms = 15_000,
): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const result = await server.app.database.db.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE status = 'pending' AND (next_attempt_at <= now() OR claimed_at IS NOT NULL)`,
    );
    if ((result as unknown as { rows: { n: number }[] }).rows[0]?.n === 0) return;
    if (Date.now() > until) throw new Error(`${table} did not settle`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function outboxRows(server: TestServer, userId: string) {
  const result = await server.app.database.db.execute(
    sql`SELECT template, status, attempts, last_error AS "lastError", params, to_address AS "to" FROM mail_outbox WHERE user_id = ${userId} ORDER BY created_at`,
  );
  return (
    result as unknown as {
      rows: {
        template: string;
        status: string;
        attempts: number;
        lastError: string | null;
        params: Record<string, string>;
        to: string;
      }[];
    }
  ).rows;
}
