import type { Language, MapProvider } from '@fsp/domain';

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
  if (km < 1) return { value: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(km * 1000)), unit: 'm' };
  const digits = km < 10 ? 2 : 1;
  return { value: new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(km), unit: 'km' };
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
