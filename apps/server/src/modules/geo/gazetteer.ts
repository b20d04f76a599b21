// Turns a free-text declared location ("Paris, France", "montreal qc", "München", "75011 Paris") into a
// place with coordinates and a country, offline, from every French commune and GeoNames' places of 500+
// inhabitants elsewhere (place-data.ts, decision 042). Names are compared without accents or case; exonyms and region hints come from
// place-names.ts; an ambiguous name goes to the place in the hinted country/region, then the most
// populous. The index is built once per process, on first use, from the place cache (place-cache.ts).
import { loadPlaceDataCached, type PlaceKeys } from './place-cache.js';
import { loadPlaceData, retiredPlaces } from './place-data.js';
import {
  CITY_ALIASES,
  EXTRA_COUNTRY_NAMES,
  HINT_ONLY_ALIASES,
  LEADING_FILLERS,
  NOISE_WORDS,
  REGIONS,
  TRAILING_FILLERS,
} from './place-names.js';

export type Place = {
  /**
   * The place id stored for members and used by the place picker: the GeoNames id, or for a French
   * commune GeoNames has no point for, 1e9 + its INSEE code (place-data.ts).
   */
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** GeoNames first-level admin code (US state, Canadian province number, Swiss canton…). */
  admin: string;
  lat: number;
  lon: number;
  population: number;
  /** A French commune's department ("Isère"): what tells homonyms apart in the picker. */
  district?: string | null | undefined;
  /** A French commune's postal codes. */
  postcodes?: readonly string[] | undefined;
  /** Names it is also found under (a commune nouvelle's former communes). */
  otherNames?: readonly string[] | undefined;
};

/** A declared location understood as a place (city precision) or only as a country. */
export type DeclaredPlace =
  | { precision: 'city'; id: number; name: string; country: string; lat: number; lon: number }
  | { precision: 'country'; country: string };

/** A country or region a text names, as in "…, Suisse" or "… QC". */
type Hint = { country: string; admin?: string };

/** Places below this size are not used as the "nearest place" of a country (decision 005). */
const SIZEABLE_POPULATION = 15_000;
const EARTH_RADIUS_KM = 6371.0088;

/** Letters that do not decompose into a base letter plus accents. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

const stripMarks = (s: string) => s.normalize('NFD').replace(/\p{M}+/gu, '');
/** Non-ASCII letters folded once (Unicode normalisation per name is the slow part of building the index). */
const folded = new Map<string, string>();
function fold(c: string): string {
  let f = folded.get(c);
  if (f === undefined) {
    f = SPECIAL_LETTERS[c] ?? stripMarks(c);
    folded.set(c, f);
  }
  return f;
}

/** Lower case, no accents, punctuation as spaces, "St" as "Saint": the form every name is compared in. */
export function normalizePlaceName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^ -~]/g, fold)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/(^| )st(e?)(?= |$)/g, '$1saint$2');
}

/** The keys a name is found under: as written, and with German umlauts spelled out (Muenchen, Zuerich). */
export function keysOf(name: string): string[] {
  const key = normalizePlaceName(name);
  const keys = key ? [key] : [];
  if (/[äöü]/i.test(name)) {
    const spelled = normalizePlaceName(name.replace(/ä/gi, 'ae').replace(/ö/gi, 'oe').replace(/ü/gi, 'ue'));
    if (spelled && spelled !== key) keys.push(spelled);
  }
  return keys;
}

export function haversineKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const mostPopulous = (places: Place[]) =>
  places.reduce<Place | undefined>((best, p) => (!best || p.population > best.population ? p : best), undefined);

/** A city this big is what its name alone means, even when the name is also a region or country elsewhere. */
const BIG_CITY_POPULATION = 100_000;

export class Gazetteer {
  private readonly byKey = new Map<string, Place[]>();
  private readonly hintOnly = new Map<string, Place[]>();
  private readonly hints = new Map<string, Hint[]>();
  private readonly sizeableByCountry = new Map<string, Place[]>();
  private readonly byId = new Map<number, Place>();
  private retired: Map<number, Place> | undefined;
  /** Aliases whose target is missing from the data (a data update renamed a place); tests assert none. */
  readonly unresolvedAliases: string[] = [];

