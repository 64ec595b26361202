import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { MINUTE_MS, type Language, type SampleItem } from '@fsp/domain';
import type { FastifyBaseLogger } from 'fastify';
import { streamWorkbook } from '../../export/xlsx-stream';
import { offsetAt, type LocalZone } from '../../time/local-day';
import { SAMPLE_EXPORT_TEXTS } from './export-texts';

const COLUMN_WIDTHS = [16, 18, 26, 18, 14, 30, 14, 24, 14, 18, 16, 14, 12, 18, 12, 14, 8, 50];
const DATE_STYLE: Partial<ExcelJS.Style> = { numFmt: 'yyyy-mm-dd hh:mm' };

/**
 * Streams the samples as an .xlsx in the reader's language (sheet, headers, yes/no, compartments by their map's names),
 * with every field the sample drawer shows (fluid grade, MDA, the lab's note too): `next(after, size)` reads the batch
 * after the last row written (keyset).
 */
export function streamSampleWorkbook(
  next: (after: { sampledDate: number; id: number } | null, size: number) => Promise<SampleItem[]>,
  zone: LocalZone,
  language: Language,
  compartments: ReadonlyMap<string, string>,
  log: FastifyBaseLogger,
): Readable {
  const texts = SAMPLE_EXPORT_TEXTS[language];
  // Excel dates carry no zone: the local wall-clock time.
  const local = (ms: number) => new Date(ms + offsetAt(zone, ms) * MINUTE_MS);
  return streamWorkbook<SampleItem>(
    {
      sheetName: texts.sheet,
      // Wide enough for the header too: some languages word it longer than the values need.
      columns: texts.headers.map((header, i) => ({ header, width: Math.max(COLUMN_WIDTHS[i], header.length + 1), style: i === 1 ? DATE_STYLE : undefined })),
      read: next,
      cells: (r) => [
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
        r.equipComp === null ? '' : (compartments.get(r.equipComp) ?? r.equipComp),
        r.meterRdg ?? '',
        r.fluidChanged === null ? '' : r.fluidChanged ? texts.yes : texts.no,
        r.fluidBrand ?? '',
        r.fluidWeight ?? '',
        r.meterOnFluid ?? '',
        r.isMda ? texts.yes : texts.no,
        r.loginNote ?? '',
      ],
      failureMessage: 'sample export failed',
    },
    log,
  );
}
