import { describe, expect, it } from 'vitest';
import { WARNING_COLOR, type GridItem, type GridTechnician } from '@fsp/domain';
import { schedulerFixture } from '@fsp/domain/testing/scheduler-fixture';
import { assignLanes, buildRowTimeline, readableTextColor, rowUtilisation } from './timeline-model';

const H = 3_600_000;
const day = Date.UTC(2026, 10, 22);
const ISTANBUL = 180;
const org = { orgunit: 'TR10', displayName: 'İstanbul', countryCode: 'TR', workHourStartTime: '08:00', workHourEndTime: '17:30', forceNormalShiftEnabled: false, timeZone: 'Europe/Istanbul' };

function item(id: number, start: number, end: number, extra: Partial<GridItem> = {}): GridItem {
  return { ...schedulerFixture({ id, startDate: start, endDate: end }), key: `s-${id}`, localId: `s-${id}`, prevChange: [], warning: false, ...extra };
}

function tech(schedulers: GridItem[], team: GridTechnician['team'] = null): GridTechnician {
  return { id: 'a', bpNo: 'a', fullName: 'A', organization: org, team, schedulers, warning: false, shouldBeDeletedTechnician: false };
}

describe('readableTextColor', () => {
  it('picks black on light and white on dark backgrounds', () => {
    expect(readableTextColor('#fdd835')).toBe('#000000');
    expect(readableTextColor('#4fc3f7')).toBe('#000000');
    expect(readableTextColor('#1b5e20')).toBe('#ffffff');
    expect(readableTextColor('#000000')).toBe('#ffffff');
    expect(readableTextColor('red')).toBe('#ffffff');
  });
});

describe('assignLanes', () => {
  it('puts overlapping blocks in separate lanes and leaves the others alone', () => {
    expect(assignLanes([{ start: 0, end: 10 }, { start: 5, end: 15 }, { start: 20, end: 30 }, { start: 12, end: 18 }])).toEqual([
      { lane: 0, lanes: 2 },
      { lane: 1, lanes: 2 },
      { lane: 0, lanes: 1 },
      { lane: 0, lanes: 2 },
    ]);
  });
  it('touching blocks (half-open) share a lane', () => {
    expect(assignLanes([{ start: 0, end: 10 }, { start: 10, end: 20 }])).toEqual([
      { lane: 0, lanes: 1 },
      { lane: 0, lanes: 1 },
    ]);
  });
});

