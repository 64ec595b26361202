import type { TFunction } from 'i18next';
import { numberFormat } from '../lib/locale-data';

/**
 * The rows a page shows, 1-based and inclusive ('26–50 of 312'); {0, 0} for an empty result.
 * A page index past the end (the total shrank) shows the range it asked for, clipped to the total.
 */
export function showingRange(pageIndex: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0 || pageSize <= 0) return { from: 0, to: 0 };
  const from = Math.min(pageIndex * pageSize + 1, total);
  const to = Math.min((pageIndex + 1) * pageSize, total);
  return { from, to };
}

/**
 * The paginator's summary: 'No rows', '26–50 of 312', or, when the server's count stopped at its bound
 * (`totalIsLowerBound`, docs/decisions/0027-bounded-search-totals.md), '26–50 of more than 1,000' with a hint
 * that only the first `total` rows can be paged through. Numbers of the bounded text in the reader's format
 * (`locale`: an HTML language tag, e.g. 'tr' → 10.000, 'ru' → 10 000).
 */
export function pagedTableSummary(
  t: TFunction,
  locale: string,
  page: { pageIndex: number; pageSize: number; total: number; totalIsLowerBound?: boolean },
): { text: string; hint?: string } {
  const { pageIndex, pageSize, total } = page;
  if (total <= 0) return { text: t('pagedTable.none') };
  const range = showingRange(pageIndex, pageSize, total);
  if (!page.totalIsLowerBound) return { text: t('pagedTable.showing', { from: range.from, to: range.to, total }) };
  const format = numberFormat(locale);
  const bound = format.format(total);
  return {
    text: t('pagedTable.showingMoreThan', { from: format.format(range.from), to: format.format(range.to), bound }),
    hint: t('pagedTable.moreThanHint', { bound }),
  };
}
