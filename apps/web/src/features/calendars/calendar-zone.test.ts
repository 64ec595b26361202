import { describe, expect, it } from 'vitest';
import { calendarDayOf, entryLaterDays, entryTimesText, zoneNameIfOther } from './calendar-zone';

// 2026-11-25 09:00-18:00 in Istanbul (UTC+3, no summer time) is 06:00-15:00 UTC.
const istanbulShift = { startDate: Date.UTC(2026, 10, 25, 6), endDate: Date.UTC(2026, 10, 25, 15) };

describe('calendar times in the calendar country zone', () => {
  it("shows an entry's times in the calendar's zone whatever the browser's", () => {
    expect(entryTimesText(istanbulShift, 'Europe/Istanbul')).toBe('09:00 - 18:00');
    expect(entryTimesText(istanbulShift, 'Asia/Almaty')).toBe('11:00 - 20:00');
  });

  it('puts a late entry on the day it starts in the zone, not in UTC', () => {
    // 23:30 UTC on the 24th is 02:30 on the 25th in Istanbul.
    expect(calendarDayOf(Date.UTC(2026, 10, 24, 23, 30), 'Europe/Istanbul')).toBe('2026-11-25');
    expect(calendarDayOf(Date.UTC(2026, 10, 24, 20, 30), 'Europe/Istanbul')).toBe('2026-11-24');
  });

  it("counts the days after its start day an entry ends on, in the calendar's zone", () => {
    expect(entryLaterDays(istanbulShift, 'Europe/Istanbul')).toBe(0);
    // 22:00-06:00 in Istanbul is 19:00-03:00 UTC: a night shift, though both ends fall on one day in UTC.
    const night = { startDate: Date.UTC(2026, 10, 25, 19), endDate: Date.UTC(2026, 10, 26, 3) };
    expect(entryTimesText(night, 'Europe/Istanbul')).toBe('22:00 - 06:00');
    expect(entryLaterDays(night, 'Europe/Istanbul')).toBe(1);
    // 18:00 until midnight ends the next day too, as the form says of it.
    expect(entryLaterDays({ startDate: Date.UTC(2026, 10, 25, 15), endDate: Date.UTC(2026, 10, 25, 21) }, 'Europe/Istanbul')).toBe(1);
    // 02:00-10:00 in Almaty (UTC+5) is 21:00-05:00 UTC: two UTC days, one of Almaty's.
    expect(entryLaterDays({ startDate: Date.UTC(2026, 10, 24, 21), endDate: Date.UTC(2026, 10, 25, 5) }, 'Asia/Almaty')).toBe(0);
  });

  it('follows summer time of a zone that has it', () => {
    // Berlin is UTC+1 in January and UTC+2 in July: 08:00 UTC reads 09:00 and 10:00.
    expect(entryTimesText({ startDate: Date.UTC(2026, 0, 15, 8), endDate: Date.UTC(2026, 0, 15, 16) }, 'Europe/Berlin')).toBe('09:00 - 17:00');
    expect(entryTimesText({ startDate: Date.UTC(2026, 6, 15, 8), endDate: Date.UTC(2026, 6, 15, 16) }, 'Europe/Berlin')).toBe('10:00 - 18:00');
  });

  it('names the zone only when it reads differently from the browser', () => {
    const at = istanbulShift.startDate;
    expect(zoneNameIfOther('Europe/Istanbul', at, 'en', 180)).toBeNull();
    expect(zoneNameIfOther(null, at, 'en', 0)).toBeNull();
    expect(zoneNameIfOther('Europe/Istanbul', at, 'en', 0)).toBe('Türkiye Standard Time (GMT+3)');
    expect(zoneNameIfOther('Europe/Moscow', at, 'ru', 0)).toMatch(/^Москва.*\(GMT\+3\)$/);
  });

  it('falls back to the browser zone for an unknown zone', () => {
    expect(entryTimesText(istanbulShift, 'Nowhere/Land')).toMatch(/^\d\d:\d\d - \d\d:\d\d$/);
    expect(zoneNameIfOther('Nowhere/Land', istanbulShift.startDate, 'en', 0)).toBeNull();
  });
});
