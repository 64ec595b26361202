import { describe, expect, it } from 'vitest';
import type { TrainingVacation, WorkOrder } from '@fsp/domain';
import { droppedRange, timeAtPointer } from './list-drag';

const M = 60_000;
const day = Date.UTC(2026, 10, 22); // local midnight in these tests
const at = (h: number, m = 0) => day + (h * 60 + m) * M;

describe('timeAtPointer', () => {
  it('reads the spec geometry backwards: 7.5 % is 00:00, 50 % is 12:00, snapped to 10 minutes', () => {
    expect(timeAtPointer(75, 1000, day)).toBe(at(0));
    expect(timeAtPointer(500, 1000, day)).toBe(at(12));
    // 08:04 lands on 08:00, 08:06 on 08:10.
    expect(timeAtPointer(75 + (850 * (8 * 60 + 4)) / 1440, 1000, day)).toBe(at(8));
    expect(timeAtPointer(75 + (850 * (8 * 60 + 6)) / 1440, 1000, day)).toBe(at(8, 10));
  });

  it('keeps a drop left of the day at 00:00 and right of it at the last step of the day', () => {
    expect(timeAtPointer(10, 1000, day)).toBe(at(0));
    expect(timeAtPointer(990, 1000, day)).toBe(at(23, 50));
  });

  it('reads a zoomed window: 7.5 % is its start, 50 % its middle', () => {
    const view = { start: at(6), minutes: 14 * 60 };
    expect(timeAtPointer(75, 1000, day, view)).toBe(at(6));
    expect(timeAtPointer(500, 1000, day, view)).toBe(at(13));
    expect(timeAtPointer(990, 1000, day, view)).toBe(at(19, 50));
  });

  it('is null for an unusable cell', () => {
    expect(timeAtPointer(10, 0, day)).toBeNull();
    expect(timeAtPointer(Number.NaN, 1000, day)).toBeNull();
  });
});

const item = (id: number, standardHour: number | null) => ({ id, standardHour }) as WorkOrder['workOrderItems'][number];
const order = (standardHour: number | null, items: WorkOrder['workOrderItems']) => ({ id: 1, standardHour, workOrderItems: items }) as unknown as WorkOrder;

describe('droppedRange', () => {
  it("takes a single item's standard hours, else the order's, else two hours", () => {
    expect(droppedRange({ kind: 'workOrder', workOrder: order(3, [item(1, 1.5)]) }, at(9))).toEqual({ start: at(9), end: at(10, 30) });
    expect(droppedRange({ kind: 'workOrder', workOrder: order(3, [item(1, 1.5), item(2, 1)]) }, at(9))).toEqual({ start: at(9), end: at(12) });
    expect(droppedRange({ kind: 'workOrder', workOrder: order(null, [item(1, null)]) }, at(9))).toEqual({ start: at(9), end: at(11) });
    expect(droppedRange({ kind: 'trainingVacation', trainingVacation: { id: 3 } as TrainingVacation }, at(9))).toEqual({ start: at(9), end: at(11) });
  });
});
