import { sheetPageCount } from '../core';
import type { BatchJobRow, BatchProblem, SheetLabel } from './batchProtocol';
import type { QrWorkerPool } from './pool';
import type { DrawSettings, WorkerResult } from './protocol';

/**
 * A batch's two outputs made on the worker pool: a ZIP of image files, or the printable PDF
 * sheet. Rows are handed out in small parts, so both cores stay busy to the end.
 */

/** Rows per part: small enough to share the work evenly, large enough that messages are few. */
const PART_ROWS = 25;

export interface BatchOutput {
  blob: Blob;
  /** Codes in the file (rows too long for a QR code are left out). */
  count: number;
  /** PDF pages; 0 for a ZIP. */
  pages: number;
  problems: BatchProblem[];
}

type Progress = (done: number, total: number) => void;

function partsOf(rows: BatchJobRow[]): BatchJobRow[][] {
  const parts: BatchJobRow[][] = [];
  for (let start = 0; start < rows.length; start += PART_ROWS)
    parts.push(rows.slice(start, start + PART_ROWS));
  return parts;
}

function expect<T extends WorkerResult['type']>(
  result: WorkerResult,
  type: T,
): Extract<WorkerResult, { type: T }> {
  if (result.type !== type) throw new Error(`unexpected worker result ${result.type}`);
  return result as Extract<WorkerResult, { type: T }>;
}

export async function makeZip(
  pool: QrWorkerPool,
  rows: BatchJobRow[],
  format: 'png' | 'svg',
  settings: DrawSettings,
  onProgress: Progress,
): Promise<BatchOutput> {
  const parts = partsOf(rows).map((part) => ({
    request: { type: 'makeFiles' as const, rows: part, format, settings },
    rows: part.length,
  }));
  const made = (await pool.runParts(parts, onProgress)).map((result) => expect(result, 'made'));
  const names = made.flatMap((part) => part.names);
  const files = made.flatMap((part) => part.files);
  const packed = expect(
    await pool.run(
      { type: 'zip', names, files, compress: format === 'svg' },
      files.map((file) => file.buffer),
    ),
    'packed',
  );
  return {
    blob: new Blob([packed.bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }),
    count: names.length,
    pages: 0,
    problems: made.flatMap((part) => part.problems),
  };
}

export async function makeSheet(
  pool: QrWorkerPool,
  rows: BatchJobRow[],
  label: SheetLabel,
  settings: DrawSettings,
  onProgress: Progress,
): Promise<BatchOutput> {
  const parts = partsOf(rows).map((part) => ({
    request: { type: 'makeCells' as const, rows: part, label, settings },
    rows: part.length,
  }));
  const made = (await pool.runParts(parts, onProgress)).map((result) => expect(result, 'cells'));
  const cells = made.flatMap((part) => part.cells);
  const { width, height } = made[0];
  const packed = expect(
    await pool.run(
      { type: 'sheet', cells, cellWidth: width, cellHeight: height },
      cells.map((cell) => cell.buffer),
    ),
    'packed',
  );
  return {
    blob: new Blob([packed.bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
    count: cells.length,
    pages: sheetPageCount(cells.length),
    problems: made.flatMap((part) => part.problems),
  };
}
