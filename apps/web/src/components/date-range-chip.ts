import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

/** The date chip's text: a one-day range once ("Date: 06 December 2026"), else from – to; `format`: the screen's day format. */
export function dateRangeChipLabel(t: TFunction, start: string, end: string, format: string): string {
  const [from, to] = [dayjs(start).format(format), dayjs(end).format(format)];
  return from === to ? t('listFilters.chips.day', { date: from }) : t('listFilters.chips.date', { start: from, end: to });
}
