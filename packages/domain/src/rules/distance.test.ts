import { describe, expect, it } from 'vitest';
import { greatCircleKm, rankNearbyTechnicians, roundKm, type TechnicianPosition } from './distance';

const ISTANBUL = { latitude: 41.0082, longitude: 28.9784 };
const ANKARA = { latitude: 39.9334, longitude: 32.8597 };
const IZMIR = { latitude: 38.4237, longitude: 27.1428 };

describe('greatCircleKm', () => {
  it('is zero for the same point and symmetric', () => {
    expect(greatCircleKm(ISTANBUL, ISTANBUL)).toBe(0);
    expect(greatCircleKm(ISTANBUL, ANKARA)).toBeCloseTo(greatCircleKm(ANKARA, ISTANBUL), 9);
  });

  it('matches known city distances (haversine, mean earth radius)', () => {
    // Istanbul–Ankara is about 351 km as the crow flies, Istanbul–Izmir about 329 km.
    expect(greatCircleKm(ISTANBUL, ANKARA)).toBeGreaterThan(348);
    expect(greatCircleKm(ISTANBUL, ANKARA)).toBeLessThan(354);
    expect(greatCircleKm(ISTANBUL, IZMIR)).toBeGreaterThan(325);
    expect(greatCircleKm(ISTANBUL, IZMIR)).toBeLessThan(333);
  });

  it('measures one degree of latitude as about 111.2 km and shrinks longitude degrees towards the poles', () => {
    expect(greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111.19, 1);
    expect(greatCircleKm({ latitude: 60, longitude: 0 }, { latitude: 60, longitude: 1 })).toBeCloseTo(55.6, 0);
  });

  it('crosses the antimeridian the short way and stays finite for antipodes', () => {
    expect(greatCircleKm({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeCloseTo(111.19, 1);
    expect(greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(Math.PI * 6371.0088, 3);
  });

  it('rounds to 10 m', () => {
    expect(roundKm(1.23456)).toBe(1.23);
    expect(roundKm(0.005)).toBe(0.01);
  });
});

describe('rankNearbyTechnicians', () => {
  const now = Date.UTC(2026, 10, 22, 9, 0);
  const minutesAgo = (m: number) => now - m * 60_000;
  const limits = { now, windowMs: 8 * 3600_000, maxKm: 100, maxMinute: 240 };
  const at = (bpNo: string, km: number, seenMinutesAgo: number | null, fullName = bpNo): TechnicianPosition => ({
    bpNo,
    fullName,
    // Due north of the origin: 1 degree of latitude ≈ 111.19 km.
    position: seenMinutesAgo === null ? null : { latitude: 38 + km / 111.19, longitude: 28 },
    lastSeen: seenMinutesAgo === null ? null : minutesAgo(seenMinutesAgo),
  });
  const origin = { latitude: 38, longitude: 28 };

  it('lists the technicians nearest first with their distance in km', () => {
    const result = rankNearbyTechnicians(origin, [at('far', 80, 5), at('near', 2, 30), at('mid', 20, 10)], limits);
    expect(result.nearby.map((n) => n.technician.bpNo)).toEqual(['near', 'mid', 'far']);
    expect(result.nearby[0].distance).toBeCloseTo(2, 1);
    expect(result.nearby[2].distance).toBeCloseTo(80, 0);
    expect(result).toMatchObject({ outOfMaxKmTechCount: 0, outOfMaxMinuteTechCount: 0, noLocationTechCount: 0 });
  });

  it('breaks distance ties by the more recent position, then by name', () => {
    const result = rankNearbyTechnicians(origin, [at('b', 5, 60, 'Zeynep'), at('a', 5, 10, 'Ali'), at('c', 5, 60, 'Ayşe')], limits);
    expect(result.nearby.map((n) => n.technician.bpNo)).toEqual(['a', 'c', 'b']);
  });

  it('orders names of one distance and moment in Turkish alphabetical order (Cem before Çelik, Osman before Ömer)', () => {
    const result = rankNearbyTechnicians(origin, [at('1', 5, 10, 'Ömer'), at('2', 5, 10, 'Çelik'), at('3', 5, 10, 'Osman'), at('4', 5, 10, 'Cem')], limits);
    expect(result.nearby.map((n) => n.technician.fullName)).toEqual(['Cem', 'Çelik', 'Osman', 'Ömer']);
  });

  it('counts technicians beyond maxKm and leaves them out; exactly maxKm is still listed', () => {
    const exact = { bpNo: 'edge', fullName: 'edge', position: { latitude: 38, longitude: 28 }, lastSeen: minutesAgo(1) };
    const result = rankNearbyTechnicians(origin, [at('in', 50, 5), at('out', 150, 5), exact], { ...limits, maxKm: 50 });
    expect(result.nearby.map((n) => n.technician.bpNo)).toEqual(['edge', 'in']);
    expect(result.outOfMaxKmTechCount).toBe(1);
  });

  it('counts positions older than maxMinute (but inside the window) and leaves them out', () => {
    const result = rankNearbyTechnicians(origin, [at('fresh', 10, 240), at('stale', 1, 241)], limits);
    expect(result.nearby.map((n) => n.technician.bpNo)).toEqual(['fresh']);
    expect(result.outOfMaxMinuteTechCount).toBe(1);
    expect(result.noLocationTechCount).toBe(0);
  });

  it('counts a technician both remote and stale in both counts', () => {
    const result = rankNearbyTechnicians(origin, [at('both', 500, 300)], limits);
    expect(result).toMatchObject({ nearby: [], outOfMaxKmTechCount: 1, outOfMaxMinuteTechCount: 1, noLocationTechCount: 0 });
  });

  it('treats no position and positions older than the window as no location', () => {
    const result = rankNearbyTechnicians(origin, [at('never', 0, null), at('old', 1, 8 * 60 + 1), at('edge', 1, 8 * 60)], { ...limits, maxMinute: 600 });
    expect(result.noLocationTechCount).toBe(2);
    expect(result.nearby.map((n) => n.technician.bpNo)).toEqual(['edge']);
  });

  it('narrows with a shorter window: then the window, not maxMinute, decides', () => {
    const result = rankNearbyTechnicians(origin, [at('a', 1, 20), at('b', 1, 40)], { ...limits, windowMs: 30 * 60_000 });
    expect(result.nearby.map((n) => n.technician.bpNo)).toEqual(['a']);
    expect(result).toMatchObject({ noLocationTechCount: 1, outOfMaxMinuteTechCount: 0 });
  });

  it('answers empty lists and zero counts for no technicians', () => {
    expect(rankNearbyTechnicians(origin, [], limits)).toEqual({ nearby: [], outOfMaxKmTechCount: 0, outOfMaxMinuteTechCount: 0, noLocationTechCount: 0 });
  });
});
