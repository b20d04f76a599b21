// The place cache (place-cache.ts): what it reads back is what the loader derives, and a corrupt,
// foreign or stale file is never used. The real data is derived once (~2.5 s); the other cases use a
// few places of the same shape.
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Gazetteer, keysOf, type Place } from './gazetteer.js';
import { cacheKey, deserialisePlaceData, loadPlaceDataCached } from './place-cache.js';
import { loadPlaceData, type PlaceData } from './place-data.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'place-cache-test-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Field by field, in order (one hidden class), NaN and -0 included: the differences, as text. */
function differences(a: readonly Place[], b: readonly Place[]): string[] {
  const found: string[] = [];
  if (a.length !== b.length) found.push(`length ${a.length} != ${b.length}`);
  for (let i = 0; i < Math.min(a.length, b.length) && found.length < 10; i++) {
    const [x, y] = [a[i]!, b[i]!] as Record<string, unknown>[];
    if (Object.keys(x!).join() !== Object.keys(y!).join()) found.push(`${i}: keys ${Object.keys(y!).join()}`);
    for (const k of Object.keys(x!)) {
      const [u, v] = [x![k], y![k]];
      const same = Array.isArray(u) ? Array.isArray(v) && u.join('\u0000') === v.join('\u0000') : Object.is(u, v);
      if (!same) found.push(`${i}.${k}: ${String(u)} != ${String(v)}`);
    }
  }
  return found;
}

const aliasIndexes = (data: PlaceData) =>
  [...data.aliases].map(([id, place]) => [id, data.places.indexOf(place)] as const).sort((p, q) => p[0] - q[0]);

describe('the real places', () => {
  const dir = tempDir();
  const build = vi.fn(loadPlaceData);
  const options = { build, keysOf, code: [], dirs: [dir], key: 'real-data-test' };
  const fresh = loadPlaceDataCached(options);
  const cached = loadPlaceDataCached(options);

  it('are derived once, then read back as derived: places, aliases, keys', () => {
    expect(build).toHaveBeenCalledTimes(1);
    expect(cached.places).not.toBe(fresh.places);
    expect(cached.places.length).toBeGreaterThan(190_000);
    expect(differences(fresh.places, cached.places)).toEqual([]);
    expect(cached.aliases.size).toBe(fresh.aliases.size);
    // Only a few thousand aliases: indexOf is cheap enough here.
    expect(aliasIndexes(cached)).toEqual(aliasIndexes(fresh));
    expect(cached.keys).toEqual(fresh.keys);
  });

  it('give the gazetteer the same index and answers as computing every key itself', () => {
    const own = new Gazetteer(fresh.places, fresh.aliases);
    const read = new Gazetteer(cached.places, cached.aliases, undefined, cached.keys);
    const index = (g: Gazetteer) =>
      [...g.nameKeys()].map(([key, places]) => `${key}=${places.map((p) => p.id).join()}`);
    expect(index(read)).toEqual(index(own));
    const texts = [
      'Paris',
      '75011 Paris',
      'Saint-Étienne',
      'München',
      'Muenchen',
      'Zürich, Suisse',
      'montreal qc',
      'Mouthe',
      'Annecy-le-Vieux',
      'Bruxelles, Belgique',
      'Londres',
      'Washington, D.C.',
      ...fresh.places.filter((_, i) => i % 5000 === 0).map((p) => `${p.name}, ${p.country}`),
    ];
    expect(texts.map((t) => read.geocode(t))).toEqual(texts.map((t) => own.geocode(t)));
    const ids = [...[...fresh.aliases.keys()].slice(0, 50), ...fresh.places.slice(0, 50).map((p) => p.id)];
    expect(ids.map((id) => read.placeById(id)?.id)).toEqual(ids.map((id) => own.placeById(id)?.id));
  });
});

/** A few places with every optional field both ways, an umlaut (two keys) and an alias. */
function smallData(): PlaceData {
  const shape = { district: null, postcodes: undefined, otherNames: undefined };
  const annecy: Place = {
    id: 3037543,
    name: 'Annecy',
    country: 'FR',
    admin: '84',
    lat: 45.89916,
    lon: 6.12945,
    population: 131_272,
    district: 'Haute-Savoie',
    postcodes: ['74000', '74370', '74600', '74960'],
    otherNames: ['Annecy-le-Vieux', 'Seynod'],
  };
  const places: Place[] = [
    {
      id: 2867714,
      name: 'München',
      country: 'DE',
      admin: '02',
      lat: 48.13743,
      lon: 11.57549,
      population: 1_260_391,
      ...shape,
    },
    annecy,
    {
      id: 1_000_025_405,
      name: 'Mouthe',
      country: 'FR',
      admin: '27',
      lat: 46.71,
      lon: 6.19,
      population: 1010,
      district: 'Doubs',
      postcodes: [],
      otherNames: undefined,
    },
    {
      id: 6_618_607,
      name: 'Paris 11 Popincourt',
      country: 'FR',
      admin: '11',
      lat: 48.8574,
      lon: 2.3795,
      population: 0,
      ...shape,
    },
  ];
  return { places, aliases: new Map([[3037542, annecy]]) };
}

