import { describe, expect, it } from 'vitest';
import { readEntryValue, sameShape, withEntryValue } from './history-entry-state';

const initial = { filters: { serial: '', customers: [] as string[], bpNo: null as string | null }, page: { index: 0, size: 25 } };

describe('history entry state', () => {
  it('stores a value beside the router fields and reads it back', () => {
    const routerState = { usr: null, key: 'abc', idx: 3 };
    const stored = { filters: { serial: 'CAT07', customers: ['300'], bpNo: '1000' }, page: { index: 2, size: 50 } };
    const next = withEntryValue(routerState, 'wos', stored);
    expect(next).toMatchObject({ usr: null, key: 'abc', idx: 3 });
    expect(readEntryValue(next, 'wos', initial)).toEqual(stored);
    expect(readEntryValue(withEntryValue(next, 'history', 1), 'wos', initial)).toEqual(stored);
  });

  it('starts from the initial value in a new entry or when the stored value has another shape', () => {
    expect(readEntryValue(null, 'wos', initial)).toBe(initial);
    expect(readEntryValue({ usr: null, key: 'x', idx: 0 }, 'wos', initial)).toBe(initial);
    expect(readEntryValue(withEntryValue(null, 'wos', { filters: { serial: 'x' }, page: { index: 1, size: 25 } }), 'wos', initial)).toBe(initial);
    expect(readEntryValue(withEntryValue(null, 'wos', 'text'), 'wos', initial)).toBe(initial);
  });

  it('compares the keys of nested objects only', () => {
    expect(sameShape({ a: { b: 1 } }, { a: { b: 'x' } })).toBe(true);
    expect(sameShape({ a: { b: 1, c: 2 } }, { a: { b: 1 } })).toBe(false);
    expect(sameShape({ a: null }, { a: { b: 1 } })).toBe(false);
  });
});