  constructor(
    readonly places: readonly Place[],
    /** Ids that were places of their own and now mean another (French places merged into their commune). */
    private readonly aliases: ReadonlyMap<number, Place> = new Map(),
    /** Places of an older data set kept for the ids stored from it, read on the first id not found. */
    private readonly loadRetired?: (known: (id: number) => boolean) => Map<number, Place>,
    /** Each place's keys as keysOf gives them, when already known (read from the place cache). */
    known?: PlaceKeys,
  ) {
    places.forEach((place, i) => {
      this.byId.set(place.id, place);
      for (const key of known ? known.names[i]! : keysOf(place.name)) {
        const list = this.byKey.get(key);
        if (list) list.push(place);
        else this.byKey.set(key, [place]);
      }
      const otherKeys = known ? known.others[i] : place.otherNames?.flatMap(keysOf);
      for (const key of otherKeys ?? []) this.add(this.byKey, key, place);
    });
    for (const [aliases, name, country] of CITY_ALIASES) this.addAliases(this.byKey, aliases, name, country);
    for (const [aliases, name, country] of HINT_ONLY_ALIASES) this.addAliases(this.hintOnly, aliases, name, country);
    const all = new Map<string, Place[]>();
    for (const place of places) {
      const list = all.get(place.country);
      if (list) list.push(place);
      else all.set(place.country, [place]);
    }
    for (const [country, list] of all) {
      const sizeable = list.filter((p) => p.population >= SIZEABLE_POPULATION);
      // A small country with no town of that size still needs reference points: use all its places.
      this.sizeableByCountry.set(country, sizeable.length > 0 ? sizeable : list);
    }
    this.buildHints(new Set(all.keys()));
  }

  private add<V>(map: Map<string, V[]>, key: string, value: V) {
    const list = map.get(key);
    if (!list) map.set(key, [value]);
    else if (!list.includes(value)) list.push(value);
  }

  private addAliases(target: Map<string, Place[]>, aliases: string[], name: string, country: string) {
    const place = mostPopulous(
      (this.byKey.get(normalizePlaceName(name)) ?? []).filter((p) => p.name === name && p.country === country),
    );
    if (!place) {
      this.unresolvedAliases.push(`${name} (${country})`);
      return;
    }
    for (const alias of aliases) for (const key of keysOf(alias)) this.add(target, key, place);
  }

  private buildHints(countries: Set<string>) {
    const addHint = (name: string, hint: Hint) => {
      for (const key of keysOf(name)) {
        const list = this.hints.get(key) ?? [];
        if (!list.some((h) => h.country === hint.country && h.admin === hint.admin)) list.push(hint);
        this.hints.set(key, list);
      }
    };
    const displayNames = ['fr', 'en', 'es', 'de'].map((locale) => new Intl.DisplayNames([locale], { type: 'region' }));
    for (const code of countries) {
      addHint(code, { country: code });
      for (const names of displayNames) {
        try {
          const name = names.of(code);
          if (name && name !== code) addHint(name, { country: code });
        } catch {
          // ICU does not know this code: its ISO code still works as a hint.
        }
      }
    }
    for (const [names, country] of EXTRA_COUNTRY_NAMES) for (const name of names) addHint(name, { country });
    for (const [names, country, admin] of REGIONS) for (const name of names) addHint(name, { country, admin });
  }

  /** A place by its id (the place picker's answer, or an id stored before its place was merged), or null. */
  placeById(id: number): Place | null {
    const found = this.byId.get(id) ?? this.aliases.get(id);
    if (found || !this.loadRetired) return found ?? null;
    this.retired ??= this.loadRetired((known) => this.byId.has(known) || this.aliases.has(known));
    return this.retired.get(id) ?? null;
  }

  /** Every name the gazetteer knows (own names, umlauts spelled out, exonyms) with the places it means. */
  nameKeys(): IterableIterator<[string, Place[]]> {
    return this.byKey.entries();
  }

  /** Countries and regions a piece of text names on its own ("suisse", "qc", "texas"). */
  private hintsFor(key: string): Hint[] {
    return this.hints.get(key) ?? [];
  }

  private matches(place: Place, hints: Hint[]) {
    return hints.some((h) => h.country === place.country && (!h.admin || h.admin === place.admin));
  }

  /** The place a name means given the hints, or null when the name is unknown or not where the hints say. */
  private lookup(key: string, hints: Hint[]): Place | null {
    const candidates = [...(this.byKey.get(key) ?? [])];
    for (const p of this.hintOnly.get(key) ?? []) {
      if (this.matches(p, hints) && !candidates.includes(p)) candidates.push(p);
    }
    if (candidates.length === 0) return null;
    if (hints.length === 0) return mostPopulous(candidates) ?? null;
    return mostPopulous(candidates.filter((p) => this.matches(p, hints))) ?? null;
  }

  /** The name as written, then without the filler words around it ("ville de Québec", "Quebec City"). */
  private *variants(words: string[]): Generator<string> {
    const text = words.join(' ');
    yield text;
    for (const lead of LEADING_FILLERS) {
      if (text.startsWith(lead + ' ')) yield text.slice(lead.length + 1);
    }
    for (const trail of TRAILING_FILLERS) {
      if (text.endsWith(' ' + trail)) yield text.slice(0, -trail.length - 1);
    }
  }

