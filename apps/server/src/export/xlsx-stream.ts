import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';

/** Rows read per query: memory holds two batches (one being written, the next being read), whatever the export's size. */
const EXPORT_BATCH_SIZE = 500;

/** Uncompressed sheet XML allowed to wait for the zip's deflate before the next batch is written. */
const SHEET_BACKLOG_BYTES = 256 * 1024;

export interface WorkbookColumn {
  header: string;
  width?: number;
  style?: Partial<ExcelJS.Style>;
}

export interface WorkbookSpec<Row> {
  sheetName: string;
  columns: readonly WorkbookColumn[];
  headerFont?: Partial<ExcelJS.Font>;
  /** Keyset read: the batch after `last` (the first batch for null), at most `size` rows in export order. */
  read: (last: Row | null, size: number) => Promise<Row[]>;
  batchSize?: number;
  /** The row's cell values, in column order. */
  cells: (row: Row) => ExcelJS.CellValue[];
  /**
   * The style of a cell by its 1-based column; without it cells keep their column's style. exceljs looks a
   * style up by object identity: return one shared object per kind, not a fresh copy per cell.
   */
  cellStyle?: (column: number) => Partial<ExcelJS.Style>;
  /** Logged with the error when writing fails after the reply has started. */
  failureMessage: string;
}

/**
 * Waits until the zip has taken the sheet's XML written so far (down to SHEET_BACKLOG_BYTES).
 * exceljs pipes a streamed sheet into the zip without backpressure (its StreamBuf ignores write()'s
 * answer), so without this the XML of every row piles up uncompressed while the deflate catches up:
 * ~55 MB for 100,000 rows. The zip entry's input is an internal stream of exceljs' archiver; when it
 * is not found (another exceljs version), nothing waits and only the memory bound is lost.
 */
async function sheetDrained(sheet: ExcelJS.Worksheet): Promise<void> {
  const zipInput = (sheet as unknown as { stream?: { pipes?: { _writableState?: { length: number }; once(event: 'drain', listener: () => void): void }[] } }).stream?.pipes?.[0];
  while (zipInput?._writableState && zipInput._writableState.length > SHEET_BACKLOG_BYTES) {
    await new Promise<void>((resolve) => zipInput.once('drain', resolve));
  }
}

function drainedOrClosed(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.once('drain', done);
    stream.once('close', done);
  });
}

/**
 * One worksheet streamed as an .xlsx: rows are read in keyset batches and committed to the zip one by one,
 * the next batch read while the current one is written, so memory stays flat for any row count. The stream
 * is returned at once; a failure later is logged and destroys it (the client sees a cut-off download).
 */
export function streamWorkbook<Row>(spec: WorkbookSpec<Row>, log: FastifyBaseLogger): Readable {
  const { read, cells, cellStyle } = spec;
  const batchSize = spec.batchSize ?? EXPORT_BATCH_SIZE;
  const stream = new PassThrough();
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(spec.sheetName);
    sheet.columns = [...spec.columns];
    if (spec.headerFont) sheet.getRow(1).font = spec.headerFont;
    sheet.getRow(1).commit();
    let batch = read(null, batchSize);
    for (;;) {
      const rows = await batch;
      const last = rows.at(-1);
      const more = rows.length === batchSize && last !== undefined;
      // The database reads the next batch while this one is written.
      if (more) {
        batch = read(last, batchSize);
        // Awaited on the next turn; if writing this batch fails first, its failure must not go unhandled.
        batch.catch(() => undefined);
      }
      for (const r of rows) {
        const row = sheet.addRow(cells(r));
        if (cellStyle) row.eachCell((cell, column) => (cell.style = cellStyle(column)));
        row.commit();
      }
      if (!more) break;
      await sheetDrained(sheet);
      // Let the reply drain before writing the next batch; a client that went away (Fastify destroys the
      // stream when the response closes) ends the export instead of reading the rest of the rows.
      if (stream.writableNeedDrain && !stream.destroyed) await drainedOrClosed(stream);
      if (stream.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => {
    log.error({ err }, spec.failureMessage);
    stream.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return stream;
}

/** Answers with the streamed workbook as a download named fileName (the same headers for every export). */
export function sendWorkbook(reply: FastifyReply, file: { fileName: string; stream: Readable }): FastifyReply {
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.stream as never);
}
