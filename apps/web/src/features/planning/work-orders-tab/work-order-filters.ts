import {
  createWordMatcher,
  sortByPlanDate,
  sortByPlanTo,
  workOrderNumberKey,
  ymdFromEpoch,
  type SearchField,
  type WorkOrder,
} from '@fsp/domain';
import type { Session } from '../../session';

/**
 * The Work orders tab's list logic (spec part 1 §2 "Work orders tab", §5, §9), pure so it is
 * unit-tested without a DOM: text search, the work-order-number search, the quick filters (plan
 * date range, SIM stage) and the sort.
 */

/** The SIM stages the quick filter offers, in code order. */
export const SIM_STAGE_CODES = ['0010', '0020', '0080', '0160'] as const;
export type SimStageCode = (typeof SIM_STAGE_CODES)[number];
/** Spec §9: default SIM stage filter 0020, 0080, 0010, 0160. */
export const DEFAULT_SIM_STAGES: readonly SimStageCode[] = ['0020', '0080', '0010', '0160'];

export function isSimStageCode(code: string | null | undefined): code is SimStageCode {
  return (SIM_STAGE_CODES as readonly (string | null | undefined)[]).includes(code);
}

/** planTo: by plan end (the spec's default order); planFrom: by plan start. */
export type WorkOrderSort = 'planTo' | 'planFrom';
export const DEFAULT_WORK_ORDER_SORT: WorkOrderSort = 'planTo';

/** Calendar dates 'YYYY-MM-DD'; either bound may be open. */
export interface PlanDateRange {
  start: string | null;
  end: string | null;
}

export interface WorkOrderQuickFilters {
  planRange: PlanDateRange;
  sort: WorkOrderSort;
  /** Empty: every stage (and orders without one). */
  simStages: readonly string[];
}

export const DEFAULT_QUICK_FILTERS: WorkOrderQuickFilters = {
  planRange: { start: null, end: null },
  sort: DEFAULT_WORK_ORDER_SORT,
  simStages: DEFAULT_SIM_STAGES,
};

export interface WorkOrderListView {
  /** The debounced text of the search box. */
  text: string;
  /** A validated work-order number (validateWorkOrderNumber), or null when that search is not active. */
  orderNumber: string | null;
  quick: WorkOrderQuickFilters;
}

/** True when the quick filters differ from their defaults (the toggle shows a marker then). */
export function quickFiltersActive(quick: WorkOrderQuickFilters): boolean {
  const stages = new Set(quick.simStages);
  const sameStages = stages.size === DEFAULT_SIM_STAGES.length && DEFAULT_SIM_STAGES.every((s) => stages.has(s));
  return quick.planRange.start !== null || quick.planRange.end !== null || quick.sort !== DEFAULT_WORK_ORDER_SORT || !sameStages;
}

type SearchableOrder = Pick<
  WorkOrder,
  | 'orderNumber'
  | 'customer'
  | 'description'
  | 'serialNumber'
  | 'modelNumber'
  | 'code'
  | 'codeTxt'
  | 'segmentCode'
  | 'jobCode'
  | 'jobCodeTxt'
  | 'componentCode'
  | 'componentCodeTxt'
  | 'workOrderItems'
>;

/**
 * What the text search looks at: order number, customer, description, serial number, model number, and the
 * order type, component and job of the order and its items, each as its code and as the name the reader reads
 * (session.codeName, decision 0024). The CRM's carried text counts only where it is that name: a Russian
 * reader must find "Ремонт в мастерской", and not a row by its Turkish "Atölye Onarım" they never see.
 */
export function workOrderSearchFields(order: SearchableOrder, codeName: Session['codeName']): SearchField[] {
  const named = (map: 'component' | 'jobCode', code: string | null, carried: string | null) => [code, codeName(map, code, carried)];
  return [
    order.orderNumber,
    order.customer,
    order.description,
    order.serialNumber,
    order.modelNumber,
    order.code,
    codeName('orderType', order.code, order.codeTxt),
    order.segmentCode,
    ...named('jobCode', order.jobCode, order.jobCodeTxt),
    ...named('component', order.componentCode, order.componentCodeTxt),
    ...order.workOrderItems.flatMap((item) => [
      item.segmentCode,
      ...named('jobCode', item.jobCode, item.jobCodeTxt),
      ...named('component', item.componentCode, item.componentCodeTxt),
    ]),
  ];
}

/**
 * Order numbers compare as numbers written in digits: '12345' finds '000000012345'
 * (CRM numbers are often zero-padded), but not '123456'. The server's searches use the same rule.
 */
export function sameOrderNumber(orderNumber: string, searched: string): boolean {
  return workOrderNumberKey(orderNumber) === workOrderNumberKey(searched);
}

function dayOf(epochMs: number | null, tzOffsetMinutes: number): string | null {
  return epochMs === null || !Number.isFinite(epochMs) ? null : ymdFromEpoch(epochMs, tzOffsetMinutes);
}

/**
 * The plan range keeps orders planned inside it: plan start on or after the range start, plan
 * end on or before the range end, as calendar days in the user's zone. An order without the
 * bounded date is left out while that bound is set.
 */
export function withinPlanRange(
  order: Pick<WorkOrder, 'planFrom' | 'planTo'>,
  range: PlanDateRange,
  tzOffsetMinutes: number,
): boolean {
  if (range.start !== null) {
    const from = dayOf(order.planFrom, tzOffsetMinutes);
    if (from === null || from < range.start) return false;
  }
  if (range.end !== null) {
    const to = dayOf(order.planTo, tzOffsetMinutes);
    if (to === null || to > range.end) return false;
  }
  return true;
}

/** An empty selection keeps every order; otherwise the order's stage must be selected. */
export function inSimStages(order: Pick<WorkOrder, 'simStage'>, stages: readonly string[]): boolean {
  return stages.length === 0 || (order.simStage !== null && stages.includes(order.simStage));
}

export function sortWorkOrders<T extends Pick<WorkOrder, 'planFrom' | 'planTo'>>(orders: readonly T[], sort: WorkOrderSort, now: number): T[] {
  return sort === 'planFrom' ? sortByPlanDate(orders, 'planFrom', now) : sortByPlanTo(orders, now);
}

export interface ListContext {
  now: number;
  /** Minutes east of UTC, as sent in X-Timezone-Offset. */
  tzOffsetMinutes: number;
  /** The session's master-data names in the reader's language: the text search matches what the table shows. */
  codeName: Session['codeName'];
}

type ListedOrder = SearchableOrder & Pick<WorkOrder, 'planFrom' | 'planTo' | 'simStage'>;

/**
 * The rows the table shows. A work-order-number search finds that order whatever the other
 * filters say (the dispatcher asked for one order by name); otherwise the text search and
 * the quick filters all apply. Then the chosen sort.
 */
export function selectWorkOrders<T extends ListedOrder>(orders: readonly T[], view: WorkOrderListView, ctx: ListContext): T[] {
  let rows: T[];
  if (view.orderNumber !== null) {
    const searched = view.orderNumber;
    rows = orders.filter((order) => sameOrderNumber(order.orderNumber, searched));
  } else {
    const matches = createWordMatcher(view.text);
    rows = orders.filter(
      (order) =>
        inSimStages(order, view.quick.simStages) &&
        withinPlanRange(order, view.quick.planRange, ctx.tzOffsetMinutes) &&
        matches(workOrderSearchFields(order, ctx.codeName)),
    );
  }
  return sortWorkOrders(rows, view.quick.sort, ctx.now);
}
