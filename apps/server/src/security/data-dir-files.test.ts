// What a real server leaves on disk (issue 31, item 7): DATA_DIR is created 0700 and everything in it
// 0600/0700 (971 of 1 105 files under DATA_DIR/db used to be world-readable); `npm run backup` refuses a
// running server with a clear message, and once it is stopped says its archive is a consistent snapshot.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { keepDataPrivate } from '../lib/private-files.js';
import { jpeg } from '../../test/images.js';
import { spawnServer, type ServerProcess } from '../../test/server-process.js';
import { apiClient, newUser, usingPostgres } from '../../test/test-server.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECRET = 'data-dir-test-secret-0123456789abcdef';

/** Every entry under `dir` (itself included) whose mode lets its group or others in. */
function sharedEntries(dir: string): { shared: string[]; total: number } {
  const shared: string[] = [];
  let total = 0;
  const walk = (entry: string) => {
    const stat = lstatSync(entry);
    total += 1;
    if ((stat.mode & 0o077) !== 0)
      shared.push(`${path.relative(dir, entry) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(entry)) walk(path.join(entry, name));
  };
  walk(dir);
  return { shared, total };
}

/** `npm run backup -- --out FILE` as an operator runs it, with this DATA_DIR. */
function backupCommand(dataDir: string, out: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/modules/backup/backup-cli.ts', 'backup', '--out', out],
      {
        cwd: serverDir,
        env: { ...process.env, DATA_DIR: dataDir, JWT_SECRET: SECRET },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe.skipIf(usingPostgres())('the DATA_DIR of a real server', () => {
  let root: string;
  let dataDir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'affinia-data-dir-'));
    dataDir = path.join(root, 'data');
    // No SMTP_URL: mails go to DATA_DIR/outbox. No photo screening: the upload needs no model.
    server = await spawnServer({ DATA_DIR: dataDir, JWT_SECRET: SECRET, PHOTO_SCREENING: 'false' });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it(
    'holds nothing readable by other users, and backup refuses the running server, then takes a consistent snapshot',
    { timeout: 180_000 },
    async () => {
      const api = apiClient(server.url);
      // A member (a confirmation mail in the outbox) with a photo: every kind of file the server writes.
      const signUp = await api.post('/api/auth/register', { json: newUser() });
      expect(signUp.status).toBe(201);
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }), 'me.jpg');
      expect((await api.post('/api/profile/photos', { token: signUp.data.token, form })).status).toBe(201);
      const outbox = path.join(dataDir, 'outbox');
      await expect.poll(() => existsSync(outbox) && readdirSync(outbox).length, { timeout: 15_000 }).toBe(1);

      // While it runs: refused, with a message that says why, and no archive.
      const whileRunning = path.join(root, 'while-running.backup');
      const refused = await backupCommand(dataDir, whileRunning);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/The server is running \(process \d+ has .* open/);
      expect(refused.stderr).toMatch(/No backup was taken/);
      expect(existsSync(whileRunning)).toBe(false);

      expect(await server.stop()).toBe(0);
      const { shared, total } = sharedEntries(dataDir);
      expect(total).toBeGreaterThan(100);
      expect(shared, `${shared.length} of ${total} entries under DATA_DIR readable by others`).toEqual([]);

      // Stopped: the archive is taken, said to be a consistent snapshot, and private too.
      const archive = path.join(root, 'stopped.backup');
      const taken = await backupCommand(dataDir, archive);
      expect(taken.stderr).toBe('');
      expect(taken.code).toBe(0);
      expect(taken.stdout).toMatch(/a consistent snapshot \(no server had the database open\)\. 1 members/);
      expect(lstatSync(archive).mode & 0o777).toBe(0o600);
    },
  );
});

describe('a DATA_DIR written by an earlier version', () => {
  it('is brought to 0700/0600 at start-up, what the server keeps there only', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'affinia-old-data-'));
    const umask = process.umask(0o022);
    try {
      const dataDir = path.join(root, 'data');
      mkdirSync(path.join(dataDir, 'db', 'base'), { recursive: true, mode: 0o755 });
      mkdirSync(path.join(dataDir, 'outbox'), { mode: 0o755 });
      writeFileSync(path.join(dataDir, 'db', 'base', '1259'), 'table', { mode: 0o644 });
      writeFileSync(path.join(dataDir, 'outbox', 'mail.eml'), 'mail', { mode: 0o644 });
      writeFileSync(path.join(dataDir, 'vapid-keys.json'), '{}', { mode: 0o644 });
      // Something of the operator's own beside them is left as it is.
      writeFileSync(path.join(dataDir, 'NOTES.txt'), 'mine', { mode: 0o644 });
      for (const dir of [dataDir, path.join(dataDir, 'db'), path.join(dataDir, 'db', 'base')]) chmodSync(dir, 0o755);

      const tightened = keepDataPrivate(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET }));
      expect(tightened).toBe(7);
      expect(sharedEntries(dataDir).shared).toEqual(['NOTES.txt 644']);
      expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
      expect(keepDataPrivate(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET }))).toBe(0);
    } finally {
      process.umask(umask);
      rmSync(root, { recursive: true, force: true });
    }
  });
});
