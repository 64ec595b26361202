import { describe, expect, it } from 'vitest';
import { findOverlaps, rangesOverlap, truncateToMinute } from './overlap';

const at = (iso: string) => Date.parse(iso);

describe('truncateToMinute', () => {
  it('drops seconds and milliseconds', () => {
    expect(truncateToMinute(at('2026-03-10T09:15:59.999Z'))).toBe(at('2026-03-10T09:15:00Z'));
  });

  it('keeps a whole minute as it is', () => {
    expect(truncateToMinute(at('2026-03-10T09:15:00Z'))).toBe(at('2026-03-10T09:15:00Z'));
  });

  it('rounds down before 1970 too', () => {
    expect(truncateToMinute(-1)).toBe(-60_000);
    expect(truncateToMinute(-60_000)).toBe(-60_000);
  });

  it('handles zero', () => {
    expect(truncateToMinute(0)).toBe(0);
  });
});

describe('rangesOverlap', () => {
  const range = (from: string, to: string) => ({ start: at(`2026-03-10T${from}:00Z`), end: at(`2026-03-10T${to}:00Z`) });

  it('detects a partial overlap', () => {
    expect(rangesOverlap(range('09:00', '11:00'), range('10:00', '12:00'))).toBe(true);
  });

  it('detects containment both ways', () => {
    expect(rangesOverlap(range('09:00', '17:00'), range('12:00', '13:00'))).toBe(true);
    expect(rangesOverlap(range('12:00', '13:00'), range('09:00', '17:00'))).toBe(true);
  });

  it('detects identical ranges', () => {
    expect(rangesOverlap(range('09:00', '10:00'), range('09:00', '10:00'))).toBe(true);
  });

  it('treats touching ranges as free (half-open)', () => {
    expect(rangesOverlap(range('09:00', '10:00'), range('10:00', '11:00'))).toBe(false);
    expect(rangesOverlap(range('10:00', '11:00'), range('09:00', '10:00'))).toBe(false);
  });

  it('treats separate ranges as free', () => {
    expect(rangesOverlap(range('09:00', '10:00'), range('11:00', '12:00'))).toBe(false);
  });

  it('ignores seconds: a 10:00:45 end still touches a 10:00:10 start', () => {
    const a = { start: at('2026-03-10T09:00:00Z'), end: at('2026-03-10T10:00:45Z') };
    const b = { start: at('2026-03-10T10:00:10Z'), end: at('2026-03-10T11:00:00Z') };
    expect(rangesOverlap(a, b)).toBe(false);
  });

  it('sees a one-minute overlap', () => {
    expect(rangesOverlap(range('09:00', '10:01'), range('10:00', '11:00'))).toBe(true);
  });

  it('never overlaps with an empty or inverted range', () => {
    expect(rangesOverlap(range('10:00', '10:00'), range('09:00', '11:00'))).toBe(false);
    expect(rangesOverlap(range('11:00', '10:00'), range('09:00', '12:00'))).toBe(false);
    const withinOneMinute = { start: at('2026-03-10T10:00:10Z'), end: at('2026-03-10T10:00:50Z') };
    expect(rangesOverlap(withinOneMinute, range('09:00', '11:00'))).toBe(false);
  });

  it('works across midnight and month ends', () => {
    const night = { start: at('2026-02-28T22:00:00Z'), end: at('2026-03-01T02:00:00Z') };
    const morning = { start: at('2026-03-01T01:00:00Z'), end: at('2026-03-01T03:00:00Z') };
    expect(rangesOverlap(night, morning)).toBe(true);
  });
});

describe('findOverlaps', () => {
  const item = (id: number, from: string, to: string) => ({
    id,
    start: at(`2026-03-10T${from}:00Z`),
    end: at(`2026-03-10T${to}:00Z`),
  });

  it('returns nothing for an empty or single-item list', () => {
    expect(findOverlaps([])).toEqual([]);
    expect(findOverlaps([item(1, '09:00', '10:00')])).toEqual([]);
  });

  it('returns nothing for back-to-back items', () => {
    expect(findOverlaps([item(1, '09:00', '10:00'), item(2, '10:00', '11:00'), item(3, '11:00', '12:00')])).toEqual([]);
  });

  it('returns both items of an overlapping pair', () => {
    expect(findOverlaps([item(1, '09:00', '11:00'), item(2, '10:00', '12:00')])).toEqual([1, 2]);
  });

  it('keeps input order and leaves free items out', () => {
    const items = [item(3, '14:00', '15:00'), item(1, '09:00', '11:00'), item(7, '08:00', '09:30')];
    expect(findOverlaps(items)).toEqual([1, 7]);
  });

  it('reports each id once even with several overlaps', () => {
    const items = [item(1, '08:00', '17:00'), item(2, '09:00', '10:00'), item(3, '11:00', '12:00')];
    expect(findOverlaps(items)).toEqual([1, 2, 3]);
  });

  it('works with string ids', () => {
    const items = [
      { id: 'a', start: 0, end: 120_000 },
      { id: 'b', start: 60_000, end: 180_000 },
    ];
    expect(findOverlaps(items)).toEqual(['a', 'b']);
  });
});