describe('the cache file', () => {
  const fileIn = (dir: string) =>
    join(
      dir,
      readdirSync(dir).find((f) => f.endsWith('.bin'))!,
    );

  it('is ignored and rewritten when corrupt: garbage, truncated, or a byte changed', () => {
    const dir = tempDir();
    const build = vi.fn(smallData);
    const options = { build, keysOf, code: [], dirs: [dir], key: 'small' };
    loadPlaceDataCached(options);
    const good = readFileSync(fileIn(dir));
    const flipped = Buffer.from(good);
    flipped.writeUInt8(flipped.readUInt8(flipped.length - 3) ^ 0x20, flipped.length - 3);
    const corruptions = [Buffer.from('not a cache'), good.subarray(0, good.length - 9), flipped, Buffer.alloc(0)];
    for (const corrupt of corruptions) {
      writeFileSync(fileIn(dir), corrupt);
      const calls = build.mock.calls.length;
      expect(differences(loadPlaceDataCached(options).places, smallData().places)).toEqual([]);
      expect(build).toHaveBeenCalledTimes(calls + 1);
      // Rebuilt whole: the next process reads it again.
      expect(readFileSync(fileIn(dir)).equals(good)).toBe(true);
    }
    const read = loadPlaceDataCached(options);
    expect(build).toHaveBeenCalledTimes(corruptions.length + 1);
    expect(read.aliases.get(3037542)).toBe(read.places[1]);
    expect(read.keys.names[0]).toEqual(['munchen', 'muenchen']);
    expect(read.keys.others[1]).toEqual(['annecy le vieux', 'seynod']);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    // Read from memory at an odd offset (typed arrays cannot view it): the same places.
    const shifted = Buffer.alloc(good.length + 1).subarray(1);
    good.copy(shifted);
    expect(differences(deserialisePlaceData(shifted, 'small')!.places, smallData().places)).toEqual([]);
  });

  it('is not reused for another key, even under its name', () => {
    const dir = tempDir();
    const build = vi.fn(smallData);
    loadPlaceDataCached({ build, keysOf, code: [], dirs: [dir], key: 'a'.repeat(64) });
    loadPlaceDataCached({ build, keysOf, code: [], dirs: [dir], key: 'b'.repeat(64) });
    expect(build).toHaveBeenCalledTimes(2);
    // A file of key a under the name of key c (keys sharing their first 32 characters) is still key a's.
    const c = 'a'.repeat(32) + 'c'.repeat(32);
    loadPlaceDataCached({ build, keysOf, code: [], dirs: [dir], key: c });
    expect(build).toHaveBeenCalledTimes(3);
    loadPlaceDataCached({ build, keysOf, code: [], dirs: [dir], key: 'b'.repeat(64) });
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('leaves the recent files of other keys, and removes those written over a week ago', () => {
    const dir = tempDir();
    const old = join(dir, 'places-old.bin');
    const recent = join(dir, 'places-recent.bin');
    writeFileSync(old, 'x');
    writeFileSync(recent, 'x');
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    utimesSync(old, eightDaysAgo, eightDaysAgo);
    loadPlaceDataCached({ build: smallData, keysOf, code: [], dirs: [dir], key: 'new' });
    expect(readdirSync(dir).sort()).toEqual(['places-new.bin', 'places-recent.bin']);
  });

  it('is keyed by the bytes of the deriving code', () => {
    const file = join(tempDir(), 'code.js');
    writeFileSync(file, 'export const a = 1;');
    const before = cacheKey([pathToFileURL(file).href]);
    expect(cacheKey([pathToFileURL(file).href])).toBe(before);
    writeFileSync(file, 'export const a = 2;');
    expect(cacheKey([pathToFileURL(file).href])).not.toBe(before);
  });

  it('goes to the next place when one is not writable, and is skipped when none is', () => {
    const blocker = join(tempDir(), 'a-file');
    writeFileSync(blocker, '');
    const fallback = tempDir();
    const build = vi.fn(smallData);
    loadPlaceDataCached({ build, keysOf, code: [], dirs: [join(blocker, 'cache'), fallback], key: 'k' });
    loadPlaceDataCached({ build, keysOf, code: [], dirs: [join(blocker, 'cache'), fallback], key: 'k' });
    expect(build).toHaveBeenCalledTimes(1);
    const nowhere = vi.fn(smallData);
    const data = loadPlaceDataCached({ build: nowhere, keysOf, code: [], dirs: [join(blocker, 'x')], key: 'k' });
    expect(differences(data.places, smallData().places)).toEqual([]);
  });
});
