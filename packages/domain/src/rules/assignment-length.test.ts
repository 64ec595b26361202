import { describe, expect, it } from 'vitest';
import { DEFAULT_ASSIGNMENT_LENGTH_MS, assignmentLengthMs } from './assignment-length';

const minutes = (ms: number) => ms / 60_000;

describe('assignmentLengthMs', () => {
  it('is the standard hours rounded up to the 10-minute step', () => {
    expect(minutes(assignmentLengthMs(1))).toBe(60);
    expect(minutes(assignmentLengthMs(1.5))).toBe(90);
    expect(minutes(assignmentLengthMs(0.75))).toBe(50);
    expect(minutes(assignmentLengthMs(0.1))).toBe(10);
    expect(minutes(assignmentLengthMs(0.01))).toBe(10);
  });

  it('keeps floating-point thirds on the step they mean', () => {
    expect(minutes(assignmentLengthMs(1 / 3))).toBe(20);
  });

  it('is two hours when the order has no standard time, and at most a day', () => {
    for (const none of [null, undefined, 0, -1, Number.NaN]) expect(assignmentLengthMs(none)).toBe(DEFAULT_ASSIGNMENT_LENGTH_MS);
    expect(minutes(DEFAULT_ASSIGNMENT_LENGTH_MS)).toBe(120);
    expect(minutes(assignmentLengthMs(40))).toBe(24 * 60);
  });
});
