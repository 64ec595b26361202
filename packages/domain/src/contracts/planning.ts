import { WORKING_STATUS_NAMES } from '../working-status-names';
import { z } from 'zod';
import { SCHEDULER_JOB_TYPES, WORKING_HOUR_TYPES, WORKING_STATUSES } from '../codes';
import { MAX_INT } from './common';
import { epochMillis, searchDate } from './dates';
import { workingHour } from './reference';
import { SAVE_ERRORS } from './save-errors';

/** Epoch milliseconds. */
const epochMs = z.number().int();


export const planningOrganization = z.object({
  orgunit: z.string(),
  displayName: z.string(),
  countryCode: z.string(),
  workHourStartTime: z.string().nullable(),
  workHourEndTime: z.string().nullable(),
  forceNormalShiftEnabled: z.boolean(),
  /**
   * The IANA zone of the organization's country (Asia/Almaty). Working hours are wall-clock times there:
   * the grid draws them, and both sides check them, in this zone (not added by the spec; null if unknown).
   */
  timeZone: z.string().nullable(),
});

/** English display names of the working statuses, sent as schedulerStatus[].displayName (the web app may translate by `status`). */
export const WORKING_STATUS_DISPLAY_NAMES: Readonly<Record<(typeof WORKING_STATUSES)[number], string>> = WORKING_STATUS_NAMES.en;

/** One row of an item's status history, oldest first: status changes and every planning change (who, when, what). */
export const schedulerStatusEntry = z.object({
  displayName: z.string(),
  /** The status code the entry recorded. */
  status: z.string(),
  postDate: epochMs,
  detail: z.string().nullable(),
  postedBy: z.string().nullable(),
});

export const workOrderItem = z.object({
  id: z.number().int(),
  segmentCode: z.string().nullable(),
  componentCode: z.string().nullable(),
  componentCodeTxt: z.string().nullable(),
  standardHour: z.number().nullable(),
  jobCode: z.string().nullable(),
  jobCodeTxt: z.string().nullable(),
  plannedRate: z.number().nullable(),
  elementNumber: z.string().nullable(),
  description: z.string().nullable(),
  processQtyNo: z.number().nullable(),
  processQtyUnit: z.string().nullable(),
});

export const workOrder = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  customer: z.string(),
  customerNumber: z.string(),
  description: z.string().nullable(),
  serialNumber: z.string().nullable(),
  modelNumber: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  code: z.string().nullable(),
  codeTxt: z.string().nullable(),
  simStage: z.string().nullable(),
  simStageTxt: z.string().nullable(),
  simType: z.string().nullable(),
  simChannel: z.string().nullable(),
  status: z.string().nullable(),
  statusTxt: z.string().nullable(),
  planFrom: epochMs.nullable(),
  planTo: epochMs.nullable(),
  segmentCode: z.string().nullable(),
  jobCode: z.string().nullable(),
  jobCodeTxt: z.string().nullable(),
  componentCode: z.string().nullable(),
  componentCodeTxt: z.string().nullable(),
  standardHour: z.number().nullable(),
  plannedRate: z.number().nullable(),
  parts: z.object({ orderQuantity: z.number().nullable(), orderPay: z.number().nullable() }),
  organization: z.object({ countryCode: z.string(), displayName: z.string(), orgunit: z.string(), forceNormalShiftEnabled: z.boolean() }),
  /** Technicians currently planned on the order: bpNo, fullName, startDate, endDate. */
  assigned: z.array(z.object({ bpNo: z.string(), fullName: z.string(), startDate: epochMs, endDate: epochMs })),
  workOrderItems: z.array(workOrderItem),
  /** Set when the upstream CRM deleted the order while it was still planned. */
  deleted: z.boolean(),
  /** The order's status in the upstream CRM (the deleted-work-order dialog shows it). */
  crmStatus: z.string().nullable(),
});
export type WorkOrder = z.infer<typeof workOrder>;

export const trainingVacation = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(['TRAINING', 'VACATION']),
  laborType: z.string().nullable(),
  laborTypeText: z.string().nullable(),
  countryCode: z.string().nullable(),
  allowedFrom: z.string().nullable(),
  allowedTo: z.string().nullable(),
  /** Lower-cased text the tab's search matches (name, description, labor type). */
  searchValue: z.string(),
});
export type TrainingVacation = z.infer<typeof trainingVacation>;

