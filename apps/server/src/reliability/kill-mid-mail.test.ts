// A server process killed (SIGKILL: no shutdown code runs) after a mail was committed to the queue and
// while it was being sent: the next process sends it, exactly once. The test's SMTP server holds the
// message unanswered, so the kill lands between the commit and the end of the send.
// Storage: also on PostgreSQL — a lease left by a killed process, taken over by another. Decision 055.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../../test/server-process.js';
import { startSmtpServer } from '../../test/smtp-server.js';
import { apiClient, createPostgresDatabase, dropPostgresDatabase, newUser } from '../../test/test-server.js';

const usingPostgres = process.env.TEST_DB_MODE === 'postgres';
const databases: string[] = [];
const dataDirs: string[] = [];
afterAll(async () => {
  await Promise.all(databases.map(dropPostgresDatabase));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('a process killed while sending a mail', () => {
  it('leaves it queued: the next process sends it once', { timeout: 180_000 }, async () => {
    const smtp = await startSmtpServer();
    const dataDir = path.join(tmpdir(), `affinia-kill-mail-${randomBytes(4).toString('hex')}`);
    dataDirs.push(dataDir);
    // A short send timeout keeps the lease of the dead process short (PostgreSQL: another process
    // cannot know the holder died; PGlite: the next process frees it at start-up).
    const env: Record<string, string> = { DATA_DIR: dataDir, SMTP_URL: smtp.url, MAIL_SEND_TIMEOUT_SECONDS: '2' };
    if (usingPostgres) {
      env.DATABASE_URL = await createPostgresDatabase();
      databases.push(env.DATABASE_URL);
    }
    try {
      smtp.hold();
      const first = await spawnServer(env);
      const body = newUser();
      const registered = await apiClient(first.url).post('/api/auth/register', { json: body });
      expect(registered.status).toBe(201);
      await smtp.heldMessage();
      first.child.kill('SIGKILL');
      expect(await first.exited).toBeNull();
      smtp.discardHeld();
      expect(smtp.received).toHaveLength(0);

      // The second process's own send gets a generous timeout: under a loaded CI a 2 s send could time
      // out and put the mail off by minutes of retry delay. Only the dead process's lease had to be short.
      const second = await spawnServer({ ...env, MAIL_SEND_TIMEOUT_SECONDS: '30' });
      try {
        const mail = await smtp.waitFor((m) => m.envelopeTo.includes(body.email), 30_000);
        expect(mail.subject).toBe('Confirmez votre adresse e-mail');
      } finally {
        // A clean stop lets any send in progress finish: whatever was going to be sent has been.
        expect(await second.stop()).toBe(0);
      }
      expect(smtp.received.filter((m) => m.envelopeTo.includes(body.email))).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});
