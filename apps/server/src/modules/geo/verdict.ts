// The location verdict: how far the declared place is from where the IP says the person is, and how
// suspicious that is. Thresholds and their reasons are in docs/decisions/005-location-verification.md.
import type { DeclaredPlace, Gazetteer } from './gazetteer.js';
import { haversineKm } from './gazetteer.js';
import type { IpLocation } from './ip-locator.js';
import { SAME_COUNTRY_GROUPS } from './place-names.js';

export type SuspicionLevel = 'low' | 'medium' | 'high';

export type LocationVerdict = {
  ipCountry: string;
  /** Whole kilometres; null when the declared text named only a country. */
  distanceKm: number | null;
  suspicionLevel: SuspicionLevel;
};

/** Same country: a mobile or corporate IP can surface this far from home without anything odd going on. */
export const SAME_COUNTRY_MEDIUM_KM = 500;
/** Different country but this close: a border region (Genève/Annemasse, Lille/Kortrijk, Strasbourg/Kehl). */
export const CROSS_BORDER_MEDIUM_KM = 100;

export function sameCountry(a: string, b: string): boolean {
  return a === b || SAME_COUNTRY_GROUPS.some((group) => group.has(a) && group.has(b));
}

/**
 * Compares a declared place with an IP location. The IP's point is its city when a city database
 * placed it; otherwise only its country is known, and the distance is to the nearest sizeable place of
 * that country (0 when the declared place is in it): a lower bound, never an exaggeration.
 */
export function assessLocation(declared: DeclaredPlace, ip: IpLocation, gazetteer: Gazetteer): LocationVerdict {
  const same = sameCountry(declared.country, ip.country);
  let distanceKm: number | null = null;
  if (declared.precision === 'city') {
    if (ip.lat !== null && ip.lon !== null) {
      distanceKm = Math.round(haversineKm(declared, { lat: ip.lat, lon: ip.lon }));
    } else if (same) {
      distanceKm = 0;
    } else {
      const nearest = gazetteer.nearestPlaceIn(ip.country, declared);
      distanceKm = nearest ? Math.round(nearest.distanceKm) : null;
    }
  }
  return { ipCountry: ip.country, distanceKm, suspicionLevel: suspicionOf(same, distanceKm) };
}

/** A country mismatch weighs most: it is at least medium, and high unless the border is near. */
export function suspicionOf(sameCountryAsIp: boolean, distanceKm: number | null): SuspicionLevel {
  if (sameCountryAsIp) return distanceKm !== null && distanceKm >= SAME_COUNTRY_MEDIUM_KM ? 'medium' : 'low';
  return distanceKm !== null && distanceKm < CROSS_BORDER_MEDIUM_KM ? 'medium' : 'high';
}
