import Papa from 'papaparse';
import { CONTENT_HEADERS, NAME_HEADERS, headerIndex } from './batch';

/**
 * A batch opened from a file (issue 16): a CSV in whatever encoding Excel wrote it, or the
 * cells of an .xlsx sheet, as a table; the user picks the content and file-name columns, and
 * the chosen columns become the batch box's CSV text.
 */

/** The encodings a text file is read in, as TextDecoder labels. */
export type TextFileEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'gb18030';

/**
 * Reads a text file's bytes: a byte-order mark decides; else UTF-8 when the bytes are valid
 * UTF-8; else GB18030, a superset of GBK, the encoding Excel on Chinese Windows saves CSV in.
 * Bytes invalid in UTF-8 are almost never valid text in it, so the guess is safe that way round.
 */
export function decodeTextFile(bytes: Uint8Array): { text: string; encoding: TextFileEncoding } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'utf-16be' };
  try {
    // The decoder drops a UTF-8 byte-order mark itself.
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('gb18030').decode(bytes), encoding: 'gb18030' };
  }
}

/** A CSV (comma, semicolon or tab, detected) as rows of cells; blank lines are left out. */
export function parseCsvTable(text: string): string[][] {
  return Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' }).data;
}

/**
 * A spreadsheet cell as text: strings as they are, numbers as written in the file (the reader
 * is asked for their text, so 13800138000 never becomes 1.38e10), dates as ISO dates.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  return String(value);
}

/** Which columns (0-based) hold the contents and the file names, and whether row 1 is a header. */
export interface ColumnChoice {
  content: number;
  /** -1: no file-name column (names come from the row number and the content). */
  name: number;
  header: boolean;
}

export function columnCount(rows: readonly (readonly string[])[]): number {
  return rows.reduce((most, row) => Math.max(most, row.length), 0);
}

/**
 * The columns preselected for a table, by its header's words as parseBatch reads them: a
 * header row is one naming a content or a file-name column. Without a content header, the
 * first column that is not the names holds the contents.
 */
export function guessColumns(rows: readonly (readonly string[])[]): ColumnChoice {
  const first = rows[0] ?? [];
  const content = headerIndex(first, CONTENT_HEADERS);
  const name = headerIndex(first, NAME_HEADERS);
  const header = content >= 0 || name >= 0;
  const fallback = name === 0 && columnCount(rows) > 1 ? 1 : 0;
  return { content: content >= 0 ? content : fallback, name, header };
}

/** The data rows under a choice (the header row left out), for the preview and the text. */
export function dataRows<T>(rows: readonly T[], choice: ColumnChoice): readonly T[] {
  return choice.header ? rows.slice(1) : rows;
}

/**
 * The chosen columns as the batch box's text: a CSV with the `filename,content` header that
 * parseBatch recognises, quoted where a cell holds commas, quotes or line breaks. Rows with
 * an empty content are left out, as the box would skip them.
 */
export function tableToBatchText(
  rows: readonly (readonly string[])[],
  choice: ColumnChoice,
): { text: string; count: number } {
  const records: string[][] = [];
  for (const row of dataRows(rows, choice)) {
    const content = row[choice.content] ?? '';
    if (content.trim() === '') continue;
    records.push([choice.name >= 0 ? (row[choice.name] ?? '') : '', content]);
  }
  const text = Papa.unparse([['filename', 'content'], ...records], { newline: '\n' });
  return { text, count: records.length };
}
