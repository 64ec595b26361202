import { describe, expect, it } from 'vitest';
import { formatDistanceKm, mapLabelLanguage, minutesSince, ordersWithCoordinates } from './map-model';

describe('mapLabelLanguage', () => {
  it('keeps tr, en and ru and falls back to English for the other interface languages', () => {
    expect(mapLabelLanguage('tr', 'google')).toBe('tr');
    expect(mapLabelLanguage('ru', 'osm')).toBe('ru');
    expect(mapLabelLanguage('az', 'google')).toBe('en');
    expect(mapLabelLanguage('ge', 'google')).toBe('en');
  });

  it("uses Yandex's language_REGION form", () => {
    expect(mapLabelLanguage('tr', 'yandex')).toBe('tr_TR');
    expect(mapLabelLanguage('ru', 'yandex')).toBe('ru_RU');
    expect(mapLabelLanguage('az', 'yandex')).toBe('en_US');
  });
});

describe('formatDistanceKm', () => {
  it('shows metres below 1 km and km with two decimals below 10 km, one above', () => {
    expect(formatDistanceKm(0.456, 'en')).toEqual({ value: '456', unit: 'm' });
    expect(formatDistanceKm(3.2, 'en')).toEqual({ value: '3.20', unit: 'km' });
    expect(formatDistanceKm(42.06, 'en')).toEqual({ value: '42.1', unit: 'km' });
    expect(formatDistanceKm(1234.5, 'tr')).toEqual({ value: '1.234,5', unit: 'km' });
  });
});

describe('minutesSince', () => {
  it('counts whole minutes and never goes negative', () => {
    expect(minutesSince(0, 119_999)).toBe(1);
    expect(minutesSince(60_000, 0)).toBe(0);
  });
});

describe('ordersWithCoordinates', () => {
  it('keeps orders with both coordinates on the globe, not the 0,0 placeholder', () => {
    const orders = [
      { id: 1, latitude: 38.4, longitude: 27.1 },
      { id: 2, latitude: null, longitude: 27.1 },
      { id: 3, latitude: 38.4 },
      { id: 4, latitude: 95, longitude: 10 },
      { id: 5, latitude: 0, longitude: 0 },
    ];
    expect(ordersWithCoordinates(orders).map((o) => o.id)).toEqual([1]);
  });
});
