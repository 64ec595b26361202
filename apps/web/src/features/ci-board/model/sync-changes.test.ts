import { describe, expect, it } from 'vitest';
import { NO_SYNC_CHANGES, listReloaded, savedByMe, takeSyncAnswer } from './sync-changes';

describe('CI board sync changes', () => {
  it('counts a suggestion once, also when two answers name it (the look-back margin)', () => {
    const state = takeSyncAnswer(takeSyncAnswer(NO_SYNC_CHANGES, [7, 9]), [9]);
    expect([...state.changed]).toEqual([7, 9]);
    expect(listReloaded(state).changed.size).toBe(0);
  });

  it("does not announce the user's own save, in the answer made while it was saved nor in the next; a later change is someone else's", () => {
    let state = savedByMe(takeSyncAnswer(NO_SYNC_CHANGES, []), 12);
    state = takeSyncAnswer(state, [12]);
    state = takeSyncAnswer(state, [12, 4]);
    expect([...state.changed]).toEqual([4]);
    expect(state.own.size).toBe(0);
    expect([...takeSyncAnswer(state, [12]).changed]).toEqual([4, 12]);
  });
});
