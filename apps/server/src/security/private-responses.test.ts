// What a response gives away besides its body, and what one user can hold open:
// - every authenticated operation of the OpenAPI document answers `Cache-Control: no-store`, whatever
//   its outcome (200, 4xx), so no browser or shared cache keeps a profile, a message or an e-mail;
// - photos are cached privately (never by a shared cache) rather than `public, immutable`;
// - pages carry a Permissions-Policy; /readyz tells the public nothing about the database;
// - one user cannot hold more than 5 live chat streams: the oldest is closed (told it was replaced), the
//   newest keep working.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LIVE_STREAMS_PER_USER } from '../modules/chat/routes.js';
import { apiClient, startTestServer, type TestServer } from '../../test/test-server.js';
import { createMatch, registerUser, type TestUser } from '../../test/fixtures.js';
import * as img from '../../test/images.js';

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let user: TestUser;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'affinia-web-'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Affinia</title>');
  server = await startTestServer({ env: { WEB_DIST_DIR: webDir } });
  api = apiClient(server.url);
  user = await registerUser(server);
});
afterAll(async () => {
  await server.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('Cache-Control on private answers', () => {
  it(
    'is no-store on every authenticated operation, with a token or without, whatever the outcome',
    { timeout: 30_000 },
    async () => {
      const doc = (await api.get('/api/docs/json')).data;
      const ops = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([p, methods]) =>
        Object.entries(methods)
          .filter(([, op]) => op.security?.length)
          .map(([method]) => ({
            method: method.toUpperCase(),
            path: p.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000'),
          })),
      );
      expect(ops.length).toBeGreaterThanOrEqual(20);
      const seen: string[] = [];
      for (const op of ops) {
        // A fresh account each time: some operations end the session or delete the account.
        const { token: fresh } = await registerUser(server);
        for (const token of [fresh, undefined]) {
          const res = await fetch(server.url + op.path, {
            method: op.method,
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
            },
            body: op.method === 'GET' || op.method === 'DELETE' ? undefined : '{}',
          });
          // The live stream never ends by itself: its headers are what is checked here.
          await res.body?.cancel();
          seen.push(`${res.status}`);
          expect({ ...op, token: Boolean(token), cacheControl: res.headers.get('cache-control') }).toEqual({
            ...op,
            token: Boolean(token),
            cacheControl: 'no-store',
          });
        }
      }
      // Successes were checked too, not only refusals.
      expect(seen).toContain('200');
    },
  );

  it('serves photos for the browser that was shown them only, not for shared caches', async () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await img.jpeg(300, 200))], { type: 'image/jpeg' }), 'a.jpg');
    const uploaded = await api.post('/api/profile/photos', { token: user.token, form });
    expect(uploaded.status).toBe(201);
    const photo = await fetch(server.url + uploaded.data.url);
    expect(photo.status).toBe(200);
    const cacheControl = photo.headers.get('cache-control') ?? '';
    expect(cacheControl).toMatch(/^private\b/);
    expect(cacheControl).not.toMatch(/public|immutable/);
  });
});

describe('pages and probes', () => {
  it('sends a Permissions-Policy that turns off microphone, position and payment, and the camera for other origins', async () => {
    for (const url of ['/', '/dashboard', '/api/testimonials']) {
      const res = await fetch(server.url + url);
      const policy = res.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera=(self)', 'microphone=()', 'geolocation=()', 'payment=()']) {
        expect({ url, has: policy.includes(feature) }).toEqual({ url, has: true });
      }
    }
  });

  it('/readyz says ready and nothing about the database kind', async () => {
    const res = await api.get('/readyz');
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ status: 'ready' });
    expect(JSON.stringify(res.data)).not.toMatch(/pglite|postgres|database/i);
  });
});

describe('live chat streams', () => {
  /** A stream read to its end: `ended` resolves when the server closes it; `events` fills as they come. */
  function openStream(token: string) {
    const controller = new AbortController();
    const events: string[] = [];
    let opened!: () => void;
    const ready = new Promise<void>((resolve) => (opened = resolve));
    const ended = (async () => {
      const res = await fetch(`${server.url}/api/chat/events`, {
        headers: { authorization: `Bearer ${token}` },
        signal: controller.signal,
      });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return 'closed by the server';
        const text = decoder.decode(value);
        if (text.includes(': connected')) opened();
        for (const line of text.split('\n')) if (line.startsWith('data: ')) events.push(line.slice(6));
      }
    })().catch(() => 'aborted by the client');
    return { ready, ended, events, close: () => controller.abort() };
  }

  it(`keeps at most ${MAX_LIVE_STREAMS_PER_USER} per user: the oldest is closed, the newest still deliver`, async () => {
    const [a, b] = await Promise.all([registerUser(server), registerUser(server)]);
    const matchId = await createMatch(server, a, b);
    const streams = [];
    for (let i = 0; i < MAX_LIVE_STREAMS_PER_USER + 2; i++) {
      const stream = openStream(b.token);
      await stream.ready;
      streams.push(stream);
    }
    const [first, second, ...kept] = streams;
    // Each closed stream is told why, so its client stops reconnecting (it would close a newer one).
    for (const closed of [first!, second!]) {
      expect(await closed.ended).toBe('closed by the server');
      expect(closed.events.map((e) => JSON.parse(e))).toEqual([{ type: 'replaced' }]);
    }
    // Someone else's streams are not counted against b.
    const other = openStream(a.token);
    await other.ready;
    const form = new FormData();
    form.set('content', 'Bonjour !');
    expect((await api.post(`/api/chat/${matchId}/messages`, { token: a.token, form })).status).toBe(201);
    for (const stream of [...kept, other]) {
      await expect.poll(() => stream.events.length).toBe(1);
    }
    for (const stream of [...kept, other]) stream.close();
  });
});
