import { z } from 'zod';
import { CI_STATUSES } from '../codes';
import { MAX_INT } from './common';
import { compactDay } from './dates';
import { CI_TEXT_MAX_LENGTH } from '../rules/truncation';
import { organizationRef } from './reference';
import { containsFilter, pageIndex, pageLimit, workOrderNoFilter } from './work-order-search';

/** Page sizes of the CI list (spec part 2 §9); 25 by default. */
export const CI_PAGE_SIZES = [10, 25, 50, 100] as const;
/** The one attachment of a suggestion: at most this many bytes… */
export const CI_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** …of one of these types (by extension and declared type; the server also checks the file's first bytes). */
export const CI_ATTACHMENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain',
};
/** Country codes never offered by the CI country chooser (spec part 2 §4, §9). */
export const CI_EXCLUDED_COUNTRIES: readonly string[] = ['KG'];

const code = (label: string) => z.string().trim().min(1, `${label} is required`).max(40, `${label} is not a known code`);
const optionalCode = z.string().trim().max(40).nullish().transform((v) => (v ? v : null));
const ciText = (label: string) => z.string().max(CI_TEXT_MAX_LENGTH, `${label} can be at most ${CI_TEXT_MAX_LENGTH} characters.`);

/** The CI list filter (spec part 2 §3) without paging: the export's body. Dates are YYYYMMDD. */
export const ciExportRequest = z.object({
  createdDateStart: compactDay('createdDateStart').nullish(),
  createdDateEnd: compactDay('createdDateEnd').nullish(),
  updatedDateStart: compactDay('updatedDateStart').nullish(),
  updatedDateEnd: compactDay('updatedDateEnd').nullish(),
  dueDateStart: compactDay('dueDateStart').nullish(),
  dueDateEnd: compactDay('dueDateEnd').nullish(),
  /** Orgunits; empty = every CI organization of the caller. Others are ignored. */
  organizations: z.array(z.string().trim().min(1).max(20)).max(500).nullish().transform((v) => v ?? []),
  department: optionalCode,
  /** Upper-cased by the client: the author's user name (exact) or a part of their full name. */
  userName: containsFilter(100, 'User name'),
  gradingType: optionalCode,
  status: z.enum(CI_STATUSES, { error: `status must be one of ${CI_STATUSES.join(', ')}` }).nullish(),
  isgType: optionalCode,
  /** Waste or ISG type codes; a suggestion matches when its type is one of them. */
  suggestionTypeList: z.array(z.string().trim().min(1).max(40)).max(50).nullish().transform((v) => v ?? []),
  countryCode: z.string().trim().toUpperCase().length(2, 'countryCode must be a two-letter code').nullish(),
  bestPractice: z.boolean().nullish(),
  isGraded: z.boolean().nullish(),
  serialNumber: containsFilter(30, 'Serial number'),
  workOrderNo: workOrderNoFilter,
});
export type CiExportRequest = z.infer<typeof ciExportRequest>;

export const ciListRequest = ciExportRequest.extend({ index: pageIndex, limit: pageLimit(CI_PAGE_SIZES, 25) });
export type CiListRequest = z.infer<typeof ciListRequest>;

export const ciAttachment = z.object({ id: z.string(), mimetype: z.string(), fileName: z.string(), sizeBytes: z.number().int() });

/** A suggestion as the board shows it (spec part 2 §3 "CI suggestion"). */
export const ciBoardDatum = z.object({
  id: z.number().int(),
  recordReferenceKey: z.string(),
  /** The author: their user id and name. */
  createdByUserId: z.number().int(),
  fullName: z.string(),
  orgunit: z.string(),
  orgunitDisplayName: z.string(),
  department: z.string(),
  countryCode: z.string(),
  isWasteType: z.boolean(),
  wasteType: z.string().nullable(),
  isgType: z.string().nullable(),
  problem: z.string(),
  proposal: z.string(),
  /** Epoch ms. */
  createdDate: z.number().int(),
  updatedDate: z.number().int(),
  /** YYYYMMDD. */
  dueDate: z.string().nullable(),
  /** The status label in the caller's language; statusName is the code. */
  status: z.string(),
  statusName: z.enum(CI_STATUSES),
  bestPractice: z.boolean().nullable(),
  isGraded: z.boolean(),
  gradingType: z.string().nullable(),
  gradedBy: z.string().nullable(),
  committeeNote: z.string().nullable(),
  employeeNote: z.string().nullable(),
  serialNumber: z.string().nullable(),
  workOrderNo: z.string().nullable(),
  attachments: z.array(ciAttachment),
  outputSuggestedTechnicianList: z.array(z.string()),
});
export type CiBoardDatum = z.infer<typeof ciBoardDatum>;

export const ciListResponse = z.object({ ciBoardData: z.array(ciBoardDatum), totalRowCount: z.number().int() });

