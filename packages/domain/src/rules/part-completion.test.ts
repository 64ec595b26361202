import { describe, expect, it } from 'vitest';
import { filterParts, isCountedByQuantity, partCompletion, partLineCompletion, type PartLine } from './part-completion';

const line = (unit: string | null, orderQuantity: number | null, confirmedQuantity: number | null, extra: Partial<PartLine> = {}): PartLine => ({ unit, orderQuantity, confirmedQuantity, ...extra });

describe('partCompletion', () => {
  it('counts quantities for ADT, PC and M', () => {
    expect(partCompletion([line('PC', 4, 2), line('ADT', 6, 6), line('M', 10, 1)])).toEqual({ ordered: 20, confirmed: 9, percent: 45 });
  });

  it('counts any other unit as one line, done only when fully confirmed', () => {
    expect(partCompletion([line('L', 20, 19), line('KG', 5, 5), line('SET', 2, 0)])).toEqual({ ordered: 3, confirmed: 1, percent: 33 });
  });

  it('mixes both kinds', () => {
    // 4 PC (3 confirmed) + one litre line fully confirmed = 4 of 5.
    expect(partCompletion([line('PC', 4, 3), line('L', 200, 200)])).toEqual({ ordered: 5, confirmed: 4, percent: 80 });
  });

  it('matches units case-insensitively and trimmed', () => {
    expect(isCountedByQuantity(' pc ')).toBe(true);
    expect(isCountedByQuantity('adt')).toBe(true);
    expect(isCountedByQuantity('m')).toBe(true);
    expect(isCountedByQuantity('MM')).toBe(false);
    expect(isCountedByQuantity(null)).toBe(false);
  });

  it('never counts more confirmed than ordered, nor negative or missing amounts', () => {
    expect(partCompletion([line('PC', 2, 5)])).toEqual({ ordered: 2, confirmed: 2, percent: 100 });
    expect(partCompletion([line('PC', null, null), line('PC', -1, 3)])).toEqual({ ordered: 0, confirmed: 0, percent: null });
    expect(partCompletion([line('L', 0, 0)])).toEqual({ ordered: 1, confirmed: 0, percent: 0 });
  });

  it('has no percentage for an empty list', () => {
    expect(partCompletion([])).toEqual({ ordered: 0, confirmed: 0, percent: null });
  });

  it('rounds the percentage down', () => {
    expect(partCompletion([line('PC', 3, 2)]).percent).toBe(66);
    expect(partLineCompletion(line('PC', 3, 3))).toBe(100);
    expect(partLineCompletion(line('KG', 3, 2))).toBe(0);
  });
});

describe('filterParts', () => {
  const parts = [
    line('PC', 1, 1, { material: '1R-0751', materialText: 'FİLTRE ELEMANI', status: 'Onaylandı', source: 'Depo' }),
    line('L', 20, 0, { material: '3E-9829', materialText: 'Hydraulic oil', status: 'Open', source: 'Istanbul' }),
    line('PC', 2, 0, { material: '9X-7564', materialText: 'SEAL-O-RING', status: 'Open', source: 'Ankara' }),
  ];

  it('keeps everything for an empty or blank query', () => {
    expect(filterParts(parts, '')).toHaveLength(3);
    expect(filterParts(parts, '   ')).toHaveLength(3);
  });

  it('matches case-insensitively with the Turkish dotted capital I', () => {
    expect(filterParts(parts, 'filtre').map((p) => p.material)).toEqual(['1R-0751']);
    expect(filterParts(parts, 'FILTRE').map((p) => p.material)).toEqual(['1R-0751']);
    expect(filterParts(parts, 'İSTANBUL').map((p) => p.material)).toEqual(['3E-9829']);
    expect(filterParts(parts, 'onaylandi').map((p) => p.material)).toEqual(['1R-0751']);
  });

  it('searches the material number and other columns as a contains-match of the whole query', () => {
    expect(filterParts(parts, '9x-75').map((p) => p.material)).toEqual(['9X-7564']);
    expect(filterParts(parts, 'o-ring').map((p) => p.material)).toEqual(['9X-7564']);
    expect(filterParts(parts, 'open ankara')).toEqual([]);
  });
});
