import dayjs from 'dayjs';
import type { WorkOrderPlannedItem } from '@fsp/domain';
import { PART1_DATE_TIME_FORMAT, TIME_FORMAT } from '../../../lib/date-formats';

/**
 * The planned item the drawer's tabs show: the one the user chose while it is still listed, else the order's only
 * planned item (nothing to choose between), else none.
 */
export function chosenPlannedItem(items: readonly WorkOrderPlannedItem[], chosenId: number | null): WorkOrderPlannedItem | null {
  const chosen = chosenId === null ? undefined : items.find((item) => item.id === chosenId);
  if (chosen) return chosen;
  return items.length === 1 ? items[0]! : null;
}

/**
 * Where the item is on the planning grid: its start day (the browser's zone, as the grid's day) and its technician's
 * team. None for a deleted item (the grid does not show it) or a technician without a team (no grid row).
 */
export function gridOpeningOf(item: WorkOrderPlannedItem): { date: string; teamId: number } | null {
  if (item.deleted || item.team === null) return null;
  return { date: dayjs(item.startDate).format('YYYY-MM-DD'), teamId: item.team.id };
}

/** "2026-03-02 08:00 – 10:00": the end's day is written only when it is another. */
export function plannedRange(item: Pick<WorkOrderPlannedItem, 'startDate' | 'endDate'>): string {
  const start = dayjs(item.startDate);
  const end = dayjs(item.endDate);
  return `${start.format(PART1_DATE_TIME_FORMAT)} – ${end.format(end.isSame(start, 'day') ? TIME_FORMAT : PART1_DATE_TIME_FORMAT)}`;
}
