// The queue's worker, one in every process: it drains due rows as soon as a mail is queued here, and
// polls for the rest (retries, rows queued by other processes, leases of processes that died).
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { MailOutboxRow } from '../../db/schema.js';
import * as repo from './repository.js';
import type { MailTransport, OutgoingMail } from './transport.js';
import * as outbox from '../../db/outbox-queue.js';
import { createQueueDrain } from '../../db/queue-drain.js';
import { mailOutbox } from '../../db/schema.js';

/** What to send for a row, or why it is no longer wanted (account gone, notifications turned off). */
export type Prepared = { mail: OutgoingMail } | { drop: string };

const BATCH = 10;
const POLL_MS = 5000;
export const MAX_ATTEMPTS = 8;
const BASE_RETRY_MS = 30_000;
const MAX_RETRY_MS = 6 * 3600_000;

/** 30 s, 2 min, 8 min, 32 min, ~2 h, then 6 h: a server down for a night still gets its mail out. */
export const retryDelayMs = (attempts: number) =>
  Math.min(MAX_RETRY_MS, BASE_RETRY_MS * 4 ** Math.max(0, attempts - 1));

/** SMTP 5xx is a definitive refusal (unknown mailbox, rejected content): retrying would not help. */
const isPermanent = (err: unknown) => {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

export function createMailWorker(deps: {
  database: Database;
  transport: MailTransport;
  prepare: (row: MailOutboxRow) => Promise<Prepared>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  sendTimeoutMs: number;
}) {
  const { db } = deps.database;
  // A claimed row stays reserved for two send timeouts: long enough never to be sent twice by two live
  // processes, short enough that a dead process's mail goes out soon after.
  const leaseMs = deps.sendTimeoutMs * 2;

  async function deliver(row: MailOutboxRow): Promise<void> {
    try {
      const prepared = await deps.prepare(row);
      if ('drop' in prepared) {
        await repo.markFinal(db, row.id, 'dropped', prepared.drop);
        return;
      }
      await deps.transport.send(prepared.mail);
      await repo.markSent(db, row.id);
    } catch (err) {
      const reason = describe(err);
      if (isPermanent(err) || row.attempts >= MAX_ATTEMPTS) {
        deps.log.error({ mailId: row.id, template: row.template, attempts: row.attempts, reason }, 'mail given up');
        await repo.markFinal(db, row.id, 'failed', reason);
      } else {
        deps.log.warn(
          { mailId: row.id, template: row.template, attempts: row.attempts, reason },
          'mail will be retried',
        );
        await outbox.markRetry(db, mailOutbox, row.id, reason, retryDelayMs(row.attempts));
      }
    }
  }

  // Mails go one at a time: one SMTP connection, in the order they were queued.
  return createQueueDrain({
    claim: () => repo.claimDue(db, BATCH, leaseMs),
    deliver,
    parallel: false,
    pollMs: POLL_MS,
    name: 'mail',
    log: deps.log,
  });
}
export type MailWorker = ReturnType<typeof createMailWorker>;
