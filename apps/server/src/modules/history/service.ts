import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { HISTORY_MESSAGES, MINUTE_MS, addDays, type HistoryExportRequest, type HistoryRow, type HistorySearchRequest } from '@fsp/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { countries } from '../../db/schema';
import type { RequestContext } from '../../plugins/auth';
import { badRequest } from '../../plugins/errors';
import { dayBounds, offsetAt, type LocalZone } from '../planning/planning-day';
import { asSet, createTotalsCache, type TotalSource } from '../work-order-search/totals-cache';
import { WORKING_STATUS_NAMES, languageOf, localisationLabels } from '../../texts';
import { HISTORY_EXPORT_TEXTS } from './export-texts';
import { createHistoryRepo, type Period } from './repo';

/** Rows read per query while exporting: memory holds two batches (one being written, the next being read), whatever the export's size. */
export const EXPORT_BATCH_SIZE = 2000;

const COLUMN_WIDTHS = [28, 14, 30, 40, 18, 18, 18, 18, 18, 18];
/** Start and End (1-based, as exceljs counts columns). */
const DATE_COLUMNS = new Set([8, 9]);
const DATE_STYLE: Partial<ExcelJS.Style> = { numFmt: 'yyyy-mm-dd hh:mm' };
const PLAIN_STYLE: Partial<ExcelJS.Style> = {};

/** Uncompressed sheet XML allowed to wait for the zip's deflate before the next batch is written. */
const SHEET_BACKLOG_BYTES = 256 * 1024;

/**
 * Waits until the zip has taken the sheet's XML written so far (down to SHEET_BACKLOG_BYTES).
 * exceljs pipes a streamed sheet into the zip without backpressure (its StreamBuf ignores write()'s
 * answer), so without this the XML of every row piles up uncompressed while the deflate catches up:
 * ~55 MB for 100,000 rows. The zip entry's input is an internal stream of exceljs' archiver; when it
 * is not found (another exceljs version), nothing waits and only the memory bound is lost.
 */
export async function sheetDrained(sheet: ExcelJS.Worksheet): Promise<void> {
  const zipInput = (sheet as unknown as { stream?: { pipes?: { _writableState?: { length: number }; once(event: 'drain', listener: () => void): void }[] } }).stream?.pipes?.[0];
  while (zipInput?._writableState && zipInput._writableState.length > SHEET_BACKLOG_BYTES) {
    await new Promise<void>((resolve) => zipInput.once('drain', resolve));
  }
}

