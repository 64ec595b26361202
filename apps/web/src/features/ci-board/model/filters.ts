import { addDays, CI_STATUSES, isValidYmd, type CiExportRequest, type CiListRequest, type CiStatus } from '@fsp/domain';

/** The CI board filter as the screen holds it (dates YYYY-MM-DD; the API gets YYYYMMDD). */
export interface CiFilters {
  createdStart: string | null;
  createdEnd: string | null;
  updatedStart: string | null;
  updatedEnd: string | null;
  dueStart: string | null;
  dueEnd: string | null;
  organizations: string[];
  department: string | null;
  userName: string;
  gradingType: string | null;
  status: CiStatus | null;
  isgType: string | null;
  suggestionTypeList: string[];
  bestPractice: boolean | null;
  isGraded: boolean | null;
  serialNumber: string;
  workOrderNo: string;
  /** The active quick filter (1–8), applied over the rest; null = none. */
  quick: CiQuickFilter | null;
}

export const CI_QUICK_FILTERS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type CiQuickFilter = (typeof CI_QUICK_FILTERS)[number];

/** Spec part 2 §9: the CI board's default range is one month ago to today. */
export function emptyCiFilters(today: string): CiFilters {
  return {
    createdStart: monthsBack(today, 1),
    createdEnd: today,
    updatedStart: null,
    updatedEnd: null,
    dueStart: null,
    dueEnd: null,
    organizations: [],
    department: null,
    userName: '',
    gradingType: null,
    status: null,
    isgType: null,
    suggestionTypeList: [],
    bestPractice: null,
    isGraded: null,
    serialNumber: '',
    workOrderNo: '',
    quick: null,
  };
}

