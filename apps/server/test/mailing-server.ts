// A test server that sends its mails to a real SMTP server started with it, for suites that read links.
import { afterAll, beforeAll } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from './smtp-server.js';
import { apiClient, startTestServer, type TestServer } from './test-server.js';

export type MailingServer = { smtp: TestSmtpServer; server: TestServer; api: ReturnType<typeof apiClient> };

/**
 * One mailing server for a whole test file: started before its tests, closed after them. Read its parts
 * inside tests (`mailing.api`), once they exist.
 */
export function useMailingServer(env: Record<string, string> = {}): MailingServer {
  let started: MailingServer | undefined;
  const get = (): MailingServer => {
    if (!started) throw new Error('the mailing server starts in beforeAll');
    return started;
  };
  beforeAll(async () => {
    const smtp = await startSmtpServer();
    const server = await startTestServer({ env: { SMTP_URL: smtp.url, ...env } });
    started = { smtp, server, api: apiClient(server.url) };
  });
  afterAll(async () => {
    await started?.server.close();
    await started?.smtp.close();
  });
  return {
    get smtp() {
      return get().smtp;
    },
    get server() {
      return get().server;
    },
    get api() {
      return get().api;
    },
  };
}
