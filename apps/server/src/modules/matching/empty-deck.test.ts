// The deck that never dead-ends (issue 33, decision 043) over real HTTP: the outlook's bands and its
// two-way filters, who is never counted, the attacks on the counts (moving one's criteria a step at a
// time, diffing before and after one person changes, asking for other criteria), widening through the
// settings, and "Préviens-moi" (a notice once a day, never for the wrong arrival or the wrong member).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { countBandOf, discoverOutlookSchema, type DiscoverOutlook } from '@affinia/contract';
import { distanceKm } from '@affinia/matching';
import { users } from '../../db/schema.js';
import { completedMember, type TestUser } from '../../../test/fixtures.js';
import { apiClient, newUser, startTestServer, type TestServer } from '../../../test/test-server.js';
import { outboxRows, queueSettled } from '../../../test/mail-queue.js';
import { renderMail } from '../mail/templates.js';
import { getGazetteer, type Place } from '../geo/gazetteer.js';

let server: TestServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());

function town(name: string, country = 'FR'): Place {
  const found = getGazetteer()
    .places.filter((p) => p.name === name && p.country === country)
    .sort((a, b) => b.population - a.population)[0];
  if (!found) throw new Error(`${name} missing from the gazetteer`);
  return found;
}
const km = (a: Place, b: Place) => distanceKm(a, b);

const patch = (token: string, json: Record<string, unknown>) =>
  api.call('PATCH', '/api/profile/settings', { token, json });

type Options = {
  gender?: 'homme' | 'femme';
  place?: Place;
  maxKm?: number | null;
  ageMin?: number;
  ageMax?: number;
};

/**
 * A member of one test's cohort: each test uses ages no other test reaches, even widened by the
 * outlook's step, so its counts are its own people only.
 */
async function member(age: number, options: Options = {}): Promise<TestUser> {
  const place = options.place ?? town('Pontarlier');
  return completedMember(
    server,
    { gender: options.gender ?? 'homme', age, location: place.name, place_id: place.id },
    {
      max_distance_km: options.maxKm === undefined ? 50 : options.maxKm,
      age_min: options.ageMin ?? age,
      age_max: options.ageMax ?? age,
      seeking_genders: [options.gender === 'femme' ? 'homme' : 'femme'],
    },
  );
}
const many = async (n: number, age: number, options: Options = {}) => {
  const out: TestUser[] = [];
  for (let i = 0; i < n; i++) out.push(await member(age, options));
  return out;
};

async function outlook(who: TestUser): Promise<DiscoverOutlook> {
  const res = await api.get('/api/discover/outlook', { token: who.token });
  expect(res.status).toBe(200);
  return discoverOutlookSchema.parse(res.data);
}
const discoverIds = async (who: TestUser) => {
  const res = await api.get('/api/discover', { token: who.token });
  expect(res.status).toBe(200);
  return new Set((res.data as { user: { id: string } }[]).map((i) => i.user.id));
};
const pass = (who: TestUser, target: TestUser) =>
  api.post('/api/swipe', { token: who.token, json: { swiped_id: target.id, action: 'dislike' } });

const band = (min: number, max: number | null) => ({ min, max });

describe('bands', () => {
  it('never tell 0 from 1–4, and every count falls in exactly one band', () => {
    for (const n of [0, 1, 2, 3, 4]) expect(countBandOf(n)).toEqual(band(0, 4));
    expect(countBandOf(5)).toEqual(band(5, 9));
    expect(countBandOf(24)).toEqual(band(10, 24));
    expect(countBandOf(49)).toEqual(band(25, 49));
    expect(countBandOf(99)).toEqual(band(50, 99));
    expect(countBandOf(100_000)).toEqual(band(100, null));
  });
});

