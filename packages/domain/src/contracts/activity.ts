import { z } from 'zod';
import { CI_STATUSES, DRAFT_STATUSES, WORKING_STATUSES } from '../codes';
import { MAX_INT, requiredOr } from './common';
import { epochMillis, supportedYmd } from './dates';
import { containsFilter, pageIndex, pageLimit, WORK_ORDER_NO_MESSAGES } from './work-order-search';
import { CUSTOMER_LOOKUP_MIN_LENGTH, meetsMinimumSearchLength } from '../rules/text-search';

/** Page sizes of the activity, sample and CI lists (spec part 2 §9). */
export const ACTIVITY_PAGE_SIZES = [10, 25, 50, 100] as const;
/** The activity screen asks for what is new this often (spec part 2 §9); server push makes it a fallback. */
export const ACTIVITY_POLL_MS = 20_000;

export const ACTIVITY_MESSAGES = {
  endBeforeStart: 'The end date must not be before the start date.',
  workOrderNo: 'Work order number must be at most 10 digits.',
  customerTooShort: `Customer must have at least ${CUSTOMER_LOOKUP_MIN_LENGTH} characters.`,
} as const;

/** What an activity event is about: its kind decides the row's badge and icon. */
export const ACTIVITY_EVENT_TYPES = [
  'PLAN_SAVED',
  'PLAN_UPDATED',
  'PLAN_DELETED',
  'STATUS_CHANGE',
  'DRAFT_CREATED',
  'DRAFT_CANCELLED',
  'SIMS_ADDED',
  'WORKING_HOURS_UPDATE',
  'CI_STATUS_CHANGE',
  'SAMPLE_ADDED',
] as const;
export type ActivityEventType = (typeof ACTIVITY_EVENT_TYPES)[number];

/** Every status an activity row can carry: assignment, draft and CI statuses. */
export const ACTIVITY_STATUSES = [...new Set([...WORKING_STATUSES, ...DRAFT_STATUSES, ...CI_STATUSES])] as [string, ...string[]];

/**
 * A filter day: the API's 'YYYYMMDD' (spec part 2 §9) or 'YYYY-MM-DD', a real day within the supported
 * range; normalised to 'YYYY-MM-DD'.
 */
export const filterDay = (label: string) =>
  z
    .string({ error: requiredOr(`${label} date is required`, `${label} date must be a real day YYYYMMDD or YYYY-MM-DD between 1970-01-01 and 2199-12-31`) })
    .transform((v, ctx) => {
      const ymd = supportedYmd(v.trim(), true);
      if (ymd === null) {
        ctx.addIssue({ code: 'custom', message: `${label} date must be a real day YYYYMMDD or YYYY-MM-DD between 1970-01-01 and 2199-12-31` });
        return z.NEVER;
      }
      return ymd;
    })
    .meta({ 'x-date-range': '1970-01-01/2199-12-31' });

/** An optional exact-or-contains text; blank counts as absent. */
const optionalText = (max: number, label: string) => containsFilter(max, label);

/**
 * Position in the feed (a transaction id): our extension to the spec's lastUpdateTime. Rows are asked for by
 * when they were recorded, not when they happened, so a row committed late is still found
 * (docs/decisions/0017-live-activity-stream.md).
 */
const CURSOR_MESSAGE = 'cursor must be the value a previous answer returned';
/** The largest transaction id (xid8, unsigned 64 bits): 20 digits can say more, which the database refuses. */
const MAX_XID8 = 18446744073709551615n;
export const activityCursor = z
  .string()
  .regex(/^\d{1,20}$/, CURSOR_MESSAGE)
  .refine((value) => !/^\d{1,20}$/.test(value) || BigInt(value) <= MAX_XID8, CURSOR_MESSAGE);

/** Activity filter (spec part 2 §3). */
export const technicianActivitySearchRequest = z.object({
  startDate: filterDay('Start'),
  endDate: filterDay('End'),
  /** One technician's bpNo. */
  techBpNo: optionalText(40, 'Technician'),
  /** Customer name, contains-match (Turkish-aware case), at least 3 characters (spec part 1 §4 "Text searches"). */
  customer: optionalText(255, 'Customer').refine((v) => v === undefined || meetsMinimumSearchLength(v, CUSTOMER_LOOKUP_MIN_LENGTH), ACTIVITY_MESSAGES.customerTooShort),
  customerNumber: optionalText(40, 'Customer number'),
  status: z.enum(ACTIVITY_STATUSES).nullish(),
  serialNumber: optionalText(30, 'Serial number'),
  workOrderNo: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => v === '' || /^\d{1,10}$/.test(v), ACTIVITY_MESSAGES.workOrderNo)
    .refine((v) => v === '' || Number(v) <= MAX_INT, WORK_ORDER_NO_MESSAGES.tooLarge)
    .transform((v) => (v === '' ? undefined : v))
    .nullish(),
  index: pageIndex,
  limit: pageLimit(ACTIVITY_PAGE_SIZES, 25),
  /** Only rows that happened after this instant (epoch ms): the spec's "what is new" key. */
  lastUpdateTime: epochMillis.nullish(),
  /** Only rows recorded after this cursor (a previous answer's `cursor`); wins over lastUpdateTime. */
  cursor: activityCursor.nullish(),
});
export type TechnicianActivitySearchRequest = z.infer<typeof technicianActivitySearchRequest>;

/** One row of the activity history (spec part 2 §3 "Activity row", plus what the screen shows). */
export const technicianActivityItem = z.object({
  id: z.number().int(),
  eventType: z.string(),
  subject: z.string(),
  description: z.string().nullable(),
  /** Epoch ms of when it happened. */
  occurredAt: z.number().int(),
  status: z.string().nullable(),
  hasDraft: z.boolean(),
  hasSims: z.boolean(),
  hasWorkingHoursUpdate: z.boolean(),
  draftId: z.number().int().nullable(),
  ciSuggestionId: z.number().int().nullable(),
  workOrderNo: z.string().nullable(),
  customerNumber: z.string().nullable(),
  technicianFullName: z.string(),
  technicianOrgunitDisplayName: z.string().nullable(),
  technicianTeamName: z.string().nullable(),
  technicianBpNo: z.string(),
  sampleJobSite: z.string().nullable(),
  shopJobNo: z.string().nullable(),
  serialNumber: z.string().nullable(),
  equipComp: z.string().nullable(),
  meterRdg: z.number().nullable(),
  sampleNumber: z.string().nullable(),
  fluidChanged: z.boolean().nullable(),
  fluidBrand: z.string().nullable(),
  meterOnFluid: z.number().nullable(),
  isMda: z.boolean().nullable(),
  loginNote: z.string().nullable(),
  /** Epoch ms. */
  sampledDate: z.number().int().nullable(),
  /** The assignment the row is about. */
  schedulerId: z.number().int().nullable(),
  customer: z.string().nullable(),
});
export type TechnicianActivityItem = z.infer<typeof technicianActivityItem>;

export const technicianActivitySearchResponse = z.object({
  technicianActivityItems: z.array(technicianActivityItem),
  totalRowCount: z.number().int(),
  /** Where the feed stood when this answer was read: send it back as `cursor` to get only what is new. */
  cursor: activityCursor,
});
export type TechnicianActivitySearchResponse = z.infer<typeof technicianActivitySearchResponse>;

/** Server-sent event of the activity stream: activity of these teams was committed. */
export const activityStreamEvent = z.object({ teamIds: z.array(z.number().int().min(1).max(MAX_INT)) });
