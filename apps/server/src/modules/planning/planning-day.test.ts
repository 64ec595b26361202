import { describe, expect, it } from 'vitest';
import { dayBounds, formatRange, offsetAt, planningDay, searchDateYmd } from './planning-day';

const at = (iso: string) => new Date(iso).getTime();

describe('planning day', () => {
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

  it('reads searchDate as YYYY-MM-DD, YYYYMMDD or the local date of an instant', () => {
    expect(searchDateYmd('2026-03-02', { offsetMinutes: 0 })).toBe('2026-03-02');
    expect(searchDateYmd('20260302', { offsetMinutes: 0 })).toBe('2026-03-02');
    expect(searchDateYmd(at('2026-03-01T22:30:00Z'), { offsetMinutes: 180 })).toBe('2026-03-02');
    expect(searchDateYmd(at('2026-03-01T22:30:00Z'), { offsetMinutes: 0 })).toBe('2026-03-01');
    expect(searchDateYmd('2026-02-30', { offsetMinutes: 0 })).toBeNull();
    expect(planningDay('20260230', { offsetMinutes: 0 })).toBeNull();
  });

  it('formats a range for history texts, with both dates across midnight', () => {
    expect(formatRange(at('2026-11-22T05:00:00Z'), at('2026-11-22T07:00:00Z'), { offsetMinutes: 180 })).toBe('22.11.2026 08:00–10:00');
    expect(formatRange(at('2026-11-22T19:00:00Z'), at('2026-11-23T03:00:00Z'), { timeZone: 'Europe/Istanbul' })).toBe('22.11.2026 22:00 – 23.11.2026 06:00');
  });
});
