// The place picker's search (GET /api/places): every name of the gazetteer (own names, umlauts spelled
// out, exonyms, the localized names, a French commune's former communes) and every French postal code
// in one sorted array, so a query is a binary search for its prefix and a scan of the keys that start
// with it, keeping the most populous places. Built once per process, on first use; the answers of the
// prefixes that scan many keys ("s", "saint-") are kept once found, a bounded set. Figures in
// docs/benchmarks.md (bench/place-search.ts).
import { PLACE_SEARCH_LIMIT, type Language, type Place as PlaceView } from '@affinia/contract';
import { keysOf, normalizePlaceName, type Gazetteer, type Place } from './gazetteer.js';
import { labelOf, localizedNamesFor, type LocalizedNames } from './place-labels.js';

/** A prefix matching this many keys or more has its answer kept (see `broadPrefixes`). */
const BROAD_PREFIX = 500;

export class PlaceSearch {
  private readonly keys: string[];
  private readonly placeOf: Place[];
  /**
   * Answers of the prefixes that match many keys ("s", "sa", "saint "), kept once found: a prefix is
   * kept when BROAD_PREFIX keys or more start with it, so there are at most keys / BROAD_PREFIX of
   * them per length (in practice a few hundred, 8 places each).
   */
  private readonly broadPrefixes = new Map<string, Place[]>();
  readonly localized: LocalizedNames;

  constructor(private readonly gazetteer: Gazetteer) {
    this.localized = localizedNamesFor(gazetteer.places);
    const entries: [string, Place][] = [];
    for (const [key, places] of gazetteer.nameKeys()) for (const place of places) entries.push([key, place]);
    for (const [id, names] of this.localized) {
      const place = gazetteer.placeById(id);
      if (!place) continue;
      for (const name of Object.values(names)) for (const key of keysOf(name)) entries.push([key, place]);
    }
    // "25370" lists the communes of that postal code, "253" those of the codes starting so.
    for (const place of gazetteer.places) for (const code of place.postcodes ?? []) entries.push([code, place]);
    entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : b[1].population - a[1].population));
    this.keys = entries.map((e) => e[0]);
    this.placeOf = entries.map((e) => e[1]);
  }

  /** First index whose key is ≥ `prefix`. */
  private lowerBound(prefix: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.keys[mid] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Places whose name (in any form we know) starts with the text's first segment, a name that is
   * exactly the text first, then by population. Case, accents and punctuation do not matter.
   */
  search(text: string, lang: Language, limit: number): PlaceView[] {
    const prefix = normalizePlaceName(text.split(',')[0] ?? '');
    if (!prefix) return [];
    let places = limit === PLACE_SEARCH_LIMIT ? this.broadPrefixes.get(prefix) : undefined;
    if (!places) {
      const found = this.best(prefix, limit);
      places = found.places;
      if (found.scanned >= BROAD_PREFIX && limit === PLACE_SEARCH_LIMIT) this.broadPrefixes.set(prefix, places);
    }
    return places.map((place) => labelOf(place, lang, this.localized));
  }

  /** The `limit` places whose keys start with `prefix`, an exact key first, then by population. */
  private best(prefix: string, limit: number): { places: Place[]; scanned: number } {
    const best: { place: Place; rank: number }[] = [];
    const seen = new Set<number>();
    const first = this.lowerBound(prefix);
    let i = first;
    for (; i < this.keys.length; i++) {
      const key = this.keys[i] as string;
      if (!key.startsWith(prefix)) break;
      const place = this.placeOf[i] as Place;
      // An exact name outranks any prefix: "Nice" before "Nicosia", whatever their sizes.
      const rank = place.population + (key === prefix ? 1e10 : 0);
      if (seen.has(place.id)) {
        const kept = best.find((b) => b.place.id === place.id);
        if (kept && rank > kept.rank) kept.rank = rank;
        continue;
      }
      if (best.length === limit && rank <= (best[limit - 1]?.rank ?? 0)) continue;
      seen.add(place.id);
      best.push({ place, rank });
      best.sort((a, b) => b.rank - a.rank);
      if (best.length > limit) seen.delete((best.pop() as { place: Place }).place.id);
    }
    return { places: best.map((b) => b.place), scanned: i - first };
  }

  /** How a stored place id reads in a language; null when the id is not in the gazetteer. */
  label(id: number, lang: Language): PlaceView | null {
    const place = this.gazetteer.placeById(id);
    return place ? labelOf(place, lang, this.localized) : null;
  }
}
