import { isValidYmd, type OptionalDateRange } from '@fsp/domain';

/**
 * The planning grid's filters (spec part 1 §2 filter drawer, §5) and their two kinds of browser
 * storage:
 * - the snapshot: the whole filter, written when the page unloads or a request turns out
 *   unauthenticated, restored on the next load, applied and cleared (spec §2, §8);
 * - the remembered selection: teams and organizations only, kept while "remember my selection"
 *   is on (spec §5).
 * Pure: parsing never throws and drops anything malformed.
 */

export interface PlanningFilters {
  /** The planning day, 'YYYY-MM-DD' in the browser's zone. */
  date: string;
  teamIds: number[];
  /** The optional organization filter is in use (its checkbox). */
  organizationEnabled: boolean;
  /** Orgunits, meaningful only when organizationEnabled. */
  organizations: string[];
  /** Keep teams and organizations in browser storage. */
  remember: boolean;
  /** The Work orders tab's plan-date range, what the drawer's date-range presets set; the planning day stays. */
  planRange: OptionalDateRange;
}

export const OPEN_PLAN_RANGE: OptionalDateRange = { start: null, end: null };

export interface RememberedSelection {
  teamIds: number[];
  organizationEnabled: boolean;
  organizations: string[];
}

export const FILTER_SNAPSHOT_VERSION = 1;
/** A snapshot older than this is stale (a tab left overnight): the user starts from today instead. */
export const FILTER_SNAPSHOT_MAX_AGE_MS = 12 * 60 * 60 * 1000;

function asRecord(raw: unknown): Record<string, unknown> | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function teamIdsOf(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter((v): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647);
  return [...new Set(ids)];
}

function planRangeOf(value: unknown): OptionalDateRange {
  const record = asRecord(value);
  const day = (v: unknown) => (typeof v === 'string' && isValidYmd(v) ? v : null);
  const start = day(record?.start);
  const end = day(record?.end);
  return start !== null && end !== null && end < start ? OPEN_PLAN_RANGE : { start, end };
}

function orgunitsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 20))];
}

export function serializeFilterSnapshot(filters: PlanningFilters, savedAt: number): string {
  return JSON.stringify({ version: FILTER_SNAPSHOT_VERSION, savedAt, filters });
}

/** The stored filter, or null when absent, malformed, too old, without a date or without a team. */
export function parseFilterSnapshot(raw: unknown, now: number, maxAgeMs = FILTER_SNAPSHOT_MAX_AGE_MS): PlanningFilters | null {
  const record = asRecord(raw);
  if (!record || record.version !== FILTER_SNAPSHOT_VERSION) return null;
  if (typeof record.savedAt !== 'number' || !(now - record.savedAt <= maxAgeMs)) return null;
  const filters = asRecord(record.filters);
  if (!filters) return null;
  const date = typeof filters.date === 'string' && isValidYmd(filters.date) ? filters.date : null;
  const teamIds = teamIdsOf(filters.teamIds);
  if (date === null || teamIds.length === 0) return null;
  const organizations = orgunitsOf(filters.organizations);
  return {
    date,
    teamIds,
    organizationEnabled: filters.organizationEnabled === true && organizations.length > 0,
    organizations,
    remember: filters.remember === true,
    planRange: planRangeOf(filters.planRange),
  };
}

export function serializeRememberedSelection(filters: Pick<PlanningFilters, 'teamIds' | 'organizationEnabled' | 'organizations'>): string {
  const selection: RememberedSelection = {
    teamIds: filters.teamIds,
    organizationEnabled: filters.organizationEnabled,
    organizations: filters.organizations,
  };
  return JSON.stringify(selection);
}

/** The remembered teams and organizations, or null when nothing usable is stored. */
export function parseRememberedSelection(raw: unknown): RememberedSelection | null {
  const record = asRecord(raw);
  if (!record) return null;
  const teamIds = teamIdsOf(record.teamIds);
  if (teamIds.length === 0) return null;
  const organizations = orgunitsOf(record.organizations);
  return { teamIds, organizationEnabled: record.organizationEnabled === true && organizations.length > 0, organizations };
}

export type InitialFilterSource = 'snapshot' | 'remembered' | 'none';

/**
 * What the grid starts with: a restored snapshot first (spec: restored, applied, cleared), else the
 * remembered selection on today's date, else nothing (the page opens the filter drawer).
 */
export function initialFilters(input: { snapshot: PlanningFilters | null; remembered: RememberedSelection | null; today: string }): {
  filters: PlanningFilters | null;
  source: InitialFilterSource;
} {
  if (input.snapshot) return { filters: input.snapshot, source: 'snapshot' };
  if (input.remembered) return { filters: { date: input.today, ...input.remembered, remember: true, planRange: OPEN_PLAN_RANGE }, source: 'remembered' };
  return { filters: null, source: 'none' };
}

/**
 * Teams and organizations the user may no longer see (remembered before they left the user's scope) are dropped:
 * an organization left in the filter would show its code as a chip and ask the Work orders tab for an empty list.
 */
export function withKnownScope(filters: PlanningFilters, known: { teamIds: ReadonlySet<number>; orgunits: ReadonlySet<string> }): PlanningFilters {
  const teamIds = filters.teamIds.filter((id) => known.teamIds.has(id));
  const organizations = filters.organizations.filter((orgunit) => known.orgunits.has(orgunit));
  if (teamIds.length === filters.teamIds.length && organizations.length === filters.organizations.length) return filters;
  return { ...filters, teamIds, organizations, organizationEnabled: filters.organizationEnabled && organizations.length > 0 };
}
