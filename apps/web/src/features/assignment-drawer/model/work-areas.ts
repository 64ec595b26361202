import type { CodeName } from '../../../lib/master-data-name';

/**
 * A service centre's work areas as the reader reads them: each named from the workArea map (keyed by the stored name,
 * decision 0024), else as stored, and in the order of those names (numbers by value, then by id): the server's order
 * is that of the stored names, in the centre's language. `locale` an HTML language tag.
 */
export function localWorkAreas<T extends { areaId: number; areaName: string }>(areas: readonly T[], codeName: CodeName, locale: string): T[] {
  const collator = new Intl.Collator(locale, { numeric: true });
  return areas.map((area) => ({ ...area, areaName: codeName('workArea', area.areaName, area.areaName) })).sort((a, b) => collator.compare(a.areaName, b.areaName) || a.areaId - b.areaId);
}
