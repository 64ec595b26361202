import { describe, expect, it } from 'vitest';
import { WORKING_HOURS_FALLBACK, blockGeometry, minuteToPercent, pixelsToWindowMinutes, workingHoursWindow } from './timeline';

const dayStart = Date.parse('2026-03-10T00:00:00+03:00');
const at = (time: string) => Date.parse(`2026-03-10T${time}+03:00`);

describe('view window geometry', () => {
  it('keeps the Day view numbers when no window length is given', () => {
    expect(minuteToPercent(720)).toBe(minuteToPercent(720, 1440));
    expect(blockGeometry(at('08:00'), at('10:00'), dayStart)).toEqual(blockGeometry(at('08:00'), at('10:00'), dayStart, 1440));
    expect(minuteToPercent(720)).toBe(50);
  });

  it('spreads a shorter window over the same 85 % span', () => {
    expect(minuteToPercent(0, 600)).toBe(7.5);
    expect(minuteToPercent(300, 600)).toBe(50);
    expect(minuteToPercent(600, 600)).toBe(92.5);
    expect(minuteToPercent(-30, 600)).toBe(7.5);
    expect(minuteToPercent(900, 600)).toBe(92.5);
  });

  it('places and clips blocks on a 07:00–17:00 window', () => {
    const windowStart = at('07:00');
    const oneHour = blockGeometry(at('12:00'), at('13:00'), windowStart, 600)!;
    expect(oneHour.leftPercent).toBeCloseTo(50);
    expect(oneHour.widthPercent).toBeCloseTo(8.5);
    expect(oneHour.startsBeforeDay || oneHour.endsAfterDay).toBe(false);
    const early = blockGeometry(at('06:00'), at('08:00'), windowStart, 600)!;
    expect(early).toMatchObject({ leftPercent: 7.5, startsBeforeDay: true, endsAfterDay: false });
    expect(early.widthPercent).toBeCloseTo(8.5);
    const late = blockGeometry(at('16:00'), at('19:00'), windowStart, 600)!;
    expect(late.leftPercent + late.widthPercent).toBeCloseTo(92.5);
    expect(late.endsAfterDay).toBe(true);
    expect(blockGeometry(at('02:00'), at('03:00'), windowStart, 600)).toBeNull();
    expect(blockGeometry(at('17:00'), at('18:00'), windowStart, 600)).toBeNull();
  });
});

describe('pixelsToWindowMinutes', () => {
  it('converts pixels to minutes from the window length', () => {
    expect(pixelsToWindowMinutes(850, 1000)).toBeCloseTo(1440);
    expect(pixelsToWindowMinutes(850, 1000, 600)).toBeCloseTo(600);
    expect(pixelsToWindowMinutes(-85, 1000, 600)).toBeCloseTo(-60);
  });

  it('is 0 for an unusable width or window', () => {
    expect(pixelsToWindowMinutes(100, 0, 600)).toBe(0);
    expect(pixelsToWindowMinutes(100, 1000, 0)).toBe(0);
    expect(pixelsToWindowMinutes(Number.NaN, 1000)).toBe(0);
  });
});

describe('workingHoursWindow', () => {
  it('spans the bands widened to whole hours with an hour of margin', () => {
    expect(workingHoursWindow([{ startMinute: 8 * 60, endMinute: 17 * 60 }])).toEqual({ startMinute: 7 * 60, endMinute: 18 * 60 });
    expect(
      workingHoursWindow([
        { startMinute: 8 * 60 + 30, endMinute: 12 * 60 },
        { startMinute: 9 * 60, endMinute: 17 * 60 + 15 },
      ]),
    ).toEqual({ startMinute: 7 * 60, endMinute: 19 * 60 });
  });

  it('stays within the day; an overnight end counts as midnight', () => {
    expect(workingHoursWindow([{ startMinute: 20, endMinute: 23 * 60 + 30 }])).toEqual({ startMinute: 0, endMinute: 1440 });
    expect(workingHoursWindow([{ startMinute: 22 * 60, endMinute: 30 * 60 }])).toEqual({ startMinute: 21 * 60, endMinute: 1440 });
  });

  it('falls back to 06:00–20:00 when nobody has working hours', () => {
    expect(workingHoursWindow([])).toEqual(WORKING_HOURS_FALLBACK);
    expect(workingHoursWindow([], [])).toEqual(WORKING_HOURS_FALLBACK);
    expect(WORKING_HOURS_FALLBACK).toEqual({ startMinute: 360, endMinute: 1200 });
  });
});

