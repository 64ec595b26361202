import type { Language, MapProvider } from '@fsp/domain';
import { numberFormat } from '../../lib/locale-data';

/**
 * Map label language for the tile URL's {lang} (spec part 1 §9: overlay locales tr, en, ru): the
 * interface language when it is one of them, else English. Google takes 'tr', Yandex 'tr_TR'.
 */
export function mapLabelLanguage(language: Language | string, provider: MapProvider): string {
  const base = (['tr', 'en', 'ru'] as const).find((l) => l === language) ?? 'en';
  if (provider !== 'yandex') return base;
  return { tr: 'tr_TR', en: 'en_US', ru: 'ru_RU' }[base];
}

/** Distances as the overlay shows them: metres below 1 km, else km with one decimal (two below 10 km). */
export function formatDistanceKm(km: number, locale: string): { value: string; unit: 'm' | 'km' } {
  if (km < 1) return { value: numberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(km * 1000)), unit: 'm' };
  const digits = km < 10 ? 2 : 1;
  return { value: numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(km), unit: 'km' };
}

/** Whole minutes between lastSeen and now (never negative: a phone clock slightly ahead reads as "just now"). */
export function minutesSince(lastSeen: number, now: number): number {
  return Math.max(0, Math.floor((now - lastSeen) / 60_000));
}

export interface OrderPoint {
  id: number;
  orderNumber: string;
  customer: string | null;
  description: string | null;
  latitude: number;
  longitude: number;
}

/** Orders that can be drawn: both coordinates present and on the globe. */
export function ordersWithCoordinates<T extends { latitude?: number | null; longitude?: number | null }>(orders: readonly T[]): (T & { latitude: number; longitude: number })[] {
  return orders.filter(
    (o): o is T & { latitude: number; longitude: number } =>
      typeof o.latitude === 'number' && typeof o.longitude === 'number' && Math.abs(o.latitude) <= 90 && Math.abs(o.longitude) <= 180 && !(o.latitude === 0 && o.longitude === 0),
  );
}

/** A point in the map's projected pixel space at one zoom (Leaflet's map.project). */
export interface PixelPoint {
  x: number;
  y: number;
}

export interface PointClusters<T extends PixelPoint> {
  /** Points with no other point near them: drawn as themselves. */
  singles: T[];
  /** Points near each other: drawn as one numbered marker at their centre. */
  clusters: { members: T[]; x: number; y: number }[];
}

/**
 * Distance clustering on the projected map (thousands of order markers must not freeze the page): each point not
 * yet taken starts a cluster and takes every free point within `radius` pixels of it. A grid of radius-sized cells
 * finds those neighbours in the 3 x 3 cells around the point, so the work grows with the number of points, not its
 * square. Starting points are more than `radius` apart, which keeps the cluster markers from piling up. The result
 * depends only on the points and the zoom, never on the view, so panning never regroups them.
 */
export function clusterPoints<T extends PixelPoint>(points: readonly T[], radius: number): PointClusters<T> {
  const cellKey = (cx: number, cy: number) => `${cx}:${cy}`;
  const cells = new Map<string, number[]>();
  points.forEach((p, index) => {
    const key = cellKey(Math.floor(p.x / radius), Math.floor(p.y / radius));
    const cell = cells.get(key);
    if (cell) cell.push(index);
    else cells.set(key, [index]);
  });
  const taken = new Uint8Array(points.length);
  const result: PointClusters<T> = { singles: [], clusters: [] };
  points.forEach((seed, index) => {
    if (taken[index]) return;
    taken[index] = 1;
    const members = [seed];
    const cx = Math.floor(seed.x / radius);
    const cy = Math.floor(seed.y / radius);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const other of cells.get(cellKey(cx + dx, cy + dy)) ?? []) {
          if (taken[other] || Math.hypot(points[other].x - seed.x, points[other].y - seed.y) > radius) continue;
          taken[other] = 1;
          members.push(points[other]);
        }
      }
    }
    if (members.length === 1) {
      result.singles.push(seed);
      return;
    }
    const x = members.reduce((sum, p) => sum + p.x, 0) / members.length;
    const y = members.reduce((sum, p) => sum + p.y, 0) / members.length;
    result.clusters.push({ members, x, y });
  });
  return result;
}

/** How far an order's pin reaches above its point (its icon is anchored at the tip, 31 px below its top). */
const PIN_HEIGHT = 32;
const FIT_MARGIN = 48;

/**
 * The padding of a fit to the caller's points, in pixels: room for the overlay on the right (unless the map is too
 * narrow to spare it) and, while the "no tiles" notice shows (`noticeBottom`: its lower edge from the map's top),
 * room below it for a whole pin, so no marker ends under the notice.
 */
export function fitPadding(mapWidth: number, overlayWidth: number, noticeBottom: number | null): { topLeft: [number, number]; bottomRight: [number, number] } {
  const right = mapWidth > overlayWidth * 2 ? overlayWidth + 24 : FIT_MARGIN;
  const top = noticeBottom === null ? FIT_MARGIN : Math.max(FIT_MARGIN, noticeBottom + PIN_HEIGHT + 8);
  return { topLeft: [FIT_MARGIN, top], bottomRight: [right, FIT_MARGIN] };
}
