import { describe, expect, it } from 'vitest';
import { moveRange, pixelsToMinutes, resizeRange, snapToStep } from './drag';

const M = 60_000;
const day = Date.UTC(2026, 10, 22); // local midnight in these tests
const at = (h: number, m = 0) => day + (h * 60 + m) * M;

describe('pixelsToMinutes', () => {
  it('maps the 85 % day span of the cell to 1440 minutes', () => {
    expect(pixelsToMinutes(850, 1000)).toBeCloseTo(1440);
    expect(pixelsToMinutes(-85, 1000)).toBeCloseTo(-144);
  });
  it('is 0 for an unusable width', () => {
    expect(pixelsToMinutes(100, 0)).toBe(0);
    expect(pixelsToMinutes(Number.NaN, 100)).toBe(0);
  });
});

describe('snapToStep', () => {
  it('rounds to the nearest 10 minutes from midnight', () => {
    expect(snapToStep(at(8, 4), day)).toBe(at(8, 0));
    expect(snapToStep(at(8, 5), day)).toBe(at(8, 10));
    expect(snapToStep(at(8, 16) + 30_000, day)).toBe(at(8, 20));
  });
});

describe('moveRange', () => {
  const range = { startDate: at(8), endDate: at(10) };
  it('moves by the snapped delta and keeps the length', () => {
    expect(moveRange(range, 63, day)).toEqual({ startDate: at(9, 0), endDate: at(11, 0) });
    expect(moveRange(range, -26, day)).toEqual({ startDate: at(7, 30), endDate: at(9, 30) });
  });
  it('snaps an off-grid start onto the grid', () => {
    expect(moveRange({ startDate: at(8, 5), endDate: at(9, 5) }, 10, day)).toEqual({ startDate: at(8, 20), endDate: at(9, 20) });
  });
  it('is null when the snapped position does not change', () => {
    expect(moveRange(range, 4, day)).toBeNull();
    expect(moveRange(range, 0, day)).toBeNull();
  });
  it('keeps at least one step on the shown day', () => {
    expect(moveRange(range, 24 * 60, day)).toEqual({ startDate: at(23, 50), endDate: at(25, 50) });
    expect(moveRange(range, -24 * 60, day)).toEqual({ startDate: at(-2, 10), endDate: at(0, 10) });
  });
  it('refuses an empty range', () => {
    expect(moveRange({ startDate: at(8), endDate: at(8) }, 30, day)).toBeNull();
  });
});

describe('resizeRange', () => {
  const range = { startDate: at(8), endDate: at(10) };
  it('moves the end only, snapped', () => {
    expect(resizeRange(range, 44, day)).toEqual({ startDate: at(8), endDate: at(10, 40) });
  });
  it('keeps at least one step after the start', () => {
    expect(resizeRange(range, -500, day)).toEqual({ startDate: at(8), endDate: at(8, 10) });
    expect(resizeRange({ startDate: at(8, 5), endDate: at(9) }, -500, day)).toEqual({ startDate: at(8, 5), endDate: at(8, 20) });
  });
  it('stops at the end of the day', () => {
    expect(resizeRange(range, 2000, day)).toEqual({ startDate: at(8), endDate: at(24) });
  });
  it('is null without a change', () => {
    expect(resizeRange(range, 3, day)).toBeNull();
  });
});

describe('the zoomed views', () => {
  const range = { startDate: at(8), endDate: at(9) };
  it('convert pixels from the window length: 40 px of an 850 px span of 10 hours is about 28 minutes', () => {
    expect(pixelsToMinutes(40, 1000, 600)).toBeCloseTo(28.2, 1);
  });
  it('snap and step by 5 minutes', () => {
    expect(snapToStep(at(8, 3), day, 5)).toBe(at(8, 5));
    expect(moveRange(range, 5, day, 5)).toEqual({ startDate: at(8, 5), endDate: at(9, 5) });
    expect(moveRange(range, 2, day, 5)).toBeNull();
    expect(resizeRange(range, -5, day, 5)).toEqual({ startDate: at(8), endDate: at(8, 55) });
    expect(resizeRange(range, -500, day, 5)).toEqual({ startDate: at(8), endDate: at(8, 5) });
  });
});

describe('the range views', () => {
  const range = { startDate: at(8), endDate: at(10) };
  it('move a block to a later shown day, snapped to the view’s step', () => {
    // A day and two hours later in the 3-day view (15-minute step): 08:00 on day 1 to 10:00 on day 2.
    expect(moveRange(range, 26 * 60 + 6, day, 15, 3)).toEqual({ startDate: at(34), endDate: at(36) });
    expect(moveRange(range, 7 * 24 * 60, day, 30, 7)).toEqual({ startDate: at(7 * 24 - 0.5), endDate: at(7 * 24 + 1.5) });
  });
  it('keep one step on the shown days, not on the first day only', () => {
    expect(moveRange(range, 5 * 24 * 60, day, 15, 3)).toEqual({ startDate: at(71, 45), endDate: at(73, 45) });
    expect(resizeRange(range, 2 * 24 * 60, day, 15, 3)).toEqual({ startDate: at(8), endDate: at(58) });
    expect(resizeRange(range, 5 * 24 * 60, day, 30, 3)).toEqual({ startDate: at(8), endDate: at(72) });
  });
});
