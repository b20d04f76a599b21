// Backup and restore of an embedded instance: a real server writes members, a match, messages and a
// photo into a DATA_DIR; the archive restored into a fresh DATA_DIR serves the same members (who can
// sign in with the same password and sessions), matches, messages and photo bytes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createMatch, questionnaireBody, registerUser, type TestUser } from '../../../test/fixtures.js';
import { jpeg } from '../../../test/images.js';
import { apiClient, startTestServer, usingPostgres } from '../../../test/test-server.js';
import { BackupError, createBackup, restoreBackup } from './backup.js';

const SECRET = 'backup-test-secret-0123456789abcdefgh';
const configFor = (dataDir: string) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, DEMO_USERS: '0' });

describe.skipIf(usingPostgres())('backup and restore of the embedded database and photos', () => {
  let root: string;
  let source: string;
  let target: string;
  let archive: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'affinia-backup-'));
    source = path.join(root, 'source');
    target = path.join(root, 'target');
    archive = path.join(root, 'affinia.backup');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  // Two servers, two fresh PGlite directories and a dump: slow on a busy machine.
  it(
    'round trip: the same members, matches, messages and photos in a fresh DATA_DIR',
    { timeout: 180_000 },
    async () => {
      const env = { DATA_DIR: source, JWT_SECRET: SECRET };
      const before = await startTestServer({ env, pgliteDir: path.join(source, 'db') });
      let alice: TestUser;
      let bob: TestUser;
      let matchId: string;
      let photoId: string;
      let photoBytes: Buffer;
      let matchesBefore: unknown;
      let messagesBefore: unknown;
      {
        const api = apiClient(before.url);
        alice = await registerUser(before);
        bob = await registerUser(before, { gender: 'homme' });
        await api.put('/api/profile/me', { token: alice.token, json: questionnaireBody() });
        matchId = await createMatch(before, alice, bob);
        for (const [who, text] of [
          [alice, 'Bonjour Bob'],
          [bob, 'Salut Alice !'],
          [alice, 'On se voit samedi ?'],
        ] as const) {
          const form = new FormData();
          form.set('content', text);
          expect((await api.post(`/api/chat/${matchId}/messages`, { token: who.token, form })).status).toBe(201);
        }
        const form = new FormData();
        form.set('file', new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }), 'me.jpg');
        const uploaded = await api.post('/api/profile/photos', { token: alice.token, form });
        expect(uploaded.status).toBe(201);
        photoId = uploaded.data.id;
        const photo = await fetch(`${before.url}/api/profile/photos/${photoId}`, {
          headers: { authorization: `Bearer ${bob.token}` },
        });
        photoBytes = Buffer.from(await photo.arrayBuffer());
        matchesBefore = (await api.get('/api/matches', { token: alice.token })).data;
        messagesBefore = (await api.get(`/api/chat/${matchId}/messages`, { token: bob.token })).data;
        await before.close();
      }

      const manifest = await createBackup(configFor(source), archive);
      expect(manifest.counts).toEqual({ users: 2, matches: 1, messages: 3, photos: 1 });
      // Never overwrites: a second backup to the same file is refused.
      await expect(createBackup(configFor(source), archive)).rejects.toThrow(BackupError);

      await restoreBackup(configFor(target), archive);
      const after = await startTestServer({
        env: { DATA_DIR: target, JWT_SECRET: SECRET },
        pgliteDir: path.join(target, 'db'),
      });
      try {
        const api = apiClient(after.url);
        // Sessions issued before the backup still work, and the password signs in.
        expect((await api.get('/api/matches', { token: alice.token })).data).toEqual(matchesBefore);
        expect((await api.get(`/api/chat/${matchId}/messages`, { token: bob.token })).data).toEqual(messagesBefore);
        const login = await api.post('/api/auth/login', { json: { email: bob.email, password: bob.password } });
        expect(login.status).toBe(200);
        expect(login.data.user.id).toBe(bob.id);
        const photo = await fetch(`${after.url}/api/profile/photos/${photoId}`, {
          headers: { authorization: `Bearer ${login.data.token}` },
        });
        expect(photo.status).toBe(200);
        expect(Buffer.from(await photo.arrayBuffer()).equals(photoBytes)).toBe(true);
      } finally {
        await after.close();
      }
    },
  );

  it('refuses to restore over an existing database, or a file that is not a backup', async () => {
    await expect(restoreBackup(configFor(target), archive)).rejects.toThrow(/already holds a database/);
    const junk = path.join(root, 'junk.backup');
    writeFileSync(junk, Buffer.alloc(2048, 7));
    const empty = path.join(root, 'empty');
    await expect(restoreBackup(configFor(empty), junk)).rejects.toThrow(BackupError);
    await expect(restoreBackup(configFor(empty), path.join(root, 'missing.backup'))).rejects.toThrow(/no backup/);
  });
});

describe('backups of a PostgreSQL or S3 instance', () => {
  it('are refused with the pg_dump pointer instead of a partial archive', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'affinia-backup-pg-'));
    try {
      const pg = loadConfig({ DATA_DIR: dir, JWT_SECRET: SECRET, DATABASE_URL: 'postgres://u@127.0.0.1:5432/x' });
      await expect(createBackup(pg, path.join(dir, 'x.backup'))).rejects.toThrow(/pg_dump/);
      const s3 = loadConfig({ DATA_DIR: dir, JWT_SECRET: SECRET, S3_BUCKET: 'photos-bucket' });
      await expect(createBackup(s3, path.join(dir, 'y.backup'))).rejects.toThrow(/S3_BUCKET/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
