// @affinia/server/places: the gazetteer as the benchmarks measure it (bench/place-search.ts,
// bench/place-load.ts, bench/population.ts). Not used by the server itself, which imports the modules.
import { cacheKey } from '../modules/geo/place-cache.js';

export { Gazetteer, getGazetteer, keysOf } from '../modules/geo/gazetteer.js';
export { loadPlaceDataCached } from '../modules/geo/place-cache.js';
export { loadPlaceData, retiredPlaces } from '../modules/geo/place-data.js';
export { PlaceSearch } from '../modules/geo/place-search.js';
export { resolveDeclaredPlace, type ResolvedPlace } from '../modules/geo/places.js';

/** The key getGazetteer() gives the place cache (its code: gazetteer.ts), for a cache of one's own. */
export const gazetteerCacheKey = (): string => cacheKey([new URL('../modules/geo/gazetteer.ts', import.meta.url).href]);
