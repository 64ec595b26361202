import { describe, expect, it } from 'vitest';
import { dueDailyRun, localDateOf, localDayBounds, nextWorkingDay, touchesTodayOrTomorrow } from './notification-schedule';

const at = (iso: string) => new Date(iso).getTime();

describe('daily planning schedule', () => {
  it('is due from the local time of day on, in the country zone', () => {
    // 18:00 in Istanbul (UTC+3) is 15:00 UTC.
    expect(dueDailyRun(at('2026-03-02T14:59:59Z'), 'Europe/Istanbul', '18:00', '18:00')).toBeNull();
    expect(dueDailyRun(at('2026-03-02T15:00:00Z'), 'Europe/Istanbul', '18:00', '18:00')).toEqual({ runDate: '2026-03-02', dueAt: at('2026-03-02T15:00:00Z') });
    // Almaty (UTC+5) is already due at 13:00 UTC; the next local day starts at 19:00 UTC.
    expect(dueDailyRun(at('2026-03-02T13:00:00Z'), 'Asia/Almaty', '18:00', '18:00')?.runDate).toBe('2026-03-02');
    expect(dueDailyRun(at('2026-03-02T19:00:00Z'), 'Asia/Almaty', '18:00', '18:00')).toBeNull();
  });

  it('reads a configured time and falls back to the default on an unreadable one', () => {
    expect(dueDailyRun(at('2026-03-02T04:00:00Z'), 'Europe/Istanbul', '07:00', '18:00')?.runDate).toBe('2026-03-02');
    expect(dueDailyRun(at('2026-03-02T04:00:00Z'), 'Europe/Istanbul', 'soon', '18:00')).toBeNull();
  });

  it('follows daylight saving in zones that have it', () => {
    // Berlin: 18:00 is 17:00 UTC in winter and 16:00 UTC in summer.
    expect(dueDailyRun(at('2026-01-15T16:30:00Z'), 'Europe/Berlin', '18:00', '18:00')).toBeNull();
    expect(dueDailyRun(at('2026-07-15T16:00:00Z'), 'Europe/Berlin', '18:00', '18:00')?.dueAt).toBe(at('2026-07-15T16:00:00Z'));
    expect(localDayBounds('2026-03-29', 'Europe/Berlin')).toEqual({ start: at('2026-03-28T23:00:00Z'), end: at('2026-03-29T22:00:00Z') });
  });

  it('the next working day skips weekends and holidays', () => {
    expect(nextWorkingDay('2026-03-02', new Set())).toBe('2026-03-03'); // Monday -> Tuesday
    expect(nextWorkingDay('2026-03-06', new Set())).toBe('2026-03-09'); // Friday -> Monday
    expect(nextWorkingDay('2026-03-06', new Set(['2026-03-09', '2026-03-10']))).toBe('2026-03-11');
  });

  it('local dates and today-or-tomorrow windows are the zone\'s', () => {
    expect(localDateOf(at('2026-03-02T21:30:00Z'), 'Europe/Istanbul')).toBe('2026-03-03');
    const now = at('2026-03-02T10:00:00Z');
    expect(touchesTodayOrTomorrow(at('2026-03-03T06:00:00Z'), at('2026-03-03T08:00:00Z'), now, 'Europe/Istanbul')).toBe(true);
    expect(touchesTodayOrTomorrow(at('2026-03-04T06:00:00Z'), at('2026-03-04T08:00:00Z'), now, 'Europe/Istanbul')).toBe(false);
    // Ends exactly when today starts (21:00 UTC the day before): not today.
    expect(touchesTodayOrTomorrow(at('2026-03-01T19:00:00Z'), at('2026-03-01T21:00:00Z'), now, 'Europe/Istanbul')).toBe(false);
    expect(touchesTodayOrTomorrow(at('2026-03-01T19:00:00Z'), at('2026-03-01T21:01:00Z'), now, 'Europe/Istanbul')).toBe(true);
  });
});
