import { batchFileNames, parseBatch, type BatchRow } from './batch';
import { utf8Length, versionForBytes, type ErrorLevel } from './capacity';

/**
 * Every row of a batch checked for fit (bytes, version, file name) in one pass, shaped to
 * cross from the worker to the page cheaply: numbers in typed arrays and all the text in one
 * string, so a 100,000-row list is copied in a few milliseconds and the page slices out only
 * the rows it shows.
 */

/** Rows checked at most; a longer list is checked up to here and the page says so. */
export const MAX_CHECKED_ROWS = 200_000;

export interface BatchCheck {
  format: 'lines' | 'csv';
  /** Rows in the input (non-blank lines or CSV records with content). */
  total: number;
  /** Rows checked: min(total, MAX_CHECKED_ROWS). */
  checked: number;
  /** Checked rows that fit a QR code at the level. */
  valid: number;
  lines: Uint32Array;
  bytes: Uint32Array;
  /** The smallest version holding the row; 0 when it is too long for any. */
  versions: Uint8Array;
  /** Content, then file name, of every row, one after the other; cut at `ends`. */
  texts: string;
  /** ends[2i]: end of row i's content in `texts`; ends[2i + 1]: end of its file name. */
  ends: Uint32Array;
}

export interface CheckedRow {
  line: number;
  content: string;
  fileName: string;
  bytes: number;
  /** undefined when the row is too long. */
  version?: number;
}

export function checkBatch(input: string, errorLevel: ErrorLevel, extension: string): BatchCheck {
  const parsed = parseBatch(input);
  const rows: BatchRow[] = parsed.rows.slice(0, MAX_CHECKED_ROWS);
  const names = batchFileNames(rows, extension);
  const lines = new Uint32Array(rows.length);
  const bytes = new Uint32Array(rows.length);
  const versions = new Uint8Array(rows.length);
  const ends = new Uint32Array(rows.length * 2);
  const parts: string[] = [];
  let length = 0;
  let valid = 0;
  rows.forEach((row, index) => {
    lines[index] = row.line;
    bytes[index] = utf8Length(row.content);
    versions[index] = versionForBytes(bytes[index], errorLevel) ?? 0;
    if (versions[index] > 0) valid += 1;
    length += row.content.length;
    ends[index * 2] = length;
    length += names[index].length;
    ends[index * 2 + 1] = length;
    parts.push(row.content, names[index]);
  });
  return {
    format: parsed.format,
    total: parsed.rows.length,
    checked: rows.length,
    valid,
    lines,
    bytes,
    versions,
    texts: parts.join(''),
    ends,
  };
}

/** One checked row, sliced out of the check. */
export function checkedRow(check: BatchCheck, index: number): CheckedRow {
  const start = index === 0 ? 0 : check.ends[index * 2 - 1];
  const contentEnd = check.ends[index * 2];
  const version = check.versions[index];
  return {
    line: check.lines[index],
    content: check.texts.slice(start, contentEnd),
    fileName: check.texts.slice(contentEnd, check.ends[index * 2 + 1]),
    bytes: check.bytes[index],
    ...(version > 0 ? { version } : {}),
  };
}
