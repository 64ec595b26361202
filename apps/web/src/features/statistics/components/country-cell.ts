import type { TFunction } from 'i18next';

/**
 * A country cell: "active / total" as the header's second line names them, and spelt out for a tooltip and a
 * screen reader ("0 / 146" alone reads as either order). A country without figures that day is a dash.
 */
export function countryCell(t: TFunction, counts: { active: number; total: number } | undefined): { text: string; label: string } {
  if (!counts) return { text: '–', label: t('statistics.table.noFigures') };
  return { text: `${counts.active} / ${counts.total}`, label: t('statistics.table.countryCell', { active: counts.active, total: counts.total }) };
}
