// GET /api/places: the place picker's suggestions (towns, in the interface language). Public: sign-up
// needs it before there is a session.
import { PLACE_QUERY_MAX_LENGTH, type Place } from '@affinia/contract';
import { api } from './api-client';
import { currentLanguage } from '../i18n';

export function searchPlaces(query: string, signal?: AbortSignal): Promise<Place[]> {
  const params = new URLSearchParams({ q: query.slice(0, PLACE_QUERY_MAX_LENGTH), lang: currentLanguage() });
  return api.get<Place[]>(`/places?${params}`, { authenticated: false, signal });
}

/** How a picked place is written in the location field: "Lyon, France". */
export const placeText = (place: Place) => `${place.name}, ${place.country_name}`;
