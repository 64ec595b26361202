import { describe, expect, it } from 'vitest';
import type { PendingItem } from './pending-changes';
import { changesByKeyOf, SAVE_OK, saveTypeWordOf, summarizeSaveOutcome, type SaveOutcomeChange } from './save-outcome';

const workOrder = (dirty: PendingItem['dirty']): SaveOutcomeChange => ({ dirty, orderType: 'workorder', trainingVacation: null });
const leave = (dirty: PendingItem['dirty'], orderType: 'vacation' | 'training' = 'vacation'): SaveOutcomeChange => ({
  dirty,
  orderType,
  trainingVacation: null,
});

const changes = new Map<string, SaveOutcomeChange>([
  ['n-1', workOrder('added')],
  ['s-2', workOrder('updated')],
  ['s-3', workOrder('deleted')],
  ['s-4', workOrder('updated-deleted')],
  ['n-5', leave('added')],
  ['s-6', leave('deleted', 'training')],
]);

describe('summarizeSaveOutcome', () => {
  it('an empty response is an unexpected error', () => {
    expect(summarizeSaveOutcome({}, changes)).toEqual({
      kind: 'unexpected',
      savedCount: 0,
      deletedCount: 0,
      failedCount: 0,
      failures: [],
      okKeys: [],
      typeWord: 'default',
    });
  });

  it('a missing or non-object response is unexpected too', () => {
    expect(summarizeSaveOutcome(null, changes).kind).toBe('unexpected');
    expect(summarizeSaveOutcome(undefined, changes).kind).toBe('unexpected');
    expect(summarizeSaveOutcome([] as unknown as Record<string, string>, changes).kind).toBe('unexpected');
  });

  it('all OK is success, with saved and deleted counted apart', () => {
    const outcome = summarizeSaveOutcome({ 'n-1': 'OK', 's-2': 'OK', 's-3': 'OK', 's-4': 'OK' }, changes);
    expect(outcome).toMatchObject({ kind: 'success', savedCount: 2, deletedCount: 2, failedCount: 0, failures: [], typeWord: 'workOrder' });
    expect(outcome.okKeys).toEqual(['n-1', 's-2', 's-3', 's-4']);
  });

  it('only deletions that succeed: success with a deleted count and no saved count', () => {
    expect(summarizeSaveOutcome({ 's-3': SAVE_OK }, changes)).toMatchObject({ kind: 'success', savedCount: 0, deletedCount: 1 });
  });

  it('all failed is an error with each message', () => {
    const outcome = summarizeSaveOutcome({ 'n-1': 'There is already work at the selected time', 's-3': 'The planned item no longer exists.' }, changes);
    expect(outcome).toMatchObject({ kind: 'error', savedCount: 0, deletedCount: 0, failedCount: 2, okKeys: [] });
    expect(outcome.failures).toEqual([
      { key: 'n-1', message: 'There is already work at the selected time' },
      { key: 's-3', message: 'The planned item no longer exists.' },
    ]);
  });

  it('mixed is a warning with both counts', () => {
    const outcome = summarizeSaveOutcome({ 'n-1': 'OK', 's-2': 'dates overlapped', 's-3': 'OK' }, changes);
    expect(outcome).toMatchObject({ kind: 'warning', savedCount: 1, deletedCount: 1, failedCount: 1, okKeys: ['n-1', 's-3'] });
    expect(outcome.failures).toEqual([{ key: 's-2', message: 'dates overlapped' }]);
  });

  it('a failed deletion counts as failed, not deleted', () => {
    expect(summarizeSaveOutcome({ 's-4': 'readOnly' }, changes)).toMatchObject({ kind: 'error', deletedCount: 0, failedCount: 1 });
  });

  it('only exactly OK is a success', () => {
    expect(summarizeSaveOutcome({ 'n-1': 'ok' }, changes).kind).toBe('error');
    expect(summarizeSaveOutcome({ 'n-1': '' }, changes).failures).toEqual([{ key: 'n-1', message: '' }]);
  });

  it('type word: training/vacation when only those, default when mixed', () => {
    expect(summarizeSaveOutcome({ 'n-5': 'OK', 's-6': 'OK' }, changes).typeWord).toBe('trainingVacation');
    expect(summarizeSaveOutcome({ 'n-1': 'OK', 'n-5': 'OK' }, changes).typeWord).toBe('default');
    expect(summarizeSaveOutcome({ 'n-1': 'OK', 'n-5': 'failed' }, changes).typeWord).toBe('default');
  });

  it('an OK key that matches no change counts as saved and does not decide the type word', () => {
    expect(summarizeSaveOutcome({ 'x-1': 'OK' }, changes)).toMatchObject({ kind: 'success', savedCount: 1, typeWord: 'default' });
    expect(summarizeSaveOutcome({ 'x-1': 'OK', 'n-5': 'OK' }, changes).typeWord).toBe('trainingVacation');
  });

  it('accepts a plain record and is not fooled by inherited keys', () => {
    const record = { 'n-1': workOrder('added') };
    expect(summarizeSaveOutcome({ 'n-1': 'OK', toString: 'OK' }, record)).toMatchObject({ savedCount: 2, typeWord: 'workOrder' });
  });

  it('works with a change list indexed by changesByKeyOf', () => {
    const list = [
      { key: 'n-1', dirty: 'added', orderType: 'training', trainingVacation: null },
      { key: 's-9', dirty: 'deleted', orderType: 'training', trainingVacation: null },
    ] as unknown as PendingItem[];
    const index = changesByKeyOf(list);
    expect(index.get('s-9')?.dirty).toBe('deleted');
    expect(summarizeSaveOutcome({ 'n-1': 'OK', 's-9': 'OK' }, index)).toMatchObject({ savedCount: 1, deletedCount: 1, typeWord: 'trainingVacation' });
  });
});

describe('saveTypeWordOf', () => {
  it('reads the order type and the training/vacation', () => {
    expect(saveTypeWordOf({ orderType: 'workorder', trainingVacation: null })).toBe('workOrder');
    expect(saveTypeWordOf({ orderType: 'training', trainingVacation: null })).toBe('trainingVacation');
    expect(saveTypeWordOf({ orderType: 'vacation', trainingVacation: null })).toBe('trainingVacation');
    const trainingVacation = { id: 1 } as PendingItem['trainingVacation'];
    expect(saveTypeWordOf({ orderType: 'workorder', trainingVacation })).toBe('trainingVacation');
  });
});
