import type { QueryClient } from '@tanstack/react-query';
import { techniciansQueryOptions } from '../../api/planning';
import { LOCAL_KEYS, local } from '../../lib/storage-keys';
import { readInitialFilters } from './hooks/use-planning-filters';
import { parsePlanningView, shownDates } from './model/view';

/**
 * The grid's first read, asked for once the session allows the screen (app/router.tsx), while the frame and the
 * board still render (about half a second on the way to the first rows): the board opens on the same stored
 * filters and view, so its query has the same key and finds the answer there or on its way. A range view reads
 * its days through the board's merger and is left to the board; a filter the board then narrows (a team no longer
 * offered) reads again.
 */
export function prefetchInitialGrid(client: QueryClient): void {
  const { filters } = readInitialFilters();
  if (!filters || filters.teamIds.length === 0) return;
  const dates = shownDates(parsePlanningView(local.get(LOCAL_KEYS.planningView)), filters.date);
  if (dates.length !== 1) return;
  void client.prefetchQuery(techniciansQueryOptions(filters.teamIds, dates[0]!));
}
