import type { QueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { TECHNICIANS_PATH, techniciansQueryOptions, techniciansRequest } from '../../api/planning';
import { rememberEarlyRequest } from '../../lib/early-responses';
import { LOCAL_KEYS, local } from '../../lib/storage-keys';
import { FILTER_SNAPSHOT_MAX_AGE_MS, initialFilters, parseFilterSnapshot, parseRememberedSelection, type InitialFilterSource, type PlanningFilters } from './model/filters';
import { parsePlanningView, shownDates } from './model/view';

/** The filters the grid opens on (hooks/use-planning-filters.ts): read by the board, and ahead of it by its first read. */
export function readInitialFilters(): { filters: PlanningFilters | null; source: InitialFilterSource } {
  return initialFilters({
    snapshot: parseFilterSnapshot(local.get(LOCAL_KEYS.planningFilters), Date.now()),
    remembered: parseRememberedSelection(local.get(LOCAL_KEYS.planningRememberedSelection)),
    today: dayjs().format('YYYY-MM-DD'),
  });
}

/**
 * The day and teams the board reads first when it opens on the stored filters and view; null without filters or
 * in a range view (it reads its days through the board's merger).
 */
function initialGridRead(): { teamIds: readonly number[]; date: string; source: InitialFilterSource } | null {
  const { filters, source } = readInitialFilters();
  if (!filters || filters.teamIds.length === 0) return null;
  const dates = shownDates(parsePlanningView(local.get(LOCAL_KEYS.planningView)), filters.date);
  return dates.length === 1 ? { teamIds: filters.teamIds, date: dates[0]!, source } : null;
}

/**
 * The grid's first read, asked for once the session allows the screen (app/router.tsx), while the frame and the
 * board still render: the board opens on the same stored filters and view, so its query has the same key and
 * finds the answer there or on its way (or takes the one the early entry asked for, below). A filter the board
 * then narrows (a team no longer offered) reads again.
 */
export function prefetchInitialGrid(client: QueryClient): void {
  const read = initialGridRead();
  if (read) void client.prefetchQuery(techniciansQueryOptions(read.teamIds, read.date));
}

/**
 * Once the board stored its filters (on leaving, on unload, before a sign-in redirect): the first read of the next
 * full load of `pathname`, for the early entry to send before the app runs. Only a stored snapshot says what that
 * read is, and only while it is fresh (the remembered teams open on whatever day the next load is).
 */
export function rememberInitialGridRead(pathname: string): void {
  const read = initialGridRead();
  rememberEarlyRequest(
    read?.source === 'snapshot'
      ? { pathname, method: 'POST', path: TECHNICIANS_PATH, body: JSON.stringify(techniciansRequest(read.teamIds, read.date)), until: Date.now() + FILTER_SNAPSHOT_MAX_AGE_MS }
      : null,
  );
}
