import { z } from 'zod';
import { WORKING_STATUSES } from '../codes';
import { MAX_INT } from './common';
import { calendarDay } from './dates';
import { containsFilter, pageIndex, pageLimit, totalRowCountIsLowerBound, workOrderNoFilter } from './work-order-search';

/** Page sizes of the planning history (spec part 1 §9). */
export const HISTORY_PAGE_SIZES = [10, 25, 50, 100] as const;

export const HISTORY_MESSAGES = {
  organizationAndTeam: 'organization and team cannot both be selected',
  endBeforeStart: 'The end date must not be before the start date.',
} as const;


/** History search filter (spec part 1 §3) without paging: the export's body. */
export const historyExportRequest = z.object({
  start: calendarDay('Start'),
  end: calendarDay('End'),
  teams: z.array(z.number().int().min(1).max(MAX_INT)).max(500).default([]),
  /** Technician bpNos. */
  technicians: z.array(z.string().trim().min(1).max(40)).max(500).default([]),
  /** Customer numbers. */
  customers: z.array(z.string().trim().min(1).max(40)).max(200).default([]),
  orderWekingStatus: z.array(z.enum(WORKING_STATUSES)).max(WORKING_STATUSES.length).default([]),
  /** Orgunits; cannot be combined with teams. */
  organizations: z.array(z.string().trim().min(1).max(20)).max(500).default([]),
  forceNormalShift: z.boolean().nullish(),
  seriNo: containsFilter(30, 'Serial number'),
  modelNo: containsFilter(100, 'Model number'),
  workOrderNo: workOrderNoFilter,
});
export type HistoryExportRequest = z.infer<typeof historyExportRequest>;

export const historySearchRequest = historyExportRequest.extend({ index: pageIndex, limit: pageLimit(HISTORY_PAGE_SIZES, 25) });
export type HistorySearchRequest = z.infer<typeof historySearchRequest>;

/** One planned item (live or deleted) of the planning history. */
export const historyRow = z.object({
  /** The assignment id. */
  id: z.number().int(),
  technician: z.object({ bpNo: z.string(), fullName: z.string() }),
  orderNumber: z.string().nullable(),
  customer: z.string().nullable(),
  description: z.string().nullable(),
  modelNumber: z.string().nullable(),
  serialNumber: z.string().nullable(),
  jobCode: z.string().nullable(),
  jobCodeTxt: z.string().nullable(),
  /** Epoch ms. */
  startDate: z.number().int(),
  endDate: z.number().int(),
  orderWekingStatus: z.enum(WORKING_STATUSES),
  forceNormalShift: z.boolean(),
  /** The training/vacation kind's name, null for work orders. */
  trainingVacation: z.string().nullable(),
  /** The item was deleted (soft) after it was planned. */
  deleted: z.boolean(),
});
export type HistoryRow = z.infer<typeof historyRow>;

export const historySearchResponse = z.object({ histories: z.array(historyRow), totalRowCount: z.number().int(), totalRowCountIsLowerBound });
export type HistorySearchResponse = z.infer<typeof historySearchResponse>;

/** The export's column headers, in order. */
export const HISTORY_EXPORT_HEADERS = ['Technician', 'Order', 'Customer', 'Description', 'Model', 'Serial', 'Job code', 'Start', 'End', 'Status'] as const;
