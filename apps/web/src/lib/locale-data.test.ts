import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('browserHasLocale', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says no for a language the browser answers in its own language (a Russian Chromium without Georgian data)', async () => {
    const RealFormat = Intl.DateTimeFormat;
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (this: unknown, tag?: string | string[], options?: Intl.DateTimeFormatOptions) {
      return new RealFormat(tag === 'ka' ? 'ru' : tag, options);
    } as unknown as typeof Intl.DateTimeFormat);
    vi.resetModules();
    const { browserHasLocale: fresh } = await import('./locale-data');
    expect(fresh('ka')).toBe(false);
    expect(fresh('ru')).toBe(true);
    expect(fresh('az')).toBe(true);
  });
});
