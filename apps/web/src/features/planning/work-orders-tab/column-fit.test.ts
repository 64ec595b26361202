import { describe, expect, it } from 'vitest';
import { ACTIONS_COLUMN_WIDTH, EXPAND_COLUMN_WIDTH, WORK_ORDER_COLUMN_SIZES, fitColumnWidths, workOrderTableLayout, type ScrollingColumn } from './column-fit';
import type { WorkOrderColumnKey } from './work-order-columns';

const fixed = (width: number): ScrollingColumn => ({ width, flexible: false });
const flexible = (width: number): ScrollingColumn => ({ width, flexible: true });
const sum = (widths: readonly number[]) => widths.reduce((a, b) => a + b, 0);

/** Where each column starts and ends, from the band's left edge. */
function edges(widths: readonly number[]): { start: number; end: number }[] {
  let x = 0;
  return widths.map((width) => ({ start: x, end: (x += width) }));
}

/** The columns a screen [from, from + band) cuts: partly inside it and partly outside. */
function cutColumns(widths: readonly number[], from: number, band: number): number[] {
  const to = from + band;
  return edges(widths)
    .map((edge, index) => ({ ...edge, index }))
    .filter(({ start, end }) => start < to && end > from && (start < from || end > to))
    .map(({ index }) => index);
}

describe('fitColumnWidths', () => {
  it('fills the band when the columns fit, giving the spare width to the flexible ones by their widths', () => {
    const widths = fitColumnWidths([fixed(100), flexible(200), fixed(80), flexible(100)], 580);
    expect(sum(widths)).toBe(580);
    expect(widths).toEqual([100, 266, 80, 134]);
  });

  it('spreads over every column when none is flexible', () => {
    expect(sum(fitColumnWidths([fixed(100), fixed(100)], 250))).toBe(250);
  });

  it('makes the first and the last screen of a scrolling table hold whole columns', () => {
    const columns = [flexible(200), flexible(240), fixed(130), fixed(80), fixed(70), flexible(200), fixed(112), fixed(110), flexible(180)];
    const band = 738;
    const widths = fitColumnWidths(columns, band);
    expect(sum(widths)).toBeGreaterThan(band);
    expect(cutColumns(widths, 0, band)).toEqual([]);
    expect(cutColumns(widths, sum(widths) - band, band)).toEqual([]);
    // Only flexible columns grew, and none shrank.
    widths.forEach((width, index) => {
      if (columns[index].flexible) expect(width).toBeGreaterThanOrEqual(columns[index].width);
      else expect(width).toBe(columns[index].width);
    });
  });

  it('keeps both screens whole for any band between one column and the whole table', () => {
    const columns = [flexible(150), fixed(125), fixed(72), fixed(64), flexible(150), fixed(100), fixed(110), flexible(130)];
    for (let band = 160; band < sum(columns.map((c) => c.width)); band += 7) {
      const widths = fitColumnWidths(columns, band);
      expect(cutColumns(widths, 0, band), `first screen at ${band}`).toEqual([]);
      expect(cutColumns(widths, sum(widths) - band, band), `last screen at ${band}`).toEqual([]);
    }
  });

  it('rounds up fractional measured widths and floors the band', () => {
    const widths = fitColumnWidths([flexible(99.2), fixed(50.5)], 300.8);
    expect(widths).toEqual([249, 51]);
  });

  it('leaves the widths alone when a column is wider than the band, or the band is not measured yet', () => {
    expect(fitColumnWidths([fixed(300), flexible(100)], 200)).toEqual([300, 100]);
    expect(fitColumnWidths([flexible(100), fixed(300)], 200)).toEqual([100, 300]);
    expect(fitColumnWidths([flexible(100), fixed(120)], 0)).toEqual([100, 120]);
  });
});

describe('workOrderTableLayout', () => {
  const order = Object.keys(WORK_ORDER_COLUMN_SIZES) as WorkOrderColumnKey[];
  const least = sum(order.map((key) => WORK_ORDER_COLUMN_SIZES[key].width));

  it('fills a wide box exactly, the spare width going to the wrapping columns', () => {
    const { widths, scrollWidth } = workOrderTableLayout(order, { readOnly: false, boxWidth: 1600, headerWidths: {} });
    expect(scrollWidth).toBe(1600);
    expect(EXPAND_COLUMN_WIDTH + sum(order.map((key) => widths[key])) + ACTIONS_COLUMN_WIDTH).toBe(1600);
    expect(widths.orderNumber).toBe(WORK_ORDER_COLUMN_SIZES.orderNumber.width);
    expect(widths.planTo).toBe(WORK_ORDER_COLUMN_SIZES.planTo.width);
    expect(widths.description).toBeGreaterThan(WORK_ORDER_COLUMN_SIZES.description.width);
  });

  it('widens a column to its header text, and leaves out the actions column for a reader', () => {
    const { widths, scrollWidth } = workOrderTableLayout(order, { readOnly: true, boxWidth: 0, headerWidths: { planFrom: 111.4, code: 20 } });
    expect(widths.planFrom).toBe(112);
    expect(widths.code).toBe(WORK_ORDER_COLUMN_SIZES.code.width);
    expect(scrollWidth).toBe(EXPAND_COLUMN_WIDTH + least - WORK_ORDER_COLUMN_SIZES.planFrom.width + 112);
  });

  it('keeps the leading column (whichever the user put first) out of the fitting: it stays fixed on the left', () => {
    const moved: WorkOrderColumnKey[] = ['customer', ...order.filter((key) => key !== 'customer')];
    const boxWidth = 900;
    const { widths } = workOrderTableLayout(moved, { readOnly: false, boxWidth, headerWidths: {} });
    expect(widths.customer).toBe(WORK_ORDER_COLUMN_SIZES.customer.width);
    const band = boxWidth - EXPAND_COLUMN_WIDTH - widths.customer - ACTIONS_COLUMN_WIDTH;
    const scrolling = moved.slice(1).map((key) => widths[key]);
    expect(cutColumns(scrolling, 0, band)).toEqual([]);
    expect(cutColumns(scrolling, sum(scrolling) - band, band)).toEqual([]);
  });
});
