// Attacks on uploads, as an outsider with a script would try them: file parts sent to routes that take
// none (public ones included), malformed multipart bodies, and photos built to exhaust the server's
// memory and CPU (16-bit samples, huge dimensions, uploads past the photo count or the upload rate,
// many decodes at once). Each is refused before anything expensive happens, with a clear detail.
import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTOS, MSG } from '@affinia/contract';
import { photos } from '../db/schema.js';
import { createDecodeSlots, processDecodeSlots } from '../modules/photos/decode-slots.js';
import { apiClient, startTestServer, type TestServer } from '../../test/test-server.js';
import { registerUser, type TestUser } from '../../test/fixtures.js';
import * as img from '../../test/images.js';

const form = (file: Buffer | string, name = 'file') => {
  const data = new FormData();
  data.set(name, new Blob([typeof file === 'string' ? file : new Uint8Array(file)], { type: 'image/png' }), 'x.png');
  return data;
};

/** The routes whose config accepts file parts: the photo upload and the verification's frames. */
const TAKES_FILES = ['/api/profile/photos', '/api/verification/frames'];

describe('multipart bodies', () => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let user: TestUser;
  /** Every multipart operation of the OpenAPI document except the two that take files. */
  let fieldOnly: { method: string; path: string; secured: boolean }[];

  beforeAll(async () => {
    server = await startTestServer();
    api = apiClient(server.url);
    user = await registerUser(server);
    const doc = (await api.get('/api/docs/json')).data;
    fieldOnly = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.requestBody?.content?.['multipart/form-data'] && !TAKES_FILES.includes(path))
        .map(([method, op]) => ({
          method: method.toUpperCase(),
          path: path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000'),
          secured: Boolean(op.security?.length),
        })),
    );
  });
  afterAll(() => server.close());

  it('finds the multipart operations to attack', () => {
    expect(fieldOnly.map((o) => o.path)).toEqual(
      expect.arrayContaining(['/api/auth/verify-email', '/api/payments/checkout', '/api/swipe']),
    );
  });

  it('refuses a file part on every route but the photo upload and the verification frames, signed in or not', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024, 7);
    for (const op of fieldOnly) {
      for (const token of [undefined, user.token]) {
        const body = form(big, 'email');
        body.set('origin_url', server.url);
        const res = await api.call(op.method, op.path, { token, form: body });
        // A protected route without a token still says 401 first (nothing read); otherwise the file
        // part itself is refused, whatever the fields beside it.
        const expected =
          op.secured && !token
            ? { status: 401, detail: MSG.notAuthenticated }
            : { status: 400, detail: MSG.fileNotAccepted };
        expect({ op, token: Boolean(token), status: res.status, detail: res.data?.detail }).toEqual({
          op,
          token: Boolean(token),
          ...expected,
        });
      }
    }
  });

  it('still takes the text fields of those routes', async () => {
    const body = new FormData();
    body.set('email', 'someone@example.com');
    const res = await api.post('/api/auth/verify-email', { form: body });
    expect(res.status).toBe(200);
    expect(res.data.valid).toBe(true);
  });

  const raw = (path: string, contentType: string, body: string, token?: string) =>
    api.call('POST', path, {
      body,
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const boundary = 'AffiniaBoundary42';
  const malformed: Array<[string, string, string]> = [
    [
      'no boundary',
      'multipart/form-data',
      `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.fr\r\n`,
    ],
    [
      'a truncated body',
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.fr`,
    ],
    ['a body that is not multipart at all', `multipart/form-data; boundary=${boundary}`, 'hello, world'],
    ['an empty boundary', 'multipart/form-data; boundary=', `--\r\nContent-Disposition: form-data; name="a"\r\n\r\nb`],
  ];
  it.each(malformed)('answers %s with 400, never a 500', async (_label, contentType, body) => {
    for (const [path, token] of [
      ['/api/auth/verify-email', undefined],
      ['/api/swipe', user.token],
      ['/api/profile/photos', user.token],
    ] as const) {
      const res = await raw(path, contentType, body, token);
      expect({ path, status: res.status, data: res.data }).toEqual({
        path,
        status: 400,
        data: expect.objectContaining({ detail: MSG.multipartInvalid }),
      });
    }
  });

  it('authenticates the photo upload before reading its body', async () => {
    // Headers and the first bytes only: the 401 must come while the body is still unsent.
    const answer = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${server.url}/api/profile/photos`, {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(9 * 1024 * 1024),
          authorization: 'Bearer forged.token.value',
        },
      });
      req.on('response', (res) => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`);
    });
    expect(answer).toBe(401);
  });
});

describe('photos built to exhaust the server', () => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  const rowCount = async () => (await server.app.database.db.select({ n: count() }).from(photos))[0]!.n;

  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_PHOTO_UPLOADS_PER_HOUR: '10' } });
    api = apiClient(server.url);
  });
  afterAll(() => server.close());

  const upload = (token: string, file: Buffer | string) => api.post('/api/profile/photos', { token, form: form(file) });

  it('refuses 16-bit samples from the header', async () => {
    const { token } = await registerUser(server);
    const png16 = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c85a78' } })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    expect((await sharp(png16).metadata()).depth).toBe('ushort');
    expect(await upload(token, png16)).toMatchObject({
      status: 400,
      data: expect.objectContaining({ detail: MSG.photoDepthUnsupported }),
    });
    expect(await rowCount()).toBe(0);
  });

  it.each([
    ['30 megapixels', 6000, 5000],
    ['a 20000-pixel strip', 20_000, 400],
  ])('refuses %s from the header', async (_label, width, height) => {
    const { token } = await registerUser(server);
    const res = await upload(token, img.hugePngHeader(width, height));
    expect(res).toMatchObject({ status: 413, data: expect.objectContaining({ detail: MSG.photoTooManyPixels }) });
  });

  it('still accepts a 24-megapixel phone photo', async () => {
    const { token } = await registerUser(server);
    expect((await upload(token, await img.jpeg(6000, 4000))).status).toBe(201);
  });

  it(`checks the photo count before decoding: a ${MAX_PHOTOS + 1}th upload is refused unread`, async () => {
    const { token } = await registerUser(server);
    const small = await img.jpeg(120, 90);
    for (let i = 0; i < MAX_PHOTOS; i++) expect((await upload(token, small)).status).toBe(201);
    // Not even an image: refused for the count, not for its content, since it is never decoded.
    const res = await upload(token, 'not an image at all');
    expect(res).toMatchObject({ status: 409, data: expect.objectContaining({ detail: MSG.photoLimit }) });
  });

  it('limits upload attempts per user before decoding anything', async () => {
    const { token } = await registerUser(server);
    const other = await registerUser(server);
    // Failed attempts count too: each could have cost a decode.
    for (let i = 0; i < 10; i++) expect((await upload(token, 'garbage')).status).toBe(400);
    const refused = await upload(token, await img.jpeg(120, 90));
    expect(refused).toMatchObject({ status: 429, data: expect.objectContaining({ code: 'tooManyPhotoUploads' }) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Per user: someone else is not affected.
    expect((await upload(other.token, await img.jpeg(120, 90))).status).toBe(201);
  });

  it('runs at most 2 decodes at once however many uploads arrive together', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => registerUser(server)));
    const file = await img.png(2400, 1800);
    const replies = await Promise.all(users.map((u) => upload(u.token, file)));
    expect(replies.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(processDecodeSlots.stats().peak).toBeLessThanOrEqual(2);
    expect(processDecodeSlots.stats()).toMatchObject({ active: 0, waiting: 0 });
  });
});

describe('decode slots full', () => {
  it('answers 503 with Retry-After, stores nothing, and accepts again once a slot frees', async () => {
    const slots = createDecodeSlots({ concurrency: 1, maxQueue: 0, maxWaitMs: 50, retryAfterSeconds: 7 });
    const server = await startTestServer({ overrides: { decodeSlots: slots } });
    try {
      const api = apiClient(server.url);
      const { token } = await registerUser(server);
      let free!: () => void;
      const held = slots.run(() => new Promise<void>((resolve) => (free = resolve)));
      const refused = await api.post('/api/profile/photos', { token, form: form(await img.jpeg(300, 200)) });
      expect(refused).toMatchObject({
        status: 503,
        data: expect.objectContaining({ detail: MSG.photoProcessingBusy }),
      });
      expect(refused.headers.get('retry-after')).toBe('7');
      expect((await server.app.database.db.select({ n: count() }).from(photos))[0]!.n).toBe(0);
      free();
      await held;
      expect((await api.post('/api/profile/photos', { token, form: form(await img.jpeg(300, 200)) })).status).toBe(201);
    } finally {
      await server.close();
    }
  });
});
