// Location verification end to end: registration and login over real HTTP behind a trusted proxy,
// the stored verdicts, the thresholds, and that nothing of it reaches a non-admin response.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { writeCityMmdb } from '../../../test/city-mmdb.js';
import { apiClient, newUser, startTestServer, type TestServer } from '../../../test/test-server.js';
import { getGazetteer } from './gazetteer.js';
import { createLocationVerifier } from './location-verifier.js';
import { assessLocation, suspicionOf } from './verdict.js';

const FR_IP = '80.67.169.12';
const US_IP = '8.8.8.8';
const MA_IP = '212.217.0.1';
const CH_IP = '195.186.1.111';

async function locationOf(server: TestServer, id: string) {
  const [row] = await server.app.database.db.select().from(users).where(eq(users.id, id));
  return {
    declaredCountry: row!.declaredCountry,
    declaredLat: row!.declaredLat,
    declaredLon: row!.declaredLon,
    ipCountry: row!.ipCountry,
    distanceKm: row!.locationDistanceKm,
    suspicionLevel: row!.suspicionLevel,
    checkedAt: row!.locationCheckedAt,
  };
}

describe('thresholds', () => {
  it('weighs a country mismatch most', () => {
    expect(suspicionOf(true, 0)).toBe('low');
    expect(suspicionOf(true, null)).toBe('low');
    expect(suspicionOf(true, 499)).toBe('low');
    expect(suspicionOf(true, 500)).toBe('medium');
    expect(suspicionOf(true, 5000)).toBe('medium');
    expect(suspicionOf(false, 0)).toBe('medium');
    expect(suspicionOf(false, 99)).toBe('medium');
    expect(suspicionOf(false, 100)).toBe('high');
    expect(suspicionOf(false, null)).toBe('high');
  });

  it('measures to the nearest sizeable place of the IP country when only the country is known', () => {
    const g = getGazetteer();
    const geneva = g.geocode('Genève')!;
    expect(assessLocation(geneva, { country: 'FR', lat: null, lon: null }, g)).toMatchObject({
      ipCountry: 'FR',
      suspicionLevel: 'medium',
    });
    const paris = g.geocode('Paris')!;
    const fromMorocco = assessLocation(paris, { country: 'MA', lat: null, lon: null }, g);
    expect(fromMorocco.suspicionLevel).toBe('high');
    expect(fromMorocco.distanceKm).toBeGreaterThan(1000);
    expect(assessLocation(paris, { country: 'FR', lat: null, lon: null }, g)).toEqual({
      ipCountry: 'FR',
      distanceKm: 0,
      suspicionLevel: 'low',
    });
    // Overseas France is France: a Réunion resident on an IP registered in FR is not flagged.
    const reunion = g.geocode('Saint-Denis, La Réunion')!;
    expect(assessLocation(reunion, { country: 'FR', lat: null, lon: null }, g).suspicionLevel).toBe('low');
  });

  it('compares the countries only when the declared text named only a country', () => {
    const g = getGazetteer();
    const france = g.geocode('France')!;
    expect(assessLocation(france, { country: 'FR', lat: null, lon: null }, g)).toEqual({
      ipCountry: 'FR',
      distanceKm: null,
      suspicionLevel: 'low',
    });
    expect(assessLocation(france, { country: 'US', lat: 40.7, lon: -74 }, g).suspicionLevel).toBe('high');
  });
});

