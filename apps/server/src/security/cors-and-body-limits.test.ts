// CORS answers only the public origin, and every operation that takes a body refuses an oversized one
// with 413 and a clear detail (generated from the OpenAPI document, so new endpoints are covered).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@affinia/contract';
import { apiClient, startTestServer, type TestServer } from '../../test/test-server.js';
import { registerAdmin, registerUser, type TestUser } from '../../test/fixtures.js';

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let user: TestUser;
/** Admin operations refuse a member before reading the body: they are sent as an admin. */
let admin: TestUser;
type BodyOperation = { method: string; path: string; multipart: boolean };
let withBody: BodyOperation[];

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  user = await registerUser(server);
  admin = await registerAdmin(server);
  const doc = (await api.get('/api/docs/json')).data;
  withBody = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op.requestBody)
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path: path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000'),
        multipart: Boolean(op.requestBody.content?.['multipart/form-data']),
      })),
  );
});
afterAll(() => server.close());

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${server.url}/api/auth/login`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it('allows the public origin', async () => {
    const res = await preflight(server.config.publicOrigin);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(server.config.publicOrigin);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    const me = await api.get('/api/profile/me', { token: user.token, headers: { origin: server.config.publicOrigin } });
    expect(me.headers.get('access-control-allow-origin')).toBe(server.config.publicOrigin);
  });

  it.each(['https://evil.example', 'null', 'http://127.0.0.1.evil.example'])(
    'gives no CORS header to %s',
    async (origin) => {
      const res = await preflight(origin);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      const me = await api.get('/api/profile/me', { token: user.token, headers: { origin } });
      expect(me.status).toBe(200);
      expect(me.headers.get('access-control-allow-origin')).toBeNull();
    },
  );
});

describe('body size limits', () => {
  it('covers every operation that takes a body', () => {
    expect(withBody.length).toBeGreaterThanOrEqual(10);
  });

  it('refuses an oversized JSON body on every operation with 413', async () => {
    const big = JSON.stringify({ content: 'x'.repeat(200_000), bio: 'y'.repeat(200_000) });
    for (const op of withBody) {
      const res = await api.call(op.method, op.path, {
        token: op.path.startsWith('/api/admin/') ? admin.token : user.token,
        body: big,
        headers: { 'content-type': 'application/json' },
      });
      expect({ op, status: res.status, data: res.data }).toEqual({
        op,
        status: 413,
        data: expect.objectContaining({ detail: MSG.bodyTooLarge }),
      });
    }
  });

  it('refuses oversized multipart fields and files with 413', async () => {
    for (const op of withBody.filter((o) => o.multipart)) {
      const form = new FormData();
      form.set('content', 'x'.repeat(200_000));
      const token = op.path.startsWith('/api/admin/') ? admin.token : user.token;
      const res = await api.call(op.method, op.path, { token, form });
      expect({ op, status: res.status, data: res.data }).toEqual({
        op,
        status: 413,
        data: expect.objectContaining({ detail: MSG.bodyTooLarge }),
      });
    }
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(11 * 1024 * 1024)], { type: 'image/jpeg' }), 'big.jpg');
    const upload = await api.post('/api/profile/photos', { token: user.token, form });
    expect(upload).toMatchObject({ status: 413, data: expect.objectContaining({ detail: MSG.photoTooLarge }) });
  });
});
