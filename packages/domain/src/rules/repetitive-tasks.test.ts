import { describe, expect, it } from 'vitest';
import {
  MAX_REPETITIVE_DAYS,
  expandRepetitiveTasks,
  isWeekend,
  localTimeToEpoch,
  offsetAtInstant,
  weekdayOf,
  type RepetitiveTasksInput,
} from './repetitive-tasks';

const ISTANBUL = 180;
const istanbul = (local: string) => Date.parse(`${local}+03:00`);
const iso = (ms: number) => new Date(ms).toISOString();

/** 2026-03-02 is a Monday. */
function input(overrides: Partial<RepetitiveTasksInput> = {}): RepetitiveTasksInput {
  return {
    technicians: [{ bpNo: 'T1', countryCode: 'TR' }],
    startDate: istanbul('2026-03-02T08:00:00'),
    endDate: istanbul('2026-03-06T17:00:00'),
    startTime: '08:00',
    endTime: '17:00',
    excludeWeekends: false,
    excludeHolidays: false,
    holidays: [],
    tzOffsetMinutes: ISTANBUL,
    ...overrides,
  };
}

describe('weekdayOf / isWeekend', () => {
  it('knows the days of the week', () => {
    expect(weekdayOf('2026-03-01')).toBe(0); // Sunday
    expect(weekdayOf('2026-03-02')).toBe(1);
    expect(weekdayOf('2026-03-07')).toBe(6);
    expect(weekdayOf('1970-01-01')).toBe(4);
    expect(weekdayOf('1969-12-28')).toBe(0);
  });

  it('treats Saturday and Sunday as the weekend', () => {
    expect(['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09'].map(isWeekend)).toEqual([false, true, true, false]);
  });
});

describe('localTimeToEpoch', () => {
  it('turns a local wall-clock time into an instant with a fixed offset', () => {
    expect(iso(localTimeToEpoch('2026-03-02', 8 * 60, ISTANBUL))).toBe('2026-03-02T05:00:00.000Z');
    expect(iso(localTimeToEpoch('2026-03-02', 0, ISTANBUL))).toBe('2026-03-01T21:00:00.000Z');
    expect(iso(localTimeToEpoch('2026-03-02', 0, -300))).toBe('2026-03-02T05:00:00.000Z');
  });

  it('accepts minutes past the end of the day (a night shift ending tomorrow)', () => {
    expect(iso(localTimeToEpoch('2026-03-02', 1440 + 6 * 60, ISTANBUL))).toBe('2026-03-03T03:00:00.000Z');
  });

  it('uses the offset valid at that time when a function is given', () => {
    const berlin = berlinLike;
    expect(iso(localTimeToEpoch('2026-03-28', 8 * 60, berlin))).toBe('2026-03-28T07:00:00.000Z');
    expect(iso(localTimeToEpoch('2026-03-30', 8 * 60, berlin))).toBe('2026-03-30T06:00:00.000Z');
  });

  it('offsetAtInstant reads both forms', () => {
    expect(offsetAtInstant(180, 0)).toBe(180);
    expect(offsetAtInstant(() => 60, 0)).toBe(60);
  });
});

/** A zone like Europe/Berlin in 2026: +60, +120 from 29 March 01:00 UTC to 25 October 01:00 UTC. */
function berlinLike(ms: number): number {
  return ms >= Date.UTC(2026, 2, 29, 1) && ms < Date.UTC(2026, 9, 25, 1) ? 120 : 60;
}

