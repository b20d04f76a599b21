// One build, two processes, two origins: each process writes its own PUBLIC_ORIGIN into canonical
// links, Open Graph URLs, JSON-LD, sitemap.xml and robots.txt, and every script and stylesheet its HTML
// references is served — the build on disk is never rewritten (issue: a second `npm start` with
// another origin used to rebuild the bundle from under the first process).
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ORIGIN_PLACEHOLDER } from '@affinia/contract';
import { spawnServer, type ServerProcess } from '../apps/server/test/server-process.js';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const ORIGINS = ['https://rencontres.example.fr', 'https://dating.example.org'];
const PAGES = ['/', '/blog', '/auth', '/dashboard'];

describe('one web build served under two public origins', () => {
  let build: string;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    if (!existsSync(path.join(webDist, 'index.html'))) throw new Error('run `npm run build -w @affinia/web` first');
    build = mkdtempSync(path.join(tmpdir(), 'affinia-one-build-'));
    cpSync(webDist, build, { recursive: true, filter: (src) => !src.endsWith('.map') });
    for (const origin of ORIGINS) servers.push(await spawnServer({ WEB_DIST_DIR: build, PUBLIC_ORIGIN: origin }));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(build, { recursive: true, force: true });
  });

  it('each process names its own origin in every absolute URL, and never the other one', async () => {
    for (const [i, server] of servers.entries()) {
      const mine = ORIGINS[i]!;
      const other = ORIGINS[1 - i]!;
      for (const page of PAGES) {
        const html = await (await fetch(server.url + page)).text();
        expect(html, page).toContain(`data-public-origin="${mine}"`);
        expect(html, page).not.toContain(PUBLIC_ORIGIN_PLACEHOLDER);
        expect(html, page).not.toContain(other);
      }
      const landing = await (await fetch(server.url + '/')).text();
      expect(landing).toMatch(new RegExp(`<link [^>]*rel="canonical" href="${mine}/"`));
      expect(landing).toMatch(new RegExp(`<meta [^>]*property="og:url" content="${mine}/"`));
      const blog = await (await fetch(`${server.url}/blog`)).text();
      expect(blog).toMatch(new RegExp(`rel="canonical" href="${mine}/blog"`));
      const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
      const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(locs.length).toBeGreaterThan(5);
      for (const loc of locs) expect(loc.startsWith(`${mine}/`), loc).toBe(true);
      const robots = await (await fetch(`${server.url}/robots.txt`)).text();
      expect(robots).toContain(`Sitemap: ${mine}/sitemap.xml`);
    }
  });

  it('compressed answers carry the filled origin too', async () => {
    for (const [i, server] of servers.entries()) {
      for (const encoding of ['br', 'gzip']) {
        const res = await fetch(`${server.url}/blog`, { headers: { 'accept-encoding': encoding } });
        expect(res.headers.get('content-encoding')).toBe(encoding);
        // fetch decodes the body: what the browser sees.
        expect(await res.text()).toContain(`rel="canonical" href="${ORIGINS[i]}/blog"`);
      }
    }
  });

  it('every script and stylesheet each page references is served by both processes', async () => {
    for (const server of servers) {
      for (const page of PAGES) {
        const html = await (await fetch(server.url + page)).text();
        const refs = [
          ...html.matchAll(/<script [^>]*src="([^"]+)"/g),
          ...html.matchAll(/<link [^>]*rel="(?:stylesheet|modulepreload)"[^>]*href="([^"]+)"/g),
        ].map((m) => m[1]!);
        expect(refs.length, page).toBeGreaterThan(0);
        for (const ref of refs) {
          const res = await fetch(new URL(ref, server.url));
          expect(res.status, `${page} → ${ref}`).toBe(200);
        }
      }
    }
  });

  it('leaves the build on disk untouched (the placeholder stays for the next process)', () => {
    expect(readFileSync(path.join(build, 'sitemap.xml'), 'utf8')).toContain(PUBLIC_ORIGIN_PLACEHOLDER);
    expect(readFileSync(path.join(build, 'index.html'), 'utf8')).toContain(PUBLIC_ORIGIN_PLACEHOLDER);
  });
});
