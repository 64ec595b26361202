import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { drawerSync, rebaseDrawerEdits } from './drawer-edits';

describe('drawerSync', () => {
  const applied = { teams: [1] };
  it('copies the applied filters when the drawer opens, and only then', () => {
    expect(drawerSync({ open: false, applied }, true, applied)).toBe('copy');
    expect(drawerSync({ open: true, applied }, true, applied)).toBe('keep');
    expect(drawerSync({ open: true, applied }, false, { teams: [] })).toBe('keep');
  });
  it('rebases the edits when the applied filters are another object while it stays open', () => {
    expect(drawerSync({ open: true, applied }, true, { teams: [1] })).toBe('rebase');
  });
});

describe('rebaseDrawerEdits', () => {
  it('keeps the edits when the filters are rebuilt with equal content', () => {
    const current = { customer: 'typed', organizations: ['A'] };
    expect(rebaseDrawerEdits({ customer: '', organizations: ['A'] }, { customer: '', organizations: ['A'] }, current)).toBe(current);
  });
  it('gives untouched fields their new applied value and keeps the edited ones', () => {
    const previous = { date: dayjs('2026-01-05'), teamIds: [1, 2], remember: false };
    const next = { date: dayjs('2026-01-05'), teamIds: [1], remember: false };
    const current = { date: dayjs('2026-02-01'), teamIds: [1, 2], remember: true };
    const result = rebaseDrawerEdits(previous, next, current);
    expect(result.date.format('YYYY-MM-DD')).toBe('2026-02-01');
    expect(result.teamIds).toEqual([1]);
    expect(result.remember).toBe(true);
  });
  it('keeps an edited field even when its applied value changed too', () => {
    expect(rebaseDrawerEdits({ teamIds: [1, 2] }, { teamIds: [1] }, { teamIds: [2, 3] })).toEqual({ teamIds: [2, 3] });
  });
});
