import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { ciColumns, ciTableWidth } from './ci-columns';

/** The page's room beside the side menu (272 px open, 64 px folded), its 20 px paddings and a 17 px window scroll bar. */
const room = (window: number, menu: number) => window - menu - 2 * 20 - 17;
const t = ((key: string) => key) as unknown as TFunction;
const widthBeside = (wide: boolean, key: string) => ciColumns(t, {}, wide).reduce((sum, column) => (column.key === key ? sum : sum + Number(column.width ?? 0)), 0);

describe('the CI board columns', () => {
  it('fit 1,600 px with the side menu open and 1,280 px with it folded', () => {
    expect(ciTableWidth(true)).toBeLessThanOrEqual(room(1600, 272));
    expect(ciTableWidth(false)).toBeLessThanOrEqual(room(1280, 64));
  });

  it('leave the problem room for two lines of its 80 characters (at least 300 px) at 1,280 px and 1,600 px', () => {
    expect(room(1280, 64) - widthBeside(false, 'problem')).toBeGreaterThanOrEqual(300);
    expect(room(1600, 272) - widthBeside(true, 'problem')).toBeGreaterThanOrEqual(300);
  });

  it('show the department only in a wide window, the due date under the created date', () => {
    expect(ciColumns(t, {}, true).map((column) => column.key)).toEqual(['id', 'problem', 'status', 'dates', 'author', 'department', 'type', 'grading']);
    expect(ciColumns(t, {}, false).map((column) => column.key)).toEqual(['id', 'problem', 'status', 'dates', 'author', 'type', 'grading']);
  });

  it('keep the ID and the problem fixed on the left where the table scrolls sideways', () => {
    expect(ciColumns(t, {}, false).filter((column) => column.fixed === 'left').map((column) => column.key)).toEqual(['id', 'problem']);
  });
});