  /** A segment may carry its own hint at the end: "Montreal QC", "Lyon France", "Saint Louis Sénégal". */
  private resolveSegment(words: string[], otherHints: Hint[]): Place | null {
    for (let cut = words.length; cut >= 1; cut--) {
      const tail = words.slice(cut);
      const tailHints = tail.length > 0 ? this.hintsFor(tail.join(' ')) : [];
      if (tail.length > 0 && tailHints.length === 0) continue;
      const hints = [...otherHints, ...tailHints];
      for (const key of this.variants(words.slice(0, cut))) {
        const place = this.lookup(key, hints);
        if (place) return place;
      }
    }
    return null;
  }

  geocode(text: string): DeclaredPlace | null {
    const segments = text
      .split(/[,;/|()[\]{}\n]+|\s[-–—]\s/)
      .map((segment) => segmentWords(segment))
      .filter((words) => words.length > 0);
    if (segments.length === 0) return null;
    if (segments.length > 1) {
      // Names that contain punctuation themselves ("Washington, D.C.") are tried whole first.
      const exact = this.byKey.get(segments.flat().join(' '));
      if (exact) return cityOf(mostPopulous(exact)!);
    }
    const segmentHints = segments.map((words) => this.hintsFor(words.join(' ')));

    // Segments that are not just a country or region name are tried as the place first.
    const order = segments
      .map((_, i) => i)
      .sort((a, b) => Number(segmentHints[a]!.length > 0) - Number(segmentHints[b]!.length > 0));
    for (const i of order) {
      const otherHints = segmentHints.filter((_, j) => j !== i).flat();
      const place = this.resolveSegment(segments[i]!, otherHints);
      if (!place) continue;
      // "Québec", "Genève", "Luxembourg" name both a region or country and a city in it: the city.
      // "Georgia" or "Jura" alone name the region, not some same-named town elsewhere; but a city the
      // other segments confirm ("Granada, España" — Granada is also Grenada in Spanish) or a big city
      // ("Freiburg", also the canton of Fribourg in German) is the place meant.
      // Nor does "Bretagne" alone mean the village of that name in the Territoire de Belfort: a region's
      // name means the region unless the town is sizeable.
      const own = segmentHints[i]!;
      const confirmed = otherHints.length > 0 && this.matches(place, otherHints);
      if (own.length > 0 && !confirmed && place.population < BIG_CITY_POPULATION) {
        if (!own.some((h) => h.country === place.country) || place.population < SIZEABLE_POPULATION) continue;
      }
      return cityOf(place);
    }
    const firstHint = segmentHints.find((h) => h.length > 0)?.[0];
    return firstHint ? { precision: 'country', country: firstHint.country } : null;
  }

  /**
   * Where an IP's country is, as seen from a declared point: the nearest sizeable place of that
   * country (a lower bound of the distance when the IP database only knows the country).
   */
  nearestPlaceIn(country: string, from: { lat: number; lon: number }): { place: Place; distanceKm: number } | null {
    let best: { place: Place; distanceKm: number } | null = null;
    for (const place of this.sizeableByCountry.get(country) ?? []) {
      const distanceKm = haversineKm(from, place);
      if (!best || distanceKm < best.distanceKm) best = { place, distanceKm };
    }
    return best;
  }

  /** The most populous place of a country (a reference point when nothing more precise is known). */
  mainPlaceOf(country: string): Place | null {
    return mostPopulous(this.sizeableByCountry.get(country) ?? []) ?? null;
  }
}

const cityOf = (p: Place): DeclaredPlace => ({
  precision: 'city',
  id: p.id,
  name: p.name,
  country: p.country,
  lat: p.lat,
  lon: p.lon,
});

const ORDINAL_OR_NUMBER = /^\d+(e|er|ere|eme|ieme|em|nd|rd|th|st|de|o|a)?$/;

/** A segment's words without postcodes, arrondissement numbers and words like "cedex". */
function segmentWords(segment: string): string[] {
  return normalizePlaceName(segment)
    .split(' ')
    .filter((w) => w && !ORDINAL_OR_NUMBER.test(w) && !NOISE_WORDS.has(w));
}

let loaded: Gazetteer | null = null;

/** The process-wide gazetteer, built on first use. */
export function getGazetteer(): Gazetteer {
  if (!loaded) {
    const { places, aliases, keys } = loadPlaceDataCached({ build: loadPlaceData, keysOf, code: [import.meta.url] });
    loaded = new Gazetteer(places, aliases, retiredPlaces, keys);
  }
  return loaded;
}
