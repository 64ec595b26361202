import { describe, expect, it } from 'vitest';
import type { GridItem, GridTechnician } from '@fsp/domain';
import { schedulerFixture } from '@fsp/domain/testing/scheduler-fixture';
import { axisHours, firstShownDate, isRangeView, navigationDays, parsePlanningView, shownDates, stepFor, viewDays, viewWindow } from './view';

describe('planning views', () => {
  it('reads a stored view and falls back to the Day view', () => {
    expect(parsePlanningView('workingHours')).toBe('workingHours');
    expect(parsePlanningView('day')).toBe('day');
    expect(parsePlanningView(null)).toBe('day');
    expect(parsePlanningView('month')).toBe('day');
    expect(parsePlanningView('threeDays')).toBe('threeDays');
    expect(parsePlanningView('week')).toBe('week');
  });

  it('snaps to 10 minutes in the Day view and 5 when zoomed', () => {
    expect(stepFor('day')).toBe(10);
    expect(stepFor('workingHours')).toBe(5);
    expect(stepFor('threeDays')).toBe(15);
    expect(stepFor('week')).toBe(30);
  });

  it('shows the selected day and the next two, or the Monday-to-Sunday week of the selected day', () => {
    expect(shownDates('day', '2026-11-25')).toEqual(['2026-11-25']);
    expect(shownDates('workingHours', '2026-11-25')).toEqual(['2026-11-25']);
    expect(shownDates('threeDays', '2026-11-30')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    // 2026-11-25 is a Wednesday; 2026-11-29 a Sunday, 2026-11-23 a Monday.
    expect(shownDates('week', '2026-11-25')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(firstShownDate('week', '2026-11-29')).toBe('2026-11-23');
    expect(firstShownDate('week', '2026-11-23')).toBe('2026-11-23');
    expect(firstShownDate('week', '2027-01-01')).toBe('2026-12-28');
  });

  it('moves the date by the view’s length and draws the shown days whole', () => {
    expect([navigationDays('day'), navigationDays('workingHours'), navigationDays('threeDays'), navigationDays('week')]).toEqual([1, 1, 3, 7]);
    expect([isRangeView('day'), isRangeView('workingHours'), isRangeView('threeDays'), isRangeView('week')]).toEqual([false, false, true, true]);
    expect(viewDays('week')).toBe(7);
    expect(viewWindow('threeDays', [], 0)).toEqual({ startMinute: 0, endMinute: 3 * 1440 });
    expect(viewWindow('week', [], 0)).toEqual({ startMinute: 0, endMinute: 7 * 1440 });
  });

  it('draws the whole day in the Day view and the fallback hours without technicians', () => {
    const tech: GridTechnician[] = [];
    expect(viewWindow('day', tech, 0)).toEqual({ startMinute: 0, endMinute: 1440 });
    expect(viewWindow('workingHours', tech, 0)).toEqual({ startMinute: 360, endMinute: 1200 });
  });

  it('widens the working-hours window to the shown items of the day, pending changes included, and leaves the other views alone', () => {
    const H = 3_600_000;
    const dayStart = Date.UTC(2026, 10, 22, 21);
    const org = { orgunit: 'TR10', displayName: 'İstanbul', countryCode: 'TR', workHourStartTime: '08:00', workHourEndTime: '17:00', forceNormalShiftEnabled: false, timeZone: 'Europe/Istanbul' };
    // A calendar without entries on the day: no working hours, so the 06:00–20:00 fallback whatever the test's time zone.
    const team = { id: 1, name: 'Day off', workingHours: [], calendarHours: [], organization: org };
    const item = (id: number, start: number, end: number, extra: Partial<GridItem> = {}): GridItem => ({
      ...schedulerFixture({ id, startDate: start, endDate: end }),
      key: `s-${id}`,
      localId: `s-${id}`,
      prevChange: [],
      warning: false,
      ...extra,
    });
    const tech = (id: string, schedulers: GridItem[]): GridTechnician => ({ id, bpNo: id, fullName: id, organization: org, team, schedulers, warning: false, shouldBeDeletedTechnician: false });
    const technicians = [
      tech('a', [item(1, dayStart + 9 * H, dayStart + 10 * H), item(2, dayStart + 21 * H + 20 * 60_000, dayStart + 22 * H + 10 * 60_000, { dirty: 'updated' })]),
      // Yesterday evening to 04:30, and tomorrow: the first counts from 00:00, the second not at all.
      tech('b', [item(3, dayStart - 2 * H, dayStart + 4.5 * H), item(4, dayStart + 25 * H, dayStart + 26 * H)]),
    ];
    expect(viewWindow('workingHours', technicians, dayStart)).toEqual({ startMinute: 0, endMinute: 23 * 60 });
    expect(viewWindow('workingHours', technicians.slice(0, 1), dayStart)).toEqual({ startMinute: 6 * 60, endMinute: 23 * 60 });
    expect(viewWindow('day', technicians, dayStart)).toEqual({ startMinute: 0, endMinute: 1440 });
    expect(viewWindow('threeDays', technicians, dayStart)).toEqual({ startMinute: 0, endMinute: 3 * 1440 });
    expect(viewWindow('week', technicians, dayStart)).toEqual({ startMinute: 0, endMinute: 7 * 1440 });
  });

  it('labels every other hour of the day and every hour of a zoomed window', () => {
    expect(axisHours({ startMinute: 0, endMinute: 1440 })).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24]);
    expect(axisHours({ startMinute: 420, endMinute: 1080 })).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
  });
});
