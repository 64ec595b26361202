import type { WorkOrderColumnKey } from './work-order-columns';

/** A column that scrolls sideways: its least width, and whether it may take spare width (wrapping text). */
export interface ScrollingColumn {
  width: number;
  flexible: boolean;
}

function total(widths: readonly number[]): number {
  return widths.reduce((sum, width) => sum + width, 0);
}

/**
 * Adds `extra` pixels to the columns at `indices`: to the flexible ones in proportion to their widths, or to all of
 * them when none is flexible. Whole pixels; the rounding remainder goes to the last one.
 */
function spread(widths: number[], columns: readonly ScrollingColumn[], indices: readonly number[], extra: number): void {
  if (indices.length === 0 || extra <= 0) return;
  const flexible = indices.filter((index) => columns[index].flexible);
  const takers = flexible.length > 0 ? flexible : indices;
  const base = total(takers.map((index) => widths[index]));
  let given = 0;
  takers.forEach((index, position) => {
    const share = position === takers.length - 1 ? extra - given : Math.floor((extra * widths[index]) / base);
    widths[index] += share;
    given += share;
  });
}

/**
 * The widths of the columns between a table's fixed columns, for a band of `band` pixels between them. A table
 * that fits fills the band. A wider one scrolls, and is widened so that its first screen (scrolled to the start)
 * and its last (scrolled to the end) each hold whole columns: each screen's spare width goes to columns seen on
 * that screen only, so neither screen ends in a sliver of a column that is cut off. A column wider than the band
 * on its own leaves the widths as they are (no screen can hold it whole).
 */
export function fitColumnWidths(columns: readonly ScrollingColumn[], band: number): number[] {
  const widths = columns.map((column) => Math.ceil(column.width));
  const room = Math.floor(band);
  const count = widths.length;
  const all = widths.map((_, index) => index);
  if (count === 0 || room <= 0) return widths;
  if (total(widths) <= room) {
    spread(widths, columns, all, room - total(widths));
    return widths;
  }
  // The first screen holds columns [0, firstEnd), the last one [lastStart, count).
  let firstEnd = 0;
  let firstUsed = 0;
  while (firstUsed + widths[firstEnd] <= room) firstUsed += widths[firstEnd++];
  let lastStart = count;
  let lastUsed = 0;
  while (lastUsed + widths[lastStart - 1] <= room) lastUsed += widths[--lastStart];
  if (firstEnd === 0 || lastStart === count) return widths;
  const firstOnly = all.filter((index) => index < Math.min(firstEnd, lastStart));
  const lastOnly = all.filter((index) => index >= Math.max(firstEnd, lastStart));
  spread(widths, columns, firstOnly, room - firstUsed);
  spread(widths, columns, lastOnly, room - lastUsed);
  return widths;
}

/**
 * Each data column's least width (its header may ask for more) and whether it takes spare width. Together with the
 * headers they fit a 1600 px window beside the side menu in en, tr and ru; narrower windows scroll.
 */
export const WORK_ORDER_COLUMN_SIZES: Readonly<Record<WorkOrderColumnKey, ScrollingColumn>> = {
  orderNumber: { width: 96, flexible: false },
  customer: { width: 150, flexible: true },
  description: { width: 160, flexible: true },
  serialNumber: { width: 125, flexible: false },
  modelNumber: { width: 68, flexible: false },
  code: { width: 56, flexible: false },
  simStage: { width: 150, flexible: true },
  planFrom: { width: 92, flexible: false },
  planTo: { width: 100, flexible: false },
  assigned: { width: 125, flexible: true },
};
export const EXPAND_COLUMN_WIDTH = 40;
export const ACTIONS_COLUMN_WIDTH = 56;

export interface WorkOrderTableLayout {
  widths: Readonly<Record<WorkOrderColumnKey, number>>;
  /** The table's whole width (scroll.x); the box's width when it fits. */
  scrollWidth: number;
}

/**
 * The Work orders table in a box `boxWidth` wide: every column at least as wide as its header's one-line text
 * (`headerWidths`, measured, padding included), the leading column with the expand button fixed on the left and
 * the add button on the right, and the columns between them fitted to the band left (fitColumnWidths).
 */
export function workOrderTableLayout(
  order: readonly WorkOrderColumnKey[],
  options: { readOnly: boolean; boxWidth: number; headerWidths: Readonly<Partial<Record<string, number>>> },
): WorkOrderTableLayout {
  const least = (key: WorkOrderColumnKey) => Math.max(WORK_ORDER_COLUMN_SIZES[key].width, Math.ceil(options.headerWidths[key] ?? 0));
  const [lead, ...scrolling] = order;
  const fixedWidth = EXPAND_COLUMN_WIDTH + least(lead) + (options.readOnly ? 0 : ACTIONS_COLUMN_WIDTH);
  const fitted = fitColumnWidths(
    scrolling.map((key) => ({ width: least(key), flexible: WORK_ORDER_COLUMN_SIZES[key].flexible })),
    options.boxWidth - fixedWidth,
  );
  const widths = Object.fromEntries([[lead, least(lead)], ...scrolling.map((key, index) => [key, fitted[index]])]) as Record<WorkOrderColumnKey, number>;
  return { widths, scrollWidth: fixedWidth + total(fitted) };
}
