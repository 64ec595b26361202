import { describe, expect, it } from 'vitest';
import { showingRange } from './paged-table-range';

describe('showingRange', () => {
  it('shows the rows of a full page', () => {
    expect(showingRange(0, 25, 312)).toEqual({ from: 1, to: 25 });
    expect(showingRange(1, 25, 312)).toEqual({ from: 26, to: 50 });
  });
  it('ends at the total on the last page', () => {
    expect(showingRange(12, 25, 312)).toEqual({ from: 301, to: 312 });
  });
  it('is 0–0 for an empty result', () => {
    expect(showingRange(0, 25, 0)).toEqual({ from: 0, to: 0 });
  });
  it('clips a page past the end to the total', () => {
    expect(showingRange(5, 25, 30)).toEqual({ from: 30, to: 30 });
  });
});
