import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  assignmentNotes,
  assignmentStatusHistory,
  assignments,
  attachments,
  customers,
  drafts,
  organizations,
  parts,
  simsRecords,
  sosSamples,
  technicians,
  trainingVacations,
  workOrderItems,
  workOrders,
} from '../../db/schema';
import type { DataScope } from '../../plugins/auth';
import { inScope } from '../../plugins/scope';

const epochMs = (column: SQL | AnyPgColumn) => sql<number>`floor(extract(epoch from ${column}) * 1000)::float8`.mapWith(Number);

const attachmentColumns = {
  id: attachments.id,
  fileName: attachments.fileName,
  extension: attachments.extension,
  createdFullname: attachments.createdByName,
  createdAt: epochMs(attachments.createdAt),
};

const simsColumns = {
  createdBy: simsRecords.createdBy,
  createdAt: epochMs(simsRecords.createdAt),
  simsCode: simsRecords.simsCode,
  simsDescription: simsRecords.simsDescription,
  simsQuantity: simsRecords.simsQuantity,
  simsGroupNumber: simsRecords.simsGroupNumber,
  simsSerialNumber: simsRecords.simsSerialNumber,
  simsDurabilityIndicator: simsRecords.simsDurabilityIndicator,
  reasonOfFailure: simsRecords.reasonOfFailure,
  descriptionOfFailure: simsRecords.descriptionOfFailure,
  removedThePart: simsRecords.removedThePart,
  removedPartPlace: simsRecords.removedPartPlace,
};

