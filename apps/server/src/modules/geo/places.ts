// Places for matching (issue 15): what a member's declared location becomes (a town id and that town's
// centre, nothing finer), how a stored place reads for a reader, and the picker's search. Everything
// runs on the offline gazetteer the location verification already uses.
import { type Language, type Place as PlaceView } from '@affinia/contract';
import { apiError } from '../../http/errors.js';
import { getGazetteer } from './gazetteer.js';
import { PlaceSearch } from './place-search.js';

/** The columns a resolved place fills: a town, never finer than its centre. */
export type ResolvedPlace = { id: number; lat: number; lon: number };

let search: PlaceSearch | null = null;
function placeSearch(): PlaceSearch {
  search ??= new PlaceSearch(getGazetteer());
  return search;
}

/** Builds the gazetteer and the picker's index ahead of the first request. */
export function warmUpPlaces(): void {
  placeSearch();
}

export function searchPlaces(q: string, lang: Language, limit: number): PlaceView[] {
  return placeSearch().search(q, lang, limit);
}

export function placeLabel(id: number | null, lang: Language): PlaceView | null {
  return id === null ? null : placeSearch().label(id, lang);
}

/** A picked place id as stored columns; an id the gazetteer does not know is a 400. */
export function placeById(id: number): ResolvedPlace {
  const place = getGazetteer().placeById(id);
  if (!place) throw apiError('placeNotFound');
  return { id: place.id, lat: place.lat, lon: place.lon };
}

/**
 * The declared location as a place: the picked id when there is one, else the free text looked up
 * like location verification does. Null when the text names no town (only a country, or nothing):
 * the member's distance is then unknown.
 */
export function resolveDeclaredPlace(text: string, placeId: number | null | undefined): ResolvedPlace | null {
  if (placeId !== undefined && placeId !== null) return placeById(placeId);
  const found = getGazetteer().geocode(text);
  return found?.precision === 'city' ? { id: found.id, lat: found.lat, lon: found.lon } : null;
}

/** The place columns of a user row. */
export type PlaceColumns = {
  placeId: number | null;
  placeLat: number | null;
  placeLon: number | null;
  travelPlaceId: number | null;
  travelLat: number | null;
  travelLon: number | null;
  travelUntil: Date | null;
};

/** True while travel mode is on. */
export const isTravelling = (row: PlaceColumns, now = Date.now()): boolean =>
  row.travelPlaceId !== null && row.travelUntil !== null && row.travelUntil.getTime() > now;

/**
 * Where discover places someone now: their travel place while travel mode is on, else home; null when
 * unknown. (Location verification compares the IP with home only: it reads `place_*`, never this.)
 */
export function currentPlace(row: PlaceColumns, now = Date.now()): ResolvedPlace | null {
  if (isTravelling(row, now) && row.travelLat !== null && row.travelLon !== null) {
    return { id: row.travelPlaceId as number, lat: row.travelLat, lon: row.travelLon };
  }
  if (row.placeId === null || row.placeLat === null || row.placeLon === null) return null;
  return { id: row.placeId, lat: row.placeLat, lon: row.placeLon };
}
