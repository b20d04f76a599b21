// Web push cannot be turned into requests into the operator's network (issue 31, item 4). With NODE_ENV
// not production, subscriptions to cloud metadata, Redis, PostgreSQL and every other private, loopback,
// link-local or unique-local address — written as names, as IPv6, as IPv4 inside IPv6, in decimal, octal
// or hex — used to be accepted and POSTed to. Names are resolved by a double (no test touches real DNS),
// and nothing is ever sent to a non-loopback address: a name that answers a public address at
// subscription and this machine when the push goes out reaches a local listener that counts connections.
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { createMatch, registerUser, type TestUser } from '../../../test/fixtures.js';
import { resolverDouble } from '../../../test/push-endpoint.js';
import { apiClient, startTestServer, type TestServer } from '../../../test/test-server.js';
import { checkPushEndpoint, PushAddressRefused } from './push-address.js';

const PUBLIC = '93.184.215.14';
let rebindCalls = 0;
const dns = resolverDouble({
  'public.push.test': [PUBLIC],
  'private.push.test': ['10.0.0.7'],
  'metadata.push.test': ['169.254.169.254'],
  'mixed.push.test': [PUBLIC, '192.168.1.20'],
  'v6-unique-local.push.test': ['fd00::5'],
  'v6-mapped.push.test': ['::ffff:127.0.0.1'],
  'cgnat.push.test': ['100.64.0.9'],
  // Public when the member subscribes, this machine when the push goes out (DNS rebinding).
  'rebind.push.test': () => (++rebindCalls === 1 ? [PUBLIC] : ['127.0.0.1']),
});

let server: TestServer;
let api: ReturnType<typeof apiClient>;
/** Where a rebound push would land: a local listener that counts every connection made to it. */
let trap: Server;
const connections: Socket[] = [];

beforeAll(async () => {
  trap = createServer((socket) => {
    connections.push(socket);
    socket.destroy();
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  // NODE_ENV is "test" here, and no PUSH_ALLOW_LOOPBACK: the rules every non-production server has.
  server = await startTestServer({ overrides: { resolvePushHost: dns.resolve } });
  api = apiClient(server.url);
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => trap.close(() => resolve()));
});

const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
const subscribe = (user: TestUser, endpoint: string) =>
  api.post('/api/notifications/push-subscriptions', { token: user.token, json: { endpoint, keys } });
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await server.app.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const ATTACKS = [
  // The four.
  'https://169.254.169.254/latest/meta-data/iam/security-credentials/',
  'https://10.0.0.1:6379/',
  'http://127.0.0.1:6379/',
  'https://localhost:5432/',
  // Loopback, private and special IPv4 ranges.
  'https://127.0.0.1/push',
  'https://127.8.9.10/push',
  'https://192.168.1.1/push',
  'https://172.16.0.1/push',
  'https://100.64.0.1/push',
  'https://0.0.0.0/push',
  'https://224.0.0.1/push',
  'https://255.255.255.255/push',
  // The same addresses written otherwise.
  'https://2130706433/push',
  'https://0x7f.1/push',
  'https://0177.0.0.1/push',
  'https://127.1/push',
  'https://0x0a000001/push',
  'https://3232235777/push',
  // IPv6: loopback, unspecified, unique-local (fc00::/7), link-local (fe80::/10), IPv4 inside IPv6.
  'https://[::1]/push',
  'https://[::]/push',
  'https://[fc00::1]/push',
  'https://[fd12:3456:789a::1]/push',
  'https://[fe80::1]/push',
  'https://[febf::1]/push',
  'https://[::ffff:127.0.0.1]/push',
  'https://[::ffff:a00:1]/push',
  'https://[::ffff:169.254.169.254]/push',
  'https://[::127.0.0.1]/push',
  'https://[64:ff9b::a00:1]/push',
  // Local names, and names that resolve to local addresses.
  'https://sub.localhost/push',
  'https://private.push.test/push',
  'https://metadata.push.test/latest/meta-data/',
  'https://mixed.push.test/push',
  'https://v6-unique-local.push.test/push',
  'https://v6-mapped.push.test/push',
  'https://cgnat.push.test/push',
  // A name that does not resolve at all.
  'https://unknown.push.test/push',
  // Not https.
  `http://public.push.test/push`,
];

describe('push subscriptions outside production', () => {
  it(`refuse ${ATTACKS.length} endpoints that point into a private network, and store none of them`, async () => {
    const me = await registerUser(server);
    const accepted: string[] = [];
    for (const endpoint of ATTACKS) {
      const res = await subscribe(me, endpoint);
      if (res.status !== 400 || res.data.code !== 'invalidField' || res.data.params.field !== 'endpoint')
        accepted.push(`${endpoint} → ${res.status}`);
    }
    expect(accepted).toEqual([]);
    expect(await rows(sql`SELECT endpoint FROM push_subscriptions WHERE user_id = ${me.id}`)).toEqual([]);
    expect(connections).toHaveLength(0);
  });

  it('accept https to a name that resolves to public addresses only', async () => {
    const me = await registerUser(server);
    const saved = await subscribe(me, 'https://public.push.test/push/abc');
    expect(saved.status).toBe(201);
    // Nothing is queued for this member, so nothing is ever sent to that address.
    expect(
      (await api.delete(`/api/notifications/push-subscriptions/${saved.data.id}`, { token: me.token })).status,
    ).toBe(204);
  });
});

describe('a push to a name that changed its answer since the subscription (DNS rebinding)', () => {
  it('is not sent: the host is resolved and checked again when the push goes out', async () => {
    const [a, b] = await Promise.all([registerUser(server), registerUser(server)]);
    const matchId = await createMatch(server, a, b);
    const port = (trap.address() as AddressInfo).port;
    const endpoint = `https://rebind.push.test:${port}/push/victim`;
    expect((await subscribe(b, endpoint)).status).toBe(201);

    const form = new FormData();
    form.set('content', 'Bonjour !');
    expect((await api.post(`/api/chat/${matchId}/messages`, { form, token: a.token })).status).toBe(201);
    await expect
      .poll(() =>
        rows<{ status: string; error: string | null }>(sql`
        SELECT status, last_error AS error FROM push_outbox WHERE user_id = ${b.id}`),
      )
      .toEqual([{ status: 'failed', error: 'endpoint refused: host resolves to a loopback address' }]);
    expect(connections).toHaveLength(0);
    expect(dns.asked.filter((name) => name === 'rebind.push.test')).toHaveLength(2);
  });
});

describe('the loopback opt-in of tests (PUSH_ALLOW_LOOPBACK)', () => {
  const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp' };

  it('is refused at start-up in production', () => {
    expect(() =>
      loadConfig({ ...base, NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', PUSH_ALLOW_LOOPBACK: 'true' }),
    ).toThrow(ConfigError);
  });

  it('opens loopback only: private, link-local and unique-local addresses stay refused', async () => {
    const rules = loadConfig({ ...base, PUSH_ALLOW_LOOPBACK: 'true' }).push;
    const check = (endpoint: string) => checkPushEndpoint(endpoint, rules, dns.resolve);
    await expect(check('http://127.0.0.1:8080/push')).resolves.toMatchObject({ address: '127.0.0.1' });
    await expect(check('https://[::1]/push')).resolves.toMatchObject({ address: '::1' });
    for (const endpoint of [
      'https://10.0.0.1:6379/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fd00::1]/push',
      'https://[fe80::1]/push',
      'https://private.push.test/push',
      'http://public.push.test/push',
    ]) {
      await expect(check(endpoint), endpoint).rejects.toBeInstanceOf(PushAddressRefused);
    }
  });
});
