import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { MINUTE_MS, type CiExportRequest } from '@fsp/domain';
import type { FastifyBaseLogger } from 'fastify';
import { streamWorkbook } from '../../export/xlsx-stream';
import type { RequestContext } from '../../plugins/auth';
import { languageOf } from '../../texts';
import { offsetAt } from '../../time/local-day';
import { CI_EXPORT_TEXTS } from './export-texts';
import type { CiReadService } from './service';
import type { SuggestionRow } from './repo';

const WIDTHS = [18, 17, 17, 12, 20, 24, 24, 16, 14, 20, 60, 60, 18, 12, 20, 12, 40, 40, 16, 14];
const DATE_STYLE: Partial<ExcelJS.Style> = { numFmt: 'yyyy-mm-dd hh:mm' };
const DAY_STYLE: Partial<ExcelJS.Style> = { numFmt: 'yyyy-mm-dd' };
const TEXT_STYLE: Partial<ExcelJS.Style> = { alignment: { wrapText: true, vertical: 'top' } };
const PLAIN: Partial<ExcelJS.Style> = {};
const STYLE_OF = (column: number) => (column === 2 || column === 3 ? DATE_STYLE : column === 4 ? DAY_STYLE : column === 11 || column === 12 ? TEXT_STYLE : PLAIN);

/** report_{start}-{end}.xlsx from the created-date range (spec part 2 §7); 'all' for an open end. */
export const ciExportFileName = (f: CiExportRequest) => `report_${f.createdDateStart ?? 'all'}-${f.createdDateEnd ?? 'all'}.xlsx`;

/** POST /api/ciBoard/export: the filtered suggestions, newest first, as a streamed workbook (memory flat for any row count). */
export function createCiExport(read: CiReadService, batchSize?: number) {
  return async (filter: CiExportRequest, ctx: RequestContext, log: FastifyBaseLogger): Promise<{ fileName: string; stream: Readable }> => {
    const ci = await read.ciScopeOf(ctx);
    const query = await read.queryOf(filter, ctx, ci);
    const zone = await read.zoneOf(ctx);
    // Written in the reader's language: the board's words, and codes named from the localisation maps.
    const language = languageOf(ctx.user.cultureName);
    const texts = CI_EXPORT_TEXTS[language];
    const [statuses, departments, waste, isg, grading] = await Promise.all(
      ['ciStatus', 'department', 'ciWasteType', 'ciIsgType', 'ciGradingType'].map((m) => read.repo.labels(m, language)),
    );
    const yesNo = (value: boolean) => (value ? texts.yes : texts.no);
    const label = (map: Map<string, string>, code: string | null) => (code === null ? '' : (map.get(code) ?? code));
    const local = (at: Date) => new Date(at.getTime() + offsetAt(zone, at.getTime()) * MINUTE_MS);
    const empty = query.orgunits !== null && query.orgunits.length === 0;
    const stream = streamWorkbook<SuggestionRow>(
      {
        sheetName: texts.sheet,
        columns: texts.headers.map((header, i) => ({ header, width: WIDTHS[i] })),
        headerFont: { bold: true },
        read: (last, size) => (empty ? Promise.resolve([]) : read.repo.batchAfter(query, ci, last, size)),
        batchSize,
        cells: (r) => [
          r.recordReferenceKey, local(r.createdAt), local(r.updatedAt), r.dueDate ? new Date(`${r.dueDate}T00:00:00Z`) : null,
          label(statuses, r.status), r.fullName, r.orgunitDisplayName, label(departments, r.department), r.isWasteType ? texts.waste : texts.isg,
          r.isWasteType ? label(waste, r.wasteType) : label(isg, r.isgType), r.problem, r.proposal, label(grading, r.gradingType),
          yesNo(r.isGraded), r.gradedBy ?? '', r.bestPractice === null ? '' : yesNo(r.bestPractice),
          r.committeeNote ?? '', r.employeeNote ?? '', r.serialNumber ?? '', r.workOrderNo ?? '',
        ],
        cellStyle: STYLE_OF,
        failureMessage: 'CI export failed',
      },
      log,
    );
    return { fileName: ciExportFileName(filter), stream };
  };
}
