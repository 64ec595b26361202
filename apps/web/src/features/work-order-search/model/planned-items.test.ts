import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { WorkOrderPlannedItem } from '@fsp/domain';
import { chosenPlannedItem, gridOpeningOf, plannedRange } from './planned-items';

const item = (id: number, overrides: Partial<WorkOrderPlannedItem> = {}): WorkOrderPlannedItem => ({
  id,
  workOrderItemId: 100 + id,
  elementNumber: '0010',
  technician: { bpNo: 'T1', fullName: 'Ayşe Yılmaz' },
  team: { id: 5, name: 'Team A' },
  startDate: dayjs('2026-03-02T23:30').valueOf(),
  endDate: dayjs('2026-03-03T01:00').valueOf(),
  orderWekingStatus: 'INFORMED_SAVED',
  deleted: false,
  shouldBeDeleted: false,
  ...overrides,
});

describe('chosenPlannedItem', () => {
  it('is the chosen item while listed, the only item without a choice, else none', () => {
    const [a, b] = [item(1), item(2)];
    expect(chosenPlannedItem([a, b], 2)).toBe(b);
    expect(chosenPlannedItem([a, b], null)).toBeNull();
    // A choice that is no longer listed (the list was read again) is dropped.
    expect(chosenPlannedItem([a, b], 9)).toBeNull();
    expect(chosenPlannedItem([a], null)).toBe(a);
    expect(chosenPlannedItem([a], 9)).toBe(a);
    expect(chosenPlannedItem([], null)).toBeNull();
  });
});

describe('gridOpeningOf', () => {
  it("opens the grid on the item's start day in the browser's zone and its technician's team", () => {
    expect(gridOpeningOf(item(1))).toEqual({ date: '2026-03-02', teamId: 5 });
  });

  it('has no place on the grid for a deleted item or a technician without a team', () => {
    expect(gridOpeningOf(item(1, { deleted: true }))).toBeNull();
    expect(gridOpeningOf(item(1, { team: null }))).toBeNull();
  });
});

describe('plannedRange', () => {
  it("writes the end's day only when it is another", () => {
    expect(plannedRange(item(1))).toBe('2026-03-02 23:30 – 2026-03-03 01:00');
    expect(plannedRange({ startDate: dayjs('2026-03-02T08:00').valueOf(), endDate: dayjs('2026-03-02T10:30').valueOf() })).toBe('2026-03-02 08:00 – 10:30');
  });
});
