import { describe, expect, it } from 'vitest';
import { ymdFromEpoch } from './date-presets';
import {
  expandWorkingHours,
  isoWeekday,
  planSeriesDelete,
  planSeriesEdit,
  previewProblems,
  seriesDays,
  workingBlock,
  type CalendarEntryChange,
  type StoredCalendarEntry,
  type WorkingHoursForm,
} from './calendar-series';
import { calendarHoursOn, calendarWindowsOn, resolveWorkingHours } from './working-hours';

const IST = 180;
const noHolidays = new Set<string>();
const weekly = (startDate: string, endDate: string, weekdays: WorkingHoursForm['recurrence'] extends infer R ? (R extends { weekdays: infer W } ? W : never) : never, everyWeeks = 1): WorkingHoursForm => ({
  startDate,
  startTime: '09:00',
  endTime: '18:00',
  recurrence: { weekdays, everyWeeks, endDate },
  excludeHolidays: true,
});
const days = (entries: readonly { startDate: number }[]) => entries.map((e) => ymdFromEpoch(e.startDate, IST));

/** Stores a plan as the server would: ids in order, all in one series. */
function store(form: WorkingHoursForm, seriesId = 's1', firstId = 1): StoredCalendarEntry[] {
  return expandWorkingHours(form, noHolidays, IST).map((e, i) => ({ ...e, id: firstId + i, seriesId, deleted: false }));
}
/** Applies changes to stored entries like POST /api/change-calendar does. */
function apply(stored: StoredCalendarEntry[], changes: CalendarEntryChange[]): StoredCalendarEntry[] {
  let nextId = Math.max(0, ...stored.map((e) => e.id)) + 1;
  const out = stored.map((e) => ({ ...e }));
  for (const c of changes) {
    if (c.id === undefined) out.push({ id: nextId++, startDate: c.startDate, endDate: c.endDate, seriesId: c.seriesId, deleted: c.deleted });
    else Object.assign(out.find((e) => e.id === c.id)!, { startDate: c.startDate, endDate: c.endDate, deleted: c.deleted });
  }
  return out;
}
const liveDays = (entries: StoredCalendarEntry[]) => days(entries.filter((e) => !e.deleted).sort((a, b) => a.startDate - b.startDate));

describe('recurrence expansion', () => {
  it('knows ISO weekdays', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });

  it('makes a single entry without recurrence, in the given zone', () => {
    const [entry] = expandWorkingHours({ startDate: '2026-11-25', startTime: '09:00', endTime: '18:00', recurrence: null, excludeHolidays: false }, noHolidays, IST);
    expect(new Date(entry.startDate).toISOString()).toBe('2026-11-25T06:00:00.000Z');
    expect(new Date(entry.endDate).toISOString()).toBe('2026-11-25T15:00:00.000Z');
  });

  it('rolls an end earlier than the start to the next day and keeps an equal end equal', () => {
    const night = workingBlock('2026-11-25', '22:00', '06:00', IST)!;
    expect(night.endDate - night.startDate).toBe(8 * 3600_000);
    const empty = workingBlock('2026-11-25', '09:00', '09:00', IST)!;
    expect(empty.endDate).toBe(empty.startDate);
  });

  it('repeats on the chosen weekdays across a month and a year boundary', () => {
    expect(seriesDays(weekly('2026-12-28', '2027-01-08', [1, 5]), noHolidays)).toEqual(['2026-12-28', '2027-01-01', '2027-01-04', '2027-01-08']);
  });

  it('counts every N weeks from the series start, not from today or the epoch', () => {
    // Thursday start, every 2 weeks on Monday and Thursday: the start week is week 0.
    expect(seriesDays(weekly('2026-11-26', '2026-12-24', [1, 4], 2), noHolidays)).toEqual(['2026-11-26', '2026-12-07', '2026-12-10', '2026-12-21', '2026-12-24']);
    expect(seriesDays(weekly('2026-12-03', '2026-12-24', [1, 4], 2), noHolidays)).toEqual(['2026-12-03', '2026-12-14', '2026-12-17']);
  });

  it("skips the country's public holidays only when asked", () => {
    const holidays = new Set(['2027-01-01']);
    expect(seriesDays(weekly('2026-12-28', '2027-01-01', [1, 5]), holidays)).toEqual(['2026-12-28']);
    expect(seriesDays({ ...weekly('2026-12-28', '2027-01-01', [1, 5]), excludeHolidays: false }, holidays)).toEqual(['2026-12-28', '2027-01-01']);
  });

  it('gives nothing when the end date is before the start', () => {
    expect(seriesDays(weekly('2026-12-10', '2026-12-01', [1, 2, 3, 4, 5]), noHolidays)).toEqual([]);
  });
});

