// Mail for the other modules: `queue` inside their own transaction (the mail commits with the change
// that caused it, or not at all), or `send` on its own; both wake this process's worker. The worker
// renders each mail when it goes out, in the recipient's language of that moment.
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationEvent } from '@affinia/contract';
import type { Config } from '../../config.js';
import type { Database, Db } from '../../db/client.js';
import type { MailOutboxRow } from '../../db/schema.js';
import { findUserById } from '../users/repository.js';
import * as repo from './repository.js';
import { MAIL_TEMPLATES, NOTIFICATION_OF, renderMail, type MailTemplate } from './templates.js';
import { createMailTransport, removeOutboxFiles, type MailTransport } from './transport.js';
import { createMailWorker, type Prepared } from './worker.js';
import * as outbox from '../../db/outbox-queue.js';
import { mailOutbox } from '../../db/schema.js';

/** Given by the notifications module: whether a member still wants a kind of mail, and its unsubscribe link. */
export type NotificationPolicy = {
  wants(userId: string, event: NotificationEvent): Promise<boolean>;
  /** The signed token of the unsubscribe links (the API's one-click address and the web page). */
  unsubscribeToken(userId: string, event: NotificationEvent): string;
};

const FINISHED_ROWS_KEPT_DAYS = 30;

export function createMailService(deps: {
  config: Config;
  database: Database;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  transport?: MailTransport;
}) {
  const { config, database, log } = deps;
  const transport = deps.transport ?? createMailTransport(config.mail, log);
  let policy: NotificationPolicy | null = null;

  async function prepare(row: MailOutboxRow): Promise<Prepared> {
    if (!(MAIL_TEMPLATES as readonly string[]).includes(row.template)) return { drop: 'unknown template' };
    const template = row.template as MailTemplate;
    const user = row.userId ? await findUserById(database.db, row.userId) : undefined;
    if (!user) {
      // A receipt sent before sign-up has no account: no name, the checkout's language.
      if (row.userId || !row.paymentSessionId) return { drop: 'account deleted' };
      const rendered = renderMail(template, row.params, {
        name: '',
        language: row.language ?? 'fr',
        publicOrigin: config.publicOrigin,
      });
      return { mail: { id: row.id, template, to: row.toAddress, ...rendered } };
    }
    const event = NOTIFICATION_OF[template];
    if (event && policy && !(await policy.wants(user.id, event))) return { drop: 'turned off by the member' };
    const token = event && policy ? encodeURIComponent(policy.unsubscribeToken(user.id, event)) : undefined;
    // The header's address takes the mail client's one-click POST; the link in the text opens a page
    // that does the same POST (a GET never unsubscribes: link scanners open every link they see).
    const unsubscribeUrl = token ? `${config.publicOrigin}/api/notifications/unsubscribe?token=${token}` : undefined;
    const rendered = renderMail(template, row.params, {
      name: user.name,
      language: row.language ?? user.language,
      publicOrigin: config.publicOrigin,
      unsubscribeUrl: token ? `${config.publicOrigin}/unsubscribe?token=${token}` : undefined,
    });
    return { mail: { id: row.id, template, to: row.toAddress, ...rendered, unsubscribeUrl } };
  }

  const worker = createMailWorker({ database, transport, prepare, log, sendTimeoutMs: config.mail.sendTimeoutMs });
  let wakeAfterResponse = false;

  return {
    /** Inside the caller's transaction; call `kick()` once it has committed. */
    queue: (db: Db, mail: repo.NewMail) => repo.insertMail(db, mail),
    /** A payment receipt to someone with no account yet, inside the transaction that records the payment. */
    queueReceipt: (db: Db, mail: repo.NewReceipt) => repo.insertMail(db, mail),
    /** Inside the redeeming transaction: the receipt now belongs to the new account. */
    attachReceiptsTo: (db: Db, paymentSessionId: string, userId: string) =>
      repo.attachReceiptsTo(db, paymentSessionId, userId),
    /**
     * Wakes the worker once the current answer has gone: rendering and sending a mail share this
     * process (and, on PGlite, its one database connection) with the request that queued it, so they
     * wait until that request is answered instead of adding to its latency.
     */
    kick() {
      wakeAfterResponse = true;
    },
    /** Wakes the worker now (work outside any request: housekeeping). */
    kickNow: () => worker.kick(),
    /** Fastify onResponse hook (app.ts). */
    afterResponse() {
      if (!wakeAfterResponse) return;
      wakeAfterResponse = false;
      void worker.kick();
    },
    setNotificationPolicy(next: NotificationPolicy) {
      policy = next;
    },
    async start() {
      if (!config.mail.smtpUrl) {
        const where = `mails are written to ${config.mail.outboxDir} instead of being sent: set SMTP_URL`;
        if (process.env.NODE_ENV === 'production') log.warn(`NO MAIL SERVER CONFIGURED: ${where}`);
        else log.info(`no SMTP_URL: ${where}`);
      }
      // Only one process ever opens a PGlite directory, so a lease found at start-up is a dead process's.
      if (database.kind === 'pglite') await outbox.releaseLeases(database.db, mailOutbox);
      if (config.mail.workerEnabled) worker.start();
    },
    async stop() {
      await worker.stop();
      transport.close();
    },
    purgeFinished: () => outbox.purgeFinished(database.db, mailOutbox, FINISHED_ROWS_KEPT_DAYS),
    /** Mails in the outbox by status, read when the metrics are scraped. */
    outboxCounts: () => repo.countByStatus(database.db),
    /** Inside an account's deletion, before its rows go: the ids that name its mails' outbox files. */
    mailIdsOf: (db: Db, userId: string) => repo.mailIdsOf(db, userId),
    /**
     * After the deletion has committed: the outbox files of those mails (DATA_DIR/outbox, no SMTP_URL)
     * go too, since they hold the member's address, name and links. A missing file is not an error.
     */
    removeOutboxFiles: (mailIds: string[]) => removeOutboxFiles(config.mail.outboxDir, mailIds),
  };
}
export type MailService = ReturnType<typeof createMailService>;
