import { useCallback } from 'react';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  PlanningTechnician,
  SaveSchedulesRequest,
  SaveSchedulesResponse,
  TrainingVacation,
  WorkOrder,
} from '@fsp/domain';
import { api } from '../lib/api-client';
import { lateCheck } from '../lib/late-check';
import { localTrainingVacation, type CodeName } from '../lib/master-data-name';
import { withRetryKey } from '../lib/retry-key';

// The zod contracts (and zod) are a chunk fetched alongside the first call, not part of the planning grid's
// first load (issue 19; docs/decisions/0020 "Side-effect free packages").
const contracts = () => import('@fsp/domain/contracts/planning');
const techniciansWithSchedulesResponse = () => contracts().then((c) => c.techniciansWithSchedulesResponse);
const saveSchedulesResponse = () => contracts().then((c) => c.saveSchedulesResponse);
const planningWorkOrdersResponse = () => contracts().then((c) => c.planningWorkOrdersResponse);
const trainingVacationsResponse = () => contracts().then((c) => c.trainingVacationsResponse);

/**
 * The planning calls several features share (server modules/planning): the grid, the assignment drawer
 * and the draft work orders read the same day and save through the same call.
 */

/** Every planning query starts with this: invalidating it reloads the grid and its tabs (after a save or discard). */
export const PLANNING_QUERY_KEY = ['planning'] as const;
const TECHNICIANS_KEY = [...PLANNING_QUERY_KEY, 'technicians'] as const;
/** Prefix of every Work orders tab query: invalidate it to reload the tab (after a save, for example). */
export const PLANNING_WORK_ORDERS_QUERY_KEY = [...PLANNING_QUERY_KEY, 'work-orders'] as const;
const TRAINING_VACATIONS_KEY = [...PLANNING_QUERY_KEY, 'training-vacations'] as const;

export const TECHNICIANS_PATH = '/api/technicians-with-schedules';

/** The body of POST /api/technicians-with-schedules: teams de-duplicated and sorted, so one selection is one request. */
export function techniciansRequest(teamIds: readonly number[], searchDate: string): { teams: { id: number }[]; searchDate: string } {
  return { teams: [...new Set(teamIds)].sort((a, b) => a - b).map((id) => ({ id })), searchDate };
}

/** POST /api/technicians-with-schedules for the teams (sorted, so one selection is one cache entry) and day. */
export function techniciansQueryOptions(teamIds: readonly number[], searchDate: string) {
  const request = techniciansRequest(teamIds, searchDate);
  const teams = request.teams.map((t) => t.id);
  return queryOptions({
    queryKey: [...TECHNICIANS_KEY, { teams, searchDate }] as const,
    // The answer for many technicians takes a while to check: the rows show first (lib/late-check.ts).
    queryFn: async ({ signal, client, queryKey }): Promise<PlanningTechnician[]> => {
      const data = await api.search(TECHNICIANS_PATH, request, { schema: techniciansWithSchedulesResponse, signal, ...lateCheck(client, queryKey) });
      return data.technicians;
    },
    // Another day or team selection keeps the old rows on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** A shown day's answer younger than this is taken from the cache when a range view moves over it (unless invalidated). */
const RANGE_DAY_FRESH_MS = 60_000;

/**
 * The range views (3 days, week; docs/decisions/0022 "Views"): one query for the shown days whose answer is
 * built from each day's own query (the Day view's, cached per day, fetched unless fresh) by `merge`.
 * Invalidating the planning key marks the days too, so a refetch after a save asks the server again.
 */
export function techniciansRangeQueryOptions(
  queryClient: QueryClient,
  teamIds: readonly number[],
  dates: readonly string[],
  merge: (days: PlanningTechnician[][]) => PlanningTechnician[],
) {
  const teams = [...new Set(teamIds)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: [...TECHNICIANS_KEY, 'range', { teams, dates }] as const,
    queryFn: async (): Promise<PlanningTechnician[]> =>
      merge(await Promise.all(dates.map((date) => queryClient.fetchQuery({ ...techniciansQueryOptions(teams, date), staleTime: RANGE_DAY_FRESH_MS })))),
    placeholderData: keepPreviousData,
  });
}

/** Spec §8: a save shows its loading message up to 30 s; the call gets a little longer than that. */
export const SAVE_TIMEOUT_MS = 60_000;

/**
 * POST /api/save-schedules. Silent: the caller words the outcome itself (spec §8 "Saving"). A save sent again
 * after it got no answer carries the same Idempotency-Key, so a save that did commit is not refused as overlaps.
 */
export function saveSchedules(body: SaveSchedulesRequest): Promise<SaveSchedulesResponse> {
  return withRetryKey('save-schedules', body, (key) =>
    api.post('/api/save-schedules', body, { schema: saveSchedulesResponse, silent: true, timeoutMs: SAVE_TIMEOUT_MS, headers: { 'Idempotency-Key': key } }),
  );
}

/** Organizations are de-duplicated and sorted so the same selection in another order hits the same cache entry. */
export function normalizeOrganizations(organizations: readonly string[]): string[] {
  return [...new Set(organizations.map((o) => o.trim()).filter((o) => o.length > 0))].sort();
}

/** POST /api/work-orders {organizations:[{orgunit}], searchDate} for the given (normalized) organizations and day. */
export function planningWorkOrdersQueryOptions(organizations: readonly string[], searchDate: string) {
  return queryOptions({
    queryKey: [...PLANNING_WORK_ORDERS_QUERY_KEY, { organizations, searchDate }] as const,
    queryFn: async ({ signal }): Promise<WorkOrder[]> => {
      const body = { organizations: organizations.map((orgunit) => ({ orgunit })), searchDate };
      // A read sent as POST: failures use the read wording of the error catalogue.
      const data = await api.search('/api/work-orders', body, { schema: planningWorkOrdersResponse, signal });
      return data.workOrders;
    },
  });
}

export function normalizeCountryCodes(countryCodes: readonly string[]): string[] {
  return [...new Set(countryCodes.map((c) => c.trim().toUpperCase()).filter((c) => c.length === 2))].sort();
}

/**
 * POST /api/training-vacations. No country codes: the body omits them and the server uses the
 * countries of the caller's organizations.
 */
function trainingVacationsQueryOptions(countryCodes: readonly string[]) {
  return queryOptions({
    queryKey: [...TRAINING_VACATIONS_KEY, { countryCodes }] as const,
    queryFn: async ({ signal }): Promise<TrainingVacation[]> => {
      const body = countryCodes.length > 0 ? { countryCodes } : {};
      // A read sent as POST: failures use the read wording of the error catalogue.
      const data = await api.search('/api/training-vacations', body, { schema: trainingVacationsResponse, signal });
      return data.trainingVacations;
    },
  });
}

/**
 * The training/vacation kinds of the countries, each named, described and typed in the reader's language by the
 * session's `codeName` (every country stores its kinds in its own language). The only way to read the list, so no
 * screen shows a kind as stored. The cache keeps the server's answer: a language change only reruns the `select`.
 */
export function useTrainingVacations(countryCodes: readonly string[], codeName: CodeName, options: { enabled?: boolean } = {}) {
  const select = useCallback((list: TrainingVacation[]) => list.map((tv) => localTrainingVacation(tv, codeName)), [codeName]);
  return useQuery({ ...trainingVacationsQueryOptions(countryCodes), select, enabled: options.enabled });
}
