import { describe, expect, it } from 'vitest';
import { dayUtilisation, isOverPlanned, sumUtilisation } from './utilisation';

const dayStart = Date.parse('2026-03-10T00:00:00+03:00');
const at = (hhmm: string, dayOffset = 0) => {
  const [h, m] = hhmm.split(':').map(Number);
  return dayStart + dayOffset * 86_400_000 + (h * 60 + m) * 60_000;
};
const item = (start: string, end: string, endDay = 0, startDay = 0) => ({ startDate: at(start, startDay), endDate: at(end, endDay) });
const nineToSix = [{ startMinute: 8 * 60, endMinute: 17 * 60 }];

describe('dayUtilisation', () => {
  it('counts overlapping items once', () => {
    const result = dayUtilisation([item('08:00', '12:00'), item('10:00', '13:00'), item('15:00', '16:30')], dayStart, nineToSix);
    expect(result).toEqual({ plannedMinutes: 6.5 * 60, workingMinutes: 9 * 60, ratio: 6.5 / 9 });
  });

  it('clips items crossing midnight to the shown day', () => {
    const result = dayUtilisation([item('22:00', '02:00', 1), item('23:00', '01:00', 0, -1)], dayStart, nineToSix);
    expect(result.plannedMinutes).toBe(60 + 120);
  });

  it('ignores items of other days', () => {
    expect(dayUtilisation([item('08:00', '10:00', 1, 1), item('08:00', '10:00', -1, -1)], dayStart, nineToSix).plannedMinutes).toBe(0);
  });

  it('counts planned time outside the working hours, so it can exceed 100 %', () => {
    const result = dayUtilisation([item('06:00', '18:00')], dayStart, nineToSix);
    expect(result.plannedMinutes).toBe(12 * 60);
    expect(result.ratio).toBeCloseTo(12 / 9);
  });

  it('gives planned hours only on a day without working hours', () => {
    expect(dayUtilisation([item('09:00', '11:00')], dayStart, [])).toEqual({ plannedMinutes: 120, workingMinutes: 0, ratio: null });
  });

  it('takes an overnight window as its evening and the wrapped morning of the day', () => {
    const result = dayUtilisation([], dayStart, [{ startMinute: 22 * 60, endMinute: 30 * 60 }]);
    expect(result.workingMinutes).toBe(2 * 60 + 6 * 60);
  });

  it('counts overlapping working windows once', () => {
    const windows = [{ startMinute: 480, endMinute: 720 }, { startMinute: 660, endMinute: 1020 }];
    expect(dayUtilisation([], dayStart, windows).workingMinutes).toBe(540);
  });
});

describe('sumUtilisation', () => {
  it('adds planned and working minutes of the rows', () => {
    const a = dayUtilisation([item('08:00', '12:00')], dayStart, nineToSix);
    const b = dayUtilisation([item('08:00', '10:00')], dayStart, []);
    expect(sumUtilisation([a, b])).toEqual({ plannedMinutes: 360, workingMinutes: 540, ratio: 360 / 540 });
    expect(sumUtilisation([]).ratio).toBeNull();
  });
});

describe('isOverPlanned', () => {
  it('is over above 100 %, and with any planned time on a day without working hours', () => {
    expect(isOverPlanned(dayUtilisation([item('08:00', '19:00')], dayStart, nineToSix))).toBe(true);
    expect(isOverPlanned(dayUtilisation([item('09:00', '18:00')], dayStart, nineToSix))).toBe(false);
    expect(isOverPlanned(dayUtilisation([item('08:00', '10:00')], dayStart, []))).toBe(true);
    expect(isOverPlanned(dayUtilisation([], dayStart, []))).toBe(false);
  });
});
