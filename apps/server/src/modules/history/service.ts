import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { MINUTE_MS, addDays, workOrderNumberKey, type HistoryExportRequest, type HistoryRow, type HistorySearchRequest, type HistorySearchResponse } from '@fsp/domain';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_SEARCH_TOTAL_BOUND } from '../../config';
import type { Db } from '../../db/client';
import { streamWorkbook } from '../../export/xlsx-stream';
import type { RequestContext } from '../../plugins/auth';
import { badRequest } from '../../plugins/errors';
import { callerZone, dayBounds, offsetAt, type LocalZone } from '../../time/local-day';
import { asSet, type TotalSource } from '../../search/totals-cache';
import { WORKING_STATUS_NAMES, languageOf, localisationLabels } from '../../texts';
import { answerTextsFor } from './answer-texts';
import { HISTORY_EXPORT_TEXTS } from './export-texts';
import { createHistoryRepo, type Period } from './repo';
import { createHistoryResultCache, historyResult, type HistoryResult } from './result-cache';

const COLUMN_WIDTHS = [28, 14, 30, 40, 18, 18, 18, 18, 18, 18];
/** Start and End (1-based, as exceljs counts columns). */
const DATE_COLUMNS = new Set([8, 9]);
const DATE_STYLE: Partial<ExcelJS.Style> = { numFmt: 'yyyy-mm-dd hh:mm' };
const PLAIN_STYLE: Partial<ExcelJS.Style> = {};

export function createHistoryService(deps: { db: Db; exportBatchSize?: number; totalBound?: number }) {
  const { db } = deps;
  const repo = createHistoryRepo(db);
  const results = createHistoryResultCache(db);
  const bound = deps.totalBound ?? DEFAULT_SEARCH_TOTAL_BOUND;

  /** Checks the filter beyond its shape and turns [start, end] (whole local days) into instants. */
  function periodOf(filter: HistoryExportRequest, zone: LocalZone, ctx: RequestContext): Period {
    const m = answerTextsFor(ctx);
    if (filter.end < filter.start) throw badRequest(m.endBeforeStart);
    if (filter.organizations.length && filter.teams.length) throw badRequest(m.organizationAndTeam);
    return { from: new Date(dayBounds(filter.start, zone).start), to: new Date(dayBounds(addDays(filter.end, 1), zone).start) };
  }

  return {
    /**
     * One page and its total, exact up to the bound (more: the bound and totalRowCountIsLowerBound). The
     * result comes from the cache while no change since it was read concerns it (result-cache.ts): a result
     * within the bound is then paged by its rows' ids, a broader one by the filter.
     */
    async search(filter: HistorySearchRequest, ctx: RequestContext): Promise<{ answer: HistorySearchResponse; totalSource: TotalSource }> {
      const period = periodOf(filter, await callerZone(db, ctx), ctx);
      const key = JSON.stringify([
        'history-search',
        ctx.scope.allTeams ? null : asSet(ctx.scope.teamIds),
        period.from.getTime(),
        period.to.getTime(),
        asSet(filter.teams),
        asSet(filter.organizations),
        asSet(filter.technicians),
        asSet(filter.customers),
        asSet(filter.orderWekingStatus),
        filter.forceNormalShift ?? null,
        // One entry for a number typed with or without its leading zeros: they match the same rows.
        filter.workOrderNo ? workOrderNumberKey(filter.workOrderNo) : null,
        filter.seriNo ?? null,
        filter.modelNo ?? null,
      ]);
      const offset = filter.index * filter.limit;
      const pageOf = (result: HistoryResult) =>
        result.orderedIds ? repo.rowsByIds(result.orderedIds.slice(offset, offset + filter.limit)) : repo.page(filter, ctx.scope, period, filter);
      const { result, rows, source } = await results.get(key, {
        readPage: pageOf,
        joinsNow: (changes) => repo.anyChangedMatches(filter, ctx.scope, period, changes),
        load: async () => historyResult(await repo.matches(filter, ctx.scope, period, bound), bound),
      });
      return { answer: { histories: rows, totalRowCount: result.total, totalRowCountIsLowerBound: result.totalIsLowerBound }, totalSource: source };
    },

    /** Validates at once (errors are normal 400s), then streams the workbook (memory flat for any row count). */
    async export(filter: HistoryExportRequest, ctx: RequestContext, log: FastifyBaseLogger): Promise<{ fileName: string; stream: Readable }> {
      const zone = await callerZone(db, ctx);
      const period = periodOf(filter, zone, ctx);
      // Codes are written with their names in the reader's language (master data from the localisation maps).
      const language = languageOf(ctx.user.cultureName);
      const texts = HISTORY_EXPORT_TEXTS[language];
      const statusNames = WORKING_STATUS_NAMES[language];
      const jobNames = await localisationLabels(db, 'jobCode', language);
      // Training/vacation kinds are stored per country in its language: named and described in the reader's (keyed by
      // the stored name and the stored description).
      const kindNames = await localisationLabels(db, 'trainingVacation', language);
      const kindDescriptions = await localisationLabels(db, 'trainingVacationDescription', language);
      // Excel dates carry no zone: write the local wall-clock time.
      const local = (ms: number) => new Date(ms + offsetAt(zone, ms) * MINUTE_MS);
      const stream = streamWorkbook<HistoryRow>(
        {
          sheetName: texts.sheet,
          columns: texts.headers.map((header, i) => ({ header, width: COLUMN_WIDTHS[i], style: DATE_COLUMNS.has(i + 1) ? DATE_STYLE : undefined })),
          read: (last, size) => repo.batchAfter(filter, ctx.scope, period, last, size),
          batchSize: deps.exportBatchSize,
          cells: (r) => [
            `${r.technician.fullName} (${r.technician.bpNo})`,
            r.orderNumber ?? (r.trainingVacation && (kindNames.get(r.trainingVacation) ?? r.trainingVacation)) ?? '',
            r.customer ?? '',
            (r.trainingVacation && r.description && kindDescriptions.get(r.description)) ?? r.description ?? '',
            r.modelNumber ?? '',
            r.serialNumber ?? '',
            [r.jobCode, (r.jobCode && jobNames.get(r.jobCode)) ?? r.jobCodeTxt].filter(Boolean).join(' - '),
            local(r.startDate),
            local(r.endDate),
            `${statusNames[r.orderWekingStatus]}${r.deleted ? ` (${texts.deleted})` : ''}`,
          ],
          cellStyle: (column) => (DATE_COLUMNS.has(column) ? DATE_STYLE : PLAIN_STYLE),
          failureMessage: 'history export failed',
        },
        log,
      );
      return { fileName: `report_${filter.start}-${filter.end}.xlsx`, stream };
    },
  };
}
