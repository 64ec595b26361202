import { describe, expect, it } from 'vitest';
import { moveColumn, moveColumnBy, parseColumnOrder, sameColumnOrder, serializeColumnOrder } from './column-order';

const DEFAULTS = ['a', 'b', 'c', 'd'] as const;

describe('parseColumnOrder', () => {
  it('gives the default order for nothing stored or unreadable storage', () => {
    expect(parseColumnOrder(null, DEFAULTS)).toEqual(['a', 'b', 'c', 'd']);
    expect(parseColumnOrder('', DEFAULTS)).toEqual(['a', 'b', 'c', 'd']);
    expect(parseColumnOrder('not json', DEFAULTS)).toEqual(['a', 'b', 'c', 'd']);
    expect(parseColumnOrder('{"a":1}', DEFAULTS)).toEqual(['a', 'b', 'c', 'd']);
    expect(parseColumnOrder('[]', DEFAULTS)).toEqual(['a', 'b', 'c', 'd']);
    expect(parseColumnOrder('[1, null, "zzz"]', DEFAULTS)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('returns a copy, never the defaults array itself', () => {
    const parsed = parseColumnOrder(null, DEFAULTS);
    parsed.push('a');
    expect(DEFAULTS).toHaveLength(4);
  });

  it('keeps a complete stored order', () => {
    expect(parseColumnOrder('["d","c","b","a"]', DEFAULTS)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('drops unknown keys and repeats', () => {
    expect(parseColumnOrder('["c","x","c","a","b","d",4]', DEFAULTS)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('puts a column added since next to its default neighbour', () => {
    // 'c' is new: it goes after 'b', wherever the user moved 'b'.
    expect(parseColumnOrder('["b","d","a"]', DEFAULTS)).toEqual(['b', 'c', 'd', 'a']);
    // A new first column goes first.
    expect(parseColumnOrder('["d","c","b"]', DEFAULTS)).toEqual(['a', 'd', 'c', 'b']);
  });

  it('round-trips through serializeColumnOrder', () => {
    const order = ['c', 'a', 'd', 'b'] as const;
    expect(parseColumnOrder(serializeColumnOrder(order), DEFAULTS)).toEqual(order);
  });
});

describe('moveColumn', () => {
  it('puts the column after the target when dragged right', () => {
    expect(moveColumn(DEFAULTS, 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
  });

  it('puts the column before the target when dragged left', () => {
    expect(moveColumn(DEFAULTS, 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
  });

  it('moves to the ends', () => {
    expect(moveColumn(DEFAULTS, 'a', 'd')).toEqual(['b', 'c', 'd', 'a']);
    expect(moveColumn(DEFAULTS, 'd', 'a')).toEqual(['d', 'a', 'b', 'c']);
  });

  it('leaves the order unchanged for the same or an unknown key', () => {
    expect(moveColumn(DEFAULTS, 'b', 'b')).toEqual(['a', 'b', 'c', 'd']);
    expect(moveColumn(DEFAULTS, 'x' as 'a', 'b')).toEqual(['a', 'b', 'c', 'd']);
    expect(moveColumn(DEFAULTS, 'a', 'x' as 'b')).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('moveColumnBy', () => {
  it('moves one place left or right', () => {
    expect(moveColumnBy(DEFAULTS, 'b', 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveColumnBy(DEFAULTS, 'b', -1)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('stops at the ends', () => {
    expect(moveColumnBy(DEFAULTS, 'a', -1)).toEqual(['a', 'b', 'c', 'd']);
    expect(moveColumnBy(DEFAULTS, 'd', 5)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('sameColumnOrder', () => {
  it('compares position by position', () => {
    expect(sameColumnOrder(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameColumnOrder(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameColumnOrder(['a'], ['a', 'b'])).toBe(false);
  });
});
