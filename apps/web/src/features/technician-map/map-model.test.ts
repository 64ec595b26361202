import { describe, expect, it } from 'vitest';
import { clusterPoints, fitPadding, formatDistanceKm, mapLabelLanguage, minutesSince, ordersWithCoordinates } from './map-model';

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

describe('clusterPoints', () => {
  it('gathers the points within the radius of a starting point and leaves lone points alone', () => {
    const points = [
      { id: 'a', x: 10, y: 10 },
      { id: 'b', x: 50, y: 30 },
      { id: 'c', x: 70, y: 10 },
      { id: 'd', x: 300, y: 300 },
      { id: 'e', x: 140, y: 10 },
    ];
    const { singles, clusters } = clusterPoints(points, 64);
    expect(singles.map((p) => p.id)).toEqual(['d', 'e']);
    expect(clusters).toEqual([{ members: [points[0], points[1], points[2]], x: 130 / 3, y: 50 / 3 }]);
  });

  it('keeps every point exactly once and bounds the markers drawn for thousands of points', () => {
    let seed = 7;
    const next = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    const points = Array.from({ length: 5_000 }, (_, i) => ({ id: i, x: next() * 1_200, y: next() * 600 }));
    const { singles, clusters } = clusterPoints(points, 64);
    const ids = [...singles, ...clusters.flatMap((c) => c.members)].map((p) => p.id).sort((a, b) => a - b);
    expect(ids).toEqual(points.map((p) => p.id));
    // Starting points are more than 64 px apart: a 1200 x 600 px view has room for a few hundred at most.
    expect(singles.length + clusters.length).toBeLessThanOrEqual(300);
  });
});

describe('fitPadding', () => {
  it('leaves room below the "no tiles" notice for a whole pin, so the order marker does not end under it', () => {
    // The notice at 1600 px: 12 px from the top, two lines high.
    expect(fitPadding(1160, 360, 68).topLeft).toEqual([48, 108]);
    expect(fitPadding(1160, 360, null).topLeft).toEqual([48, 48]);
  });

  it('keeps room for the overlay on the right unless the map is too narrow to spare it', () => {
    expect(fitPadding(1160, 360, null).bottomRight).toEqual([384, 48]);
    expect(fitPadding(600, 360, null).bottomRight).toEqual([48, 48]);
  });
});
