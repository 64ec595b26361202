import { compareNames } from './text-search';

/**
 * Great-circle distances and the nearby-technician ranking (spec part 1 §3 "Nearby technician",
 * §7 POST /api/technician-locations). Pure: the server ranks with it, the tests pin it down.
 */

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Mean earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;

const toRadians = (deg: number) => (deg * Math.PI) / 180;

/** Haversine great-circle distance in kilometres. */
export function greatCircleKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  // min() guards against rounding pushing h a hair above 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distances are reported in km with two decimals (10 m): more would be false precision for a phone fix. */
export const roundKm = (km: number) => Math.round(km * 100) / 100;

export interface TechnicianPosition {
  bpNo: string;
  fullName: string;
  /** null when the technician never reported a position. */
  position: GeoPoint | null;
  /** Epoch ms of the last reported position; null when never reported. */
  lastSeen: number | null;
}

export interface NearbyLimits {
  /** Now, epoch ms. */
  now: number;
  /** Positions older than this many ms count as no location (the request's latestLastSeen window). */
  windowMs: number;
  /** Technicians farther than this are remote: counted, not listed. */
  maxKm: number;
  /** Positions older than this many minutes are not recent enough to rely on: counted, not listed. */
  maxMinute: number;
}

export interface RankedTechnician<T extends TechnicianPosition> {
  technician: T;
  /** km, rounded to 10 m. */
  distance: number;
}

export interface NearbyRanking<T extends TechnicianPosition> {
  nearby: RankedTechnician<T>[];
  outOfMaxKmTechCount: number;
  outOfMaxMinuteTechCount: number;
  noLocationTechCount: number;
}

/**
 * Ranks technicians by distance from `origin`.
 * - No position, or a position older than the window: noLocationTechCount (a lastSeen slightly in the
 *   future, from clock skew, counts as fresh).
 * - Otherwise farther than maxKm: outOfMaxKmTechCount; last seen more than maxMinute ago:
 *   outOfMaxMinuteTechCount. A technician may be in both counts; neither is listed.
 * - The rest are listed nearest first; equal distances put the more recent position first, then the name.
 */
export function rankNearbyTechnicians<T extends TechnicianPosition>(origin: GeoPoint, technicians: readonly T[], limits: NearbyLimits): NearbyRanking<T> {
  const nearby: RankedTechnician<T>[] = [];
  let outOfMaxKmTechCount = 0;
  let outOfMaxMinuteTechCount = 0;
  let noLocationTechCount = 0;
  for (const technician of technicians) {
    const { position, lastSeen } = technician;
    if (position === null || lastSeen === null || limits.now - lastSeen > limits.windowMs) {
      noLocationTechCount += 1;
      continue;
    }
    const distance = roundKm(greatCircleKm(origin, position));
    const remote = distance > limits.maxKm;
    const stale = limits.now - lastSeen > limits.maxMinute * 60_000;
    if (remote) outOfMaxKmTechCount += 1;
    if (stale) outOfMaxMinuteTechCount += 1;
    if (!remote && !stale) nearby.push({ technician, distance });
  }
  nearby.sort(
    (a, b) =>
      a.distance - b.distance ||
      (b.technician.lastSeen ?? 0) - (a.technician.lastSeen ?? 0) ||
      compareNames(a.technician.fullName, b.technician.fullName) ||
      a.technician.bpNo.localeCompare(b.technician.bpNo),
  );
  return { nearby, outOfMaxKmTechCount, outOfMaxMinuteTechCount, noLocationTechCount };
}
