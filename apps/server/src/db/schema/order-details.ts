import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, numeric, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { ciSuggestions } from './ci-board';
import { technicians, users } from './people';
import { assignments, drafts } from './scheduling';
import { workOrderItems, workOrders } from './work-orders';

/** File metadata; the bytes live in the blob store under blobKey. Each file has exactly one owner. */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid().primaryKey().defaultRandom(),
    assignmentId: integer().references(() => assignments.id, { onDelete: 'cascade' }),
    draftId: integer().references(() => drafts.id, { onDelete: 'cascade' }),
    ciSuggestionId: integer().references(() => ciSuggestions.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    extension: text(),
    mimeType: text().notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    blobKey: text().notNull().unique(),
    sha256: text().notNull(),
    createdByName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.assignmentId),
    index().on(t.draftId),
    index().on(t.ciSuggestionId),
    check('attachment_one_owner', sql`num_nonnulls(${t.assignmentId}, ${t.draftId}, ${t.ciSuggestionId}) = 1`),
    check('attachment_size_not_negative', sql`${t.sizeBytes} >= 0`),
  ],
);

/** Notes on a work-order item (the spec's orderKalemId), listed per work order. */
export const assignmentNotes = pgTable(
  'assignment_notes',
  {
    id: serial().primaryKey(),
    workOrderItemId: integer()
      .notNull()
      .references(() => workOrderItems.id, { onDelete: 'cascade' }),
    description: varchar({ length: 255 }).notNull(),
    createdByName: text().notNull(),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.workOrderItemId, t.createdAt)],
);

/** Parts-replacement (defect) records; a record made on a draft may be carried to the assignment. */
export const simsRecords = pgTable(
  'sims_records',
  {
    id: serial().primaryKey(),
    assignmentId: integer().references(() => assignments.id, { onDelete: 'cascade' }),
    draftId: integer().references(() => drafts.id, { onDelete: 'cascade' }),
    createdBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    simsCode: text(),
    simsDescription: text(),
    simsQuantity: numeric(),
    simsGroupNumber: text(),
    simsSerialNumber: text(),
    simsDurabilityIndicator: text(),
    reasonOfFailure: text(),
    descriptionOfFailure: text(),
    removedThePart: boolean(),
    removedPartPlace: text(),
  },
  (t) => [
    index().on(t.assignmentId),
    index().on(t.draftId),
    check('sims_record_has_owner', sql`num_nonnulls(${t.assignmentId}, ${t.draftId}) >= 1`),
  ],
);

/**
 * Oil samples (SOS) from the lab. workOrderNumber and serialNumber are kept as the lab sent
 * them (no foreign key): a sample may name an order we never imported.
 */
export const sosSamples = pgTable(
  'sos_samples',
  {
    id: serial().primaryKey(),
    sampleNumber: text().notNull().unique(),
    workOrderNumber: text(),
    assignmentId: integer().references(() => assignments.id, { onDelete: 'set null' }),
    technicianBpNo: text().references(() => technicians.bpNo, { onDelete: 'set null' }),
    sampledDate: timestamp({ withTimezone: true }).notNull(),
    equipComp: text(),
    meterRdg: numeric(),
    fluidChanged: boolean(),
    fluidBrand: text(),
    fluidWeight: text(),
    meterOnFluid: numeric(),
    loginNote: text(),
    sampleJobSite: text(),
    shopJobNo: text(),
    serialNumber: text(),
    customerName: text(),
    dealerBranch: text(),
    isMda: boolean().notNull().default(false),
  },
  (t) => [
    // Sample search: a date range, optionally one technician; sampleNumber ranges use the unique index.
    index().on(t.sampledDate),
    index().on(t.technicianBpNo, t.sampledDate),
    index().on(t.workOrderNumber),
    index().on(t.assignmentId),
    index().using('gin', t.serialNumber.op('gin_trgm_ops')),
  ],
);

/** Part lines of a work order (part management). */
export const parts = pgTable(
  'parts',
  {
    id: serial().primaryKey(),
    workOrderNumber: text()
      .notNull()
      .references(() => workOrders.orderNumber, { onDelete: 'cascade', onUpdate: 'cascade' }),
    mainItem: text(),
    item: text(),
    material: text(),
    materialText: text(),
    orderQuantity: numeric(),
    confirmedQuantity: numeric(),
    serviceQuantity: numeric(),
    unit: text(),
    status: text(),
    source: text(),
    deliveryDate: date(),
  },
  (t) => [index().on(t.workOrderNumber)],
);
