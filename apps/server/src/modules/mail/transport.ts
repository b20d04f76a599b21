// Where mail goes: an SMTP server (nodemailer) when SMTP_URL is set; otherwise the embedded default
// writes each message as an .eml file under DATA_DIR/outbox and logs one line (subject and link), so the
// app works with no mail server at all.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../../config.js';

export type OutgoingMail = {
  /** The queue row's id: also the Message-ID, so a receiver can spot a duplicate after a crash. */
  id: string;
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

export function createOutboxTransport(config: MailConfig, log: Pick<FastifyBaseLogger, 'info'>): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await composer.sendMail(messageOf(config, mail));
      await mkdir(config.outboxDir, { recursive: true });
      const file = path.join(config.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      // The link is what a developer needs to go on (confirm, reset); the outbox is the operator's own disk.
      // The recipient stays in the file: a log line never carries an e-mail address (decision 010).
      const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
      log.info({ subject: mail.subject, link, file }, 'mail written to the outbox');
    },
    close: () => composer.close(),
  };
}

export function createMailTransport(config: MailConfig, log: Pick<FastifyBaseLogger, 'info'>): MailTransport {
  return config.smtpUrl
    ? createSmtpTransport({ ...config, smtpUrl: config.smtpUrl })
    : createOutboxTransport(config, log);
}
