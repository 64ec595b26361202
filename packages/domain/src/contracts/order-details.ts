import { z } from 'zod';
import { idRangeMessage, rowId } from './common';
import { schedulerStatusEntry } from './planning';
import { isWithinFreeTextLimit } from '../rules/truncation';

/**
 * The order drawer's tabs (spec part 1 §2 "Order drawer", §3 Part item / Attachment / SIMS row / SOS sample /
 * Note, §7): schedule with history and files, attachments, notes, SIMS, SOS and part management.
 */

const epochMs = z.number().int();

export const ORDER_DETAILS_MESSAGES = {
  itemNotFound: 'The assignment was not found.',
  draftNotFound: 'The draft work order was not found.',
  attachmentNotFound: 'The attachment was not found.',
  workOrderNotFound: 'The work order was not found.',
  workOrderItemNotFound: 'The work-order item was not found.',
  fileMissing: 'The file of this attachment is missing.',
  fileTooLarge: 'The file is too large to download.',
  /** Spec §5 free text. */
  noteTooLong: 'This field can be a maximum of 255 characters.',
  noteRequired: 'Please enter a note.',
} as const;

/** Spec §9: attachments, SIMS, SOS, survey, parts and notes list 15 rows per page. */
export const ORDER_DETAILS_PAGE_SIZE = 15;

/** Path ids: positive integers up to the spec's maximum integer. */
export const positiveIdParams = z.object({ id: rowId('id must be a number', idRangeMessage('id'), { coerce: true }) });
export const draftIdParams = z.object({ draftId: rowId('draftId must be a number', idRangeMessage('draftId'), { coerce: true }) });
export const attachmentIdParams = z.object({ id: z.uuid('id must be an attachment id') });

/** Work-order numbers: digits only, at most 12 (spec §5 / §9). */
export const orderNumberValue = z.string().trim().regex(/^\d{1,12}$/, 'must be a work order number (digits only, at most 12)');
export const orderNumberParams = z.object({ orderNumber: orderNumberValue });

/** Spec §3 Attachment: id, fileName, extension, createdFullname, createdAt. */
export const attachmentEntry = z.object({
  id: z.string(),
  fileName: z.string(),
  extension: z.string().nullable(),
  createdFullname: z.string().nullable(),
  createdAt: epochMs,
});
export type AttachmentEntry = z.infer<typeof attachmentEntry>;
export const attachmentListResponse = z.array(attachmentEntry);

/** GET /api/schedules/{id}: the item with its status history (oldest first) and its files. */
export const scheduleDetailResponse = z.object({
  id: z.number().int(),
  startDate: epochMs,
  endDate: epochMs,
  technicianId: z.string(),
  technician: z.object({ bpNo: z.string(), fullName: z.string() }),
  orderWekingStatus: z.string(),
  orderType: z.enum(['workorder', 'vacation', 'training']),
  schedulerStatus: z.array(schedulerStatusEntry),
  attachmentList: z.array(attachmentEntry),
  sos: z.boolean(),
  shouldBeDeleted: z.boolean(),
  draftId: z.number().int().nullable(),
  workOrderItem: z
    .object({
      id: z.number().int(),
      elementNumber: z.string(),
      workOrder: z.object({
        orderNumber: z.string(),
        customer: z.string().nullable(),
        description: z.string().nullable(),
        serialNumber: z.string().nullable(),
        countryCode: z.string().nullable(),
        /** The order's site, for the drawer's map link; null when the CRM has none. */
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
      }),
    })
    .nullable(),
  trainingVacation: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type ScheduleDetail = z.infer<typeof scheduleDetailResponse>;

/** Spec §3 Note: orderKalemId (the work-order item), description, createdBy, createdDate. */
export const assignmentNote = z.object({
  id: z.number().int(),
  orderKalemId: z.number().int(),
  description: z.string(),
  createdBy: z.string(),
  createdDate: epochMs,
});
export type AssignmentNote = z.infer<typeof assignmentNote>;
export const assignmentNotesResponse = z.object({ assignmentNoteResourceList: z.array(assignmentNote) });

/** POST /api/assignmentnote/: createdBy is accepted for the spec's clients and ignored (the server records the caller). */
export const createNoteRequest = z.object({
  orderKalemId: rowId('orderKalemId must be a number', idRangeMessage('orderKalemId')),
  description: z
    .string()
    .trim()
    .min(1, ORDER_DETAILS_MESSAGES.noteRequired)
    .refine((text) => isWithinFreeTextLimit(text), ORDER_DETAILS_MESSAGES.noteTooLong),
  createdBy: z.string().max(255).nullish(),
});
export type CreateNoteRequest = z.infer<typeof createNoteRequest>;

/** Spec §3 SIMS row. */
export const simsRow = z.object({
  createdBy: z.string(),
  createdAt: epochMs,
  simsCode: z.string().nullable(),
  simsDescription: z.string().nullable(),
  simsQuantity: z.number().nullable(),
  simsGroupNumber: z.string().nullable(),
  simsSerialNumber: z.string().nullable(),
  simsDurabilityIndicator: z.string().nullable(),
  reasonOfFailure: z.string().nullable(),
  descriptionOfFailure: z.string().nullable(),
  removedThePart: z.boolean().nullable(),
  removedPartPlace: z.string().nullable(),
});
export type SimsRow = z.infer<typeof simsRow>;
export const simsInfoResponse = z.array(simsRow);

/** Spec §3 SOS sample. */
export const sosSample = z.object({
  technicianFullName: z.string().nullable(),
  sampleNumber: z.string(),
  sampledDate: epochMs,
  equipComp: z.string().nullable(),
  meterRdg: z.number().nullable(),
  fluidChanged: z.boolean().nullable(),
  fluidBrand: z.string().nullable(),
  fluidWeight: z.string().nullable(),
  meterOnFluid: z.number().nullable(),
  loginNote: z.string().nullable(),
});
export type SosSample = z.infer<typeof sosSample>;
export const sosSamplesResponse = z.array(sosSample);

/** POST /api/partmanagements: part lines of up to 50 work orders. */
export const partManagementRequest = z.object({ workOrderNumbers: z.array(orderNumberValue).min(1, 'workOrderNumbers must name at least one work order').max(50) });
export type PartManagementRequest = z.infer<typeof partManagementRequest>;

/** Spec §3 Part item. */
export const partItem = z.object({
  mainItem: z.string().nullable(),
  item: z.string().nullable(),
  material: z.string().nullable(),
  materialText: z.string().nullable(),
  orderQuantity: z.number().nullable(),
  confirmedQuantity: z.number().nullable(),
  serviceQuantity: z.number().nullable(),
  unit: z.string().nullable(),
  status: z.string().nullable(),
  source: z.string().nullable(),
  /** YYYY-MM-DD. */
  deliveryDate: z.string().nullable(),
  workOrderNumber: z.string(),
});
export type PartItem = z.infer<typeof partItem>;
export const partManagementResponse = z.object({ partItems: z.array(partItem) });
