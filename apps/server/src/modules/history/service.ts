import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { HISTORY_EXPORT_HEADERS, HISTORY_MESSAGES, MINUTE_MS, addDays, isValidYmd, type HistoryExportRequest, type HistoryRow, type HistorySearchRequest } from '@fsp/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { countries } from '../../db/schema';
import type { AuthenticatedUser, DataScope } from '../../plugins/auth';
import { badRequest } from '../../plugins/errors';
import { dayBounds, offsetAt, type LocalZone } from '../planning/planning-day';
import { createHistoryRepo, type Period } from './repo';

/** Rows read per query while exporting: memory holds one batch, whatever the export's size. */
export const EXPORT_BATCH_SIZE = 2000;

export interface HistoryContext {
  user: AuthenticatedUser;
  scope: DataScope;
  timezoneOffsetMinutes: number | null;
}

export function createHistoryService(deps: { db: Db; exportBatchSize?: number }) {
  const { db } = deps;
  const repo = createHistoryRepo(db);
  const batchSize = deps.exportBatchSize ?? EXPORT_BATCH_SIZE;

  /** The browser's zone (X-Timezone-Offset), else the caller's country zone. */
  async function zoneOf(ctx: HistoryContext): Promise<LocalZone> {
    if (ctx.timezoneOffsetMinutes !== null) return { offsetMinutes: ctx.timezoneOffsetMinutes };
    const [country] = await db.select({ timeZone: countries.timeZone }).from(countries).where(eq(countries.code, ctx.user.countryCode));
    return country ? { timeZone: country.timeZone } : { offsetMinutes: 0 };
  }

  /** Checks the filter beyond its shape and turns [start, end] (whole local days) into instants. */
  function periodOf(filter: HistoryExportRequest, zone: LocalZone): Period {
    for (const [field, value] of [['start', filter.start], ['end', filter.end]] as const) {
      if (!isValidYmd(value)) throw badRequest(`Invalid body field "${field}": ${value} is not a real date.`);
    }
    if (filter.end < filter.start) throw badRequest(HISTORY_MESSAGES.endBeforeStart);
    if (filter.organizations.length && filter.teams.length) throw badRequest(HISTORY_MESSAGES.organizationAndTeam);
    return { from: new Date(dayBounds(filter.start, zone).start), to: new Date(dayBounds(addDays(filter.end, 1), zone).start) };
  }

  return {
    async search(filter: HistorySearchRequest, ctx: HistoryContext) {
      const period = periodOf(filter, await zoneOf(ctx));
      const { rows, total } = await repo.page(filter, ctx.scope, period, filter);
      return { histories: rows, totalRowCount: total };
    },

    /**
     * Validates at once (errors are normal 400s), then streams the workbook: rows are read in keyset
     * batches and committed to the zip stream one by one, so memory stays flat for any row count.
     */
    async export(filter: HistoryExportRequest, ctx: HistoryContext, log: FastifyBaseLogger): Promise<{ fileName: string; stream: Readable }> {
      const zone = await zoneOf(ctx);
      const period = periodOf(filter, zone);
      const stream = new PassThrough();
      const write = async () => {
        const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
        const sheet = workbook.addWorksheet('Planning history');
        sheet.columns = HISTORY_EXPORT_HEADERS.map((header, i) => ({
          header,
          width: [28, 14, 30, 40, 18, 18, 18, 18, 18, 18][i],
          style: i === 7 || i === 8 ? { numFmt: 'yyyy-mm-dd hh:mm' } : undefined,
        }));
        sheet.getRow(1).commit();
        // Excel dates carry no zone: write the local wall-clock time.
        const local = (ms: number) => new Date(ms + offsetAt(zone, ms) * MINUTE_MS);
        let after: { startDate: number; id: number } | null = null;
        for (;;) {
          const rows: HistoryRow[] = await repo.batchAfter(filter, ctx.scope, period, after, batchSize);
          for (const r of rows) {
            sheet
              .addRow([
                `${r.technician.fullName} (${r.technician.bpNo})`,
                r.orderNumber ?? r.trainingVacation ?? '',
                r.customer ?? '',
                r.description ?? '',
                r.modelNumber ?? '',
                r.serialNumber ?? '',
                [r.jobCode, r.jobCodeTxt].filter(Boolean).join(' - '),
                local(r.startDate),
                local(r.endDate),
                r.deleted ? `${r.orderWekingStatus} (deleted)` : r.orderWekingStatus,
              ])
              .commit();
          }
          if (rows.length < batchSize) break;
          const last = rows[rows.length - 1];
          after = { startDate: last.startDate, id: last.id };
          // Let the reply drain before reading the next batch.
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
