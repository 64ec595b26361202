import { z } from 'zod';
import { WORKING_STATUSES } from '../codes';
import { MAX_INT } from './common';

/** Page sizes of the work-order search and the draft list (spec part 1 §9). */
export const SEARCH_PAGE_SIZES = [25, 50, 100, 250] as const;

export const WORK_ORDER_NO_MESSAGES = {
  required: 'Work Order No is required!',
  numeric: 'Work Order No must contain digits only.',
  tooLong: 'Work Order No can be a maximum of 12 characters.',
  tooLarge: `Work Order No is too large: the value must not exceed ${MAX_INT}.`,
} as const;

/**
 * Work order number search (spec part 1 §5): digits only, at most 12 characters, at most MAX_INT.
 * Absent or null means "no filter"; a blank text is refused as required.
 */
export const workOrderNoFilter = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .superRefine((v, ctx) => {
    if (v === '') ctx.addIssue({ code: 'custom', message: WORK_ORDER_NO_MESSAGES.required });
    else if (!/^\d+$/.test(v)) ctx.addIssue({ code: 'custom', message: WORK_ORDER_NO_MESSAGES.numeric });
    else if (v.length > 12) ctx.addIssue({ code: 'custom', message: WORK_ORDER_NO_MESSAGES.tooLong });
    else if (Number(v) > MAX_INT) ctx.addIssue({ code: 'custom', message: WORK_ORDER_NO_MESSAGES.tooLarge });
  })
  .nullish();

/** A contains-match text filter (serial or model number); blank counts as absent. */
export const containsFilter = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be a maximum of ${max} characters.`)
    .nullish()
    .transform((v) => (v ? v : undefined));

/** 0-based page number. */
export const pageIndex = z.number().int().min(0).max(1_000_000).default(0);

export const pageLimit = <T extends readonly number[]>(sizes: T, fallback: T[number]) =>
  z
    .number()
    .int()
    .refine((n) => sizes.includes(n), `limit must be one of ${sizes.join(', ')}`)
    .default(fallback);

export const workOrderSearchRequest = z.object({
  /** Customer numbers; empty = any customer. */
  customers: z.array(z.string().trim().min(1).max(40)).max(200).default([]),
  /** Orgunits; empty = every organization in the caller's scope. Organizations outside the scope are ignored. */
  organizations: z.array(z.string().trim().min(1).max(20)).max(500).default([]),
  index: pageIndex,
  limit: pageLimit(SEARCH_PAGE_SIZES, 25),
  seriNo: containsFilter(30, 'Serial number'),
  modelNo: containsFilter(100, 'Model number'),
  onlyMDA: z.boolean().nullish(),
  onlyAssigned: z.boolean().nullish(),
  workOrderNo: workOrderNoFilter,
});
export type WorkOrderSearchRequest = z.infer<typeof workOrderSearchRequest>;

/** Work-order search row (spec part 1 §3). */
export const workOrderSearchRow = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  code: z.string().nullable(),
  status: z.string().nullable(),
  statusTxt: z.string().nullable(),
  customer: z.string(),
  customerNumber: z.string(),
  modelNumber: z.string().nullable(),
  serialNumber: z.string().nullable(),
  description: z.string().nullable(),
});
export type WorkOrderSearchRow = z.infer<typeof workOrderSearchRow>;

/**
 * true when the count stopped at the server's bound (SEARCH_TOTAL_BOUND, default 1,000): more than totalRowCount
 * rows match and totalRowCount is the bound; pages past it can still be asked for. false: totalRowCount is exact
 * (docs/decisions/0027-bounded-search-totals.md).
 */
export const totalRowCountIsLowerBound = z
  .boolean()
  .describe('true: more than totalRowCount rows match (the count stopped at the bound, SEARCH_TOTAL_BOUND); false: totalRowCount is exact');

export const workOrderSearchResponse = z.object({ workOrders: z.array(workOrderSearchRow), totalRowCount: z.number().int(), totalRowCountIsLowerBound });
export type WorkOrderSearchResponse = z.infer<typeof workOrderSearchResponse>;

/**
 * GET /api/work-orders/{orderNumber}/planned-items (docs/work-order-search.md): at most this many planned items of
 * one order, the newest first; `truncated` says there are more.
 */
export const WORK_ORDER_PLANNED_ITEMS_LIMIT = 200;

/** One planned item (assignment) of a work order, live or deleted, as the work-order search's order drawer lists it. */
export const workOrderPlannedItem = z.object({
  /** The assignment id (GET /api/schedules/{id}). */
  id: z.number().int(),
  /** The work-order item (the notes' orderKalemId) and its element number within the order. */
  workOrderItemId: z.number().int(),
  elementNumber: z.string(),
  technician: z.object({ bpNo: z.string(), fullName: z.string() }),
  /** The technician's team now; null when the technician has none. */
  team: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Epoch ms. */
  startDate: z.number().int(),
  endDate: z.number().int(),
  orderWekingStatus: z.enum(WORKING_STATUSES),
  /** The item was deleted (soft) after it was planned. */
  deleted: z.boolean(),
  /** The item's flag, or its work order or work-order item deleted upstream (as on the planning grid). */
  shouldBeDeleted: z.boolean(),
});
export type WorkOrderPlannedItem = z.infer<typeof workOrderPlannedItem>;

export const workOrderPlannedItemsResponse = z.object({
  orderNumber: z.string(),
  plannedItems: z.array(workOrderPlannedItem),
  truncated: z.boolean().describe(`true: the order has more than ${WORK_ORDER_PLANNED_ITEMS_LIMIT} planned items in scope and only the newest are listed`),
});
export type WorkOrderPlannedItemsResponse = z.infer<typeof workOrderPlannedItemsResponse>;
