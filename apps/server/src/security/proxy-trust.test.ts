// Attacks on the client address (issue 13, item 4): behind one trusted proxy, an X-Forwarded-For entry
// the client writes itself must change neither the per-IP limits nor the location check; TRUST_PROXY=true
// is refused at start-up; IPv6 clients are counted by their /64, so rotating addresses inside it gains
// nothing.
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.js';
import { users } from '../db/schema.js';
import { clientKey, fastifyTrustProxy } from '../lib/client-address.js';
import { apiClient, newUser, startTestServer, type TestServer } from '../../test/test-server.js';

const FR_IP = '80.67.169.12';
const US_IP = '8.8.8.8';

describe('TRUST_PROXY', () => {
  const load = (value: string) => loadConfig({ DATA_DIR: tmpdir(), TRUST_PROXY: value }).trustProxy;

  it('takes a hop count or proxy addresses and CIDRs, and is off by default', () => {
    expect(loadConfig({ DATA_DIR: tmpdir() }).trustProxy).toBe(false);
    expect(load('false')).toBe(false);
    expect(load('1')).toBe(1);
    expect(load('2')).toBe(2);
    expect(load('10.0.0.2, 192.168.0.0/16,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.2',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true with a message that says what to write instead', () => {
    for (const value of ['true', 'TRUE', 'yes']) {
      expect(() => load(value)).toThrow(ConfigError);
      expect(() => load(value)).toThrow(/TRUST_PROXY=1.*TRUST_PROXY=10\.0\.0\.2,192\.168\.0\.0\/16/);
    }
  });

  it.each(['maybe', '10.0.0.300', '10.0.0.0/33', '1.2.3.4/8/9', 'proxy.example'])('refuses %s', (value) => {
    expect(() => load(value)).toThrow(ConfigError);
  });

  it('a hop count trusts exactly that many peers', () => {
    const trust = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('203.0.113.1', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(0)).toBe(false);
  });
});

describe('the client key of per-IP limits', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['2001:db8:1:2:a:b:c:d', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('%s → %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });
});

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '1', RATE_LIMIT_LOGIN_PER_IP: '3' } });
    api = apiClient(server.url);
  });
  afterAll(() => server.close());

  /** What the proxy forwards: whatever the client wrote, then the address the proxy saw. */
  const login = (forwardedFor: string) =>
    api.post('/api/auth/login', {
      json: { email: newUser().email, password: 'pas le bon mot de passe' },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('a forged leftmost X-Forwarded-For does not give a fresh per-IP budget', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(`198.51.100.${i + 1}, 203.0.113.9`)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // The control: the proxy's own entry is what counts, so another real client is unaffected.
    expect((await login('198.51.100.1, 203.0.113.10')).status).toBe(401);
  });

  it('a forged leftmost X-Forwarded-For does not change the location check', async () => {
    const res = await api.post('/api/auth/register', {
      json: newUser({ location: 'Paris, France' }),
      headers: { 'x-forwarded-for': `${US_IP}, ${FR_IP}` },
    });
    expect(res.status).toBe(201);
    const [row] = await server.app.database.db.select().from(users).where(eq(users.id, res.data.user.id));
    expect(row).toMatchObject({ ipCountry: 'FR', suspicionLevel: 'low' });
  });

  it('IPv6 addresses of one /64 share a bucket; the next /64 has its own', async () => {
    const same = ['2001:db8:aa:bb::1', '2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb:ffff:ffff:ffff:fffe'];
    for (const ip of same) expect((await login(ip)).status).toBe(401);
    const rotated = await login('2001:db8:aa:bb:dead:beef:0:1');
    expect(rotated.status).toBe(429);
    expect(rotated.data).toMatchObject({ code: 'tooManyLoginAttempts' });
    expect((await login('2001:db8:aa:bc::1')).status).toBe(401);
  });
});

describe('trusting listed proxy addresses', () => {
  // The test client connects from 127.0.0.1: listed in one server, not in the other.
  let listed: TestServer;
  let other: TestServer;
  beforeAll(async () => {
    listed = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1', RATE_LIMIT_LOGIN_PER_IP: '1' } });
    other = await startTestServer({ env: { TRUST_PROXY: '10.0.0.0/8', RATE_LIMIT_LOGIN_PER_IP: '1' } });
  });
  afterAll(() => Promise.all([listed?.close(), other?.close()]));

  const attempt = (s: TestServer, forwardedFor: string) =>
    apiClient(s.url).post('/api/auth/login', {
      json: { email: newUser().email, password: 'pas le bon mot de passe' },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('believes X-Forwarded-For only from a listed peer', async () => {
    // Listed peer: each forwarded client has its own budget.
    expect((await attempt(listed, '203.0.113.1')).status).toBe(401);
    expect((await attempt(listed, '203.0.113.2')).status).toBe(401);
    // Unlisted peer: the header is ignored, the socket address (127.0.0.1) is the client.
    expect((await attempt(other, '203.0.113.1')).status).toBe(401);
    expect((await attempt(other, '203.0.113.2')).status).toBe(429);
  });
});
