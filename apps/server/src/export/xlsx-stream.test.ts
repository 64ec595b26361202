import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import ExcelJS from 'exceljs';
import { streamWorkbook } from './xlsx-stream';

type Row = { n: number };
/** Failures are logged through error(); neither test expects one. */
const log = { error: () => undefined } as unknown as FastifyBaseLogger;

/** A source of `batches` batches of `size` rows, counting the reads. */
function source(batches: number) {
  const counter = { reads: 0 };
  const read = async (last: Row | null, size: number): Promise<Row[]> => {
    counter.reads += 1;
    const first = (last?.n ?? 0) + 1;
    if (first > batches * size) return [];
    return Array.from({ length: size }, (_, i) => ({ n: first + i }));
  };
  return { counter, read };
}

describe('streamed workbook', () => {
  it('writes every row of every batch, in order, under its header', async () => {
    const { read } = source(3);
    const stream = streamWorkbook<Row>({ sheetName: 'Rows', columns: [{ header: 'N' }], read, batchSize: 40, cells: (r) => [r.n], failureMessage: 'failed' }, log);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const values = book.getWorksheet('Rows')!.getColumn(1).values.slice(1);
    expect(values).toEqual(['N', ...Array.from({ length: 120 }, (_, i) => i + 1)]);
  });

  it('stops reading when the client has gone away (the reply destroyed the stream)', async () => {
    const { counter, read } = source(200);
    const stream = streamWorkbook<Row>({ sheetName: 'Rows', columns: [{ header: 'N' }], read, batchSize: 50, cells: (r) => [r.n, 'x'.repeat(40)], failureMessage: 'failed' }, log);
    await new Promise<void>((resolve) => stream.once('data', () => resolve()));
    stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const afterAbort = counter.reads;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(counter.reads).toBe(afterAbort);
    expect(afterAbort).toBeLessThan(20);
  });
});
