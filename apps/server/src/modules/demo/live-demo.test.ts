// The living demo of a first run, over real HTTP: the background population on an empty embedded
// database (and only there), demo members labelled and outside the free tier, their likes back by
// their own tastes, their single reply in their language, and their removal for good.
// Storage: also on PostgreSQL — the demo population runs on an empty embedded database only. Decision 055.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@affinia/contract';
import { users } from '../../db/schema.js';
import { completedMember, createMatch, registerAdmin } from '../../../test/fixtures.js';
import { apiClient, newUser, startTestServer, usingPostgres, type TestServer } from '../../../test/test-server.js';
import { matchProfileOf } from '../matching/profiles.js';
import { DEMO_EMAIL_PATTERN } from '@affinia/demo';
import { demoLikesBack, demoReplyText } from './simulated-members.js';

const DEMO_PEOPLE = 40;
/** These tests count the first-run population itself: no people added near members (top-up.test.ts). */
const NO_TOP_UPS = { demoTopUpLimits: { deck: 0, perMember: 0, total: 0 } };

// No distance limit and every age: the demo people are spread over five countries and ages.
const member = (server: TestServer, overrides: Record<string, unknown> = {}) =>
  completedMember(
    server,
    { age: 31, gender: 'femme', ...overrides },
    { seeking_genders: ['homme', 'femme'], age_min: 18, age_max: 99, max_distance_km: null },
  );