describe('workingHoursWindow with the day’s items', () => {
  const hours = [{ startMinute: 8 * 60, endMinute: 17 * 60 }];
  const item = (from: number, to: number) => ({ startMinute: from, endMinute: to });

  it('widens to the whole hours around an item planned before or after the working hours, else keeps the window', () => {
    expect(workingHoursWindow(hours, [])).toEqual({ startMinute: 7 * 60, endMinute: 18 * 60 });
    expect(workingHoursWindow(hours, [item(7 * 60, 9 * 60), item(16 * 60, 18 * 60)])).toEqual({ startMinute: 7 * 60, endMinute: 18 * 60 });
    expect(workingHoursWindow(hours, [item(5 * 60, 6 * 60)])).toEqual({ startMinute: 5 * 60, endMinute: 18 * 60 });
    expect(workingHoursWindow(hours, [item(21 * 60, 22 * 60)])).toEqual({ startMinute: 7 * 60, endMinute: 22 * 60 });
    expect(workingHoursWindow(hours, [item(5 * 60 + 40, 6 * 60 + 10), item(20 * 60 + 5, 21 * 60 + 20)])).toEqual({ startMinute: 5 * 60, endMinute: 22 * 60 });
    // Partly outside: the part past the window counts.
    expect(workingHoursWindow(hours, [item(17 * 60 + 30, 19 * 60 + 15)])).toEqual({ startMinute: 7 * 60, endMinute: 20 * 60 });
    // A zero-length item is still shown on its hour.
    expect(workingHoursWindow(hours, [item(4 * 60 + 30, 4 * 60 + 30)])).toEqual({ startMinute: 4 * 60, endMinute: 18 * 60 });
  });

  it('widens the fallback hours too when nobody has working hours', () => {
    expect(workingHoursWindow([], [item(22 * 60, 23 * 60)])).toEqual({ startMinute: 6 * 60, endMinute: 23 * 60 });
    expect(workingHoursWindow([], [item(9 * 60, 10 * 60)])).toEqual(WORKING_HOURS_FALLBACK);
  });

  it('cuts items spanning midnight or several days at the viewed day’s ends and ignores other days’ items', () => {
    // From 22:00 the evening before to 02:30: the view starts at midnight.
    expect(workingHoursWindow(hours, [item(-2 * 60, 2 * 60 + 30)])).toEqual({ startMinute: 0, endMinute: 18 * 60 });
    // From 23:00 into the next day: the view ends at midnight.
    expect(workingHoursWindow(hours, [item(23 * 60, 26 * 60)])).toEqual({ startMinute: 7 * 60, endMinute: 1440 });
    // A three-day job, a day's leave or a long training over the whole window: seen across it, the window kept.
    expect(workingHoursWindow(hours, [item(-1440, 2 * 1440), item(0, 1440), item(6 * 60, 20 * 60)])).toEqual({ startMinute: 7 * 60, endMinute: 18 * 60 });
    // Items of other days (also one ending at 00:00 or starting at 24:00) and reversed ones do not count.
    const other = [item(-5 * 60, -3 * 60), item(-60, 0), item(1440, 1500), item(30 * 60, 32 * 60), item(20 * 60, 19 * 60)];
    expect(workingHoursWindow(hours, other)).toEqual({ startMinute: 7 * 60, endMinute: 18 * 60 });
  });
});
