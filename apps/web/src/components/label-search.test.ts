import { describe, expect, it } from 'vitest';
import { LABEL_SEARCH, TITLE_SEARCH } from './label-search';

const statuses = ['İşlemde', 'İş bitti', 'Planlandı', 'Kabul edildi'];
const found = (input: string) => statuses.filter((label) => LABEL_SEARCH.filterOption(input, { label }));

describe('LABEL_SEARCH', () => {
  it("finds Turkish labels whichever I the reader types ('iş' finds 'İşlemde', which antd's own filter missed)", () => {
    expect(found('iş')).toEqual(['İşlemde', 'İş bitti']);
    expect(found('İŞ B')).toEqual(['İş bitti']);
    expect(found('LANDI')).toEqual(['Planlandı']);
    expect(found('EDİLDİ')).toEqual(['Kabul edildi']);
    expect(found('')).toEqual(statuses);
  });

  it('matches numbers as text and never an element label', () => {
    expect(LABEL_SEARCH.filterOption('20', { label: 2026 })).toBe(true);
    expect(LABEL_SEARCH.filterOption('x', { label: { type: 'span' } as never })).toBe(false);
  });

  it("searches a tree node's title the same way", () => {
    expect(TITLE_SEARCH.filterTreeNode('istanbul', { title: 'İstanbul Tuzla (TR10)' })).toBe(true);
    expect(TITLE_SEARCH.filterTreeNode('ankara', { title: 'İstanbul Tuzla (TR10)' })).toBe(false);
  });
});