export const scheduler = z.object({
  id: z.number().int(),
  startDate: epochMs,
  endDate: epochMs,
  technicianId: z.string(),
  technician: z.object({ bpNo: z.string(), fullName: z.string() }),
  /** The planned item with its work order (without the order's full item list). */
  workOrderItem: workOrderItem.extend({ workOrder: workOrder.omit({ workOrderItems: true, assigned: true }) }).nullable(),
  trainingVacation: trainingVacation.nullable(),
  orderWekingStatus: z.enum(WORKING_STATUSES),
  /** The work order's status code (null for training/vacation). */
  workOrderStatus: z.string().nullable(),
  schedulerStatus: z.array(schedulerStatusEntry),
  schedulerJobType: z.enum(SCHEDULER_JOB_TYPES).nullable(),
  /** The item's job code for work orders, TRAINING or VACATION for training/vacation. */
  jobType: z.string().nullable(),
  forceNormalShift: z.boolean(),
  assignedBayNo: z.string().nullable(),
  orderType: z.enum(['workorder', 'vacation', 'training']),
  plInfo: z.boolean(),
  planRejectReasonSourceType: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  workAmount: z.array(z.object({ workingHourType: z.enum(WORKING_HOUR_TYPES), amount: z.number() })),
  attachmentList: z.array(z.object({ id: z.string(), fileName: z.string(), extension: z.string().nullable(), createdFullname: z.string().nullable(), createdAt: epochMs })),
  sos: z.boolean(),
  /** The item's work order or item was deleted upstream, or the item was flagged: it must be re-planned. */
  shouldBeDeleted: z.boolean(),
  draftId: z.number().int().nullable(),
  workAreaId: z.number().int().nullable(),
});
export type Scheduler = z.infer<typeof scheduler>;

export const planningTechnician = z.object({
  id: z.string(),
  bpNo: z.string(),
  fullName: z.string(),
  organization: planningOrganization,
  team: z
    .object({
      id: z.number().int(),
      name: z.string(),
      workingHours: z.array(workingHour),
      /** The team's calendar entries on the searched day ('HH:mm'); null when the team has no calendar. They come before workingHours (resolveWorkingHours). */
      calendarHours: z.array(workingHour).nullable().optional(),
      organization: planningOrganization,
    })
    .nullable(),
  /** Items overlapping the searched day, plus the nearest item before and after it (previous/next-date markers). */
  schedulers: z.array(scheduler),
  warning: z.boolean(),
  shouldBeDeletedTechnician: z.boolean(),
});
export type PlanningTechnician = z.infer<typeof planningTechnician>;

const teamIdRef = z.object({ id: z.number().int().min(1).max(MAX_INT) });

/**
 * Teams outside the caller's data scope are ignored (not refused): a remembered team selection may
 * outlive a change of the dispatcher's teams, and the grid should still show the rest.
 */
export const techniciansWithSchedulesRequest = z.object({
  teams: z.array(teamIdRef).min(1, 'Please pick a team').max(500),
  searchDate,
});
export const techniciansWithSchedulesResponse = z.object({ technicians: z.array(planningTechnician) });

export const planningWorkOrdersRequest = z.object({
  organizations: z.array(z.object({ orgunit: z.string().min(1).max(20) })).min(1).max(200),
  searchDate,
});
export const planningWorkOrdersResponse = z.object({ workOrders: z.array(workOrder) });

/** The body may be absent (the spec sends none): then the caller's organizations decide the countries. */
export const trainingVacationsRequest = z.object({ countryCodes: z.array(z.string().length(2)).max(10).optional() }).nullish();
export const trainingVacationsResponse = z.object({ trainingVacations: z.array(trainingVacation) });

/**
 * What the client read of a stored item before its change (not in the spec; optional, decision 0036). The save
 * compares each field given with the stored row under the item's lock and refuses the change when one differs,
 * so a colleague's change made meanwhile is never overwritten silently. null is a value ("it was empty").
 */
export const schedulePrevious = z.object({
  startDate: epochMillis.optional(),
  endDate: epochMillis.optional(),
  technicianId: z.string().min(1).max(40).optional(),
  schedulerJobType: z.enum(SCHEDULER_JOB_TYPES).nullish(),
  forceNormalShift: z.boolean().optional(),
  assignedBayNo: z.string().max(255).nullish(),
  plInfo: z.boolean().optional(),
  workAreaId: z.number().int().min(1).max(MAX_INT).nullish(),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  planRejectReasonSourceType: z.string().max(255).nullish(),
});
export type SchedulePrevious = z.infer<typeof schedulePrevious>;

