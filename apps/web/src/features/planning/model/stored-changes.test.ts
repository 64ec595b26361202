import { describe, expect, it } from 'vitest';
import { pendingChangesReducer, type Scheduler } from '@fsp/domain';
import { schedulerFixture } from '@fsp/domain/testing/scheduler-fixture';
import { isStoredFor, serializeStoredChanges, storedChangesWrite } from './stored-changes';
import { otherTabWrite } from './other-tab-sync';
import { readStoredChanges } from './read-stored-changes';

const item: Scheduler = schedulerFixture({ id: 7, startDate: 1_800_000_000_000, endDate: 1_800_003_600_000 });

describe('stored pending changes', () => {
  const changes = pendingChangesReducer([], { type: 'update', item, patch: { startDate: item.startDate + 600_000, endDate: item.endDate + 600_000 } });
  it('round-trip for their owner', () => {
    const raw = serializeStoredChanges(changes, 'dispatcher', 1);
    expect(JSON.parse(raw)).toMatchObject({ version: 1, savedAt: 1, owner: 'dispatcher' });
    expect(readStoredChanges(raw, 'dispatcher')).toEqual(changes);
  });
  it('are not handed to another user, and garbage gives nothing', () => {
    expect(readStoredChanges(serializeStoredChanges(changes, 'dispatcher', 1), 'observer')).toEqual([]);
    expect(readStoredChanges(null, 'dispatcher')).toEqual([]);
    expect(readStoredChanges('{', 'dispatcher')).toEqual([]);
    expect(readStoredChanges('null', 'dispatcher')).toEqual([]);
  });
  it('are looked for without zod: only an entry of this user is read back', () => {
    expect(isStoredFor(serializeStoredChanges(changes, 'dispatcher', 1), 'dispatcher')).toBe(true);
    expect(isStoredFor(serializeStoredChanges(changes, 'dispatcher', 1), 'observer')).toBe(false);
    expect(isStoredFor(null, 'dispatcher')).toBe(false);
    expect(isStoredFor('{', 'dispatcher')).toBe(false);
    expect(isStoredFor('null', 'dispatcher')).toBe(false);
  });
  it('are written for their owner, removed when none are left, and never written without an owner (a session that just expired)', () => {
    const write = storedChangesWrite(changes, 'dispatcher', 5, null);
    expect(write.kind).toBe('set');
    const stored = write.kind === 'set' ? write.value : null;
    expect(readStoredChanges(stored, 'dispatcher')).toEqual(changes);
    expect(storedChangesWrite([], 'dispatcher', 5, stored)).toEqual({ kind: 'remove' });
    expect(storedChangesWrite([], 'dispatcher', 5, '{')).toEqual({ kind: 'remove' });
    expect(storedChangesWrite(changes, '', 5, stored)).toEqual({ kind: 'skip' });
    expect(storedChangesWrite([], '', 5, stored)).toEqual({ kind: 'skip' });
  });
  it("of another user are not removed by someone who has none", () => {
    const stored = serializeStoredChanges(changes, 'dispatcher', 1);
    expect(storedChangesWrite([], 'observer', 5, stored)).toEqual({ kind: 'skip' });
    expect(storedChangesWrite(changes, 'power', 5, stored).kind).toBe('set');
  });
  it("written by another tab are this tab's list too: taken when they are the user's, emptied when removed or cleared", () => {
    const KEY = 'fsp.planning.pendingChanges';
    const stored = serializeStoredChanges(changes, 'dispatcher', 1);
    expect(otherTabWrite(KEY, stored, 'dispatcher')).toBe(stored);
    expect(otherTabWrite(KEY, null, 'dispatcher')).toBeNull();
    expect(otherTabWrite(null, null, 'dispatcher')).toBeNull();
    expect(otherTabWrite(KEY, stored, 'observer')).toBeUndefined();
    expect(otherTabWrite('fsp.language', 'tr', 'dispatcher')).toBeUndefined();
  });
});
