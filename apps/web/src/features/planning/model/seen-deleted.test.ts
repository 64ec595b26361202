import { describe, expect, it } from 'vitest';
import { SEEN_DELETED_MAX, rememberSeenDeleted, unseenDeleted } from './seen-deleted';

describe('seen deleted items', () => {
  it('are new until the user has seen them, per user and kind', () => {
    const raw = rememberSeenDeleted(null, 'dispatcher', 'technicians', ['T1', 'T2']);
    expect(unseenDeleted(raw, 'dispatcher', 'technicians', ['T1', 'T2'])).toEqual([]);
    expect(unseenDeleted(raw, 'dispatcher', 'technicians', ['T2', 'T3'])).toEqual(['T3']);
    expect(unseenDeleted(raw, 'dispatcher', 'orders', ['T1'])).toEqual(['T1']);
    expect(unseenDeleted(raw, 'observer', 'technicians', ['T1'])).toEqual(['T1']);
  });

  it('keep other users and kinds when more are remembered, without duplicates', () => {
    let raw = rememberSeenDeleted(null, 'observer', 'orders', ['s-1']);
    raw = rememberSeenDeleted(raw, 'dispatcher', 'orders', ['s-2']);
    raw = rememberSeenDeleted(raw, 'dispatcher', 'technicians', ['T1']);
    raw = rememberSeenDeleted(raw, 'dispatcher', 'orders', ['s-2', 's-3']);
    expect(JSON.parse(raw)).toEqual({ observer: { orders: ['s-1'] }, dispatcher: { orders: ['s-2', 's-3'], technicians: ['T1'] } });
  });

  it('forget the oldest beyond the limit, and read garbage as nothing seen', () => {
    const many = Array.from({ length: SEEN_DELETED_MAX + 5 }, (_, i) => `s-${i}`);
    const raw = rememberSeenDeleted(null, 'dispatcher', 'orders', many);
    expect(unseenDeleted(raw, 'dispatcher', 'orders', many)).toEqual(['s-0', 's-1', 's-2', 's-3', 's-4']);
    for (const garbage of ['{', '[1]', 'null', '{"dispatcher":{"orders":"s-1"}}']) {
      expect(unseenDeleted(garbage, 'dispatcher', 'orders', ['s-1'])).toEqual(['s-1']);
      expect(() => rememberSeenDeleted(garbage, 'dispatcher', 'orders', ['s-1'])).not.toThrow();
    }
  });
});