/** One item of POST /api/save-schedules (spec part 1 §3 "Schedule payload on save"). */
export const schedulePayload = z.object({
  /** null or absent for a new item. */
  id: z.number().int().min(1).max(MAX_INT).nullish(),
  startDate: epochMillis,
  endDate: epochMillis,
  technicianId: z.string().min(1).max(40),
  workOrderItemId: z.number().int().min(1).max(MAX_INT).nullish(),
  trainingVacationId: z.number().int().min(1).max(MAX_INT).nullish(),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  /** The client's key for this change; the response is keyed by it. */
  key: z.string().min(1).max(100),
  schedulerJobType: z.enum(SCHEDULER_JOB_TYPES).nullish(),
  forceNormalShift: z.boolean().nullish(),
  assignedBayNo: z.string().max(255, 'This field can be a maximum of 255 characters.').nullish(),
  plInfo: z.boolean().nullish(),
  planRejectReasonSourceType: z.string().max(255).nullish(),
  /**
   * The reason for change the user typed with planRejectReasonSourceType (ZBP/ZBO updates). Optional: clients
   * that do not ask for it leave it out. Kept in the detail of the update's status-history row.
   */
  planChangeReason: z.string().max(255, 'This field can be a maximum of 255 characters.').nullish(),
  workAreaId: z.number().int().min(1).max(MAX_INT).nullish(),
  /** A draft work order this item fulfils; the draft becomes ASSIGNED on save. */
  draftId: z.number().int().min(1).max(MAX_INT).nullish(),
  /** For an update: the item as the client loaded it (see schedulePrevious); absent from older clients. */
  previous: schedulePrevious.optional(),
});
export type SchedulePayload = z.infer<typeof schedulePayload>;

export const saveSchedulesRequest = z.object({
  schedules: z.array(schedulePayload).max(2000),
  deletedSchedulers: z.array(z.object({ id: z.number().int().min(1).max(MAX_INT), key: z.string().min(1).max(100) })).max(2000),
});
export type SaveSchedulesRequest = z.infer<typeof saveSchedulesRequest>;
/** key -> 'OK' or the error text for that item. */
export const saveSchedulesResponse = z.record(z.string(), z.string());
export type SaveSchedulesResponse = z.infer<typeof saveSchedulesResponse>;

export const deactivateTechnicianResponse = z.object({ message: z.string() });

// SAVE_ERRORS lives in a module without zod schemas: the planning grid's first load reads it (pending-changes-grid).
export { SAVE_ERRORS };

/**
 * The save answer for a work area that is not one of the technician's organization; an unknown one and one
 * outside the caller's scope get the same text, so it names no area.
 */
export function workAreaNotOfOrganizationError(orgunit: string): string {
  return `The work area is not one of organization ${orgunit}.`;
}

/** The save answer for a training/vacation outside its allowance: 'notAssignment: <type text>'. */
export function notAssignmentError(typeText: string): string {
  return `${SAVE_ERRORS.notAssignment}: ${typeText}`;
}

/** GET /api/areas/{orgunit}: the work areas (bays) of a service centre (spec part 1 §7). */
export const workAreasParams = z.object({ orgunit: z.string().trim().min(1).max(20) });
export const workArea = z.object({ areaId: z.number().int(), areaName: z.string() });
export type WorkArea = z.infer<typeof workArea>;
/** `{areas}`: the spec's one-word response names a field (docs/api-conventions.md "Response names"). */
export const workAreasResponse = z.object({ areas: z.array(workArea) });

/**
 * POST /api/update-work-order (spec part 1 §7, §8 "Work-order refresh"): refreshes one work order from
 * the upstream CRM. The number is the spec's work-order number: digits, at most 12 (text or a number).
 */
export const updateWorkOrderRequest = z.object({
  orderNumber: z
    .union([z.string().trim(), z.number().int().nonnegative()])
    .transform((value) => String(value))
    .pipe(
      z
        .string()
        .min(1, 'Work Order No is required!')
        .max(12, 'A work order number has at most 12 digits.')
        .regex(/^\d+$/, 'A work order number has digits only.'),
    ),
});
export type UpdateWorkOrderRequest = z.infer<typeof updateWorkOrderRequest>;

/** The text of a refresh that went through. */
export const UPDATE_WORK_ORDER_OK = 'all set';

/**
 * The refreshed order (with its live items and who is planned on it, as POST /api/work-orders gives it) and
 * message 'all set'; or workOrder null with the upstream's messages in errorList (the Error modal lists them).
 */
export const updateWorkOrderResponse = z.object({
  workOrder: workOrder.nullable(),
  errorList: z.array(z.string()),
  message: z.string(),
});
export type UpdateWorkOrderResponse = z.infer<typeof updateWorkOrderResponse>;
