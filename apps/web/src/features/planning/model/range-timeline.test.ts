import { describe, expect, it } from 'vitest';
import type { GridItem, GridTechnician } from '@fsp/domain';
import { schedulerFixture } from '@fsp/domain/testing/scheduler-fixture';
import { buildRangeTimeline, rangeRowUtilisation } from './range-timeline';
import { buildRowTimeline } from './timeline-model';

const H = 3_600_000;
const D = 24 * H;
const day = Date.UTC(2026, 10, 23);
const ISTANBUL = 180;
const org = { orgunit: 'TR10', displayName: 'İstanbul', countryCode: 'TR', workHourStartTime: '08:00', workHourEndTime: '17:00', forceNormalShiftEnabled: false, timeZone: 'Europe/Istanbul' };
const team = (start: string | null) => ({ id: 1, name: 'T', workingHours: [], calendarHours: start === null ? [] : [{ startTime: start, endTime: '17:00' }], organization: org });

function item(id: number, start: number, end: number): GridItem {
  return { ...schedulerFixture({ id, startDate: start, endDate: end }), key: `s-${id}`, localId: `s-${id}`, prevChange: [], warning: false };
}

function tech(schedulers: GridItem[], extra: object = {}): GridTechnician {
  return { id: 'a', bpNo: 'a', fullName: 'A', organization: org, team: null, schedulers, warning: false, shouldBeDeletedTechnician: false, ...extra };
}

describe('buildRangeTimeline', () => {
  it('places blocks from the first day’s midnight and draws a job over midnight as one block', () => {
    const row = buildRangeTimeline(tech([item(1, day + D + 12 * H, day + D + 13 * H), item(2, day + 22 * H, day + D + 2 * H)]), day, 3, ISTANBUL);
    const [second, overnight] = [row.blocks.find((b) => b.item.id === 1)!, row.blocks.find((b) => b.item.id === 2)!];
    expect(second.leftPercent).toBeCloseTo(7.5 + 85 * (36 / 72));
    expect(second.widthPercent).toBeCloseTo(85 / 72);
    expect(overnight.leftPercent).toBeCloseTo(7.5 + 85 * (22 / 72));
    expect(overnight.widthPercent).toBeCloseTo(85 * (4 / 72));
    expect(overnight.startsBeforeDay || overnight.endsAfterDay).toBe(false);
    expect(row.labels).toEqual([]);
  });

  it('points the markers at the nearest items outside the shown days', () => {
    const row = buildRangeTimeline(
      tech([item(1, day - D, day - D + H), item(2, day - 2 * H, day - H), item(3, day + 3 * D + H, day + 3 * D + 2 * H), item(4, day + 5 * D, day + 5 * D + H)]),
      day,
      3,
      ISTANBUL,
    );
    expect(row.blocks).toHaveLength(0);
    expect(row.previous?.id).toBe(2);
    expect(row.next?.id).toBe(3);
  });

  it('draws each day’s own working hours, none on a day whose answer did not list the technician', () => {
    const row = buildRangeTimeline(tech([], { team: team('08:00'), dayTeams: [team('08:00'), undefined, team('10:00')] }), day, 3, ISTANBUL);
    expect(row.bands).toHaveLength(2);
    expect(row.bands[0].leftPercent).toBeCloseTo(7.5 + 85 * (8 / 72));
    expect(row.bands[0].widthPercent).toBeCloseTo(85 * (9 / 72));
    expect(row.bands[1].leftPercent).toBeCloseTo(7.5 + 85 * ((48 + 10) / 72));
    expect(row.bands[1].widthPercent).toBeCloseTo(85 * (7 / 72));
  });

  it('a single day’s answer (no per-day teams) keeps its team for every day, and one day matches the Day view', () => {
    const office = tech([item(1, day + 9 * H, day + 11 * H)]);
    expect(buildRangeTimeline(office, day, 7, ISTANBUL).bands).toHaveLength(7);
    const one = buildRangeTimeline(office, day, 1, ISTANBUL);
    const dayView = buildRowTimeline(office, day, ISTANBUL);
    expect(one.blocks.map((b) => [b.leftPercent, b.widthPercent])).toEqual(dayView.blocks.map((b) => [b.leftPercent, b.widthPercent]));
    expect(one.utilisation).toEqual(dayView.utilisation);
  });
});

describe('rangeRowUtilisation', () => {
  it('sums planned and working time over the shown days', () => {
    // Organization hours 08:00–17:00 every day: 27 h over 3 days; 2 h + 4 h over midnight, of which 4 h fall in the days.
    const u = rangeRowUtilisation(tech([item(1, day + 9 * H, day + 11 * H), item(2, day + D + 22 * H, day + 2 * D + 2 * H)]), day, 3, ISTANBUL);
    expect(u.workingMinutes).toBe(27 * 60);
    expect(u.plannedMinutes).toBe(6 * 60);
  });
});
