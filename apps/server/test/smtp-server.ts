// A real SMTP server for tests (smtp-server), collecting each message parsed by mailparser. It can
// refuse the next messages (temporary or permanent) or hold them unanswered, to test retries and crashes.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = ParsedMail & { envelopeTo: string[] };

export type TestSmtpServer = {
  url: string;
  received: ReceivedMail[];
  /** The next `count` messages are answered with this SMTP code (e.g. 451 temporary, 550 permanent). */
  refuseNext(count: number, code: number): void;
  /** Messages are read but never answered until `release()` (a mail "being sent"). */
  hold(): void;
  release(): void;
  /** Forgets held messages (their sender died: the connection is gone) and accepts again. */
  discardHeld(): void;
  /** Resolves once a held message is waiting for its answer. */
  heldMessage(): Promise<void>;
  /** Resolves with the first message received (already or from now on) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, ms?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters: { match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];
  let refusals: number[] = [];
  let holding = false;
  const held: (() => void)[] = [];
  let onHeld: (() => void) | null = null;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const code = refusals.shift();
        if (code) {
          const err = Object.assign(new Error(`refused by the test (${code})`), { responseCode: code });
          callback(err);
          return;
        }
        const accept = () => {
          void simpleParser(Buffer.concat(chunks)).then((parsed) => {
            const mail = Object.assign(parsed, { envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
            received.push(mail);
            for (const w of [...waiters]) {
              if (w.match(mail)) {
                waiters.splice(waiters.indexOf(w), 1);
                w.resolve(mail);
              }
            }
            callback();
          });
        };
        if (holding) {
          held.push(accept);
          onHeld?.();
        } else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count, code) {
      refusals = [...refusals, ...Array<number>(count).fill(code)];
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const accept of held.splice(0)) accept();
    },
    discardHeld() {
      holding = false;
      held.splice(0);
    },
    heldMessage: () =>
      held.length > 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            onHeld = () => {
              onHeld = null;
              resolve();
            };
          }),
    waitFor(match, ms = 15_000) {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching mail arrived')), ms);
        waiters.push({
          match,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link of a mail's text that goes to this page of the app. */
export function linkIn(mail: ReceivedMail, page: string): string {
  const found = new RegExp(`https?://\\S+/${page}\\?token=[\\w%.-]+`).exec(mail.text ?? '');
  if (!found) throw new Error(`no ${page} link in the mail:\n${mail.text}`);
  return found[0];
}

export const tokenOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get('token') ?? '');

/** A header as sent (mailparser folds List-* headers into one parsed object; RFC 8058 is about the raw ones). */
export function rawHeader(mail: ReceivedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}
