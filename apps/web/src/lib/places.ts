// GET /api/places: the place picker's suggestions (towns, in the interface language). Public: sign-up
// needs it before there is a session.
import { PLACE_QUERY_MAX_LENGTH, STORAGE_KEYS, type Me, type Place } from '@affinia/contract';
import { api } from './api-client';
import { readStored } from './session';
import { currentLanguage } from '../i18n';

export function searchPlaces(query: string, signal?: AbortSignal): Promise<Place[]> {
  const params = new URLSearchParams({ q: query.slice(0, PLACE_QUERY_MAX_LENGTH), lang: currentLanguage() });
  return api.get<Place[]>(`/places?${params}`, { authenticated: false, signal });
}

/**
 * Whether the signed-in member has a known town (home or trip), from the profile copy the app keeps in
 * local storage: a card's null distance then means "more than 500 km", otherwise "unknown".
 */
export function ownPlaceKnown(): boolean {
  try {
    const user = JSON.parse(readStored(STORAGE_KEYS.user) ?? 'null') as { settings?: Partial<Me['settings']> } | null;
    const settings = user?.settings;
    // An older copy without the field says nothing: assume known, the common case.
    if (!settings || !('place' in settings)) return true;
    return Boolean(settings.travel?.place ?? settings.place);
  } catch {
    return true;
  }
}

/** How a picked place is written in the location field: "Lyon, France". */
export const placeText = (place: Place) => `${place.name}, ${place.country_name}`;
