// Photo upload, serving and deletion over real HTTP: validation by decoding, metadata stripping,
// limits, owner-only deletion, and nothing left behind by a failed upload — on the local directory and
// on an S3-compatible bucket (a real local S3 server) alike; and the sweep of orphan files.
// Storage: also on PostgreSQL — the photo limit under concurrent uploads. Decision 055.
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { count } from 'drizzle-orm';
import { MAX_PHOTOS, MSG, PHOTO_WIDTHS } from '@affinia/contract';
import { photos } from '../../db/schema.js';
import { processNudityClassifier } from '../photo-screening/nudity-classifier.js';
import { createPhotoScreener } from '../photo-screening/screening.js';
import { createPhotoService } from './service.js';
import { createPhotoStorage } from './storage.js';
import { apiClient, newUser, startTestServer, type TestServer } from '../../../test/test-server.js';
import { countFiles } from '../../../test/files.js';
import * as img from '../../../test/images.js';
import { startLocalS3, type LocalS3 } from '../../../test/s3-server.js';

describe.each(['local', 's3'] as const)('photos stored in %s storage', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;

  let s3: LocalS3 | undefined;

  beforeAll(async () => {
    if (kind === 's3') s3 = await startLocalS3();
    server = await startTestServer({ env: s3?.env ?? {} });
    api = apiClient(server.url);
  });
  afterAll(async () => {
    await server.close();
    await s3?.close();
  });

  const signUp = async () => (await api.post('/api/auth/register', { json: newUser() })).data.token as string;
  const upload = (token: string | undefined, data: Buffer | string, filename = 'photo.jpg', type = 'image/jpeg') => {
    const form = new FormData();
    form.set('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), filename);
    return api.post('/api/profile/photos', { form, token });
  };
  const rowCount = async () => (await server.app.database.db.select({ n: count() }).from(photos))[0]!.n;
  /** Files in the storage: the local directory walked (temporary files included), or the bucket listed. */
  const fileCount = async () => {
    if (s3) return s3.objectCount();
    return countFiles(server.config.photosDir);
  };

  describe('POST /api/profile/photos', () => {
    it('accepts a JPEG, re-encodes it to WebP, and serves it with safe headers', async () => {
      const token = await signUp();
      const res = await upload(token, await img.jpeg(3000, 2000));
      expect(res.status).toBe(201);
      expect(res.data.photos).toEqual([res.data.id]);
      expect(res.data.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const served = await fetch(server.url + res.data.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toBe('private, max-age=86400');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width!, meta.height!)).toBe(1600);
      const me = await api.get('/api/profile/me', { token });
      expect(me.data.photos).toEqual([res.data.id]);
    });

    it('serves the srcset widths, never enlarges, refuses other widths, and forgets a deleted photo', async () => {
      const token = await signUp();
      const { data } = await upload(token, await img.jpeg(3000, 2000));
      for (const width of PHOTO_WIDTHS) {
        // Twice: the second answer comes from the in-memory copy and must be the same picture.
        for (let round = 0; round < 2; round += 1) {
          const served = await fetch(`${server.url}${data.url}?w=${width}`);
          expect(served.status).toBe(200);
          expect(served.headers.get('content-type')).toBe('image/webp');
          expect(served.headers.get('cache-control')).toBe('private, max-age=86400');
          const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
          expect(meta).toMatchObject({ format: 'webp', width, height: Math.round((width * 2) / 3) });
          expect(meta.exif).toBeUndefined();
        }
      }
      const small = await upload(token, await img.jpeg(400, 300));
      const notEnlarged = await sharp(
        Buffer.from(await (await fetch(`${server.url}${small.data.url}?w=960`)).arrayBuffer()),
      ).metadata();
      expect(notEnlarged.width).toBe(400);
      for (const bad of ['100', '1600', '640.5', 'abc', '-640']) {
        const refused = await api.get(`${data.url}?w=${bad}`);
        expect(refused).toMatchObject({
          status: 400,
          data: expect.objectContaining({ detail: MSG.photoWidthInvalid }),
        });
      }
      expect((await api.delete(data.url, { token })).status).toBe(200);
      expect((await fetch(`${server.url}${data.url}?w=640`)).status).toBe(404);
    });

    it('strips EXIF (GPS above all) and applies the orientation', async () => {
      const token = await signUp();
      const original = await img.jpegWithGps();
      const before = await sharp(original).metadata();
      expect(before.exif).toBeDefined();
      expect(before.orientation).toBe(6);
      const res = await upload(token, original);
      expect(res.status).toBe(201);
      const served = Buffer.from(await (await fetch(server.url + res.data.url)).arrayBuffer());
      const meta = await sharp(served).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(served.includes(Buffer.from('AffiniaTestCam'))).toBe(false);
      // orientation 6 means "rotate 90°": the 600×400 picture comes back upright as 400×600
      expect([meta.width, meta.height]).toEqual([400, 600]);
    });

    it.each([
      ['PNG', img.png, 'image/png'],
      ['WebP', img.webp, 'image/webp'],
      ['AVIF', img.avif, 'image/avif'],
      ['GIF', img.gif, 'image/gif'],
    ])('accepts %s', async (_label, make, type) => {
      const token = await signUp();
      expect((await upload(token, await make(), 'x', type)).status).toBe(201);
    });

    it('trusts the content, not the name or declared type', async () => {
      const token = await signUp();
      expect((await upload(token, await img.png(), 'holiday.txt', 'text/plain')).status).toBe(201);
    });

    const bad: Array<[string, () => Promise<Buffer> | Buffer, number, string]> = [
      ['a text file named .jpg', () => Buffer.from('this is not an image at all'), 400, MSG.photoInvalid],
      ['a truncated JPEG', async () => (await img.jpeg(1200, 900)).subarray(0, 2000), 400, MSG.photoInvalid],
      ['an 11 MB file', () => Buffer.alloc(11 * 1024 * 1024, 1), 413, MSG.photoTooLarge],
      ['a 20000×20000 PNG', () => img.hugePngHeader(), 413, MSG.photoTooManyPixels],
      ['an SVG with a script', img.svgWithScript, 400, MSG.photoInvalid],
      ['an empty file', () => Buffer.alloc(0), 400, MSG.photoEmpty],
    ];
    it.each(bad)('refuses %s with a clear 4xx and stores nothing', async (_label, make, status, detail) => {
      const token = await signUp();
      const [rowsBefore, filesBefore] = [await rowCount(), await fileCount()];
      const res = await upload(token, await make());
      expect(res.status).toBe(status);
      expect(res.data).toMatchObject({ detail });
      expect(await rowCount()).toBe(rowsBefore);
      expect(await fileCount()).toBe(filesBefore);
    });

    it('needs the file field', async () => {
      const token = await signUp();
      const form = new FormData();
      form.set('file', 'just text');
      const res = await api.post('/api/profile/photos', { form, token });
      expect(res).toMatchObject({ status: 400, data: expect.objectContaining({ detail: MSG.photoMissing }) });
      expect((await api.post('/api/profile/photos', { json: { file: 'x' }, token })).status).toBe(400);
    });

    it(`keeps at most ${MAX_PHOTOS} photos, even under concurrent uploads`, async () => {
      const token = await signUp();
      const file = await img.jpeg(320, 240);
      const replies = await Promise.all(Array.from({ length: MAX_PHOTOS + 3 }, () => upload(token, file)));
      expect(replies.filter((r) => r.status === 201)).toHaveLength(MAX_PHOTOS);
      for (const r of replies.filter((r) => r.status !== 201))
        expect(r).toMatchObject({ status: 409, data: expect.objectContaining({ detail: MSG.photoLimit }) });
      const me = await api.get('/api/profile/me', { token });
      expect(me.data.photos).toHaveLength(MAX_PHOTOS);
    });

    it('needs a valid token', async () => {
      const file = await img.jpeg(100, 100);
      expect((await upload(undefined, file)).status).toBe(401);
      expect((await upload('bad.token.here', file)).status).toBe(401);
    });
  });

  describe('DELETE /api/profile/photos/{photo}', () => {
    it('lets only the owner delete; another user gets 404 and the photo stays', async () => {
      const owner = await signUp();
      const other = await signUp();
      const { data } = await upload(owner, await img.jpeg(200, 200));
      expect((await api.delete(`/api/profile/photos/${data.id}`)).status).toBe(401);
      expect((await api.delete(`/api/profile/photos/${data.id}`, { token: 'nope' })).status).toBe(401);
      const stolen = await api.delete(`/api/profile/photos/${data.id}`, { token: other });
      expect(stolen).toMatchObject({ status: 404, data: expect.objectContaining({ detail: MSG.photoNotFound }) });
      expect((await fetch(server.url + data.url)).status).toBe(200);
      const files = await fileCount();
      const ok = await api.delete(`/api/profile/photos/${data.id}`, { token: owner });
      expect(ok).toMatchObject({ status: 200, data: { photos: [] } });
      expect((await fetch(server.url + data.url)).status).toBe(404);
      expect(await fileCount()).toBe(files - 1);
    });

    it('answers 404 for unknown or malformed ids', async () => {
      const token = await signUp();
      for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', '..%2F..%2Fetc%2Fpasswd', 'x']) {
        expect((await api.delete(`/api/profile/photos/${id}`, { token })).status).toBe(404);
        expect((await api.get(`/api/profile/photos/${id}`)).status).toBe(404);
      }
    });
  });

  describe('orphan sweep', () => {
    const silent = { error() {}, info() {} } as unknown as FastifyBaseLogger;

    it('removes old files that have no row, keeps photos and recent uploads', { timeout: 20_000 }, async () => {
      const token = await signUp();
      const kept = (await upload(token, await img.jpeg(200, 200))).data.id as string;
      const storage = await createPhotoStorage(server.config);
      const screener = createPhotoScreener(server.config.photoScreening, processNudityClassifier, silent);
      const service = createPhotoService(server.app.database, storage, silent, { screener });
      const data = await img.webp();
      const oldOrphan = 'OrphanOld0000000000000';
      await storage.put(oldOrphan, data, 'image/webp');
      if (kind === 'local') {
        // An interrupted local write: a temporary file that never got its real name.
        const shard = path.join(server.config.photosDir, 'Zz');
        mkdirSync(shard, { recursive: true });
        writeFileSync(path.join(shard, 'ZzInterrupted000000000.1a2b3c4d.tmp'), data);
        const past = new Date(Date.now() - 10_000);
        utimesSync(path.join(shard, 'ZzInterrupted000000000.1a2b3c4d.tmp'), past, past);
      }
      // S3 keeps modification times to the second: give the old file a clear head start.
      await new Promise((r) => setTimeout(r, 3200));
      const newOrphan = 'OrphanNew0000000000000';
      await storage.put(newOrphan, data, 'image/webp');
      const before = await fileCount();

      expect(await service.sweepOrphans(2)).toBe(1);
      expect(await storage.get(oldOrphan)).toBeNull();
      expect(await storage.get(newOrphan)).not.toBeNull();
      expect(await storage.get(kept)).not.toBeNull();
      expect(await fileCount()).toBe(before - (kind === 'local' ? 2 : 1));
      expect((await fetch(server.url + `/api/profile/photos/${kept}`)).status).toBe(200);

      await storage.delete(newOrphan);
      await storage.close();
    });
  });
});