describe.skipIf(usingPostgres())('first run on an empty embedded database', () => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    server = await startTestServer({ env: { DEMO_USERS: String(DEMO_PEOPLE) }, overrides: NO_TOP_UPS });
    api = apiClient(server.url);
  });
  afterAll(() => server.close());

  it('answers at once while the population is created in the background, then shows labelled demo members', async () => {
    // The server already listens: /readyz answers whatever the state of the population.
    expect((await api.get('/readyz')).status).toBe(200);
    const outcome = await server.app.liveDemo.startFirstRun();
    expect(outcome).toMatchObject({ kind: 'created', people: DEMO_PEOPLE });
    const all = await server.app.database.db.select({ email: users.email, simulated: users.simulated }).from(users);
    expect(all).toHaveLength(DEMO_PEOPLE);
    expect(all.every((u) => u.simulated && new RegExp(DEMO_EMAIL_PATTERN).test(u.email))).toBe(true);

    const visitor = await member(server);
    const page = await api.get('/api/discover', { token: visitor.token });
    expect(page.status).toBe(200);
    expect(page.data.length).toBeGreaterThan(0);
    for (const item of page.data) {
      expect(item.user.is_demo).toBe(true);
      expect(item.user.photos.length).toBe(1);
    }
    // The visitor is a real member: not labelled as a demo.
    const me = await api.get('/api/profile/me', { token: visitor.token });
    expect(me.data.is_demo).toBe(false);
  });

  it('demo members take none of the free places', async () => {
    const admin = await registerAdmin(server);
    const stats = await api.get('/api/admin/stats', { token: admin.token });
    // Two real registrations so far (the visitor above and this admin), whatever the demo count.
    expect(stats.data.free_signups).toBe(2);
    expect(stats.data.total_users).toBe(DEMO_PEOPLE + 2);
  });

  it('a second start does not create another population', async () => {
    expect(await server.app.liveDemo.startFirstRun()).toMatchObject({ kind: 'created', people: DEMO_PEOPLE });
    expect(await server.app.liveDemo.countDemoMembers()).toBe(DEMO_PEOPLE);
  });

  it('a demo member likes back exactly when their own simulated tastes approve, and replies once in their language', async () => {
    const visitor = await member(server, { name: 'Margaux Petit' });
    const page = await api.get('/api/discover', { token: visitor.token });
    const ids: string[] = page.data.map((item: { user: { id: string } }) => item.user.id);
    expect(ids.length).toBeGreaterThan(3);
    const rows = new Map((await server.app.database.db.select().from(users)).map((u) => [u.id, u]));
    const visitorRow = rows.get(visitor.id)!;
    let matchId: string | undefined;
    let demoId: string | undefined;
    for (const id of ids) {
      const swipe = await api.post('/api/swipe', { token: visitor.token, json: { swiped_id: id, action: 'like' } });
      expect(swipe.status).toBe(200);
      const demo = rows.get(id)!;
      const expected = demoLikesBack(demo, matchProfileOf(demo)!, visitorRow, matchProfileOf(visitorRow)!);
      expect(swipe.data.is_match).toBe(expected);
      if (swipe.data.is_match && !matchId) {
        matchId = swipe.data.match_id;
        demoId = id;
      }
    }
    expect(matchId, 'at least one demo member of the page likes this visitor back').toBeDefined();

    const sent = await api.post(`/api/chat/${matchId}/messages`, {
      token: visitor.token,
      json: { content: 'Salut !' },
    });
    expect(sent.status).toBe(201);
    const history = async () =>
      (await api.get(`/api/chat/${matchId}/messages`, { token: visitor.token })).data as {
        sender_id: string;
        content: string;
      }[];
    await vi.waitFor(async () => expect((await history()).some((m) => m.sender_id === demoId)).toBe(true), {
      timeout: 10_000,
      interval: 200,
    });
    const reply = (await history()).find((m) => m.sender_id === demoId)!;
    expect(reply.content).toBe(demoReplyText(rows.get(demoId!)!, visitorRow));
    expect(reply.content).toMatch(/démonstration|demostración|Demoprofil/);
    expect(reply.content).toContain('Margaux');
  });

  it('concurrent first messages still get a single reply (the match row is locked)', async () => {
    const visitor = await member(server);
    const rows = await server.app.database.db.select().from(users);
    const demo = rows.find((u) => u.simulated)!;
    const matchId = await createMatch(server, visitor, { ...visitor, id: demo.id });
    const writes = await Promise.all(
      Array.from({ length: 6 }, () =>
        api.post(`/api/chat/${matchId}/messages`, { token: visitor.token, json: { content: 'Hello' } }),
      ),
    );
    expect(writes.map((w) => w.status)).toEqual(Array(6).fill(201));
    await vi.waitFor(
      async () => {
        const list = (await api.get(`/api/chat/${matchId}/messages`, { token: visitor.token })).data as {
          sender_id: string;
        }[];
        expect(list.filter((m) => m.sender_id === demo.id).length).toBeGreaterThan(0);
      },
      { timeout: 10_000, interval: 200 },
    );
    // Every reply timer has run once the last one is due; none wrote a second message.
    await vi.waitFor(
      async () => {
        const list = (await api.get(`/api/chat/${matchId}/messages`, { token: visitor.token })).data as {
          sender_id: string;
        }[];
        expect(list.filter((m) => m.sender_id !== demo.id)).toHaveLength(6);
        expect(list.filter((m) => m.sender_id === demo.id)).toHaveLength(1);
      },
      { timeout: 10_000, interval: 200 },
    );
  });

  it('real members never answer automatically, whatever their e-mail looks like', async () => {
    const res = await api.post('/api/auth/register', {
      json: { ...newUser(), email: 'demo+999@affinia.test' },
    });
    // The reserved .test domain cannot be registered: nobody can pass for a demo member.
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ detail: MSG.emailDisposable });
    const upper = await api.post('/api/auth/register', { json: { ...newUser(), email: 'Demo+7@Affinia.TEST' } });
    expect(upper.status).toBe(400);
  });
});

