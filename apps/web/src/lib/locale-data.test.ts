import { describe, expect, it } from 'vitest';
import { numberFormat } from './locale-data';

describe('numberFormat', () => {
  // Node carries full ICU: a browser without the data must write what Intl with the data writes.
  it.each(['az', 'ka'])('without the browser data writes %s numbers as Intl with the data does', (tag) => {
    for (const [value, options] of [[12345.6, { maximumFractionDigits: 1 }], [41708, undefined], [1234567.891, { minimumFractionDigits: 2, maximumFractionDigits: 2 }], [7, undefined]] as const) {
      expect(numberFormat(tag, options, false).format(value)).toBe(new Intl.NumberFormat(tag, options).format(value));
    }
  });
  it('leaves a language it has no separators for to Intl', () => {
    expect(numberFormat('ru', undefined, false).format(41708)).toBe(new Intl.NumberFormat('ru').format(41708));
  });
});
