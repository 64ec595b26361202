import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { CI_TABLE_WIDTH, ciColumns } from './ci-columns';

/** The page's room beside the side menu (272 px open, 64 px folded), its 20 px paddings and a 17 px window scroll bar. */
const room = (window: number, menu: number) => window - menu - 2 * 20 - 17;

describe('the CI board columns', () => {
  it('fit 1,600 px with the side menu open and 1,280 px with it folded', () => {
    expect(CI_TABLE_WIDTH).toBeLessThanOrEqual(room(1600, 272));
    expect(CI_TABLE_WIDTH).toBeLessThanOrEqual(room(1280, 64));
  });

  it('keep the ID and the problem fixed on the left where the table scrolls sideways', () => {
    const t = ((key: string) => key) as unknown as TFunction;
    expect(ciColumns(t, {}).filter((column) => column.fixed === 'left').map((column) => column.key)).toEqual(['id', 'problem']);
  });
});