describe('at registration and login (country-level database)', () => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '1' } });
    api = apiClient(server.url);
  });
  afterAll(() => server.close());

  const register = async (location: string, ip?: string) => {
    const body = newUser({ location });
    const res = await api.post('/api/auth/register', {
      json: body,
      headers: ip ? { 'x-forwarded-for': ip } : {},
    });
    expect(res.status).toBe(201);
    return { id: res.data.user.id as string, body, res };
  };

  it('finds nothing suspicious in a Parisian on a French IP, and keeps the coordinates', async () => {
    const { id } = await register('Paris, France', FR_IP);
    const loc = await locationOf(server, id);
    expect(loc).toMatchObject({ declaredCountry: 'FR', ipCountry: 'FR', distanceKm: 0, suspicionLevel: 'low' });
    expect(loc.declaredLat).toBeCloseTo(48.85, 1);
    expect(loc.declaredLon).toBeCloseTo(2.35, 1);
    expect(loc.checkedAt).toBeInstanceOf(Date);
  });

  it('flags a "Paris" on an American IP as high, with the distance in whole km', async () => {
    const { id } = await register('Paris', US_IP);
    const loc = await locationOf(server, id);
    expect(loc).toMatchObject({ declaredCountry: 'FR', ipCountry: 'US', suspicionLevel: 'high' });
    expect(Number.isInteger(loc.distanceKm)).toBe(true);
    expect(loc.distanceKm).toBeGreaterThan(3000);
  });

  it('rates a Genevan on a French IP (a border region) medium', async () => {
    const { id } = await register('Genève', FR_IP);
    expect(await locationOf(server, id)).toMatchObject({
      declaredCountry: 'CH',
      ipCountry: 'FR',
      suspicionLevel: 'medium',
    });
  });

  it('gives no verdict and no flag for a private or local address', async () => {
    const { id } = await register('Lyon', '192.168.1.20');
    expect(await locationOf(server, id)).toMatchObject({
      declaredCountry: 'FR',
      ipCountry: null,
      distanceKm: null,
      suspicionLevel: null,
      checkedAt: null,
    });
    const { id: local } = await register('Lyon');
    expect((await locationOf(server, local)).suspicionLevel).toBeNull();
  });

  it('keeps the IP country but gives no verdict when the declared place is not recognised', async () => {
    const { id } = await register('Chez moi', MA_IP);
    expect(await locationOf(server, id)).toMatchObject({
      declaredCountry: null,
      declaredLat: null,
      ipCountry: 'MA',
      distanceKm: null,
      suspicionLevel: null,
    });
  });

  it('refreshes the verdict at login; a login from a private address keeps the last one', async () => {
    const { id, body } = await register('Lausanne', CH_IP);
    expect((await locationOf(server, id)).suspicionLevel).toBe('low');
    const login = (ip: string) =>
      api.post('/api/auth/login', {
        json: { email: body.email, password: body.password },
        headers: { 'x-forwarded-for': ip },
      });
    expect((await login(MA_IP)).status).toBe(200);
    expect(await locationOf(server, id)).toMatchObject({ ipCountry: 'MA', suspicionLevel: 'high' });
    expect((await login('10.0.0.8')).status).toBe(200);
    expect(await locationOf(server, id)).toMatchObject({ ipCountry: 'MA', suspicionLevel: 'high' });
    expect((await login(CH_IP)).status).toBe(200);
    expect(await locationOf(server, id)).toMatchObject({ ipCountry: 'CH', suspicionLevel: 'low' });
  });

  it('never puts the location check in a non-admin response', async () => {
    const { res } = await register('Paris', US_IP);
    const me = await api.get('/api/profile/me', { token: res.data.token });
    for (const text of [JSON.stringify(res.data), JSON.stringify(me.data)]) {
      // The verification's distance (`"distance"`, `location_distance`) never; the member's own distance
      // preference (`max_distance_km`, issue 15) is theirs to see.
      for (const word of [
        'declared',
        // As keys or parts of keys ("relationship_goal" is no latitude).
        '"lat',
        '_lat',
        'Lat"',
        '"lon',
        '_lon',
        'Lon"',
        'ip_country',
        'ipCountry',
        'suspicion',
        '"distance"',
        'location_distance',
        '48.85',
      ]) {
        expect(text).not.toContain(word);
      }
    }
  });
});

describe('behind no trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('ignores X-Forwarded-For: the client is the socket peer (here a local address, so no verdict)', async () => {
    const res = await apiClient(server.url).post('/api/auth/register', {
      json: newUser({ location: 'Paris' }),
      headers: { 'x-forwarded-for': US_IP },
    });
    expect(res.status).toBe(201);
    expect(await locationOf(server, res.data.user.id)).toMatchObject({ ipCountry: null, suspicionLevel: null });
  });
});

describe('with an operator city database (GEOIP_CITY_DB)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'affinia-geoip-'));
  const cityDb = path.join(dir, 'city.mmdb');
  let server: TestServer;
  beforeAll(async () => {
    writeCityMmdb(cityDb, [
      // Lyon, on a French resolver's range.
      {
        network: '80.67.169.0/24',
        record: { country: { iso_code: 'FR' }, location: { latitude: 45.764, longitude: 4.8357 } },
      },
      // Marseille.
      {
        network: '194.2.0.0/24',
        record: { country: { iso_code: 'FR' }, location: { latitude: 43.2965, longitude: 5.3698 } },
      },
    ]);
    server = await startTestServer({ env: { TRUST_PROXY: '1', GEOIP_CITY_DB: cityDb } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('measures the real distance between the declared city and the IP city', async () => {
    const api = apiClient(server.url);
    const near = await api.post('/api/auth/register', {
      json: newUser({ location: 'Grenoble' }),
      headers: { 'x-forwarded-for': '80.67.169.12' },
    });
    const nearLoc = await locationOf(server, near.data.user.id);
    expect(nearLoc).toMatchObject({ ipCountry: 'FR', suspicionLevel: 'low' });
    expect(nearLoc.distanceKm).toBeGreaterThan(80);
    expect(nearLoc.distanceKm).toBeLessThan(110);

    const far = await api.post('/api/auth/register', {
      json: newUser({ location: 'Lille' }),
      headers: { 'x-forwarded-for': '194.2.0.20' },
    });
    const farLoc = await locationOf(server, far.data.user.id);
    expect(farLoc).toMatchObject({ ipCountry: 'FR', suspicionLevel: 'medium' });
    expect(farLoc.distanceKm).toBeGreaterThan(800);
  });

  it('refuses to start with a GEOIP_CITY_DB that is not a readable file', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), GEOIP_CITY_DB: path.join(dir, 'missing.mmdb') }),
    ).toThrow(ConfigError);
  });
});

describe('failures', () => {
  it('never throws: a database error is logged and the sign-in goes on', async () => {
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
    const database = {
      db: {
        update: () => {
          throw new Error('database is down');
        },
      },
    } as unknown as Database;
    const verifier = createLocationVerifier({ database, cityDbPath: undefined, log });
    await expect(
      verifier.verify({ id: '00000000-0000-4000-8000-000000000000', location: 'Paris' }, US_IP),
    ).resolves.toBeUndefined();
    expect(warnings).toHaveLength(1);
  });
});
