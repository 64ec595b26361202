import { describe, expect, it } from 'vitest';
import { blockGeometry, minuteToPercent } from './timeline';
import { placementInRange, rangeAxisTicks, rangeBands, rangeDayStarts, rangeHourStep, rangeUtilisation, rangeWindow } from './range-window';

const firstDay = Date.parse('2026-03-10T00:00:00+03:00');
const at = (date: string, time: string) => Date.parse(`2026-03-${date}T${time}+03:00`);
const HOUR = 60;

describe('rangeWindow and rangeDayStarts', () => {
  it('spans whole days from the first midnight', () => {
    expect(rangeWindow(3)).toEqual({ startMinute: 0, endMinute: 3 * 1440 });
    expect(rangeWindow(7)).toEqual({ startMinute: 0, endMinute: 7 * 1440 });
    expect(rangeWindow(0)).toEqual({ startMinute: 0, endMinute: 1440 });
    expect(rangeDayStarts(firstDay, 3)).toEqual([firstDay, at('11', '00:00'), at('12', '00:00')]);
  });
});

describe('block geometry across days', () => {
  const minutes = rangeWindow(3).endMinute;

  it('places a block on the second day by its minutes from the first midnight', () => {
    const block = blockGeometry(at('11', '12:00'), at('11', '13:00'), firstDay, minutes)!;
    expect(block.leftPercent).toBeCloseTo(minuteToPercent(1440 + 12 * HOUR, minutes));
    expect(block.leftPercent).toBeCloseTo(7.5 + 85 * (36 / 72));
    expect(block.widthPercent).toBeCloseTo(85 / 72);
    expect(block.startsBeforeDay || block.endsAfterDay).toBe(false);
  });

  it('draws a job over midnight as one continuous block', () => {
    const block = blockGeometry(at('10', '22:00'), at('11', '02:00'), firstDay, minutes)!;
    expect(block.leftPercent).toBeCloseTo(7.5 + 85 * (22 / 72));
    expect(block.widthPercent).toBeCloseTo(85 * (4 / 72));
    expect(block.startsBeforeDay || block.endsAfterDay).toBe(false);
  });

  it('clips at the range, not at each day', () => {
    const late = blockGeometry(at('12', '20:00'), at('13', '04:00'), firstDay, minutes)!;
    expect(late.leftPercent + late.widthPercent).toBeCloseTo(92.5);
    expect(late.endsAfterDay).toBe(true);
    const early = blockGeometry(at('09', '20:00'), at('10', '04:00'), firstDay, minutes)!;
    expect(early).toMatchObject({ leftPercent: 7.5, startsBeforeDay: true, endsAfterDay: false });
    expect(blockGeometry(at('13', '01:00'), at('13', '02:00'), firstDay, minutes)).toBeNull();
  });
});

describe('placementInRange', () => {
  it('tells jobs before, inside and after the shown days', () => {
    expect(placementInRange(at('09', '10:00'), at('09', '12:00'), firstDay, 3)).toBe('before');
    expect(placementInRange(at('09', '22:00'), at('10', '01:00'), firstDay, 3)).toBe('inRange');
    expect(placementInRange(at('12', '23:00'), at('13', '01:00'), firstDay, 3)).toBe('inRange');
    expect(placementInRange(at('13', '00:00'), at('13', '01:00'), firstDay, 3)).toBe('after');
    expect(placementInRange(at('09', '20:00'), at('10', '00:00'), firstDay, 3)).toBe('before');
  });
});

describe('range axis', () => {
  it('takes the finest hour step whose labels keep their distance', () => {
    // 3 days on 810 px: 11.25 px an hour.
    expect(rangeHourStep(3, 810, 44)).toBe(4);
    expect(rangeHourStep(3, 1100, 44)).toBe(3);
    // A week on 800 px: under 5 px an hour, one label at noon fits.
    expect(rangeHourStep(7, 800, 44)).toBe(12);
    expect(rangeHourStep(7, 400, 44)).toBeNull();
    expect(rangeHourStep(3, 0, 44)).toBeNull();
  });

  it('labels every day and the chosen hours inside it', () => {
    expect(rangeAxisTicks(2, 12)).toEqual([
      { minute: 0, day: 0, hour: 0, kind: 'day' },
      { minute: 720, day: 0, hour: 12, kind: 'hour' },
      { minute: 1440, day: 1, hour: 0, kind: 'day' },
      { minute: 2160, day: 1, hour: 12, kind: 'hour' },
    ]);
    expect(rangeAxisTicks(3, null).map((tick) => tick.minute)).toEqual([0, 1440, 2880]);
    expect(rangeAxisTicks(1, 6).map((tick) => tick.hour)).toEqual([0, 6, 12, 18]);
  });
});

describe('rangeBands', () => {
  const office = { startMinute: 8 * HOUR, endMinute: 17 * HOUR };

  it('moves each day’s windows by the day', () => {
    expect(rangeBands([[office], [], [office]])).toEqual([
      { startMinute: 8 * HOUR, endMinute: 17 * HOUR },
      { startMinute: 2880 + 8 * HOUR, endMinute: 2880 + 17 * HOUR },
    ]);
  });

  it('runs an overnight shift on into the next day and shows the day before’s tail at the start', () => {
    const night = { startMinute: 22 * HOUR, endMinute: 30 * HOUR };
    expect(rangeBands([[night], [night]])).toEqual([
      { startMinute: 0, endMinute: 6 * HOUR },
      { startMinute: 22 * HOUR, endMinute: 30 * HOUR },
      { startMinute: 1440 + 22 * HOUR, endMinute: 2880 },
    ]);
  });
});

describe('rangeUtilisation', () => {
  it('sums the days as the Day view counts each', () => {
    const office = [{ startMinute: 8 * HOUR, endMinute: 17 * HOUR }];
    const items = [
      { startDate: at('10', '09:00'), endDate: at('10', '11:00') },
      // Over midnight: 2 h on the first day, 2 h on the second.
      { startDate: at('10', '22:00'), endDate: at('11', '02:00') },
      { startDate: at('12', '10:00'), endDate: at('12', '13:00') },
    ];
    const u = rangeUtilisation(items, firstDay, [office, office, []]);
    expect(u.plannedMinutes).toBe((2 + 2 + 2 + 3) * HOUR);
    expect(u.workingMinutes).toBe(18 * HOUR);
    expect(u.ratio).toBeCloseTo(9 / 18);
    expect(rangeUtilisation([], firstDay, [[], []]).ratio).toBeNull();
  });
});
