import Papa from 'papaparse';
import { JsonToolError } from '../errors';
import { type JsonValue } from '../tree';
import { rowReader } from './csvColumns';
import { guardLibrary, inferScalar } from './shared';

export { jsonToCsv } from './csvWriter';

export interface CsvOptions {
  /** Field separator; '' on input means detect it. */
  delimiter?: string;
  /** CSV -> JSON: turn number-like cells into numbers, true/false into booleans, empty into null. */
  inferTypes?: boolean;
  /**
   * JSON -> CSV: a text cell or column name that a spreadsheet would run as a formula (it starts
   * with = + - @, a tab or a CR) gets a leading ' (OWASP's advice against CSV injection), listed.
   */
  guardFormulas?: boolean;
}

/**
 * Parses CSV rows, leaving out blank lines only: a line holding `""` (one empty cell) or
 * `,` (empty cells) is a row, as Python's csv module reads it.
 */
function parseRows(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let rowStart = 0;
  let unclosed: number | undefined;
  Papa.parse<string[]>(text, {
    delimiter,
    step: (result) => {
      const cursor = result.meta.cursor;
      // The cursor stands after the row's line break.
      const line = text.slice(rowStart, cursor).replace(/(?:\r\n|\n|\r)$/, '');
      if (line !== '') rows.push(result.data);
      rowStart = cursor;
      const quoteError = result.errors.find((error) => error.type === 'Quotes');
      if (quoteError && unclosed === undefined) unclosed = rows.length;
    },
  });
  if (unclosed !== undefined) throw new JsonToolError('csvUnclosedQuote', { line: unclosed });
  return rows;
}

/** CSV with a header row -> array of objects. */
export function csvToJson(text: string, options: CsvOptions = {}): JsonValue {
  const infer = options.inferTypes !== false;
  const [header, ...rows] = guardLibrary('CSV', () => parseRows(text, options.delimiter ?? ''));
  if (!header) throw new JsonToolError('csvEmpty');
  const readRow = rowReader(header);
  return rows.map((row) =>
    readRow(row.map((cell) => (infer ? (cell === '' ? null : inferScalar(cell)) : cell))),
  );
}
