import { z } from 'zod';
import { DRAFT_STATUSES } from '../codes';
import { MAX_INT } from './common';
import { calendarDay } from './dates';
import { containsFilter, pageIndex, pageLimit, SEARCH_PAGE_SIZES } from './work-order-search';

export const DRAFT_STATUS_DISPLAY_NAMES: Readonly<Record<(typeof DRAFT_STATUSES)[number], string>> = {
  SAVED: 'Saved',
  ASSIGNED: 'Assigned',
  CANCELLED: 'Cancelled',
};

export const DRAFT_MESSAGES = {
  selectionRequired: 'Select at least one organization, team or technician.',
  endBeforeStart: 'The end date must not be before the start date.',
  notFound: 'The draft work order was not found.',
  notCancellable: 'Only a SAVED draft work order can be cancelled; this one is already assigned or cancelled.',
  cancelled: 'cancelled successfully',
} as const;


/** Draft filter (spec part 1 §2 "Draft work orders", §5 "Draft filter"). */
export const draftWorkOrdersRequest = z.object({
  start: calendarDay('Start'),
  end: calendarDay('End'),
  organizations: z.array(z.string().trim().min(1).max(20)).max(500).default([]),
  teams: z.array(z.number().int().min(1).max(MAX_INT)).max(500).default([]),
  /** Technician bpNos. */
  technicians: z.array(z.string().trim().min(1).max(40)).max(500).default([]),
  status: z.array(z.enum(DRAFT_STATUSES)).max(DRAFT_STATUSES.length).default([]),
  seriNo: containsFilter(30, 'Serial number'),
  index: pageIndex,
  limit: pageLimit(SEARCH_PAGE_SIZES, 25),
});
export type DraftWorkOrdersRequest = z.infer<typeof draftWorkOrdersRequest>;

const epochMs = z.number().int();

export const draftStatusEntry = z.object({
  displayName: z.string(),
  status: z.enum(DRAFT_STATUSES),
  postDate: epochMs,
  detail: z.string().nullable(),
  postedBy: z.string().nullable(),
});

/** Draft work order (spec part 1 §3); planning* come from the assignment made from it. */
export const draftWorkOrder = z.object({
  id: z.number().int(),
  status: z.enum(DRAFT_STATUSES),
  schedulerId: z.number().int().nullable(),
  technician: z.object({ bpNo: z.string(), fullName: z.string() }),
  customer: z.string().nullable(),
  customerNumber: z.string().nullable(),
  serialNumber: z.string().nullable(),
  description: z.string().nullable(),
  /** Oldest first. */
  schedulerStatus: z.array(draftStatusEntry),
  firstStatusDate: epochMs.nullable(),
  lastStatusDate: epochMs.nullable(),
  statusTxt: z.string(),
  createdDate: epochMs,
  updatedDate: epochMs,
  dispatcherFullName: z.string().nullable(),
  planningStartDate: epochMs.nullable(),
  planningEndDate: epochMs.nullable(),
  planningCustomer: z.string().nullable(),
  planningWorkOrderDescription: z.string().nullable(),
  planningOrderNumber: z.string().nullable(),
  planningSerialNumber: z.string().nullable(),
  planningCode: z.string().nullable(),
  planningComponentCode: z.string().nullable(),
  planningComponentCodeTxt: z.string().nullable(),
  planningJobCode: z.string().nullable(),
  planningJobCodeTxt: z.string().nullable(),
});
export type DraftWorkOrder = z.infer<typeof draftWorkOrder>;

export const draftWorkOrdersResponse = z.object({ workOrders: z.array(draftWorkOrder), totalRowCount: z.number().int() });

export const cancelDraftRequest = z.object({ id: z.number().int().min(1).max(MAX_INT) });
export const cancelDraftResponse = z.object({ id: z.number().int(), status: z.enum(DRAFT_STATUSES), message: z.string() });