/** The same day `months` months earlier (clamped to the month's last day). */
export function monthsBack(ymd: string, months: number): string {
  const [y, m, d] = ymd.split('-').map(Number);
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

export interface CiFilterErrors {
  created?: 'endBeforeStart';
  updated?: 'endBeforeStart';
  due?: 'endBeforeStart';
}

/** Spec part 2 §5 "CI filter": no end before its start. */
export function validateCiFilters(f: CiFilters): CiFilterErrors {
  const errors: CiFilterErrors = {};
  const bad = (start: string | null, end: string | null) => start !== null && end !== null && end < start;
  if (bad(f.createdStart, f.createdEnd)) errors.created = 'endBeforeStart';
  if (bad(f.updatedStart, f.updatedEnd)) errors.updated = 'endBeforeStart';
  if (bad(f.dueStart, f.dueEnd)) errors.due = 'endBeforeStart';
  return errors;
}

/** What quick filters need to know: today, the user and the type codes. */
export interface QuickFilterContext {
  today: string;
  username: string;
  wasteTypes: readonly string[];
  isgTypes: readonly string[];
}

/** The filter with the active quick filter applied over it (spec part 2 §4 "CI quick filters"). */
export function applyQuickFilter(f: CiFilters, ctx: QuickFilterContext): CiFilters {
  const firstOfMonth = `${ctx.today.slice(0, 8)}01`;
  switch (f.quick) {
    case 1: {
      const lastMonthEnd = addDays(firstOfMonth, -1);
      return { ...f, createdStart: `${lastMonthEnd.slice(0, 8)}01`, createdEnd: lastMonthEnd };
    }
    case 2:
      return { ...f, createdStart: firstOfMonth, createdEnd: ctx.today };
    case 3:
      return { ...f, status: 'LIVE' };
    case 4:
      return { ...f, userName: ctx.username.toLocaleUpperCase('tr') };
    case 5:
      return { ...f, status: 'WAITING_APPROVAL' };
    case 6:
      return { ...f, status: 'APPROVED' };
    case 7:
      return { ...f, suggestionTypeList: [...ctx.isgTypes] };
    case 8:
      return { ...f, suggestionTypeList: [...ctx.wasteTypes] };
    default:
      return f;
  }
}

/** The criteria each quick filter replaces: while it is on, their own chips would state what the list does not apply. */
export const CI_QUICK_FILTER_REPLACES: Readonly<Record<CiQuickFilter, readonly (keyof CiFilters)[]>> = {
  1: ['createdStart', 'createdEnd'],
  2: ['createdStart', 'createdEnd'],
  3: ['status'],
  4: ['userName'],
  5: ['status'],
  6: ['status'],
  7: ['suggestionTypeList'],
  8: ['suggestionTypeList'],
};

/** A second click on the active quick filter clears it. */
export const toggleQuickFilter = (f: CiFilters, quick: CiQuickFilter): CiFilters => ({ ...f, quick: f.quick === quick ? null : quick });

const compact = (ymd: string | null) => (ymd ? ymd.replaceAll('-', '') : null);
const text = (v: string) => (v.trim() ? v.trim() : null);

/** POST /api/ciBoard/export body: the (quick-filtered) filter of one country without paging. */
export function toCiExportRequest(f: CiFilters, countryCode: string | null, ctx: QuickFilterContext): CiExportRequest {
  const q = applyQuickFilter(f, ctx);
  return {
    createdDateStart: compact(q.createdStart),
    createdDateEnd: compact(q.createdEnd),
    updatedDateStart: compact(q.updatedStart),
    updatedDateEnd: compact(q.updatedEnd),
    dueDateStart: compact(q.dueStart),
    dueDateEnd: compact(q.dueEnd),
    organizations: [...q.organizations],
    department: q.department,
    userName: text(q.userName)?.toLocaleUpperCase('tr'),
    gradingType: q.gradingType,
    status: q.status,
    isgType: q.isgType,
    suggestionTypeList: [...q.suggestionTypeList],
    countryCode,
    bestPractice: q.bestPractice,
    isGraded: q.isGraded,
    serialNumber: text(q.serialNumber) ?? undefined,
    workOrderNo: text(q.workOrderNo),
  };
}

export function toCiListRequest(f: CiFilters, countryCode: string | null, ctx: QuickFilterContext, index: number, limit: number): CiListRequest {
  return { ...toCiExportRequest(f, countryCode, ctx), index, limit };
}

/** Spec part 2 §7: the export is saved as report plus the start and end dates. */
export const ciExportFileName = (request: CiExportRequest) => `report_${request.createdDateStart ?? 'all'}-${request.createdDateEnd ?? 'all'}.xlsx`;

/**
 * Organizations no longer offered (a stored filter that outlived the user's scope) are dropped: kept, they showed as a
 * bare code chip and the board listed nothing.
 */
export function withKnownOrganizations(f: CiFilters, offered: readonly { orgunit: string }[]): CiFilters {
  const organizations = f.organizations.filter((o) => offered.some((x) => x.orgunit === o));
  return organizations.length === f.organizations.length ? f : { ...f, organizations };
}

/** The filter as local storage keeps it, with the day the board was opened (`savedOn`, see restoreCiFilters). */
export const storeCiFilters = (f: CiFilters, openedOn: string): string => JSON.stringify({ ...f, savedOn: openedOn });

/**
 * A stored filter (local storage) read back; anything unreadable falls back to the defaults. A created range still
 * the default of the day it was stored (a month up to that day) becomes today's: kept as it was, it hid every
 * suggestion made since, the user's own new one included. A range the user chose stays as chosen.
 */
export function restoreCiFilters(stored: string | null, today: string): CiFilters {
  const fallback = emptyCiFilters(today);
  if (!stored) return fallback;
  try {
    const { savedOn, ...parsed } = JSON.parse(stored) as Partial<CiFilters> & { savedOn?: unknown };
    const merged: CiFilters = { ...fallback, ...parsed };
    if (typeof savedOn === 'string' && isValidYmd(savedOn)) {
      const then = emptyCiFilters(savedOn);
      if (merged.createdStart === then.createdStart && merged.createdEnd === then.createdEnd) Object.assign(merged, { createdStart: fallback.createdStart, createdEnd: fallback.createdEnd });
    }
    const dates = [merged.createdStart, merged.createdEnd, merged.updatedStart, merged.updatedEnd, merged.dueStart, merged.dueEnd];
    if (dates.some((d) => d !== null && (typeof d !== 'string' || !isValidYmd(d)))) return fallback;
    if (merged.status !== null && !CI_STATUSES.includes(merged.status)) return fallback;
    if (!Array.isArray(merged.organizations) || !Array.isArray(merged.suggestionTypeList)) return fallback;
    if (merged.quick !== null && !CI_QUICK_FILTERS.includes(merged.quick)) merged.quick = null;
    return merged;
  } catch {
    return fallback;
  }
}
