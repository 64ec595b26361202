import { describe, expect, it } from 'vitest';
import { parseFilterSnapshot, serializeFilterSnapshot, serializeRememberedSelection } from './model/filters';
import { gridOpeningFilters } from './open-grid-at';

describe('gridOpeningFilters', () => {
  it('is the stored snapshot the board restores: that day and that team alone', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    const stored = serializeFilterSnapshot(gridOpeningFilters({ date: '2026-03-02', teamId: 7 }, null), now);
    expect(parseFilterSnapshot(stored, now + 1000)).toEqual({
      date: '2026-03-02',
      teamIds: [7],
      organizationEnabled: false,
      organizations: [],
      remember: false,
      planRange: { start: null, end: null },
    });
  });

  it('keeps the remember box on while a selection is remembered', () => {
    const remembered = serializeRememberedSelection({ teamIds: [3, 4], organizationEnabled: false, organizations: [] });
    expect(gridOpeningFilters({ date: '2026-03-02', teamId: 7 }, remembered).remember).toBe(true);
    expect(gridOpeningFilters({ date: '2026-03-02', teamId: 7 }, 'not json').remember).toBe(false);
  });
});