describe('buildRowTimeline', () => {
  it('places day blocks by the spec geometry and colours them by status, red on warning', () => {
    const row = buildRowTimeline(tech([item(1, day + 6 * H, day + 12 * H), item(2, day + 13 * H, day + 14 * H, { warning: true, orderWekingStatus: 'ACCEPT' })]), day);
    expect(row.blocks).toHaveLength(2);
    expect(row.blocks[0].leftPercent).toBeCloseTo(7.5 + 6 * (85 / 24));
    expect(row.blocks[0].widthPercent).toBeCloseTo(6 * (85 / 24));
    expect(row.blocks[0].color).toBe('#4fc3f7');
    expect(row.blocks[1].color).toBe(WARNING_COLOR);
  });

  it('keeps the nearest items of other days as markers', () => {
    const row = buildRowTimeline(
      tech([item(1, day - 30 * H, day - 28 * H), item(2, day - 5 * H, day - 2 * H), item(3, day + 26 * H, day + 27 * H), item(4, day + 50 * H, day + 51 * H)]),
      day,
    );
    expect(row.blocks).toHaveLength(0);
    expect(row.previous?.id).toBe(2);
    expect(row.next?.id).toBe(3);
  });

  it('shows working hours from the organization, with both edge labels for a day shift', () => {
    const row = buildRowTimeline(tech([]), day, ISTANBUL);
    expect(row.bands).toHaveLength(1);
    expect(row.labels.map((l) => l.text)).toEqual(['00:00', '08:00', '17:30', '23:59']);
  });

  it('prefers the team list and hides edge labels near early starts and late ends', () => {
    const team = { id: 1, name: 'Night', workingHours: [{ startTime: '00:30', endTime: '23:30' }], organization: org };
    const row = buildRowTimeline(tech([], team), day, ISTANBUL);
    expect(row.labels.map((l) => l.text)).toEqual(['00:30', '23:30']);
  });

  it("draws a technician's working hours on the viewer's axis when their country's zone differs", () => {
    const bishkek = { ...tech([]), organization: { ...org, timeZone: 'Asia/Bishkek' } };
    // 08:00-17:30 in Bishkek (+6) is 05:00-14:30 in Istanbul (+3), and as it is for a viewer in Bishkek.
    expect(buildRowTimeline(bishkek, day, ISTANBUL).labels.map((l) => l.text)).toEqual(['00:00', '05:00', '14:30', '23:59']);
    expect(buildRowTimeline(bishkek, day, 360).labels.map((l) => l.text)).toEqual(['00:00', '08:00', '17:30', '23:59']);
    // Far west of it (-10 h) the shift crosses midnight: 19:00 to 04:30 the next morning, drawn in two parts.
    const farWest = buildRowTimeline(tech([]), day, -600);
    expect(farWest.labels.filter((l) => l.kind === 'work').map((l) => l.text)).toEqual(['19:00', '04:30']);
    expect(farWest.bands).toHaveLength(2);
    // A zone the runtime does not know counts as the browser's own: the hours stay as they are written.
    const unknown = { ...tech([]), organization: { ...org, timeZone: 'Nowhere/Land' } };
    expect(buildRowTimeline(unknown, day).labels.filter((l) => l.kind === 'work').map((l) => l.text)).toEqual(['08:00', '17:30']);
  });

  it('measures the utilisation against the working hours the band shows', () => {
    // The item is in UTC hours; the day is drawn for a UTC viewer (offset 0), the hours are Istanbul's 08:00-17:30.
    const row = buildRowTimeline(tech([item(1, day + 6 * H, day + 12 * H)]), day, 0);
    expect(row.utilisation).toEqual({ plannedMinutes: 360, workingMinutes: 570, ratio: 360 / 570 });
    expect(rowUtilisation(tech([item(1, day + 6 * H, day + 12 * H)]), day, 0)).toEqual(row.utilisation);
    // Far west the shift crosses midnight: both parts on the shown day still make 9.5 h.
    expect(buildRowTimeline(tech([]), day, -600).utilisation.workingMinutes).toBe(570);
  });

  it('draws a working-hours window: blocks and bands over its span, clipped at its edges', () => {
    // Istanbul's 08:00-17:30 for an Istanbul viewer; the window is 07:00-19:00 (720 minutes).
    const at = (hour: number) => day + (hour - 3) * H;
    const view = { startMinute: 7 * 60, endMinute: 19 * 60 };
    const row = buildRowTimeline(tech([item(1, at(12), at(13)), item(2, at(6), at(8)), item(3, at(2), at(3)), item(4, at(20), at(21))]), day - 3 * H, ISTANBUL, view);
    const [inside, early, night, evening] = row.blocks;
    expect(inside.leftPercent).toBeCloseTo(7.5 + (5 * 85) / 12);
    expect(inside.widthPercent).toBeCloseTo(85 / 12);
    expect(early).toMatchObject({ leftPercent: 7.5, startsBeforeDay: true });
    expect(early.widthPercent).toBeCloseTo(85 / 12);
    expect(night).toMatchObject({ leftPercent: 7.5, startsBeforeDay: true });
    expect(evening).toMatchObject({ endsAfterDay: true });
    expect(evening.leftPercent + evening.widthPercent).toBeCloseTo(92.5);
    expect(row.bands[0].leftPercent).toBeCloseTo(7.5 + 85 / 12);
    expect(row.labels.map((l) => l.text)).toEqual(['07:00', '08:00', '17:30', '19:00']);
  });
});