describe('demo replies speak the demo member’s language', () => {
  const row = (location: string) =>
    ({ name: 'Lena Vogel', displayName: 'Lena', age: 34, location, interests: ['music', 'nature', 'yoga'] }) as never;
  it('German, Spanish and French by the country of the stored location', () => {
    const sender = { displayName: 'Alex', interests: ['nature'] };
    expect(demoReplyText(row('München, Deutschland'), sender)).toMatch(/^Hallo Alex!.*Natur.*Demoprofils/s);
    expect(demoReplyText(row('Sevilla, España'), sender)).toMatch(/^¡Hola Alex!.*la naturaleza.*demostración/s);
    expect(demoReplyText(row('Québec, Québec'), sender)).toMatch(/^Bonjour Alex !.*la nature.*démonstration/s);
  });
});

describe.skipIf(usingPostgres())('removing the demo population', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'affinia-demo-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the admin button removes every demo member and they do not come back at the next start', async () => {
    const env = { DEMO_USERS: '6', DATA_DIR: dir };
    let server = await startTestServer({ env, pgliteDir: path.join(dir, 'db'), overrides: NO_TOP_UPS });
    expect(await server.app.liveDemo.startFirstRun()).toMatchObject({ kind: 'created', people: 6 });
    const admin = await registerAdmin(server);
    const visitor = await member(server);
    const api = apiClient(server.url);
    expect((await api.get('/api/discover', { token: visitor.token })).data.length).toBeGreaterThan(0);

    expect((await api.post('/api/admin/demo/reset', { token: visitor.token })).data).toMatchObject({
      detail: MSG.adminOnly,
    });
    const reset = await api.post('/api/admin/demo/reset', { token: admin.token });
    expect(reset.status).toBe(200);
    expect(reset.data).toEqual({ removed_users: 6, removed_photos: 6 });
    // Gone from discover at once (the index forgot them), and from the database.
    expect((await api.get('/api/discover', { token: visitor.token })).data).toEqual([]);
    expect(await server.app.liveDemo.countDemoMembers()).toBe(0);
    await server.close();

    server = await startTestServer({ env, pgliteDir: path.join(dir, 'db'), overrides: NO_TOP_UPS });
    expect(await server.app.liveDemo.startFirstRun()).toEqual({ kind: 'skipped', reason: 'already-made' });
    expect(await server.app.liveDemo.countDemoMembers()).toBe(0);
    await server.close();
  });
});

describe.runIf(usingPostgres())('PostgreSQL', () => {
  it('never gets a demo population on its own', async () => {
    const server = await startTestServer({ env: { DEMO_USERS: '5' } });
    try {
      expect(await server.app.liveDemo.startFirstRun()).toEqual({ kind: 'skipped', reason: 'postgres' });
      expect(await server.app.liveDemo.countDemoMembers()).toBe(0);
    } finally {
      await server.close();
    }
  });
});

describe('DEMO_USERS and NODE_ENV', () => {
  const base = { DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(40) };
  it('300 by default, 0 under NODE_ENV=test, never in production, bounded', async () => {
    const { loadConfig, ConfigError } = await import('../../config.js');
    expect(loadConfig({ ...base }).demoUsers).toBe(300);
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).demoUsers).toBe(0);
    expect(loadConfig({ ...base, NODE_ENV: 'test', DEMO_USERS: '12' }).demoUsers).toBe(12);
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', DEMO_USERS: '500' }).demoUsers,
    ).toBe(0);
    expect(loadConfig({ ...base, DEMO_USERS: '0' }).demoUsers).toBe(0);
    for (const bad of ['-1', 'many', '100001', '2.5']) {
      expect(() => loadConfig({ ...base, DEMO_USERS: bad }), bad).toThrow(ConfigError);
    }
  });
});

describe('npm run seed -- --reset', () => {
  it('alone removes without creating; --users is still required otherwise', async () => {
    const { parseSeedArgs } = await import('./seed-cli.js');
    expect(parseSeedArgs(['--reset'])).toMatchObject({ users: 0, reset: true });
    expect(parseSeedArgs(['--reset', '--users', '10'])).toMatchObject({ users: 10, reset: true });
    expect(() => parseSeedArgs([])).toThrow('--users N is required');
    expect(() => parseSeedArgs(['--users', '0'])).toThrow('--users must be between 1');
  });
});
