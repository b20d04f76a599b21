// A server process killed (SIGKILL: no shutdown code runs) in the middle of a photo upload leaves no
// orphan: neither a row without a file nor, once a process has swept, a file without a row.
//  - killed while the body is still arriving: nothing was written at all;
//  - killed after the file was written but before its row committed (held there by a lock the test
//    takes on the owner's row, PostgreSQL only): the file is left, and the next process sweeps it.
// Storage: also on PostgreSQL — a row lock held across processes while a file is written. Decision 055.
import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import * as img from '../../test/images.js';
import { spawnServer } from '../../test/server-process.js';
import { apiClient, createPostgresDatabase, dropPostgresDatabase, newUser } from '../../test/test-server.js';

const usingPostgres = process.env.TEST_DB_MODE === 'postgres';
const databases: string[] = [];
const dataDirs: string[] = [];
afterAll(async () => {
  await Promise.all(databases.map(dropPostgresDatabase));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** A data directory and database that outlive one server process, as on a real host. */
async function host() {
  const dataDir = path.join(tmpdir(), `affinia-kill-${randomBytes(4).toString('hex')}`);
  dataDirs.push(dataDir);
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  if (usingPostgres) {
    env.DATABASE_URL = await createPostgresDatabase();
    databases.push(env.DATABASE_URL);
  }
  const files = () => {
    const walk = (dir: string): string[] => {
      try {
        return readdirSync(dir).flatMap((name) => {
          const full = path.join(dir, name);
          return statSync(full).isDirectory() ? walk(full) : [name];
        });
      } catch {
        return [];
      }
    };
    return walk(path.join(dataDir, 'photos'));
  };
  return { env, files };
}

/** A multipart upload whose body is sent in two halves; resolves once the first half is on the wire. */
function startUpload(url: string, token: string, photo: Buffer) {
  const boundary = `----affinia${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const req = request(`${url}/api/profile/photos`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': body.length,
    },
  });
  const outcome = new Promise<number | 'connection lost'>((resolve) => {
    req.on('response', (res) => resolve(res.statusCode!));
    req.on('error', () => resolve('connection lost'));
  });
  const half = Math.floor(body.length / 2);
  return {
    outcome,
    firstHalfSent: new Promise<void>((resolve) => req.write(body.subarray(0, half), () => resolve())),
    finish: () => req.end(body.subarray(half)),
  };
}

const waitFor = async (check: () => boolean | Promise<boolean>, what: string, ms = 15_000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('a process killed mid-upload', () => {
  it('while the body is arriving: no row, no file, and the account still works', { timeout: 180_000 }, async () => {
    const { env, files } = await host();
    const first = await spawnServer(env);
    const registered = await apiClient(first.url).post('/api/auth/register', { json: newUser() });
    expect(registered.status).toBe(201);
    const upload = startUpload(first.url, registered.data.token, await img.jpeg(3000, 2000));
    await upload.firstHalfSent;
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    expect(await upload.outcome).toBe('connection lost');

    const second = await spawnServer(env);
    try {
      const api = apiClient(second.url);
      const me = await api.get('/api/profile/me', { token: registered.data.token });
      expect(me.status).toBe(200);
      expect(me.data.photos).toEqual([]);
      expect(files()).toEqual([]);
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(await img.jpeg(640, 480))], { type: 'image/jpeg' }), 'me.jpg');
      expect((await api.post('/api/profile/photos', { form, token: registered.data.token })).status).toBe(201);
      expect(files()).toHaveLength(1);
    } finally {
      await second.stop();
    }
  });

  it.runIf(usingPostgres)(
    'after the file is written but before its row commits: the next process sweeps the file',
    { timeout: 180_000 },
    async () => {
      const { env, files } = await host();
      const first = await spawnServer(env);
      const registered = await apiClient(first.url).post('/api/auth/register', { json: newUser() });
      const userId = registered.data.user.id as string;
      // Hold the owner's row: the upload writes its file, then waits for this lock to count photos.
      const lock = new pg.Client({ connectionString: env.DATABASE_URL });
      await lock.connect();
      await lock.query('BEGIN');
      await lock.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const upload = startUpload(first.url, registered.data.token, await img.jpeg(1200, 900));
      upload.finish();
      await waitFor(() => files().some((name) => !name.endsWith('.tmp')), 'the photo file to be written');
      first.child.kill('SIGKILL');
      await first.exited;
      await lock.query('ROLLBACK');
      expect(await upload.outcome).toBe('connection lost');
      const rows = await lock.query('SELECT count(*)::int AS n FROM photos WHERE user_id = $1', [userId]);
      expect(rows.rows[0].n).toBe(0);
      expect(files()).toHaveLength(1); // the orphan the crash left

      // The next process sweeps files with no row once they are older than the grace period.
      const second = await spawnServer({ ...env, PHOTO_ORPHAN_GRACE_SECONDS: '1' });
      try {
        await waitFor(() => files().length === 0, 'the orphan file to be swept');
        const me = await apiClient(second.url).get('/api/profile/me', { token: registered.data.token });
        expect(me.data.photos).toEqual([]);
      } finally {
        await second.stop();
        await lock.end();
      }
    },
  );
});
