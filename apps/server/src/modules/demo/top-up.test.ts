// The first-run demo where members are (decision 044): a member far from the first-run population gets
// a full deck of demo people around them who accept them back, in their country's style; the caps hold;
// nothing is added after removal, with DEMO_USERS=0 (as in production) or on PostgreSQL.
// Storage: also on PostgreSQL — the demo top-up stays off on PostgreSQL. Decision 055.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '@affinia/matching';
import { users, type UserRow } from '../../db/schema.js';
import { completedMember, registerAdmin, type TestUser } from '../../../test/fixtures.js';
import { apiClient, startTestServer, usingPostgres, type TestServer } from '../../../test/test-server.js';
import { matchProfileOf, mutuallyEligible } from '../matching/profiles.js';
import { demoLanguageOf } from '@affinia/demo';
import { writeFirstRunMarker } from './marker.js';
import { demoReplyText } from './simulated-members.js';
import type { TopUpLimits } from './top-up.js';

const FIRST_RUN = 8;
const LIMITS: TopUpLimits = { deck: 30, perMember: 40, total: 120 };

const allRows = async (server: TestServer) => server.app.database.db.select().from(users);
const demoRows = async (server: TestServer) => (await allRows(server)).filter((u) => u.simulated);
const rowOf = async (server: TestServer, id: string) => (await allRows(server)).find((u) => u.id === id) as UserRow;

/** Demo people a member's deck may hold now: the engine's two-way rule on the stored rows. */
async function demoDeckOf(server: TestServer, member: TestUser): Promise<UserRow[]> {
  const me = await rowOf(server, member.id);
  return (await demoRows(server)).filter((d) => matchProfileOf(d) && mutuallyEligible(me, d));
}

/** Every card discover serves, page after page, passing on each one: what the member really sees. */
async function servedCards(server: TestServer, member: TestUser, atMost: number) {
  const api = apiClient(server.url);
  const seen: { id: string; is_demo: boolean }[] = [];
  while (seen.length < atMost) {
    const page = await api.get('/api/discover', { token: member.token });
    expect(page.status).toBe(200);
    if (page.data.length === 0) break;
    for (const item of page.data) {
      seen.push(item.user);
      const swipe = await api.post('/api/swipe', {
        token: member.token,
        json: { swiped_id: item.user.id, action: 'dislike' },
      });
      expect(swipe.status).toBe(200);
    }
  }
  return seen;
}

