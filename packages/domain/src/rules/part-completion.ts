import { containsIgnoringCase, type SearchField } from './text-search';

/** Spec part 1 §9: parts completion counts quantity only for these units; other units count as 1. */
export const PART_UNITS_COUNTED_BY_QUANTITY: readonly string[] = ['ADT', 'PC', 'M'];

/** The fields of a part line the completion and the search look at (spec part 1 §3 Part item). */
export interface PartLine {
  mainItem?: string | null;
  item?: string | null;
  material?: string | null;
  materialText?: string | null;
  orderQuantity: number | null;
  confirmedQuantity: number | null;
  serviceQuantity?: number | null;
  unit: string | null;
  status?: string | null;
  source?: string | null;
  workOrderNumber?: string | null;
}

export function isCountedByQuantity(unit: string | null | undefined): boolean {
  return PART_UNITS_COUNTED_BY_QUANTITY.includes((unit ?? '').trim().toUpperCase());
}

export interface PartCompletion {
  /** Ordered amount: quantities of ADT/PC/M lines plus 1 per other line. */
  ordered: number;
  /** Confirmed amount: confirmed quantities of ADT/PC/M lines (at most the ordered quantity) plus 1 per fully confirmed other line. */
  confirmed: number;
  /** Whole percent 0..100; null when nothing is ordered. */
  percent: number | null;
}

const amount = (value: number | null | undefined) => (value !== null && value !== undefined && Number.isFinite(value) && value > 0 ? value : 0);

/**
 * Part completion of a work order (the part-completion modal and the order's parts.orderPay / orderQuantity).
 * ADT, PC and M lines count their quantities; any other unit (L, KG, SET, ...) counts as one line, done when
 * its confirmed quantity reaches the ordered one.
 */
export function partCompletion(lines: readonly PartLine[]): PartCompletion {
  let ordered = 0;
  let confirmed = 0;
  for (const line of lines) {
    const qty = amount(line.orderQuantity);
    const conf = amount(line.confirmedQuantity);
    if (isCountedByQuantity(line.unit)) {
      ordered += qty;
      confirmed += Math.min(conf, qty);
    } else {
      ordered += 1;
      confirmed += conf >= qty && conf > 0 ? 1 : 0;
    }
  }
  const percent = ordered > 0 ? Math.floor((confirmed / ordered) * 100 + 1e-9) : null;
  return { ordered, confirmed, percent };
}

/** Completion of one line in percent (0..100), same unit rule; null when nothing is ordered. */
export function partLineCompletion(line: PartLine): number | null {
  return partCompletion([line]).percent;
}

function partSearchFields(line: PartLine): SearchField[] {
  return [line.material, line.materialText, line.mainItem, line.item, line.unit, line.status, line.source, line.workOrderNumber];
}

/**
 * The part-completion modal's search box (spec part 1 §5): a case-insensitive contains-match of the whole query
 * on the material number, material text, items, unit, status, source and order number, with the Turkish dotted
 * capital I (and ı) folded to i. An empty query keeps every line.
 */
export function filterParts<T extends PartLine>(lines: readonly T[], query: string): T[] {
  if (query.trim().length === 0) return [...lines];
  return lines.filter((line) => partSearchFields(line).some((field) => containsIgnoringCase(field, query)));
}