describe('GET /api/discover/outlook', () => {
  it('refuses no token, a bad token and a member without a questionnaire', async () => {
    expect((await api.get('/api/discover/outlook')).status).toBe(401);
    expect((await api.get('/api/discover/outlook', { token: 'not.a.token' })).status).toBe(401);
    const res = await api.post('/api/auth/register', {
      json: newUser({ age: 95 }),
    });
    const outsider = await api.get('/api/discover/outlook', { token: res.data.token });
    expect(outsider.status).toBe(403);
    expect(outsider.data.detail).toBeTruthy();
  });

  it('counts in bands, both ways, for the member’s own criteria, the next distance and a wider age range', async () => {
    const home = town('Pontarlier');
    const near = town('Besançon');
    const ring = town('Lons-le-Saunier');
    expect(km(home, near)).toBeLessThan(50);
    expect(km(home, ring)).toBeGreaterThan(50);
    expect(km(home, ring)).toBeLessThan(100);
    const viewer = await member(20, { gender: 'femme' });
    const local = await many(2, 20);
    const inRing = await many(6, 20, { place: ring, maxKm: 100 });
    const older = await many(5, 22, { ageMin: 20, ageMax: 22 });
    // Never counted: they would not see her (age, distance), she does not look for them, or they are
    // hidden (paused, banned), or one of the two blocked the other.
    await member(20, { place: ring, maxKm: 50 });
    await member(22, { ageMin: 21, ageMax: 22 });
    await member(20, { gender: 'femme' });
    const paused = await member(20);
    expect((await patch(paused.token, { is_paused: true })).status).toBe(200);
    const banned = await member(20);
    await server.app.database.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, banned.id));
    const blocked = await member(20);
    const blocking = await member(20);
    expect((await api.post('/api/blocks', { token: viewer.token, json: { user_id: blocked.id } })).status).toBe(201);
    expect((await api.post('/api/blocks', { token: blocking.token, json: { user_id: viewer.id } })).status).toBe(201);

    expect(await discoverIds(viewer)).toEqual(new Set(local.map((m) => m.id)));
    expect(await outlook(viewer)).toEqual({
      max_distance_km: 50,
      age_min: 20,
      age_max: 20,
      matching: band(0, 4),
      wider_distance: { max_distance_km: 100, added: band(5, 9) },
      wider_age: { age_min: 18, age_max: 23, added: band(5, 9) },
      softer_dealbreakers: null,
      alert: false,
    });
    // Seen people still match, but no step adds them again.
    for (const m of local) expect((await pass(viewer, m)).status).toBe(200);
    expect((await outlook(viewer)).wider_distance?.added).toEqual(band(5, 9));

    // Widening is the settings' own write: the deck reloads with the new people.
    expect((await patch(viewer.token, { max_distance_km: 100 })).status).toBe(200);
    expect(await discoverIds(viewer)).toEqual(new Set(inRing.map((m) => m.id)));
    const wider = await outlook(viewer);
    expect(wider).toMatchObject({ max_distance_km: 100, matching: band(5, 9) });
    expect(wider.wider_distance?.max_distance_km).toBe(200);
    expect((await patch(viewer.token, { age_min: 18, age_max: 23 })).status).toBe(200);
    const ids = await discoverIds(viewer);
    for (const m of older) expect(ids.has(m.id)).toBe(true);
    expect(await outlook(viewer)).toMatchObject({ age_min: 18, age_max: 23, matching: band(10, 24) });
  });

  it('offers no wider step past "no limit" nor past 18–99', async () => {
    const viewer = await member(28, { gender: 'femme', maxKm: null, ageMin: 18, ageMax: 99 });
    const view = await outlook(viewer);
    expect(view.wider_distance).toBeNull();
    expect(view.wider_age).toBeNull();
    expect((await patch(viewer.token, { max_distance_km: 500 })).status).toBe(200);
    expect((await outlook(viewer)).wider_distance).toEqual({ max_distance_km: null, added: band(0, 4) });
  });

  it('answers each member with their own outlook: another member’s token shows nothing of theirs', async () => {
    const a = await member(36, { gender: 'femme' });
    const b = await member(36, { gender: 'femme', maxKm: 25 });
    await many(5, 36);
    expect((await outlook(a)).matching).toEqual(band(5, 9));
    expect(await outlook(b)).toMatchObject({ max_distance_km: 25, matching: band(5, 9) });
    expect((await api.call('PUT', '/api/discover/alert', { token: b.token, json: { enabled: true } })).status).toBe(
      200,
    );
    expect((await outlook(a)).alert).toBe(false);
    expect((await outlook(b)).alert).toBe(true);
  });
});