export function createOrderDetailsRepo(db: Db) {
  return {
    /** A live or deleted assignment whose technician is in the scope. */
    async scheduleInScope(id: number, scope: DataScope) {
      const [row] = await db
        .select({
          id: assignments.id,
          startDate: epochMs(sql`${assignments.startDate}`),
          endDate: epochMs(sql`${assignments.endDate}`),
          technicianId: technicians.bpNo,
          technicianName: technicians.fullName,
          orderWekingStatus: assignments.workingStatus,
          sos: assignments.sos,
          shouldBeDeleted: assignments.shouldBeDeleted,
          deletedAt: assignments.deletedAt,
          draftId: assignments.draftId,
          itemId: workOrderItems.id,
          elementNumber: workOrderItems.elementNumber,
          itemDeletedAt: workOrderItems.deletedAt,
          orderNumber: workOrders.orderNumber,
          orderDeletedAt: workOrders.deletedAt,
          customer: customers.name,
          description: workOrders.description,
          serialNumber: workOrders.serialNumber,
          latitude: workOrders.latitude,
          longitude: workOrders.longitude,
          countryCode: organizations.countryCode,
          tvId: trainingVacations.id,
          tvName: trainingVacations.name,
          tvType: trainingVacations.type,
        })
        .from(assignments)
        .innerJoin(technicians, eq(technicians.bpNo, assignments.technicianBpNo))
        .leftJoin(workOrderItems, eq(workOrderItems.id, assignments.workOrderItemId))
        .leftJoin(workOrders, eq(workOrders.id, workOrderItems.workOrderId))
        .leftJoin(customers, eq(customers.number, workOrders.customerNumber))
        .leftJoin(organizations, eq(organizations.orgunit, workOrders.orgunit))
        .leftJoin(trainingVacations, eq(trainingVacations.id, assignments.trainingVacationId))
        .where(and(eq(assignments.id, id), inScope.assignment(scope)));
      return row ?? null;
    },

    async statusHistory(assignmentId: number) {
      return db
        .select({
          status: assignmentStatusHistory.status,
          postDate: epochMs(sql`${assignmentStatusHistory.postedAt}`),
          detail: assignmentStatusHistory.detail,
          postedBy: assignmentStatusHistory.postedByName,
        })
        .from(assignmentStatusHistory)
        .where(eq(assignmentStatusHistory.assignmentId, assignmentId))
        .orderBy(asc(assignmentStatusHistory.postedAt), asc(assignmentStatusHistory.id));
    },

    async attachmentsOfAssignment(assignmentId: number) {
      return db.select(attachmentColumns).from(attachments).where(eq(attachments.assignmentId, assignmentId)).orderBy(asc(attachments.createdAt), asc(attachments.fileName));
    },

    async draftInScope(id: number, scope: DataScope) {
      const [row] = await db
        .select({ id: drafts.id })
        .from(drafts)
        .where(and(eq(drafts.id, id), inScope.draft(scope)));
      return row ?? null;
    },

    async attachmentsOfDraft(draftId: number) {
      return db.select(attachmentColumns).from(attachments).where(eq(attachments.draftId, draftId)).orderBy(asc(attachments.createdAt), asc(attachments.fileName));
    },

    /** A file of an assignment (owner 'assignment') or of a draft (owner 'draft') whose technician is in the scope. */
    async attachmentInScope(id: string, owner: 'assignment' | 'draft', scope: DataScope) {
      const base = db
        .select({
          id: attachments.id,
          fileName: attachments.fileName,
          extension: attachments.extension,
          mimeType: attachments.mimeType,
          sizeBytes: attachments.sizeBytes,
          blobKey: attachments.blobKey,
        })
        .from(attachments);
      const rows =
        owner === 'assignment'
          ? await base.innerJoin(assignments, eq(assignments.id, attachments.assignmentId)).where(and(eq(attachments.id, id), inScope.assignment(scope)))
          : await base.innerJoin(drafts, eq(drafts.id, attachments.draftId)).where(and(eq(attachments.id, id), inScope.draft(scope)));
      return rows[0] ?? null;
    },

    async simsOfAssignment(assignmentId: number) {
      return db.select(simsColumns).from(simsRecords).where(eq(simsRecords.assignmentId, assignmentId)).orderBy(asc(simsRecords.createdAt), asc(simsRecords.id));
    },

    async simsOfDraft(draftId: number) {
      return db.select(simsColumns).from(simsRecords).where(eq(simsRecords.draftId, draftId)).orderBy(asc(simsRecords.createdAt), asc(simsRecords.id));
    },

    /** Work orders (deleted upstream or not) with these numbers in the caller's scope. */
    async ordersInScope(orderNumbers: readonly string[], scope: DataScope) {
      if (orderNumbers.length === 0) return [];
      return db
        .select({ id: workOrders.id, orderNumber: workOrders.orderNumber })
        .from(workOrders)
        .where(and(inArray(workOrders.orderNumber, [...orderNumbers]), inScope.workOrder(scope)));
    },

    /** A work-order item whose order is in the caller's scope. */
    async itemInScope(itemId: number, scope: DataScope) {
      const [row] = await db
        .select({ id: workOrderItems.id })
        .from(workOrderItems)
        .where(and(eq(workOrderItems.id, itemId), inScope.workOrderItem(scope)));
      return row ?? null;
    },

    /** Notes on every item of the work order, newest first. */
    async notesOfOrder(workOrderId: number) {
      return db
        .select({
          id: assignmentNotes.id,
          orderKalemId: assignmentNotes.workOrderItemId,
          description: assignmentNotes.description,
          createdBy: assignmentNotes.createdByName,
          createdDate: epochMs(sql`${assignmentNotes.createdAt}`),
        })
        .from(assignmentNotes)
        .innerJoin(workOrderItems, eq(workOrderItems.id, assignmentNotes.workOrderItemId))
        .where(eq(workOrderItems.workOrderId, workOrderId))
        .orderBy(sql`${assignmentNotes.createdAt} desc`, sql`${assignmentNotes.id} desc`);
    },

    async insertNote(values: { workOrderItemId: number; description: string; createdByName: string; createdByUserId: number; createdAt: Date }) {
      const [row] = await db.insert(assignmentNotes).values(values).returning({
        id: assignmentNotes.id,
        orderKalemId: assignmentNotes.workOrderItemId,
        description: assignmentNotes.description,
        createdBy: assignmentNotes.createdByName,
        createdAt: assignmentNotes.createdAt,
      });
      return row;
    },

    /** Oil samples the lab reported for the order number, newest first. */
    async samplesOfOrder(orderNumber: string) {
      return db
        .select({
          technicianFullName: technicians.fullName,
          sampleNumber: sosSamples.sampleNumber,
          sampledDate: epochMs(sql`${sosSamples.sampledDate}`),
          equipComp: sosSamples.equipComp,
          meterRdg: sosSamples.meterRdg,
          fluidChanged: sosSamples.fluidChanged,
          fluidBrand: sosSamples.fluidBrand,
          fluidWeight: sosSamples.fluidWeight,
          meterOnFluid: sosSamples.meterOnFluid,
          loginNote: sosSamples.loginNote,
        })
        .from(sosSamples)
        .leftJoin(technicians, eq(technicians.bpNo, sosSamples.technicianBpNo))
        .where(eq(sosSamples.workOrderNumber, orderNumber))
        .orderBy(sql`${sosSamples.sampledDate} desc`, asc(sosSamples.sampleNumber));
    },

    async partsOfOrders(orderNumbers: readonly string[]) {
      return db
        .select({
          mainItem: parts.mainItem,
          item: parts.item,
          material: parts.material,
          materialText: parts.materialText,
          orderQuantity: parts.orderQuantity,
          confirmedQuantity: parts.confirmedQuantity,
          serviceQuantity: parts.serviceQuantity,
          unit: parts.unit,
          status: parts.status,
          source: parts.source,
          deliveryDate: parts.deliveryDate,
          workOrderNumber: parts.workOrderNumber,
        })
        .from(parts)
        .where(inArray(parts.workOrderNumber, [...orderNumbers]))
        .orderBy(asc(parts.workOrderNumber), asc(parts.mainItem), asc(parts.item), asc(parts.id));
    },
  };
}
export type OrderDetailsRepo = ReturnType<typeof createOrderDetailsRepo>;
