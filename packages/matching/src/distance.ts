// Distance in matching (issue 15): who is within reach of whom, and how much nearness counts in the
// order. Places are town centres (the server never knows anything finer); distances are great-circle
// kilometres between them. The rule is written once here and used by the ranking loop, the server's
// checks of a page and a swipe, and the tests.

/** A town centre, in degrees. */
export type GeoPoint = { lat: number; lon: number };

export const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

/** A point on the unit sphere: the loop compares people with one dot product instead of a haversine. */
export function unitVector(p: GeoPoint): [number, number, number] {
  const lat = p.lat * RAD;
  const lon = p.lon * RAD;
  const c = Math.cos(lat);
  return [c * Math.cos(lon), c * Math.sin(lon), Math.sin(lat)];
}

/** Great-circle distance from the dot product of two unit vectors. */
export function kmFromDot(dot: number): number {
  return EARTH_RADIUS_KM * Math.acos(dot > 1 ? 1 : dot < -1 ? -1 : dot);
}

/** The dot product two unit vectors reach when their points are `km` apart (larger = nearer). */
export function dotAtKm(km: number): number {
  return Math.cos(Math.min(Math.PI, km / EARTH_RADIUS_KM));
}

export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const [ax, ay, az] = unitVector(a);
  const [bx, by, bz] = unitVector(b);
  return kmFromDot(ax * bx + ay * by + az * bz);
}

/** Where someone is and how far they would go (null: no limit). */
export type Reach = { place: GeoPoint | null; maxDistanceKm: number | null };

/**
 * Reciprocal, like genders and ages: each side's limit must include the other. A pair whose distance
 * is unknown (either place unknown) passes only when neither side has a limit.
 */
export function withinReach(a: Reach, b: Reach): boolean {
  if (a.maxDistanceKm === null && b.maxDistanceKm === null) return true;
  if (!a.place || !b.place) return false;
  const km = distanceKm(a.place, b.place);
  return (a.maxDistanceKm === null || km <= a.maxDistanceKm) && (b.maxDistanceKm === null || km <= b.maxDistanceKm);
}

/** How much the farthest people lose: at equal affinity they rank as if 25 % less compatible. */
export const DISTANCE_WEIGHT = 0.25;
/** Below about this distance nearness barely matters (same town or the next one). */
export const DISTANCE_SCALE_KM = 10;
/** Beyond this distance everyone is equally far. */
export const DISTANCE_HORIZON_KM = 1000;
const LOG_HORIZON = Math.log1p(DISTANCE_HORIZON_KM / DISTANCE_SCALE_KM);

/**
 * The ranking's distance factor, in [1 − DISTANCE_WEIGHT, 1]:
 *   f(d) = 1 − 0.25 · min(1, ln(1 + d/10) / ln(1 + 1000/10))
 * Logarithmic, as people weigh distance: 5 → 20 km matters as much as 100 → 400 km. f(0) = 1,
 * f(10) ≈ 0.963, f(50) ≈ 0.903, f(100) ≈ 0.870, f(500) ≈ 0.788, f(≥1000) = 0.75. An unknown distance
 * (possible only between two people with no limit) counts as halfway: 0.875.
 */
export function distanceFactor(km: number | null): number {
  if (km === null) return UNKNOWN_DISTANCE_FACTOR;
  const t = Math.log1p(Math.max(0, km) / DISTANCE_SCALE_KM) / LOG_HORIZON;
  return 1 - DISTANCE_WEIGHT * (t > 1 ? 1 : t);
}
export const UNKNOWN_DISTANCE_FACTOR = 1 - DISTANCE_WEIGHT / 2;
