import { describe, expect, it } from 'vitest';
import { WARNING_COLOR, type GridItem, type GridTechnician } from '@fsp/domain';
import { schedulerFixture } from '@fsp/domain/testing/scheduler-fixture';
import { assignLanes, buildRowTimeline, readableTextColor } from './timeline-model';

const H = 3_600_000;
const day = Date.UTC(2026, 10, 22);
const org = { orgunit: 'TR10', displayName: 'İstanbul', countryCode: 'TR', workHourStartTime: '08:00', workHourEndTime: '17:30', forceNormalShiftEnabled: false };

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
    const row = buildRowTimeline(tech([]), day);
    expect(row.bands).toHaveLength(1);
    expect(row.labels.map((l) => l.text)).toEqual(['00:00', '08:00', '17:30', '23:59']);
  });

  it('prefers the team list and hides edge labels near early starts and late ends', () => {
    const team = { id: 1, name: 'Night', workingHours: [{ startTime: '00:30', endTime: '23:30' }], organization: org };
    const row = buildRowTimeline(tech([], team), day);
    expect(row.labels.map((l) => l.text)).toEqual(['00:30', '23:30']);
  });
});
