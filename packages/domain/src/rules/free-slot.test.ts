import { describe, expect, it } from 'vitest';
import { firstFreeSlot, type FreeSlotInput } from './free-slot';

const HOUR = 3_600_000;
const MINUTE = 60_000;
// 2026-03-02 in Istanbul (UTC+3): local midnight is 21:00 UTC the day before.
const midnight = Date.parse('2026-03-02T00:00:00Z') - 180 * MINUTE;
const at = (hours: number, minutes = 0) => midnight + hours * HOUR + minutes * MINUTE;
const base: FreeSlotInput = {
  day: '2026-03-02',
  tzOffsetMinutes: 180,
  hours: [{ startMinute: 8 * 60, endMinute: 17 * 60 }],
  busy: [],
  lengthMs: 2 * HOUR,
  stepMinutes: 10,
};

describe('firstFreeSlot', () => {
  it('is the start of the working day when nothing is planned', () => {
    expect(firstFreeSlot(base)).toEqual({ start: at(8), end: at(10) });
  });

  it('comes after planned items, on the 10-minute grid, and may touch them (half-open)', () => {
    const busy = [
      { start: at(8), end: at(9, 25) },
      { start: at(10), end: at(11) },
    ];
    expect(firstFreeSlot({ ...base, busy })).toEqual({ start: at(11), end: at(13) });
    expect(firstFreeSlot({ ...base, busy, lengthMs: 30 * MINUTE })).toEqual({ start: at(9, 30), end: at(10) });
  });

  it('tries the later windows of a split day and gives null when no window has room', () => {
    const hours = [
      { startMinute: 13 * 60, endMinute: 17 * 60 },
      { startMinute: 8 * 60, endMinute: 12 * 60 },
    ];
    const busy = [{ start: at(7), end: at(11) }];
    expect(firstFreeSlot({ ...base, hours, busy })).toEqual({ start: at(13), end: at(15) });
    expect(firstFreeSlot({ ...base, hours, busy, lengthMs: 5 * HOUR })).toBeNull();
    expect(firstFreeSlot({ ...base, busy: [{ start: at(0), end: at(24) }] })).toBeNull();
  });

  it('ends exactly at the end of the working day at the latest', () => {
    expect(firstFreeSlot({ ...base, busy: [{ start: at(8), end: at(15) }] })).toEqual({ start: at(15), end: at(17) });
    expect(firstFreeSlot({ ...base, busy: [{ start: at(8), end: at(15, 1) }] })).toBeNull();
  });

  it('refuses unusable input', () => {
    expect(firstFreeSlot({ ...base, lengthMs: 0 })).toBeNull();
    expect(firstFreeSlot({ ...base, day: 'not a day' })).toBeNull();
  });
});
