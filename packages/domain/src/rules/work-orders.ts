import { MAX_INT } from '../contracts/common';
import { addDays, daysBetween, isValidYmd, ymdFromEpoch, type OptionalDateRange } from './date-presets';

/**
 * A work order's plan date: epoch ms like the other dates the API reads, or a calendar date
 * 'YYYY-MM-DD' (an ISO date-time string counts by its date part). Anything else counts as missing.
 */
export type PlanDate = number | string | null | undefined;

export type PlanEndTagColor = 'red' | 'yellow' | 'grey';

/** Red when the plan end is at most this many days away (overdue included). */
export const PLAN_END_RED_MAX_DAYS = 3;
/** Yellow when the plan end is fewer than this many days away. */
export const PLAN_END_YELLOW_BELOW_DAYS = 7;
/** Missing plan dates sort as if this many years ahead. */
export const MISSING_PLAN_DATE_YEARS_AHEAD = 30;

function planDateAsYmd(planDate: PlanDate, tzOffsetMinutes: number): string | null {
  if (typeof planDate === 'number') return Number.isFinite(planDate) ? ymdFromEpoch(planDate, tzOffsetMinutes) : null;
  if (typeof planDate === 'string') {
    const datePart = planDate.trim().slice(0, 10);
    return isValidYmd(datePart) ? datePart : null;
  }
  return null;
}

/**
 * Calendar days from today to the plan date in the user's zone (tzOffsetMinutes east of UTC);
 * null when the plan date is missing. Calendar days, not 24-hour blocks, because "due Friday"
 * is 3 days away on Tuesday whatever the clock says.
 */
export function daysUntilPlanDate(planDate: PlanDate, now: number, tzOffsetMinutes: number): number | null {
  const planYmd = planDateAsYmd(planDate, tzOffsetMinutes);
  if (planYmd === null) return null;
  return daysBetween(ymdFromEpoch(now, tzOffsetMinutes), planYmd);
}

/**
 * Plan-end tag colour: red at most 3 days away (overdue too, as most urgent), yellow under 7 days,
 * grey later. A missing plan end is grey, matching its sort position 30 years ahead.
 */
export function planEndTagColor(planTo: PlanDate, now: number, tzOffsetMinutes: number): PlanEndTagColor {
  const days = daysUntilPlanDate(planTo, now, tzOffsetMinutes);
  if (days === null) return 'grey';
  if (days <= PLAN_END_RED_MAX_DAYS) return 'red';
  if (days < PLAN_END_YELLOW_BELOW_DAYS) return 'yellow';
  return 'grey';
}

function thirtyYearsAhead(now: number): number {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() + MISSING_PLAN_DATE_YEARS_AHEAD);
  return date.getTime();
}

function planDateSortKey(planDate: PlanDate, missingKey: number): number {
  if (typeof planDate === 'number' && Number.isFinite(planDate)) return planDate;
  const ymd = planDateAsYmd(planDate, 0);
  if (ymd === null) return missingKey;
  const [year, month, day] = ymd.split('-').map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/**
 * A new array sorted by the chosen plan date, earliest first; missing dates count as 30 years
 * after now. The sort is stable, so equal dates keep their incoming order.
 */
export function sortByPlanDate<T extends { planFrom?: PlanDate; planTo?: PlanDate }>(
  items: readonly T[],
  field: 'planFrom' | 'planTo',
  now: number,
): T[] {
  const missingKey = thirtyYearsAhead(now);
  return items
    .map((item) => ({ item, key: planDateSortKey(item[field], missingKey) }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
}

export function sortByPlanTo<T extends { planTo?: PlanDate }>(items: readonly T[], now: number): T[] {
  return sortByPlanDate(items, 'planTo', now);
}

export const WORK_ORDER_NUMBER_MAX_LENGTH = 12;

/** Error codes rather than text so the UI can translate them. */
export type WorkOrderNumberError = 'required' | 'tooLong' | 'tooLarge';

export type WorkOrderNumberValidation =
  | { ok: true; workOrderNumber: string }
  | { ok: false; error: WorkOrderNumberError };

/**
 * The work-order-number search rule (spec part 1 §5): required, digits only, at most 12
 * characters, at most 2147483647. Non-numeric input counts as empty, so it reports 'required'.
 * Surrounding spaces are ignored (pasted numbers often carry them); leading zeros are kept.
 * Too long is reported before too large because it is the more actionable message.
 */
export function validateWorkOrderNumber(text: string | number | null | undefined): WorkOrderNumberValidation {
  const trimmed = text === null || text === undefined ? '' : String(text).trim();
  if (!/^\d+$/.test(trimmed)) return { ok: false, error: 'required' };
  if (trimmed.length > WORK_ORDER_NUMBER_MAX_LENGTH) return { ok: false, error: 'tooLong' };
  if (Number(trimmed) > MAX_INT) return { ok: false, error: 'tooLarge' };
  return { ok: true, workOrderNumber: trimmed };
}

/**
 * The form in which order numbers are compared and sorted: surrounding whitespace and leading zeros dropped, so the
 * zero-padded numbers of SAP exports ('001000012345') are the same order as '1000012345' (an all-zero number is '').
 * The server matches and sorts stored numbers by the same rule in SQL (apps/server/src/db/order-number.ts).
 */
export function workOrderNumberKey(orderNumber: string): string {
  return orderNumber.trim().replace(/^0+/, '');
}

/** POST /api/work-orders lists the orders whose plan window touches [day - 30 days, day + 90 days] (docs/api-conventions.md, Planning). */
export const WORK_ORDER_WINDOW_DAYS_BEFORE = 30;
export const WORK_ORDER_WINDOW_DAYS_AFTER = 90;

/**
 * The day to ask POST /api/work-orders for, so that its window holds the Work orders tab's plan-date range: the
 * planning day when its window does, else the window moved just enough to take in the range (its start first when
 * the range is longer than the window). An open range keeps the planning day.
 */
export function workOrderWindowDay(planningDay: string, planRange: OptionalDateRange): string {
  let day = planningDay;
  if (planRange.end !== null && planRange.end > addDays(day, WORK_ORDER_WINDOW_DAYS_AFTER)) day = addDays(planRange.end, -WORK_ORDER_WINDOW_DAYS_AFTER);
  if (planRange.start !== null && planRange.start < addDays(day, -WORK_ORDER_WINDOW_DAYS_BEFORE)) day = addDays(planRange.start, WORK_ORDER_WINDOW_DAYS_BEFORE);
  return day;
}
