// The built web app as the server serves it, over real HTTP against a small stand-in build: app routes
// get their page with 200, any other address the same app page with 404 (the app then shows "Page
// introuvable"), and unknown API paths a JSON 404.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@affinia/contract';
import { startTestServer, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'affinia-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'index.prerendered.html'), '<!doctype html><title>landing</title>');
  mkdirSync(path.join(dist, 'faq'));
  writeFileSync(path.join(dist, 'faq', 'index.html'), '<!doctype html><title>faq</title>');
  server = await startTestServer({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (pathname: string, method = 'GET') => {
  const res = await fetch(server.url + pathname, { method });
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
};

describe('pages and the route table', () => {
  it('serves app routes with 200: prerendered when built, else the app shell', async () => {
    expect(await page('/')).toMatchObject({ status: 200, body: expect.stringContaining('landing') });
    expect(await page('/faq')).toMatchObject({ status: 200, body: expect.stringContaining('faq') });
    for (const route of ['/discover', '/matches', '/chat/abc', '/blog/un-article', '/payment/success?session_id=x']) {
      const res = await page(route);
      expect(res, route).toMatchObject({ status: 200, body: expect.stringContaining('shell') });
      expect(res.type).toContain('text/html');
    }
  });

  it('answers 404 with the app page for an address no route matches', async () => {
    for (const route of ['/nope', '/faq/more', '/chat', '/blog/a/b', '/discover/x?y=1']) {
      const res = await page(route);
      expect(res, route).toMatchObject({ status: 404, body: expect.stringContaining('shell') });
      expect(res.type).toContain('text/html');
    }
    expect((await page('/nope', 'HEAD')).status).toBe(404);
  });

  it('keeps unknown API paths and files as JSON 404s', async () => {
    const api = await page('/api/nope');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body)).toMatchObject({ detail: MSG.notFound });
    expect((await page('/missing.js')).status).toBe(404);
  });
});