describe.skipIf(usingPostgres())('demo people are added where members are', () => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  const settle = () => server.app.liveDemo.topUpsSettled();
  const demoCount = () => server.app.liveDemo.countDemoMembers();

  beforeAll(async () => {
    server = await startTestServer({ env: { DEMO_USERS: String(FIRST_RUN) }, overrides: { demoTopUpLimits: LIMITS } });
    api = apiClient(server.url);
    expect(await server.app.liveDemo.startFirstRun()).toMatchObject({ kind: 'created', people: FIRST_RUN });
  });
  afterAll(() => server.close());

  it('a member in Pontarlier, at the default 100 km, is served at least 30 demo cards who all accept them', async () => {
    const member = await completedMember(
      server,
      { gender: 'homme', age: 41, location: 'Pontarlier, France' },
      { seeking_genders: ['femme'], age_min: 32, age_max: 48 },
    );
    await settle();
    const me = await rowOf(server, member.id);
    expect(me.maxDistanceKm).toBe(100);
    const deck = await demoDeckOf(server, member);
    expect(deck.length).toBeGreaterThanOrEqual(LIMITS.deck);
    for (const demo of deck) {
      expect(demo.gender).toBe('femme');
      expect(demo.age).toBeGreaterThanOrEqual(32);
      expect(demo.age).toBeLessThanOrEqual(48);
      // Each accepts him back: his gender sought, his age in her range, within both distances.
      expect(demo.seekingGenders).toContain('homme');
      expect(demo.ageMin).toBeLessThanOrEqual(41);
      expect(demo.ageMax).toBeGreaterThanOrEqual(41);
      const km = distanceKm({ lat: me.placeLat!, lon: me.placeLon! }, { lat: demo.placeLat!, lon: demo.placeLon! });
      expect(km).toBeLessThanOrEqual(100);
    }
    // Those made for him live in the Doubs around him, in French, with their photo.
    const near = deck.filter((d) => d.location.endsWith(', France') && demoLanguageOf(d.location) === 'fr');
    expect(near.length).toBeGreaterThanOrEqual(LIMITS.deck - FIRST_RUN);
    expect(near.some((d) => d.location.startsWith('Pontarlier, '))).toBe(true);

    const cards = await servedCards(server, member, 40);
    expect(cards.length).toBeGreaterThanOrEqual(LIMITS.deck);
    // Every card served is one of the demo people checked above.
    const deckIds = new Set(deck.map((d) => d.id));
    for (const card of cards) {
      expect(card.is_demo).toBe(true);
      expect(deckIds.has(card.id)).toBe(true);
    }
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
  });

  it('an Austrian member gets German-speaking neighbours, whose replies are in German too', async () => {
    const member = await completedMember(
      server,
      { gender: 'femme', age: 27, location: 'Graz, Österreich', name: 'Anna Berger' },
      { seeking_genders: ['homme', 'femme'], age_min: 22, age_max: 35, max_distance_km: 25 },
    );
    await settle();
    const deck = await demoDeckOf(server, member);
    expect(deck.length).toBeGreaterThanOrEqual(LIMITS.deck);
    const made = deck.filter((d) => d.location.endsWith(', Österreich'));
    expect(made.length).toBeGreaterThanOrEqual(LIMITS.deck - FIRST_RUN);
    const me = await rowOf(server, member.id);
    for (const demo of made) {
      expect(demoLanguageOf(demo.location)).toBe('de');
      expect(demoReplyText(demo, me)).toMatch(/^Hallo Anna!.*Demoprofils/s);
    }
    // Both genders sought: both are there.
    expect(new Set(made.map((d) => d.gender))).toEqual(new Set(['homme', 'femme']));
  });

  it('a save that changes nothing of the deck adds nobody; a new criterion tops up within the per-member cap', async () => {
    const member = await completedMember(
      server,
      { gender: 'femme', age: 35, location: 'Saskatoon, Canada' },
      { seeking_genders: ['femme'], age_min: 30, age_max: 40 },
    );
    await settle();
    const afterFirst = await demoCount();
    expect((await demoDeckOf(server, member)).length).toBe(LIMITS.deck);
    // Quebec-style French, in Canada.
    const made = (await demoRows(server)).filter((d) => d.location.endsWith(', Canada'));
    expect(made).toHaveLength(LIMITS.deck);
    expect(made.every((d) => demoLanguageOf(d.location) === 'fr')).toBe(true);

    const settings = (json: Record<string, unknown>) =>
      api.call('PATCH', '/api/profile/settings', { token: member.token, json });
    expect((await settings({ is_paused: false, verified_only: false })).status).toBe(200);
    await settle();
    expect(await demoCount()).toBe(afterFirst);

    // Men now: 30 wanted, 10 left of her 40.
    expect((await settings({ seeking_genders: ['homme'] })).status).toBe(200);
    await settle();
    expect(await demoCount()).toBe(afterFirst + LIMITS.perMember - LIMITS.deck);
    expect((await settings({ age_min: 25 })).status).toBe(200);
    await settle();
    expect(await demoCount()).toBe(afterFirst + LIMITS.perMember - LIMITS.deck);
  });

  it('the instance-wide cap holds, however many accounts ask', async () => {
    const cap = FIRST_RUN + LIMITS.total;
    for (const location of ['Oslo, Norway', 'Helsinki, Finland', 'Lisboa, Portugal']) {
      await completedMember(
        server,
        { gender: 'homme', age: 30, location },
        { seeking_genders: ['femme'], age_min: 25, age_max: 35 },
      );
      await settle();
      expect(await demoCount()).toBeLessThanOrEqual(cap);
    }
    expect(await demoCount()).toBe(cap);
  });

  it('after removal no demo person comes back, whoever completes a profile', async () => {
    const admin = await registerAdmin(server);
    const reset = await api.post('/api/admin/demo/reset', { token: admin.token });
    expect(reset.status).toBe(200);
    expect(await demoCount()).toBe(0);
    const member = await completedMember(
      server,
      { gender: 'homme', age: 44, location: 'Pontarlier, France' },
      { seeking_genders: ['femme'], age_min: 35, age_max: 50 },
    );
    await settle();
    expect(await demoCount()).toBe(0);
    expect((await api.get('/api/discover', { token: member.token })).data).toEqual([]);
  });
});

/** A server with `env` and a standing first-run marker: a member who completes the questionnaire gets nobody. */
async function expectNoDemoPeopleAdded(env: Record<string, string>): Promise<void> {
  const server = await startTestServer({ env });
  try {
    writeFirstRunMarker(server.config.dataDir, { created_at: new Date().toISOString(), people: 0 });
    await completedMember(server, { location: 'Pontarlier, France' }, { seeking_genders: ['homme'] });
    await server.app.liveDemo.topUpsSettled();
    expect(await server.app.liveDemo.countDemoMembers()).toBe(0);
  } finally {
    await server.close();
  }
}

describe.skipIf(usingPostgres())('with DEMO_USERS=0 (always so in production)', () => {
  it('a standing first-run marker adds nobody', () => expectNoDemoPeopleAdded({ DEMO_USERS: '0' }));
});

describe.runIf(usingPostgres())('PostgreSQL', () => {
  it('never gets demo people near a member, even with a marker and DEMO_USERS set', () =>
    expectNoDemoPeopleAdded({ DEMO_USERS: '5' }));
});