/** One status or grading change (spec part 2 §3 "CI status history row"). */
export const ciStatusHistoryRow = z.object({
  createdDate: z.number().int(),
  createdFullName: z.string(),
  previousStatus: z.enum(CI_STATUSES).nullable(),
  status: z.enum(CI_STATUSES),
  previousGradingType: z.string().nullable(),
  gradingType: z.string().nullable(),
});
export type CiStatusHistoryRow = z.infer<typeof ciStatusHistoryRow>;

export const ciDetailResponse = z.object({ ciBoardData: ciBoardDatum, ciStatusChangeHistory: z.array(ciStatusHistoryRow) });
export type CiDetailResponse = z.infer<typeof ciDetailResponse>;

/** The JSON part `ciBoardDatum` of the multipart save (spec part 2 §3 "CI save payload"). */
export const ciSavePayload = z.object({
  /** Absent or null: a new suggestion. */
  id: z.number().int().min(1).max(MAX_INT).nullish(),
  committeeNote: ciText('Committee note').nullish().transform((v) => (v?.trim() ? v.trim() : null)),
  /** The employee note. */
  userNote: ciText('Employee note').nullish().transform((v) => (v?.trim() ? v.trim() : null)),
  status: z.enum(CI_STATUSES, { error: `status must be one of ${CI_STATUSES.join(', ')}` }).nullish(),
  gradingType: optionalCode,
  wasteType: optionalCode,
  isgType: optionalCode,
  orgunit: code('Organization'),
  department: code('Department'),
  problem: ciText('Problem').trim().min(1, 'Problem is required'),
  proposal: ciText('Proposal').trim().min(1, 'Proposal is required'),
  bestPractice: z.boolean().nullish().transform((v) => v ?? null),
  isGraded: z.boolean().nullish().transform((v) => v ?? false),
  dueDate: compactDay('dueDate').nullish().transform((v) => v ?? null),
});
export type CiSavePayload = z.infer<typeof ciSavePayload>;

export const ciSaveResponse = z.object({ statusCode: z.literal('SUCCESS'), message: z.string(), id: z.number().int() });

/** GET /api/ci-config: what the board needs before its first list call. */
export const ciConfigResponse = z.object({
  /** Countries the caller may choose (CI organizations' countries, kg excluded), in code order. */
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
  /** The chooser is shown when more than one country is possible. */
  selectionEnabled: z.boolean(),
  /** The caller's own country when offered, else the first. */
  defaultCountry: z.string().nullable(),
  /** The country of the caller's latest suggestion, if any. */
  previousCountry: z.string().nullable(),
  attachment: z.object({ maxBytes: z.number().int(), extensions: z.array(z.string()) }),
  pageSizes: z.array(z.number().int()),
  /** The caller may export (not for users whose only role is CI_BOARD_USER). */
  exportAllowed: z.boolean(),
});
export type CiConfig = z.infer<typeof ciConfigResponse>;

export const ciOrganizationsResponse = z.array(organizationRef);

/** GET /api/ciBoard/getCIBoardUser/{id}: a suggestion author as the form shows them. */
export const ciBoardUserResponse = z.object({
  identifier: z.string(),
  username: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  countryCode: z.string(),
});

/** POST /api/ciBoard/sync: what changed on the board since the client last looked. */
export const ciSyncRequest = z.object({
  countryCode: z.string().trim().toUpperCase().length(2, 'countryCode must be a two-letter code').nullish(),
  /** Epoch ms of the previous answer's serverTime; absent = only the server time is returned. */
  since: z.number().int().min(0).max(Date.UTC(2200, 0, 1) - 1).nullish(),
});
export const ciSyncResponse = z.object({ changedIds: z.array(z.number().int()), changedCount: z.number().int(), serverTime: z.number().int() });

export const CI_MESSAGES = {
  saved: 'saved successfully',
  notMultipart: 'The save must be multipart/form-data with a JSON part named ciBoardDatum and at most one file.',
  missingDatum: 'The JSON part ciBoardDatum is missing.',
  datumNotJson: 'The part ciBoardDatum is not valid JSON.',
  oneFileOnly: 'Only one file can be uploaded.',
  fileTooLarge: 'The file is larger than the allowed size.',
  fileType: 'This file type is not allowed.',
  fileEmpty: 'The file is empty.',
  fileContent: 'The file content does not match its type.',
  unknownPart: 'Unknown part in the upload.',
  typeRequired: 'Choose either a waste type or an ISG type.',
  unknownCode: (field: string) => `${field} is not a known code.`,
  organization: 'The organization is not one you may file suggestions for.',
  ownOnly: 'You can edit only your own suggestion, and only while it waits for approval.',
  committeeOnly: 'Only the committee can change status, grading, due date, committee note, best practice and graded.',
  newStartsWaiting: 'A new suggestion starts as waiting for approval; the committee reviews it after it is saved.',
} as const;
