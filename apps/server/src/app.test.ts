// The server shell: health, OpenAPI, serving the web app with SPA fallback, and configuration.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { HELMET_OPTIONS, securityHeaders } from './http/security-headers.js';
import { apiClient, startTestServer, type TestServer } from '../test/test-server.js';

let server: TestServer;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'affinia-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  mkdirSync(path.join(webDir, 'faq'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(
    path.join(webDir, 'faq', 'index.html'),
    '<!doctype html><title>FAQ</title><div id="root">prerendered</div>',
  );
  writeFileSync(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
  server = await startTestServer({ env: { WEB_DIST_DIR: webDir } });
});
afterAll(async () => {
  await server.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('health', () => {
  it('/healthz and /readyz answer', async () => {
    const api = apiClient(server.url);
    expect((await api.get('/healthz')).data).toEqual({ status: 'ok' });
    const ready = await api.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.data.status).toBe('ready');
  });
});

describe('OpenAPI', () => {
  it('documents the auth and profile operations from the contract schemas', async () => {
    const doc = (await apiClient(server.url).get('/api/docs/json')).data;
    expect(doc.openapi).toBe('3.1.0');
    for (const p of ['/api/auth/register', '/api/auth/login', '/api/auth/verify-email', '/api/profile/me']) {
      expect(doc.paths[p], p).toBeDefined();
    }
    const register = doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema;
    expect(register.required).toEqual(
      expect.arrayContaining(['email', 'password', 'name', 'age', 'gender', 'location', 'accepted_terms']),
    );
    expect(doc.paths['/api/profile/me'].get.security).toEqual([{ bearerAuth: [] }]);
  });
  it('serves the docs UI', async () => {
    const res = await fetch(`${server.url}/api/docs/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
  });
});

describe('web app serving', () => {
  it('answers client routes with the SPA shell, not cached', async () => {
    for (const route of ['/', '/dashboard', '/chat/123', '/blog/unknown-article']) {
      const res = await fetch(server.url + route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<div id="root"></div>');
    }
  });
  it('serves a prerendered page when the build made one', async () => {
    const res = await fetch(`${server.url}/faq`);
    expect(await res.text()).toContain('prerendered');
  });
  it('gives hashed assets a long immutable cache', async () => {
    const res = await fetch(`${server.url}/assets/app-1234.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });
  it('answers unknown /api paths with a JSON 404', async () => {
    for (const p of ['/api/nope', '/api/auth/unknown', '/api']) {
      const res = await apiClient(server.url).get(p);
      expect(res.status, p).toBe(404);
      expect(res.data).toMatchObject({ detail: 'Ressource introuvable' });
    }
  });
  it('sends the security headers on pages, API answers and 404s alike', async () => {
    for (const p of ['/', '/assets/app-1234.js', '/api/nope', '/healthz', '/faq/']) {
      const res = await fetch(`${server.url}${p}`);
      for (const [name, value] of securityHeaders(HELMET_OPTIONS))
        expect(res.headers.get(name), `${p} ${name}`).toBe(value);
      expect(res.headers.get('x-content-type-options'), p).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), p).toContain("default-src 'self'");
      expect(res.headers.get('content-security-policy'), p).toContain("frame-ancestors 'none'");
    }
  });
});

describe('configuration', () => {
  it('applies the defaults of the issue', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'affinia-cfg-'));
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.freeSignupLimit).toBe(5000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicOrigin).toBe('http://localhost:3000');
    rmSync(dir, { recursive: true, force: true });
  });
  it('generates the signing key once and keeps it in DATA_DIR', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'affinia-cfg-'));
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    rmSync(dir, { recursive: true, force: true });
  });
  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ FREE_SIGNUP_LIMIT: '-1' }, 'FREE_SIGNUP_LIMIT'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY=1'],
    [{ RATE_LIMIT_LOGIN_MAX_DELAY_SECONDS: '0' }, 'RATE_LIMIT_LOGIN_MAX_DELAY_SECONDS'],
  ])('refuses a bad value with a clear message: %o', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: tmpdir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmpdir(), ...env })).toThrow(name);
  });
});