describe('expandRepetitiveTasks', () => {
  it('creates one task per day from the start day to the end day, both included', () => {
    const tasks = expandRepetitiveTasks(input());
    expect(tasks.map((t) => t.date)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06']);
    expect(tasks[0]).toEqual({
      technicianId: 'T1',
      countryCode: 'TR',
      date: '2026-03-02',
      startDate: Date.parse('2026-03-02T05:00:00Z'),
      endDate: Date.parse('2026-03-02T14:00:00Z'),
    });
    expect(tasks.every((t) => t.endDate - t.startDate === 9 * 3_600_000)).toBe(true);
  });

  it('uses the day times, not the time part of the range bounds', () => {
    const tasks = expandRepetitiveTasks(input({ startDate: istanbul('2026-03-02T15:37:12'), endDate: istanbul('2026-03-03T06:00:00'), startTime: '09:30', endTime: '12:10' }));
    expect(tasks.map((t) => [iso(t.startDate), iso(t.endDate)])).toEqual([
      ['2026-03-02T06:30:00.000Z', '2026-03-02T09:10:00.000Z'],
      ['2026-03-03T06:30:00.000Z', '2026-03-03T09:10:00.000Z'],
    ]);
  });

  it('gives a single task when start and end are the same day', () => {
    expect(expandRepetitiveTasks(input({ endDate: istanbul('2026-03-02T09:00:00') }))).toHaveLength(1);
  });

  it('skips Saturday and Sunday when asked, and keeps them otherwise', () => {
    const range = { startDate: istanbul('2026-03-05T08:00:00'), endDate: istanbul('2026-03-10T08:00:00') };
    expect(expandRepetitiveTasks(input({ ...range })).map((t) => t.date)).toEqual(['2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10']);
    expect(expandRepetitiveTasks(input({ ...range, excludeWeekends: true })).map((t) => t.date)).toEqual(['2026-03-05', '2026-03-06', '2026-03-09', '2026-03-10']);
  });

  it("skips only the holidays of each technician's own country, and only when asked", () => {
    const holidays = [
      { countryCode: 'TR', date: '2026-03-03' },
      { countryCode: 'RU', date: '2026-03-04' },
      { countryCode: 'KZ', date: '2026-03-05' },
    ];
    const technicians = [
      { bpNo: 'TR-1', countryCode: 'TR' },
      { bpNo: 'RU-1', countryCode: 'RU' },
    ];
    const range = { startDate: istanbul('2026-03-02T08:00:00'), endDate: istanbul('2026-03-05T08:00:00') };
    const kept = expandRepetitiveTasks(input({ ...range, technicians, holidays, excludeHolidays: true }));
    expect(kept.map((t) => `${t.technicianId} ${t.date}`)).toEqual([
      'TR-1 2026-03-02',
      'TR-1 2026-03-04',
      'TR-1 2026-03-05',
      'RU-1 2026-03-02',
      'RU-1 2026-03-03',
      'RU-1 2026-03-05',
    ]);
    expect(expandRepetitiveTasks(input({ ...range, technicians, holidays }))).toHaveLength(8);
  });

  it('skips a weekend and a holiday together (a 5-day training over a weekend)', () => {
    const tasks = expandRepetitiveTasks(
      input({
        startDate: istanbul('2026-03-05T08:00:00'),
        endDate: istanbul('2026-03-11T17:00:00'),
        excludeWeekends: true,
        excludeHolidays: true,
        holidays: [{ countryCode: 'TR', date: '2026-03-09' }],
      }),
    );
    expect(tasks.map((t) => t.date)).toEqual(['2026-03-05', '2026-03-06', '2026-03-10', '2026-03-11']);
  });

  it('decides the days in the given offset: just after local midnight is the next day', () => {
    // 21:30 UTC on 1 March is 00:30 on 2 March in Istanbul; 20:59 UTC on 6 March is 23:59 that day.
    const tasks = expandRepetitiveTasks(input({ startDate: Date.parse('2026-03-01T21:30:00Z'), endDate: Date.parse('2026-03-06T20:59:00Z') }));
    expect(tasks.map((t) => t.date)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06']);
    // In UTC the same instants are 1 March to 6 March.
    const utc = expandRepetitiveTasks(input({ startDate: Date.parse('2026-03-01T21:30:00Z'), endDate: Date.parse('2026-03-06T20:59:00Z'), tzOffsetMinutes: 0 }));
    expect(utc.map((t) => t.date)[0]).toBe('2026-03-01');
    expect(utc).toHaveLength(6);
  });

  it('reads exactly local midnight as the start of that day', () => {
    const tasks = expandRepetitiveTasks(input({ startDate: istanbul('2026-03-03T00:00:00'), endDate: istanbul('2026-03-04T00:00:00') }));
    expect(tasks.map((t) => t.date)).toEqual(['2026-03-03', '2026-03-04']);
  });

  it('works for zones west of UTC and for half-hour offsets', () => {
    const west = expandRepetitiveTasks(input({ startDate: Date.parse('2026-03-02T03:00:00Z'), endDate: Date.parse('2026-03-02T03:00:00Z'), tzOffsetMinutes: -300 }));
    expect(west.map((t) => [t.date, iso(t.startDate)])).toEqual([['2026-03-01', '2026-03-01T13:00:00.000Z']]);
    const india = expandRepetitiveTasks(input({ startDate: Date.parse('2026-03-02T00:00:00Z'), endDate: Date.parse('2026-03-02T00:00:00Z'), tzOffsetMinutes: 330 }));
    expect(india.map((t) => iso(t.startDate))).toEqual(['2026-03-02T02:30:00.000Z']);
  });

  it('keeps the local times across a daylight-saving change when a zone function is given', () => {
    const tasks = expandRepetitiveTasks(
      input({
        startDate: Date.parse('2026-03-27T12:00:00Z'),
        endDate: Date.parse('2026-03-30T12:00:00Z'),
        tzOffsetMinutes: berlinLike,
      }),
    );
    expect(tasks.map((t) => [t.date, iso(t.startDate), iso(t.endDate)])).toEqual([
      ['2026-03-27', '2026-03-27T07:00:00.000Z', '2026-03-27T16:00:00.000Z'],
      ['2026-03-28', '2026-03-28T07:00:00.000Z', '2026-03-28T16:00:00.000Z'],
      ['2026-03-29', '2026-03-29T06:00:00.000Z', '2026-03-29T15:00:00.000Z'],
      ['2026-03-30', '2026-03-30T06:00:00.000Z', '2026-03-30T15:00:00.000Z'],
    ]);
    // Every task is still 08:00-17:00 local.
    for (const task of tasks) {
      expect(new Date(task.startDate + berlinLike(task.startDate) * 60_000).getUTCHours()).toBe(8);
      expect(new Date(task.endDate + berlinLike(task.endDate) * 60_000).getUTCHours()).toBe(17);
    }
  });

  it('handles the autumn change too (a 25-hour day keeps 08:00-17:00)', () => {
    const tasks = expandRepetitiveTasks(input({ startDate: Date.parse('2026-10-24T12:00:00Z'), endDate: Date.parse('2026-10-26T12:00:00Z'), tzOffsetMinutes: berlinLike }));
    expect(tasks.map((t) => iso(t.startDate))).toEqual(['2026-10-24T06:00:00.000Z', '2026-10-25T07:00:00.000Z', '2026-10-26T07:00:00.000Z']);
  });

  it('decides the first and last day with the offset valid at each bound', () => {
    // 22:30 UTC on 28 March is 23:30 (+60) in the zone: still 28 March; 22:30 UTC on 29 March is 00:30 (+120) on 30 March.
    const tasks = expandRepetitiveTasks(input({ startDate: Date.parse('2026-03-28T22:30:00Z'), endDate: Date.parse('2026-03-29T22:30:00Z'), tzOffsetMinutes: berlinLike }));
    expect(tasks.map((t) => t.date)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
  });

  it('rolls an end time before the start time to the next morning (night shifts)', () => {
    const tasks = expandRepetitiveTasks(input({ endDate: istanbul('2026-03-03T08:00:00'), startTime: '22:00', endTime: '06:00' }));
    expect(tasks.map((t) => [iso(t.startDate), iso(t.endDate)])).toEqual([
      ['2026-03-02T19:00:00.000Z', '2026-03-03T03:00:00.000Z'],
      ['2026-03-03T19:00:00.000Z', '2026-03-04T03:00:00.000Z'],
    ]);
  });

  it('accepts 24:00 as an end time', () => {
    const [task] = expandRepetitiveTasks(input({ endDate: istanbul('2026-03-02T09:00:00'), startTime: '16:00', endTime: '24:00' }));
    expect(iso(task.endDate)).toBe('2026-03-02T21:00:00.000Z');
  });

  it('returns nothing for unreadable or equal times, an end day before the start day, or no technicians', () => {
    expect(expandRepetitiveTasks(input({ startTime: '8' }))).toEqual([]);
    expect(expandRepetitiveTasks(input({ endTime: '25:00' }))).toEqual([]);
    expect(expandRepetitiveTasks(input({ startTime: '09:00', endTime: '09:00' }))).toEqual([]);
    expect(expandRepetitiveTasks(input({ startTime: '24:00', endTime: '08:00' }))).toEqual([]);
    expect(expandRepetitiveTasks(input({ startDate: istanbul('2026-03-06T08:00:00'), endDate: istanbul('2026-03-05T08:00:00') }))).toEqual([]);
    expect(expandRepetitiveTasks(input({ technicians: [] }))).toEqual([]);
  });

  it('returns nothing when every day is skipped', () => {
    expect(expandRepetitiveTasks(input({ startDate: istanbul('2026-03-07T08:00:00'), endDate: istanbul('2026-03-08T08:00:00'), excludeWeekends: true }))).toEqual([]);
  });

  it('lists tasks technician by technician, days in order', () => {
    const tasks = expandRepetitiveTasks(input({ technicians: [{ bpNo: 'B', countryCode: 'TR' }, { bpNo: 'A', countryCode: 'KZ' }], endDate: istanbul('2026-03-03T08:00:00') }));
    expect(tasks.map((t) => `${t.technicianId} ${t.date} ${t.countryCode}`)).toEqual(['B 2026-03-02 TR', 'B 2026-03-03 TR', 'A 2026-03-02 KZ', 'A 2026-03-03 KZ']);
  });

  it('ignores seconds in the bounds and crosses month and year ends', () => {
    const tasks = expandRepetitiveTasks(input({ startDate: istanbul('2026-12-30T23:59:59'), endDate: istanbul('2027-01-02T00:00:30') }));
    expect(tasks.map((t) => t.date)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('refuses ranges longer than the limit', () => {
    const start = istanbul('2026-01-01T08:00:00');
    expect(expandRepetitiveTasks(input({ startDate: start, endDate: start + (MAX_REPETITIVE_DAYS - 1) * 86_400_000 }))).toHaveLength(MAX_REPETITIVE_DAYS);
    expect(() => expandRepetitiveTasks(input({ startDate: start, endDate: start + MAX_REPETITIVE_DAYS * 86_400_000 }))).toThrow(RangeError);
  });
});
