/// <reference lib="webworker" />
import { serveWorker, transferring } from '../../../app/runtime/workerHost';
import {
  cellText,
  checkBatch,
  columnCount,
  decodeTextFile,
  guessColumns,
  parseCsvTable,
  tableToBatchText,
  type TextFileEncoding,
} from '../core';
import { PREVIEW_ROWS, type BatchListRequest, type BatchListResult } from './tableProtocol';

/** Compound-file header of an Excel 97–2003 .xls; the .xlsx reader cannot read it. */
const OLD_EXCEL = [0xd0, 0xcf, 0x11, 0xe0];
/** A ZIP's local-file header: an .xlsx (whatever the file is called). */
const ZIP = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

async function readRows(
  file: Blob,
): Promise<{ kind: 'csv' | 'xlsx'; encoding?: TextFileEncoding; rows: string[][] }> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  if (startsWith(head, OLD_EXCEL)) throw { code: 'oldExcel' };
  if (startsWith(head, ZIP)) {
    // The reader loads only when a spreadsheet is opened; it runs here, off the page.
    const { readSheet } = await import('read-excel-file/web-worker');
    try {
      // Numbers as written in the file, cells untrimmed: the content is exactly the cell's.
      const sheet = await readSheet(file, { trim: false, parseNumber: (text: string) => text });
      return { kind: 'xlsx', rows: sheet.map((row) => row.map(cellText)) };
    } catch (error) {
      throw { code: 'badXlsx', params: { detail: String(error) } };
    }
  }
  const { text, encoding } = decodeTextFile(new Uint8Array(await file.arrayBuffer()));
  return { kind: 'csv', encoding, rows: parseCsvTable(text) };
}

serveWorker<BatchListRequest, BatchListResult>(async (request) => {
  if (request.type === 'check') {
    const check = checkBatch(request.text, request.errorLevel, request.extension);
    const buffers = [check.lines, check.bytes, check.versions, check.ends].map((a) => a.buffer);
    return transferring<BatchListResult>({ type: 'checked', check }, buffers);
  }
  const { kind, encoding, rows } = await readRows(request.file);
  if (rows.length === 0) throw { code: 'emptyTable' };
  if (request.type === 'tableText') {
    return { type: 'tableText', ...tableToBatchText(rows, request.choice) };
  }
  return {
    type: 'table',
    kind,
    ...(encoding ? { encoding } : {}),
    preview: rows.slice(0, PREVIEW_ROWS),
    rows: rows.length,
    columns: columnCount(rows),
    guess: guessColumns(rows),
  };
});
