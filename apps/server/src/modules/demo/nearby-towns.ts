// Towns around a point, for demo people placed near a member: asked of the gazetteer the geo module
// already loads (its place list), read-only. Each town is stored like a member's place: its id and
// its centre, nothing finer.
import { distanceKm } from '@affinia/matching';
import { getGazetteer } from '../geo/gazetteer.js';

export type NearbyTown = { id: number; lat: number; lon: number; population: number };

/** Towns whose centre is within `radiusKm` of `from`, the most populous first, at most `limit`. */
export function nearbyTowns(from: { lat: number; lon: number }, radiusKm: number, limit: number): NearbyTown[] {
  // A cheap box first (a degree of latitude is ~111 km), the exact distance only inside it.
  const dLat = radiusKm / 111;
  const dLon = radiusKm / (111 * Math.max(0.1, Math.cos((from.lat * Math.PI) / 180)));
  const found: NearbyTown[] = [];
  for (const place of getGazetteer().places) {
    if (Math.abs(place.lat - from.lat) > dLat || Math.abs(place.lon - from.lon) > dLon) continue;
    if (distanceKm(from, place) > radiusKm) continue;
    found.push({ id: place.id, lat: place.lat, lon: place.lon, population: place.population });
  }
  return found.sort((a, b) => b.population - a.population).slice(0, limit);
}
