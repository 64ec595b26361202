import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { draftColumns } from './draft-columns';

const t = ((key: string) => key) as unknown as TFunction;
const columns = draftColumns(t, (_kind, code) => code ?? '', { roles: [], onDetails: () => undefined, onCreateAssignment: () => undefined, onCancel: async () => undefined });

/** antd's middle-size table cells: 8 px of padding on either side of a cell's text. */
const CELL_PADDING = 8;
/** A classic (Windows) page scroll bar narrows the table by this much; headless Chromium draws none. */
const SCROLL_BARS = [
  { bar: 0, scrollBar: 'no scroll bar' },
  { bar: 17, scrollBar: 'a 17 px scroll bar' },
];
/** The table's box in the portal's frame (40 px of page padding): the side menu folded (64 px) at 1280 px, open (272 px) at 1600 px. */
const LAYOUTS = [
  { name: '1280 px, menu folded', left: 84, right: 1260 },
  { name: '1600 px, menu open', left: 292, right: 1580 },
];

/**
 * Columns whose text box starts before the fixed right column's edge and runs on under it, at rest (not scrolled):
 * shown cut, as "update date" once was ("U" and "2" beside the actions). A pixel of slack: 17 px of scroll bar against
 * two 8 px paddings leaves no width that clears both by a whole pixel.
 */
function halfUnderTheActions(left: number, right: number): string[] {
  const widths = columns.map((column) => Number(column.width));
  const fixedLeft = right - widths[widths.length - 1]!;
  const found: string[] = [];
  let start = left;
  columns.forEach((column, index) => {
    const end = start + widths[index]!;
    const [textStart, textEnd] = [start + CELL_PADDING, end - CELL_PADDING];
    if (column.fixed !== 'right' && textStart < fixedLeft && textEnd > fixedLeft + 1) found.push(`${String(column.key)} (${textStart}–${textEnd}, actions from ${fixedLeft})`);
    start = end;
  });
  return found;
}

describe('draft work-order columns', () => {
  it('have a width each, the technician fixed on the left and the actions on the right', () => {
    expect(columns.every((column) => typeof column.width === 'number' && column.width > 0)).toBe(true);
    expect(columns[0]!.fixed).toBe('left');
    expect(columns.map((column) => column.fixed === 'right')).toEqual(columns.map((_, index) => index === columns.length - 1));
  });

  it.each(LAYOUTS.flatMap((layout) => SCROLL_BARS.map((bar) => ({ ...layout, ...bar }))))('leave no column half under the fixed actions at $name with $scrollBar', ({ left, right, bar }) => {
    expect(halfUnderTheActions(left, right - bar)).toEqual([]);
  });
});