export function createHistoryService(deps: { db: Db; exportBatchSize?: number }) {
  const { db } = deps;
  const repo = createHistoryRepo(db);
  const totals = createTotalsCache(db);
  const batchSize = deps.exportBatchSize ?? EXPORT_BATCH_SIZE;

  /** The browser's zone (X-Timezone-Offset), else the caller's country zone. */
  async function zoneOf(ctx: RequestContext): Promise<LocalZone> {
    if (ctx.timezoneOffsetMinutes !== null) return { offsetMinutes: ctx.timezoneOffsetMinutes };
    const [country] = await db.select({ timeZone: countries.timeZone }).from(countries).where(eq(countries.code, ctx.user.countryCode));
    return country ? { timeZone: country.timeZone } : { offsetMinutes: 0 };
  }

  /** Checks the filter beyond its shape and turns [start, end] (whole local days) into instants. */
  function periodOf(filter: HistoryExportRequest, zone: LocalZone): Period {
    if (filter.end < filter.start) throw badRequest(HISTORY_MESSAGES.endBeforeStart);
    if (filter.organizations.length && filter.teams.length) throw badRequest(HISTORY_MESSAGES.organizationAndTeam);
    return { from: new Date(dayBounds(filter.start, zone).start), to: new Date(dayBounds(addDays(filter.end, 1), zone).start) };
  }

  return {
    /** One page and its exact total; the total comes from the totals cache when nothing changed since it was counted. */
    async search(filter: HistorySearchRequest, ctx: RequestContext): Promise<{ answer: { histories: HistoryRow[]; totalRowCount: number }; totalSource: TotalSource }> {
      const period = periodOf(filter, await zoneOf(ctx));
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
        filter.workOrderNo ?? null,
        filter.seriNo ?? null,
        filter.modelNo ?? null,
      ]);
      const { rows, total, source } = await totals.page(key, filter.index * filter.limit, {
        page: () => repo.page(filter, ctx.scope, period, filter),
        count: () => repo.count(filter, ctx.scope, period),
      });
      return { answer: { histories: rows, totalRowCount: total }, totalSource: source };
    },

    /**
     * Validates at once (errors are normal 400s), then streams the workbook: rows are read in keyset
     * batches and committed to the zip stream one by one, so memory stays flat for any row count.
     */
    async export(filter: HistoryExportRequest, ctx: RequestContext, log: FastifyBaseLogger): Promise<{ fileName: string; stream: Readable }> {
      const zone = await zoneOf(ctx);
      const period = periodOf(filter, zone);
      // Codes are written with their names in the reader's language (master data from the localisation maps).
      const language = languageOf(ctx.user.cultureName);
      const texts = HISTORY_EXPORT_TEXTS[language];
      const statusNames = WORKING_STATUS_NAMES[language];
      const jobNames = await localisationLabels(db, 'jobCode', language);
      const stream = new PassThrough();
      const write = async () => {
        const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
        const sheet = workbook.addWorksheet(texts.sheet);
        sheet.columns = texts.headers.map((header, i) => ({ header, width: COLUMN_WIDTHS[i], style: DATE_COLUMNS.has(i + 1) ? DATE_STYLE : undefined }));
        sheet.getRow(1).commit();
        // Excel dates carry no zone: write the local wall-clock time.
        const local = (ms: number) => new Date(ms + offsetAt(zone, ms) * MINUTE_MS);
        const next = (after: { startDate: number; id: number } | null) => repo.batchAfter(filter, ctx.scope, period, after, batchSize);
        let batch = next(null);
        for (;;) {
          const rows: HistoryRow[] = await batch;
          const last = rows.at(-1);
          // The database reads the next batch while this one is written.
          if (rows.length === batchSize && last) {
            batch = next({ startDate: last.startDate, id: last.id });
            // Awaited on the next turn; if writing this batch fails first, its failure must not go unhandled.
            batch.catch(() => undefined);
          }
          for (const r of rows) {
            const row = sheet.addRow([
              `${r.technician.fullName} (${r.technician.bpNo})`,
              r.orderNumber ?? r.trainingVacation ?? '',
              r.customer ?? '',
              r.description ?? '',
              r.modelNumber ?? '',
              r.serialNumber ?? '',
              [r.jobCode, (r.jobCode && jobNames.get(r.jobCode)) ?? r.jobCodeTxt].filter(Boolean).join(' - '),
              local(r.startDate),
              local(r.endDate),
              `${statusNames[r.orderWekingStatus]}${r.deleted ? ` (${texts.deleted})` : ''}`,
            ]);
            // exceljs looks a cell's style up by object identity: one shared object per kind instead of a
            // fresh copy per cell saves building and comparing a style for each of the file's cells.
            row.eachCell((cell, column) => (cell.style = DATE_COLUMNS.has(column) ? DATE_STYLE : PLAIN_STYLE));
            row.commit();
          }
          if (rows.length < batchSize) break;
          await sheetDrained(sheet);
          // Let the reply drain before writing the next batch.
          if (stream.writableNeedDrain) await new Promise((resolve) => stream.once('drain', resolve));
        }
        sheet.commit();
        await workbook.commit();
      };
      write().catch((err: unknown) => {
        log.error({ err }, 'history export failed');
        stream.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      return { fileName: `report_${filter.start}-${filter.end}.xlsx`, stream };
    },
  };
}
