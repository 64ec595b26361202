import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { CI_MESSAGES, MINUTE_MS, isOnlyCiBoardUser, type CiExportRequest } from '@fsp/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../../plugins/auth';
import { forbidden } from '../../plugins/errors';
import { offsetAt } from '../planning/planning-day';
import { sheetDrained } from '../history/service';
import type { CiReadService } from './service';
import type { SuggestionRow } from './repo';

/** Rows read per query: memory holds two batches whatever the export's size. */
export const CI_EXPORT_BATCH_SIZE = 2000;

export const CI_EXPORT_HEADERS = [
  'ID', 'Created', 'Updated', 'Due date', 'Status', 'Full name', 'Organization', 'Department', 'Kind', 'Type', 'Problem', 'Proposal',
  'Grading', 'Graded', 'Graded by', 'Best practice', 'Committee note', 'Employee note', 'Serial number', 'Work order',
] as const;
const WIDTHS = [18, 17, 17, 12, 20, 24, 24, 16, 8, 20, 60, 60, 18, 8, 20, 12, 40, 40, 16, 14];
const DATE_STYLE: Partial<ExcelJS.Style> = { numFmt: 'yyyy-mm-dd hh:mm' };
const DAY_STYLE: Partial<ExcelJS.Style> = { numFmt: 'yyyy-mm-dd' };
const TEXT_STYLE: Partial<ExcelJS.Style> = { alignment: { wrapText: true, vertical: 'top' } };
const PLAIN: Partial<ExcelJS.Style> = {};
const STYLE_OF = (column: number) => (column === 2 || column === 3 ? DATE_STYLE : column === 4 ? DAY_STYLE : column === 11 || column === 12 ? TEXT_STYLE : PLAIN);

/** report_{start}-{end}.xlsx from the created-date range (spec part 2 §7); 'all' for an open end. */
export const ciExportFileName = (f: CiExportRequest) => `report_${f.createdDateStart ?? 'all'}-${f.createdDateEnd ?? 'all'}.xlsx`;

/**
 * POST /api/ciBoard/export: the filtered suggestions, newest first, streamed (keyset batches committed to
 * the zip one by one, the reply drained between batches) so memory stays flat for any row count.
 */
export function createCiExport(read: CiReadService, batchSize = CI_EXPORT_BATCH_SIZE) {
  return async (filter: CiExportRequest, ctx: RequestContext, log: FastifyBaseLogger): Promise<{ fileName: string; stream: Readable }> => {
    if (isOnlyCiBoardUser(ctx.user.roles)) throw forbidden(CI_MESSAGES.exportForbidden);
    const ci = await read.ciScopeOf(ctx);
    const query = await read.queryOf(filter, ctx, ci);
    const zone = await read.zoneOf(ctx);
    const lang = ctx.user.cultureName;
    const [statuses, departments, waste, isg, grading] = await Promise.all(
      ['ciStatus', 'department', 'ciWasteType', 'ciIsgType', 'ciGradingType'].map((m) => read.repo.labels(m, lang)),
    );
    const label = (map: Map<string, string>, code: string | null) => (code === null ? '' : (map.get(code) ?? code));
    const local = (at: Date) => new Date(at.getTime() + offsetAt(zone, at.getTime()) * MINUTE_MS);
    const stream = new PassThrough();
    const write = async () => {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
      const sheet = workbook.addWorksheet('CI board');
      sheet.columns = CI_EXPORT_HEADERS.map((header, i) => ({ header, width: WIDTHS[i] }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      const empty = query.orgunits !== null && query.orgunits.length === 0;
      const next = (after: { createdAt: Date; id: number } | null) => (empty ? Promise.resolve([]) : read.repo.batchAfter(query, ci, after, batchSize));
      let batch: Promise<SuggestionRow[]> = next(null);
      for (;;) {
        const rows = await batch;
        const last = rows.at(-1);
        // The database reads the next batch while this one is written.
        if (rows.length === batchSize && last) {
          batch = next({ createdAt: last.createdAt, id: last.id });
          // Awaited on the next turn; if writing this batch fails first, its failure must not go unhandled.
          batch.catch(() => undefined);
        }
        for (const r of rows) {
          const row = sheet.addRow([
            r.recordReferenceKey, local(r.createdAt), local(r.updatedAt), r.dueDate ? new Date(`${r.dueDate}T00:00:00Z`) : null,
            label(statuses, r.status), r.fullName, r.orgunitDisplayName, label(departments, r.department), r.isWasteType ? 'Waste' : 'ISG',
            r.isWasteType ? label(waste, r.wasteType) : label(isg, r.isgType), r.problem, r.proposal, label(grading, r.gradingType),
            r.isGraded ? 'Yes' : 'No', r.gradedBy ?? '', r.bestPractice === null ? '' : r.bestPractice ? 'Yes' : 'No',
            r.committeeNote ?? '', r.employeeNote ?? '', r.serialNumber ?? '', r.workOrderNo ?? '',
          ]);
          row.eachCell((cell, column) => (cell.style = STYLE_OF(column)));
          row.commit();
        }
        if (rows.length < batchSize) break;
        // Without this the sheet's XML piles up uncompressed ahead of the zip (see sheetDrained).
        await sheetDrained(sheet);
        if (stream.writableNeedDrain) await new Promise((resolve) => stream.once('drain', resolve));
      }
      sheet.commit();
      await workbook.commit();
    };
    write().catch((err: unknown) => {
      log.error({ err }, 'CI export failed');
      stream.destroy(err instanceof Error ? err : new Error(String(err)));
    });
    return { fileName: ciExportFileName(filter), stream };
  };
}