describe('attacks on the counts', () => {
  it('moving the age range one year at a time does not show that one person is there', async () => {
    const viewer = await member(44, { gender: 'femme' });
    await member(45, { ageMin: 44, ageMax: 45 });
    const snapshot = async () => (await outlook(viewer)).matching;
    const without = await snapshot();
    expect((await patch(viewer.token, { age_max: 45 })).status).toBe(200);
    expect(await snapshot()).toEqual(without);
    // The same one person, one distance step away, either.
    const far = town('Lons-le-Saunier');
    await member(44, { place: far, maxKm: 100 });
    expect((await patch(viewer.token, { age_max: 44 })).status).toBe(200);
    const step = (await outlook(viewer)).wider_distance;
    expect(step).toEqual({ max_distance_km: 100, added: band(0, 4) });
    expect((await patch(viewer.token, { max_distance_km: 100 })).status).toBe(200);
    expect((await outlook(viewer)).matching).toEqual(without);
  });

  it('diffing before and after one person joins, pauses, comes back or moves away shows nothing', async () => {
    const viewer = await member(52, { gender: 'femme' });
    await many(6, 52);
    const before = await outlook(viewer);
    expect(before.matching).toEqual(band(5, 9));
    const target = await member(52);
    expect(await outlook(viewer)).toEqual(before);
    expect((await patch(target.token, { is_paused: true })).status).toBe(200);
    expect(await outlook(viewer)).toEqual(before);
    expect((await patch(target.token, { is_paused: false })).status).toBe(200);
    expect(await outlook(viewer)).toEqual(before);
    const away = town('Marseille');
    expect((await patch(target.token, { location: away.name, place_id: away.id })).status).toBe(200);
    expect(await outlook(viewer)).toEqual(before);
    // And where only that person is: none and one read the same.
    const alone = await member(60, { gender: 'femme' });
    const empty = await outlook(alone);
    const only = await member(60);
    expect(await outlook(alone)).toEqual(empty);
    expect((await patch(only.token, { is_paused: true })).status).toBe(200);
    expect(await outlook(alone)).toEqual(empty);
  });

  it('takes no distance, point or age of the caller’s choosing', async () => {
    const viewer = await member(68, { gender: 'femme' });
    for (const query of ['max_distance_km=7', 'lat=46.9&lon=6.35', 'place_id=1', 'age_min=18&age_max=99']) {
      const res = await api.get(`/api/discover/outlook?${query}`, { token: viewer.token });
      expect(res.status).toBe(400);
      expect(res.data.detail).toBeTruthy();
    }
    // Criteria move only in the settings' own steps.
    for (const value of [7, 51, 1000, -5]) {
      expect((await patch(viewer.token, { max_distance_km: value })).status).toBe(400);
    }
    expect((await outlook(viewer)).max_distance_km).toBe(50);
  });
});

