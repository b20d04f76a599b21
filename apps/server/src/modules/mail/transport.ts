// Where mail goes: an SMTP server (nodemailer) when SMTP_URL is set; otherwise the embedded default
// writes each message as an .eml file under DATA_DIR/outbox and logs one line (the file and the template),
// so the app works with no mail server at all; the link is read in the file, never in the log.
import { mkdir, readdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../../config.js';

export type OutgoingMail = {
  /** The queue row's id: also the Message-ID, so a receiver can spot a duplicate after a crash. */
  id: string;
  /** Which mail this is (`confirm_email`, `password_reset`…): what a log line may say about it. */
  template: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** RFC 8058 one-click unsubscribe address (notification mails). */
  unsubscribeUrl?: string;
};

export interface MailTransport {
  /** Resolves once the server accepted the message; rejects with an error carrying `responseCode` otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

function headersOf(mail: OutgoingMail): Record<string, string> {
  if (!mail.unsubscribeUrl) return {};
  return {
    'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

const domainOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

function messageOf(config: MailConfig, mail: OutgoingMail) {
  return {
    from: config.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${mail.id}@${domainOf(config.from)}>`,
    headers: headersOf(mail),
  };
}

export function createSmtpTransport(config: MailConfig & { smtpUrl: string }): MailTransport {
  const transporter = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: config.sendTimeoutMs,
    greetingTimeout: config.sendTimeoutMs,
    socketTimeout: config.sendTimeoutMs,
  });
  return {
    async send(mail) {
      await transporter.sendMail(messageOf(config, mail));
    },
    close: () => transporter.close(),
  };
}

/** The outbox file of a queue row: the row's id ends the name, so erasing a member finds their files. */
const outboxFileName = (mailId: string) => `${new Date().toISOString().replace(/[:.]/g, '-')}-${mailId}.eml`;
const mailIdOf = (fileName: string) => /-([0-9a-f-]{36})\.eml$/.exec(fileName)?.[1];

/** Removes the outbox files of these queue rows (erasure); a missing file or outbox is not an error. */
export async function removeOutboxFiles(outboxDir: string, mailIds: string[]): Promise<void> {
  if (mailIds.length === 0) return;
  const names = await readdir(outboxDir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [] as string[];
    throw err;
  });
  const ids = new Set(mailIds);
  const owned = names.filter((name) => ids.has(mailIdOf(name) ?? ''));
  await Promise.all(owned.map((name) => unlink(path.join(outboxDir, name)).catch(() => undefined)));
}

export function createOutboxTransport(config: MailConfig, log: Pick<FastifyBaseLogger, 'info'>): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await composer.sendMail(messageOf(config, mail));
      await mkdir(config.outboxDir, { recursive: true, mode: 0o700 });
      const name = outboxFileName(mail.id);
      const file = path.join(config.outboxDir, name);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      // The links (confirm, reset, change of address) are credentials and the recipient is personal data:
      // they stay in the file, on the operator's own disk. The log says which file and which mail.
      log.info({ file: name, template: mail.template }, 'mail written to the outbox');
    },
    close: () => composer.close(),
  };
}

export function createMailTransport(config: MailConfig, log: Pick<FastifyBaseLogger, 'info'>): MailTransport {
  return config.smtpUrl
    ? createSmtpTransport({ ...config, smtpUrl: config.smtpUrl })
    : createOutboxTransport(config, log);
}