describe('edit scopes', () => {
  const form = weekly('2026-11-23', '2026-12-18', [1, 3, 5]);
  const series = store(form);
  const chosen = series.find((e) => days([e])[0] === '2026-12-02')!;

  it('THIS moves only the chosen entry', () => {
    const changes = planSeriesEdit({ series, chosen, scope: 'THIS', form: { ...form, startDate: '2026-12-02', startTime: '10:00', recurrence: null }, holidays: noHolidays, tzOffsetMinutes: IST });
    expect(changes).toEqual([{ id: chosen.id, seriesId: 's1', deleted: false, ...workingBlock('2026-12-02', '10:00', '18:00', IST)! }]);
  });

  it('THIS_AND_SUBSEQUENT neither duplicates nor drops the occurrences before the chosen one', () => {
    const edit = { ...form, startDate: '2026-12-02', startTime: '08:00' };
    const after = apply(series, planSeriesEdit({ series, chosen, scope: 'THIS_AND_SUBSEQUENT', form: edit, holidays: noHolidays, tzOffsetMinutes: IST }));
    expect(liveDays(after)).toEqual(liveDays(series));
    const before = after.filter((e) => !e.deleted && days([e])[0] < '2026-12-02');
    expect(before).toEqual(series.filter((e) => days([e])[0] < '2026-12-02'));
    const later = after.filter((e) => !e.deleted && days([e])[0] >= '2026-12-02');
    expect(later.every((e) => new Date(e.startDate).toISOString().endsWith('05:00:00.000Z'))).toBe(true);
    expect(after).toHaveLength(series.length);
  });

  it('THIS_AND_SUBSEQUENT with other weekdays deletes the days no longer in the pattern and adds the new ones', () => {
    const edit = { ...form, startDate: '2026-12-02', recurrence: { ...form.recurrence!, weekdays: [3] as const } };
    const after = apply(series, planSeriesEdit({ series, chosen, scope: 'THIS_AND_SUBSEQUENT', form: edit, holidays: noHolidays, tzOffsetMinutes: IST }));
    expect(liveDays(after)).toEqual(['2026-11-23', '2026-11-25', '2026-11-27', '2026-11-30', '2026-12-02', '2026-12-09', '2026-12-16']);
  });

  it('ALL does not resurrect an occurrence deleted on its own', () => {
    const lone = series.find((e) => days([e])[0] === '2026-11-27')!;
    const withGap = apply(series, planSeriesDelete(series, lone, 'THIS', IST));
    const after = apply(withGap, planSeriesEdit({ series: withGap, chosen, scope: 'ALL', form: { ...form, startTime: '07:00' }, holidays: noHolidays, tzOffsetMinutes: IST }));
    expect(liveDays(after)).not.toContain('2026-11-27');
    expect(liveDays(after)).toHaveLength(series.length - 1);
  });

  it('deletes with a scope', () => {
    expect(planSeriesDelete(series, chosen, 'THIS', IST).map((c) => c.id)).toEqual([chosen.id]);
    expect(days(planSeriesDelete(series, chosen, 'THIS_AND_SUBSEQUENT', IST))[0]).toBe('2026-12-02');
    expect(planSeriesDelete(series, chosen, 'ALL', IST)).toHaveLength(series.length);
  });
});

describe('preview problems', () => {
  const existing = store({ startDate: '2026-11-25', startTime: '09:00', endTime: '18:00', recurrence: null, excludeHolidays: false });

  it("marks 'coincides' for overlaps with untouched entries and within the plan, 'endDifference' for empty blocks", () => {
    const plan: CalendarEntryChange[] = [
      { seriesId: 'n', deleted: false, ...workingBlock('2026-11-25', '17:00', '19:00', IST)! },
      { seriesId: 'n', deleted: false, ...workingBlock('2026-11-26', '09:00', '09:00', IST)! },
      { seriesId: 'n', deleted: false, ...workingBlock('2026-11-25', '18:00', '20:00', IST)! },
      { seriesId: 'n', deleted: false, ...workingBlock('2026-11-27', '09:00', '12:00', IST)! },
    ];
    expect(previewProblems(plan, existing)).toEqual(['coincides', 'endDifference', 'coincides', null]);
  });

  it('does not count an entry the plan itself changes', () => {
    const moved: CalendarEntryChange = { id: existing[0].id, seriesId: 's1', deleted: false, ...workingBlock('2026-11-25', '10:00', '19:00', IST)! };
    expect(previewProblems([moved], existing)).toEqual([null]);
  });
});

describe('working hours from a calendar', () => {
  const entries = expandWorkingHours(weekly('2026-11-23', '2026-11-29', [1, 2, 3, 4, 5]), noHolidays, IST);

  it('uses the calendar entries of the day, and none on a day off, before the team and organization hours', () => {
    const team = { workingHours: [{ startTime: '07:00', endTime: '15:00' }] };
    const organization = { workHourStartTime: '06:00', workHourEndTime: '14:00' };
    expect(resolveWorkingHours({ organization, team: { ...team, calendarHours: calendarHoursOn(entries, '2026-11-25', IST) } })).toEqual([{ startMinute: 540, endMinute: 1080 }]);
    expect(resolveWorkingHours({ organization, team: { ...team, calendarHours: calendarHoursOn(entries, '2026-11-28', IST) } })).toEqual([]);
    expect(resolveWorkingHours({ organization, team: { ...team, calendarHours: null } })).toEqual([{ startMinute: 420, endMinute: 900 }]);
    expect(resolveWorkingHours({ organization, team: null })).toEqual([{ startMinute: 360, endMinute: 840 }]);
    expect(resolveWorkingHours({})).toEqual([{ startMinute: 480, endMinute: 1020 }]);
  });

  it('keeps a night block across midnight and a block ending at midnight', () => {
    const night = expandWorkingHours({ startDate: '2026-11-25', startTime: '22:00', endTime: '06:00', recurrence: null, excludeHolidays: false }, noHolidays, IST);
    expect(calendarWindowsOn(night, '2026-11-25', IST)).toEqual([{ startMinute: 1320, endMinute: 1800 }]);
    expect(resolveWorkingHours({ team: { calendarHours: calendarHoursOn(night, '2026-11-25', IST) } })).toEqual([{ startMinute: 1320, endMinute: 1800 }]);
    const late = expandWorkingHours({ startDate: '2026-11-25', startTime: '16:00', endTime: '00:00', recurrence: null, excludeHolidays: false }, noHolidays, IST);
    expect(calendarHoursOn(late, '2026-11-25', IST)).toEqual([{ startTime: '16:00', endTime: '24:00' }]);
  });
});
