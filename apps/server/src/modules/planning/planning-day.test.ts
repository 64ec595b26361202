import { describe, expect, it } from 'vitest';
import { formatRange, planningDay, searchDateYmd } from './planning-day';

const at = (iso: string) => new Date(iso).getTime();

describe('planning day', () => {
  it('reads searchDate as YYYY-MM-DD, YYYYMMDD or the local date of an instant', () => {
    expect(searchDateYmd('2026-03-02', { offsetMinutes: 0 })).toBe('2026-03-02');
    expect(searchDateYmd('20260302', { offsetMinutes: 0 })).toBe('2026-03-02');
    expect(searchDateYmd(at('2026-03-01T22:30:00Z'), { offsetMinutes: 180 })).toBe('2026-03-02');
    expect(searchDateYmd(at('2026-03-01T22:30:00Z'), { offsetMinutes: 0 })).toBe('2026-03-01');
    expect(searchDateYmd('2026-02-30', { offsetMinutes: 0 })).toBeNull();
    expect(planningDay('20260230', { offsetMinutes: 0 })).toBeNull();
  });

  it('bounds the local day a searchDate names', () => {
    expect(planningDay('20260302', { timeZone: 'Europe/Istanbul' })).toEqual({ ymd: '2026-03-02', start: at('2026-03-01T21:00:00Z'), end: at('2026-03-02T21:00:00Z') });
  });

  it('formats a range for history texts, with both dates across midnight', () => {
    expect(formatRange(at('2026-11-22T05:00:00Z'), at('2026-11-22T07:00:00Z'), { offsetMinutes: 180 })).toBe('22.11.2026 08:00–10:00');
    expect(formatRange(at('2026-11-22T19:00:00Z'), at('2026-11-23T03:00:00Z'), { timeZone: 'Europe/Istanbul' })).toBe('22.11.2026 22:00 – 23.11.2026 06:00');
  });
});
