import { describe, expect, it } from 'vitest';
import { drawerLockOf } from './drawer-lock';

describe('drawerLockOf', () => {
  it('locks only the plan of a finished or deleted job for a dispatcher: its survey and notes stay open', () => {
    for (const status of ['JOBDONE', 'BACKHOME', 'ATHOME', 'JOBCLOSED']) expect(drawerLockOf({ orderWekingStatus: status }, ['DISPATCHER']), status).toBe('planFinished');
    expect(drawerLockOf({ orderWekingStatus: 'ACCEPT', shouldBeDeleted: true }, ['DISPATCHER'])).toBe('planDeleted');
  });

  it('leaves an open job and a new assignment unlocked for a dispatcher', () => {
    expect(drawerLockOf({ orderWekingStatus: 'ACCEPT', shouldBeDeleted: false }, ['DISPATCHER'])).toBeNull();
    // HOLD locks only the history's drawer.
    expect(drawerLockOf({ orderWekingStatus: 'HOLD' }, ['DISPATCHER'])).toBeNull();
    expect(drawerLockOf(null, ['DISPATCHER'])).toBeNull();
  });

  it("adds HOLD to the plan's locks in the history's rule (the planning and activity histories' drawers)", () => {
    expect(drawerLockOf({ orderWekingStatus: 'HOLD' }, ['DISPATCHER'], 'history')).toBe('planHold');
    expect(drawerLockOf({ orderWekingStatus: 'JOBDONE' }, ['DISPATCHER'], 'history')).toBe('planFinished');
    expect(drawerLockOf({ orderWekingStatus: 'HOLD', shouldBeDeleted: true }, ['DISPATCHER'], 'history')).toBe('planDeleted');
    expect(drawerLockOf({ orderWekingStatus: 'ACCEPT' }, ['DISPATCHER'], 'history')).toBeNull();
    expect(drawerLockOf({ orderWekingStatus: 'HOLD' }, ['OBSERVER'], 'history')).toBe('readOnly');
  });

  it('makes the whole drawer read-only for an observer, finished job or not', () => {
    expect(drawerLockOf({ orderWekingStatus: 'JOBDONE' }, ['OBSERVER'])).toBe('readOnly');
    expect(drawerLockOf({ orderWekingStatus: 'ACCEPT' }, ['OBSERVER'])).toBe('readOnly');
    expect(drawerLockOf(null, ['OBSERVER'])).toBe('readOnly');
  });
});
