import { describe, expect, it } from 'vitest';
import type { PlanningTechnician } from '@fsp/domain';
import { createRangeMerger, dayTeamsOf, withTeamOfDay } from './range-days';

type Item = PlanningTechnician['schedulers'][number];
const item = (id: number, startDate: number) => ({ id, startDate, endDate: startDate + 3_600_000 }) as Item;
const team = (id: number, calendar: string | null) =>
  ({ id, name: `Team ${id}`, workingHours: [], calendarHours: calendar ? [{ startTime: calendar, endTime: '17:00' }] : null }) as unknown as PlanningTechnician['team'];
const tech = (id: string, items: Item[], extra: Partial<PlanningTechnician> = {}) =>
  ({ id, bpNo: id, fullName: id, team: team(1, '08:00'), schedulers: items, warning: false, shouldBeDeletedTechnician: false, ...extra }) as PlanningTechnician;

describe('createRangeMerger', () => {
  it('shows a technician of any day, each item once, in order of start', () => {
    const merge = createRangeMerger();
    const day1 = [tech('a', [item(1, 100), item(2, 200)])];
    // Day 2 repeats item 2 (it runs over midnight, or is day 1's nearest item) and adds technician b.
    const day2 = [tech('a', [item(3, 300), item(2, 200)]), tech('b', [item(4, 50)])];
    const merged = merge([day1, day2]);
    expect(merged.map((t) => t.id)).toEqual(['a', 'b']);
    expect(merged[0].schedulers.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(merged[1].schedulers.map((i) => i.id)).toEqual([4]);
  });

  it('keeps each day’s team (its calendar hours) and marks the days a technician was not listed', () => {
    const merge = createRangeMerger();
    const merged = merge([[tech('a', [], { team: team(1, '08:00') })], [], [tech('a', [], { team: team(1, '10:00') })]]);
    const teams = dayTeamsOf(merged[0])!;
    expect(teams).toHaveLength(3);
    expect(teams[0]?.calendarHours?.[0].startTime).toBe('08:00');
    expect(teams[1]).toBeUndefined();
    expect(teams[2]?.calendarHours?.[0].startTime).toBe('10:00');
    expect(dayTeamsOf(tech('x', []))).toBeUndefined();
  });

  it('flags a technician when any day flags them', () => {
    const merged = createRangeMerger()([[tech('a', [])], [tech('a', [], { warning: true, shouldBeDeletedTechnician: true })]]);
    expect(merged[0]).toMatchObject({ warning: true, shouldBeDeletedTechnician: true });
  });

  it('keeps the merged object while the days’ objects are the same', () => {
    const merge = createRangeMerger();
    const a1 = tech('a', [item(1, 100)]);
    const b1 = tech('b', [item(2, 100)]);
    const first = merge([[a1, b1], [a1]]);
    const again = merge([[a1, b1], [a1]]);
    expect(again[0]).toBe(first[0]);
    expect(again[1]).toBe(first[1]);
    const changed = merge([[a1, tech('b', [item(2, 200)])], [a1]]);
    expect(changed[0]).toBe(first[0]);
    expect(changed[1]).not.toBe(first[1]);
  });
});

describe('withTeamOfDay', () => {
  it('takes the team of the day that holds the time, else leaves the technician alone', () => {
    const merged = createRangeMerger()([[tech('a', [], { team: team(1, '08:00') })], [tech('a', [], { team: team(1, '10:00') })], []]);
    const first = 1_000 * 86_400_000;
    expect(withTeamOfDay(merged[0], first, first + 86_400_000 + 3_600_000).team?.calendarHours?.[0].startTime).toBe('10:00');
    expect(withTeamOfDay(merged[0], first, first + 3_600_000).team?.calendarHours?.[0].startTime).toBe('08:00');
    expect(withTeamOfDay(merged[0], first, first + 2 * 86_400_000 + 1)).toBe(merged[0]);
    const single = tech('b', []);
    expect(withTeamOfDay(single, first, first + 86_400_000)).toBe(single);
  });
});