describe('"Préviens-moi"', () => {
  const arrivals = async () => {
    await server.app.matching.arrivalsSettled();
    await queueSettled(server);
  };
  const notices = async (who: TestUser) =>
    (await outboxRows(server, who.id)).filter((r) => r.template === 'new_arrival');
  const alert = (who: TestUser, body: unknown) =>
    api.call('PUT', '/api/discover/alert', { token: who.token, json: body });

  it('is switched on and off by its owner only, with a clean refusal of bad input', async () => {
    const me = await member(76, { gender: 'femme' });
    expect((await api.call('PUT', '/api/discover/alert', { json: { enabled: true } })).status).toBe(401);
    expect((await api.call('PUT', '/api/discover/alert', { token: 'bad.token', json: { enabled: true } })).status).toBe(
      401,
    );
    for (const body of [{}, { enabled: 'yes' }, { enabled: true, user_id: me.id }]) {
      const res = await alert(me, body);
      expect(res.status).toBe(400);
      expect(res.data.detail).toBeTruthy();
    }
    expect((await outlook(me)).alert).toBe(false);
    expect((await alert(me, { enabled: true })).data).toEqual({ enabled: true });
    expect((await outlook(me)).alert).toBe(true);
    expect((await alert(me, { enabled: false })).data).toEqual({ enabled: false });
    expect((await outlook(me)).alert).toBe(false);
  });

  it('mails once a day when someone compatible arrives, naming and locating no one', async () => {
    const me = await member(80, { gender: 'femme' });
    expect((await alert(me, { enabled: true })).status).toBe(200);
    const first = await member(80);
    await arrivals();
    const mails = await notices(me);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.params).toEqual({});
    for (const language of ['fr', 'en', 'es', 'de']) {
      const rendered = renderMail('new_arrival', {}, { name: 'Zoé', language, publicOrigin: 'https://a.test' });
      expect(rendered.text).toContain('https://a.test/discover');
      expect(`${rendered.subject} ${rendered.text}`).not.toMatch(new RegExp(`${first.displayName}|Pontarlier`));
    }
    // A second arrival the same day: still one.
    await member(80);
    await arrivals();
    expect(await notices(me)).toHaveLength(1);
    // A day later, the next arrival is told again.
    await server.app.database.db.execute(
      sql`UPDATE notification_log SET last_sent_at = now() - interval '25 hours' WHERE user_id = ${me.id} AND event_key = 'discover_arrival'`,
    );
    await member(80);
    await arrivals();
    expect(await notices(me)).toHaveLength(2);
  });

  it('tells no one of a non-compatible, paused or blocked arrival, nor a member who opted out or paused', async () => {
    const me = await member(84, { gender: 'femme' });
    expect((await alert(me, { enabled: true })).status).toBe(200);
    // Not compatible: the wrong age for her, she is not in his range, too far, or not whom she seeks.
    await member(85, { ageMin: 84, ageMax: 85 });
    await member(84, { ageMin: 85, ageMax: 86 });
    await member(84, { place: town('Marseille'), maxKm: null });
    await member(84, { gender: 'femme' });
    // Blocked before he comes into range.
    const blocked = await member(84, { place: town('Marseille'), maxKm: null });
    expect((await api.post('/api/blocks', { token: me.token, json: { user_id: blocked.id } })).status).toBe(201);
    const home = town('Pontarlier');
    expect((await patch(blocked.token, { location: home.name, place_id: home.id, max_distance_km: 50 })).status).toBe(
      200,
    );
    await arrivals();
    expect(await notices(me)).toEqual([]);
    // Paused newcomer: no arrival until he shows.
    const shy = await completedMember(
      server,
      { gender: 'homme', age: 86, location: home.name, place_id: home.id },
      { max_distance_km: 50, age_min: 86, age_max: 86, seeking_genders: ['femme'] },
    );
    expect((await patch(shy.token, { is_paused: true, age_min: 84, age_max: 86 })).status).toBe(200);
    expect((await patch(me.token, { age_max: 86 })).status).toBe(200);
    await arrivals();
    expect(await notices(me)).toEqual([]);
    // She opted out, then a compatible one arrives: nothing.
    expect((await alert(me, { enabled: false })).status).toBe(200);
    await member(84);
    await arrivals();
    expect(await notices(me)).toEqual([]);
    // A paused member is told nothing either.
    expect((await alert(me, { enabled: true })).status).toBe(200);
    expect((await patch(me.token, { is_paused: true })).status).toBe(200);
    await member(84);
    await arrivals();
    expect(await notices(me)).toEqual([]);
    // Back and visible: the shy one showing himself is an arrival.
    expect((await patch(me.token, { is_paused: false })).status).toBe(200);
    expect((await patch(shy.token, { is_paused: false })).status).toBe(200);
    await arrivals();
    expect(await notices(me)).toHaveLength(1);
  });
});
