import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { callerZone, callerZoneOr, dayBounds, offsetAt } from './local-day';

const at = (iso: string) => new Date(iso).getTime();

describe('local day', () => {
  it('reads the zone offset of an IANA zone, and treats an unknown zone as UTC', () => {
    expect(offsetAt({ timeZone: 'Europe/Istanbul' }, at('2026-03-02T00:00:00Z'))).toBe(180);
    expect(offsetAt({ timeZone: 'Asia/Almaty' }, at('2026-03-02T00:00:00Z'))).toBe(300);
    expect(offsetAt({ timeZone: 'Not/AZone' }, at('2026-03-02T00:00:00Z'))).toBe(0);
    expect(offsetAt({ offsetMinutes: 240 }, at('2026-03-02T00:00:00Z'))).toBe(240);
  });

  it('bounds a local day by an offset or a zone, including a zone with daylight saving', () => {
    expect(dayBounds('2026-03-02', { offsetMinutes: 180 })).toEqual({ ymd: '2026-03-02', start: at('2026-03-01T21:00:00Z'), end: at('2026-03-02T21:00:00Z') });
    expect(dayBounds('2026-03-02', { timeZone: 'Europe/Istanbul' })).toEqual({ ymd: '2026-03-02', start: at('2026-03-01T21:00:00Z'), end: at('2026-03-02T21:00:00Z') });
    // The day clocks go forward in Berlin has 23 hours.
    const short = dayBounds('2026-03-29', { timeZone: 'Europe/Berlin' });
    expect(short.start).toBe(at('2026-03-28T23:00:00Z'));
    expect(short.end - short.start).toBe(23 * 3_600_000);
  });

  it("takes the browser's offset first, else the given zone, else UTC", () => {
    expect(callerZoneOr({ timezoneOffsetMinutes: -120 }, 'Asia/Almaty')).toEqual({ offsetMinutes: -120 });
    expect(callerZoneOr({ timezoneOffsetMinutes: null }, 'Asia/Almaty')).toEqual({ timeZone: 'Asia/Almaty' });
    expect(callerZoneOr({ timezoneOffsetMinutes: null }, null)).toEqual({ offsetMinutes: 0 });
    expect(callerZoneOr({ timezoneOffsetMinutes: null }, undefined)).toEqual({ offsetMinutes: 0 });
  });
});

describe("the caller's zone", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
    await test.database.db.insert(countries).values({ code: 'KZ', name: 'Kazakhstan', defaultLanguage: 'en', timeZone: 'Asia/Almaty' });
  });
  afterAll(async () => test?.dispose());

  it("is the browser's offset when sent, else the caller's country zone, else UTC", async () => {
    const { db } = test.database;
    expect(await callerZone(db, { timezoneOffsetMinutes: 240, user: { countryCode: 'KZ' } })).toEqual({ offsetMinutes: 240 });
    expect(await callerZone(db, { timezoneOffsetMinutes: null, user: { countryCode: 'KZ' } })).toEqual({ timeZone: 'Asia/Almaty' });
    expect(await callerZone(db, { timezoneOffsetMinutes: null, user: { countryCode: 'XX' } })).toEqual({ offsetMinutes: 0 });
  });
});
