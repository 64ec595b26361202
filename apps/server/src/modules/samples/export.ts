import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { MINUTE_MS, SAMPLE_EXPORT_HEADERS, type SampleItem } from '@fsp/domain';
import type { FastifyBaseLogger } from 'fastify';
import { offsetAt, type LocalZone } from '../planning/planning-day';

/** Rows read per query while exporting: memory holds about two batches, whatever the export's size. */
export const SAMPLE_EXPORT_BATCH = 2000;

const COLUMN_WIDTHS = [16, 18, 26, 18, 14, 30, 14, 24, 14, 18, 16, 14, 12, 18, 14];
const DATE_STYLE: Partial<ExcelJS.Style> = { numFmt: 'yyyy-mm-dd hh:mm' };

/**
 * Streams the samples as an .xlsx: `next(after)` reads the batch after the last row written (keyset), and
 * each batch is committed to the zip before the next is read, so memory stays flat.
 */
export function streamSampleWorkbook(
  next: (after: { sampledDate: number; id: number } | null, size: number) => Promise<SampleItem[]>,
  zone: LocalZone,
  log: FastifyBaseLogger,
): Readable {
  const stream = new PassThrough();
  // Excel dates carry no zone: the local wall-clock time.
  const local = (ms: number) => new Date(ms + offsetAt(zone, ms) * MINUTE_MS);
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Samples');
    sheet.columns = SAMPLE_EXPORT_HEADERS.map((header, i) => ({ header, width: COLUMN_WIDTHS[i], style: i === 1 ? DATE_STYLE : undefined }));
    sheet.getRow(1).commit();
    let after: { sampledDate: number; id: number } | null = null;
    for (;;) {
      const rows = await next(after, SAMPLE_EXPORT_BATCH);
      for (const r of rows) {
        sheet
          .addRow([
            r.sampleNumber,
            local(r.sampledDate),
            r.technicianFullName ? `${r.technicianFullName} (${r.technicianBpNo})` : '',
            r.technicianTeamName ?? '',
            r.workOrderNumber ?? '',
            r.customer ?? '',
            r.dealerBranch ?? '',
            r.sampleJobSite ?? '',
            r.shopJobNo ?? '',
            r.serialNumber ?? '',
            r.equipComp ?? '',
            r.meterRdg ?? '',
            r.fluidChanged === null ? '' : r.fluidChanged ? 'yes' : 'no',
            r.fluidBrand ?? '',
            r.meterOnFluid ?? '',
          ])
          .commit();
      }
      const last = rows.at(-1);
      if (rows.length < SAMPLE_EXPORT_BATCH || !last) break;
      after = { sampledDate: last.sampledDate, id: last.id };
      if (stream.writableNeedDrain) await new Promise((resolve) => stream.once('drain', resolve));
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => {
    log.error({ err }, 'sample export failed');
    stream.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return stream;
}
