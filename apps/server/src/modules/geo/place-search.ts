// The place picker's search (GET /api/places): every name of the gazetteer (own names, umlauts spelled
// out, exonyms, the localized names) in one sorted array, so a query is a binary search for its prefix
// and a scan of the names that start with it, keeping the most populous places. Built once per
// process, on first use (~0.3 s over ~140 000 names); a query then takes well under a millisecond
// (bench/place-search.ts).
import type { Language, Place as PlaceView } from '@affinia/contract';
import { keysOf, normalizePlaceName, type Gazetteer, type Place } from './gazetteer.js';
import { labelOf, localizedNamesFor, type LocalizedNames } from './place-labels.js';

export class PlaceSearch {
  private readonly keys: string[];
  private readonly placeOf: Place[];
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
    const best: { place: Place; rank: number }[] = [];
    const seen = new Set<number>();
    for (let i = this.lowerBound(prefix); i < this.keys.length; i++) {
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
    return best.map((b) => labelOf(b.place, lang, this.localized));
  }

  /** How a stored place id reads in a language; null when the id is not in the gazetteer. */
  label(id: number, lang: Language): PlaceView | null {
    const place = this.gazetteer.placeById(id);
    return place ? labelOf(place, lang, this.localized) : null;
  }
}
