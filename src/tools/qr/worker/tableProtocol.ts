import type { BatchCheck, ColumnChoice, ErrorLevel, TextFileEncoding } from '../core';

/**
 * The batch-list worker (batchList.worker.ts): reads opened files into tables, writes the
 * chosen columns as the batch box's text, and checks the whole list while the user types, so
 * a 100,000-row list never holds up the page. It loads no decoder: it starts in a moment.
 */
export type BatchListRequest =
  | { type: 'readTable'; file: Blob }
  | { type: 'tableText'; file: Blob; choice: ColumnChoice }
  | { type: 'check'; text: string; errorLevel: ErrorLevel; extension: string };

/** Rows of a table shown in the column picker's preview. */
export const PREVIEW_ROWS = 6;

export type BatchListResult =
  | {
      type: 'table';
      kind: 'csv' | 'xlsx';
      /** How a CSV's bytes were read; an .xlsx has no choice (it is XML in UTF-8). */
      encoding?: TextFileEncoding;
      /** The first rows, for the preview and the header words. */
      preview: string[][];
      rows: number;
      columns: number;
      guess: ColumnChoice;
    }
  | { type: 'tableText'; text: string; count: number }
  | { type: 'checked'; check: BatchCheck };

/**
 * Why a file cannot be opened: an old binary .xls (Excel 97–2003), an .xlsx that is damaged or
 * not a spreadsheet, or a file without a single cell.
 */
export type BatchListErrorCode = 'oldExcel' | 'badXlsx' | 'emptyTable';
