import {
  WORKING_STATUS_DISPLAY_NAMES,
  isFlaggedForDeletion,
  downloadFileName,
  servedContentType,
  type AssignmentNote,
  type AttachmentEntry,
  type CreateNoteRequest,
  type PartItem,
  type ScheduleDetail,
  type SimsRow,
  type SosSample,
  type WorkingStatus,
} from '@fsp/domain';
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import type { BlobStore } from '../../blobs/blob-store';
import type { RequestContext } from '../../plugins/auth';
import { workOrderInScope } from '../../plugins/scope';
import { HttpError, notFound } from '../../plugins/errors';
import { fullNameOf } from '../planning';
import { contentDisposition } from '../../blobs/content-disposition';
import { createOrderDetailsRepo } from './repo';
import { answerTextsFor } from './answer-texts';

const num = (value: string | number | null) => (value === null ? null : Number(value));

export interface AttachmentDownload {
  contentType: string;
  contentDisposition: string;
  sizeBytes: number;
  stream: NodeJS.ReadableStream;
}

export function createOrderDetailsService(deps: { db: Db; blobs: BlobStore; clock: Clock }) {
  const { blobs, clock } = deps;
  const repo = createOrderDetailsRepo(deps.db);

  /**
   * The order in scope, leading zeros of the number aside (decision 0035), else 404: an order of another centre looks
   * exactly like an unknown one.
   */
  async function orderInScope(orderNumber: string, ctx: RequestContext) {
    const order = await workOrderInScope(deps.db, ctx.scope, orderNumber);
    if (!order) throw notFound(answerTextsFor(ctx).workOrderNotFound);
    return order;
  }

  return {
    async schedule(id: number, ctx: RequestContext): Promise<ScheduleDetail> {
      const row = await repo.scheduleInScope(id, ctx.scope);
      if (!row) throw notFound(answerTextsFor(ctx).itemNotFound);
      const [history, files] = await Promise.all([repo.statusHistory(id), repo.attachmentsOfAssignment(id)]);
      return {
        id: row.id,
        startDate: row.startDate,
        endDate: row.endDate,
        technicianId: row.technicianId,
        technician: { bpNo: row.technicianId, fullName: row.technicianName },
        orderWekingStatus: row.orderWekingStatus,
        orderType: row.itemId !== null ? 'workorder' : row.tvType === 'TRAINING' ? 'training' : 'vacation',
        schedulerStatus: history.map((h) => ({ displayName: WORKING_STATUS_DISPLAY_NAMES[h.status as WorkingStatus] ?? h.status, ...h })),
        attachmentList: files,
        sos: row.sos,
        shouldBeDeleted:
          row.deletedAt !== null ||
          isFlaggedForDeletion({ shouldBeDeleted: row.shouldBeDeleted, itemDeleted: row.itemDeletedAt !== null, orderDeleted: row.orderDeletedAt !== null }),
        draftId: row.draftId,
        workOrderItem:
          row.itemId !== null
            ? {
                id: row.itemId,
                elementNumber: row.elementNumber!,
                workOrder: {
                  orderNumber: row.orderNumber!,
                  customer: row.customer,
                  description: row.description,
                  serialNumber: row.serialNumber,
                  countryCode: row.countryCode,
                  latitude: row.latitude,
                  longitude: row.longitude,
                },
              }
            : null,
        trainingVacation: row.tvId !== null ? { id: row.tvId, name: row.tvName! } : null,
      };
    },

    async draftAttachments(draftId: number, ctx: RequestContext): Promise<AttachmentEntry[]> {
      if (!(await repo.draftInScope(draftId, ctx.scope))) throw notFound(answerTextsFor(ctx).draftNotFound);
      return repo.attachmentsOfDraft(draftId);
    },

    /** The file's bytes from the blob store, with an allow-listed content type and a safe file name. */
    async attachment(id: string, owner: 'assignment' | 'draft', ctx: RequestContext): Promise<AttachmentDownload> {
      const row = await repo.attachmentInScope(id, owner, ctx.scope);
      if (!row) throw notFound(answerTextsFor(ctx).attachmentNotFound);
      if (row.sizeBytes > blobs.maxBytes) throw new HttpError(413, answerTextsFor(ctx).fileTooLarge);
      const blob = await blobs.open(row.blobKey);
      if (!blob) throw notFound(answerTextsFor(ctx).fileMissing);
      if (blob.sizeBytes > blobs.maxBytes) {
        blob.stream.destroy();
        throw new HttpError(413, answerTextsFor(ctx).fileTooLarge);
      }
      return {
        contentType: servedContentType(row.fileName, row.extension, row.mimeType),
        contentDisposition: contentDisposition(downloadFileName(row.fileName, row.extension)),
        sizeBytes: blob.sizeBytes,
        stream: blob.stream,
      };
    },

    async notes(orderNumber: string, ctx: RequestContext): Promise<{ assignmentNoteResourceList: AssignmentNote[] }> {
      const order = await orderInScope(orderNumber, ctx);
      return { assignmentNoteResourceList: await repo.notesOfOrder(order.id) };
    },

    async addNote(body: CreateNoteRequest, ctx: RequestContext): Promise<AssignmentNote> {
      if (!(await repo.itemInScope(body.orderKalemId, ctx.scope))) throw notFound(answerTextsFor(ctx).workOrderItemNotFound);
      // createdBy of the body is not trusted: the note carries the caller's name.
      const row = await repo.insertNote({
        workOrderItemId: body.orderKalemId,
        description: body.description,
        createdByName: fullNameOf(ctx.user),
        createdByUserId: ctx.user.id,
        createdAt: clock.now(),
      });
      return { id: row.id, orderKalemId: row.orderKalemId, description: row.description, createdBy: row.createdBy, createdDate: row.createdAt.getTime() };
    },

    async sims(id: number, owner: 'assignment' | 'draft', ctx: RequestContext): Promise<SimsRow[]> {
      if (owner === 'assignment') {
        if (!(await repo.scheduleInScope(id, ctx.scope))) throw notFound(answerTextsFor(ctx).itemNotFound);
      } else if (!(await repo.draftInScope(id, ctx.scope))) throw notFound(answerTextsFor(ctx).draftNotFound);
      const rows = owner === 'assignment' ? await repo.simsOfAssignment(id) : await repo.simsOfDraft(id);
      return rows.map((r) => ({ ...r, simsQuantity: num(r.simsQuantity) }));
    },

    async samples(orderNumber: string, ctx: RequestContext): Promise<SosSample[]> {
      const order = await orderInScope(orderNumber, ctx);
      // Matched by the number the order is stored with, which is what the drawer always asked with.
      const rows = await repo.samplesOfOrder(order.orderNumber);
      return rows.map((r) => ({ ...r, meterRdg: num(r.meterRdg), meterOnFluid: num(r.meterOnFluid) }));
    },

    async parts(orderNumbers: readonly string[], ctx: RequestContext): Promise<{ partItems: PartItem[] }> {
      const wanted = [...new Set(orderNumbers)];
      const found = await repo.ordersInScope(wanted, ctx.scope);
      if (found.length !== wanted.length) {
        const known = new Set(found.map((o) => o.orderNumber));
        throw notFound(`${answerTextsFor(ctx).workOrderNotFound} (${wanted.filter((n) => !known.has(n)).join(', ')})`);
      }
      const rows = await repo.partsOfOrders(wanted);
      return {
        partItems: rows.map((r) => ({
          ...r,
          orderQuantity: num(r.orderQuantity),
          confirmedQuantity: num(r.confirmedQuantity),
          serviceQuantity: num(r.serviceQuantity),
        })),
      };
    },
  };
}
