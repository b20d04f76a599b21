// The social-proof setting (decision 041) as the server applies it to a build, over real HTTP against
// a small stand-in build: read once in config.ts (off by default in production, on elsewhere), written
// into `<html data-social-proof>` of every served page, and a page prerendered in both modes served in
// the process's mode — the members version is never reachable at its own address.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ORIGIN_PLACEHOLDER, SOCIAL_PROOF_PLACEHOLDER } from '@affinia/contract';
import { loadConfig } from '../../config.js';
import { startTestServer, type TestServer } from '../../../test/test-server.js';

let dist: string;
let showcase: TestServer;
let members: TestServer;

const html = (title: string, body: string) =>
  `<!doctype html><html lang="fr" data-public-origin="${PUBLIC_ORIGIN_PLACEHOLDER}" data-social-proof="${SOCIAL_PROOF_PLACEHOLDER}"><title>${title}</title><div id="root">${body}</div></html>`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'affinia-social-proof-'));
  writeFileSync(path.join(dist, 'index.html'), html('shell', ''));
  writeFileSync(path.join(dist, 'index.prerendered.html'), html('landing', 'Bienvenue'));
  mkdirSync(path.join(dist, 'testimonials'));
  writeFileSync(path.join(dist, 'testimonials', 'index.html'), html('avis', '1250+ couples · 10 avis vérifiés'));
  writeFileSync(path.join(dist, 'testimonials', 'index.members.html'), html('avis', 'Pas encore d’avis publiés'));
  showcase = await startTestServer({ env: { WEB_DIST_DIR: dist } });
  members = await startTestServer({ env: { WEB_DIST_DIR: dist, STATIC_SOCIAL_PROOF: 'false' } });
});
afterAll(async () => {
  await Promise.all([showcase.close(), members.close()]);
  rmSync(dist, { recursive: true, force: true });
});

const page = async (server: TestServer, pathname: string, encoding?: string) => {
  const res = await fetch(server.url + pathname, encoding ? { headers: { 'accept-encoding': encoding } } : {});
  return { status: res.status, body: await res.text() };
};

describe('STATIC_SOCIAL_PROOF', () => {
  it('is read once: off by default in production, on elsewhere, and the operator’s choice either way', () => {
    const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp' };
    const production = { ...base, NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' };
    expect(loadConfig(production).socialProof).toBe('members');
    expect(loadConfig({ ...production, STATIC_SOCIAL_PROOF: 'true' }).socialProof).toBe('showcase');
    expect(loadConfig(base).socialProof).toBe('showcase');
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).socialProof).toBe('showcase');
    expect(loadConfig({ ...base, STATIC_SOCIAL_PROOF: 'false' }).socialProof).toBe('members');
    expect(() => loadConfig({ ...base, STATIC_SOCIAL_PROOF: 'peut-être' })).toThrow(/STATIC_SOCIAL_PROOF/);
  });

  it('on: the spec’s page, and every page says so to the browser', async () => {
    const testimonials = await page(showcase, '/testimonials');
    expect(testimonials).toMatchObject({ status: 200, body: expect.stringContaining('1250+ couples') });
    for (const pathname of ['/', '/testimonials', '/discover']) {
      const { body } = await page(showcase, pathname);
      expect(body, pathname).toContain('data-social-proof="showcase"');
      expect(body, pathname).not.toContain(SOCIAL_PROOF_PLACEHOLDER);
    }
  });

  it('off: the members page in its place, compressed or not, and no invented figure anywhere', async () => {
    for (const encoding of [undefined, 'br', 'gzip']) {
      const { status, body } = await page(members, '/testimonials', encoding);
      expect(status).toBe(200);
      expect(body).toContain('Pas encore d’avis publiés');
      expect(body).not.toContain('1250');
      expect(body).toContain('data-social-proof="members"');
    }
    for (const pathname of ['/', '/discover']) {
      expect((await page(members, pathname)).body, pathname).toContain('data-social-proof="members"');
    }
  });

  it('never serves a members version at its own address', async () => {
    for (const server of [showcase, members]) {
      const res = await page(server, '/testimonials/index.members.html');
      expect(res.status).toBe(404);
      expect(res.body).not.toContain('avis');
    }
  });
});
