import { describe, expect, it } from 'vitest';
import { expandWorkingHours, planSeriesEdit, type CalendarEntry } from '@fsp/domain';
import { entriesDiffer, withPrevious } from './working-hours-plan';

const IST = 180;
const form = { startDate: '2026-11-23', startTime: '09:00', endTime: '18:00', recurrence: { weekdays: [1, 2, 3, 4, 5], everyWeeks: 1, endDate: '2026-11-27' }, excludeHolidays: false } as const;
const series: CalendarEntry[] = expandWorkingHours({ ...form, recurrence: { ...form.recurrence, weekdays: [...form.recurrence.weekdays] } }, new Set(), IST).map((e, i) => ({
  ...e,
  id: 100 + i,
  seriesId: 's',
  deleted: false,
}));

describe('a working-hours save carries what it was made from', () => {
  it('sends every stored entry of an "all records" edit as the dialog read it, new entries without', () => {
    const moved = { ...form, startTime: '10:00', endTime: '19:00', recurrence: { ...form.recurrence, endDate: '2026-11-28', weekdays: [1, 2, 3, 4, 5, 6] as (1 | 2 | 3 | 4 | 5 | 6 | 7)[] } };
    const plan = planSeriesEdit({ series, chosen: series[0], scope: 'ALL', form: moved, holidays: new Set(), tzOffsetMinutes: IST });
    const sent = withPrevious(plan, series);
    for (const entry of series) {
      expect(sent.find((c) => c.id === entry.id)?.previous).toEqual({ startDate: entry.startDate, endDate: entry.endDate, deleted: false });
    }
    // Saturday is new: nothing was read of it.
    expect(sent.filter((c) => c.id === undefined)).toEqual([expect.not.objectContaining({ previous: expect.anything() })]);
  });

  it('tells a calendar someone saved meanwhile from the one the dialog read', () => {
    const same = series.map((e) => ({ ...e }));
    expect(entriesDiffer(series, same)).toBe(false);
    expect(entriesDiffer(series, same.map((e, i) => (i === 2 ? { ...e, deleted: true } : e)))).toBe(true);
    expect(entriesDiffer(series, same.map((e, i) => (i === 0 ? { ...e, startDate: e.startDate + 600_000 } : e)))).toBe(true);
    expect(entriesDiffer(series, [...same, { ...same[0], id: 999, seriesId: 'other' }])).toBe(true);
  });
});
