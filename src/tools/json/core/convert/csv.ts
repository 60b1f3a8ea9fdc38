import Papa from 'papaparse';
import { ChangeLog, childPath, type OutputChange } from '../changes';
import { JsonToolError } from '../errors';
import { JsonNumber, JsonObject, type JsonValue } from '../tree';
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

/**
 * Column names as JSON keys, which must differ: a name an earlier column has (`a,b,a`) gets
 * `_2`, `_3`… (the first free one), listed once for all rows.
 */
function uniqueColumns(header: string[], log: ChangeLog): string[] {
  const taken = new Set(header);
  const seen = new Set<string>();
  return header.map((column) => {
    if (!seen.has(column)) {
      seen.add(column);
      return column;
    }
    let name = `${column}_2`;
    for (let n = 3; taken.has(name); n += 1) name = `${column}_${n}`;
    taken.add(name);
    log.add(childPath('$[*]', name), column, name, 'csvColumnRenamed', { name });
    return name;
  });
}

/**
 * Lists each cell type guessing changed: every null (an empty cell), number and boolean of the
 * rows, which would be text with guessing off.
 */
function listTyped(rows: JsonValue[], log: ChangeLog): void {
  // A stack, children pushed last-first, so the list comes in document order.
  const todo: [JsonValue, string][] = rows.map((row, i): [JsonValue, string] => [
    row,
    childPath('$', i),
  ]);
  todo.reverse();
  while (todo.length > 0) {
    const [value, path] = todo.pop()!;
    if (value === null) log.add(path, '""', 'null', 'csvEmptyAsNull');
    else if (value instanceof JsonNumber || typeof value === 'boolean') {
      const text = String(value);
      log.add(path, JSON.stringify(text), text, 'csvTyped');
    } else if (value instanceof JsonObject)
      for (let i = value.entries.length - 1; i >= 0; i -= 1) {
        const [key, item] = value.entries[i];
        todo.push([item, childPath(path, key)]);
      }
  }
}

/** CSV with a header row -> array of objects; renamed columns and typed cells listed. */
export function csvToJson(
  text: string,
  options: CsvOptions = {},
): { value: JsonValue; changes: OutputChange[] } {
  const infer = options.inferTypes !== false;
  const [header, ...rows] = guardLibrary('CSV', () => parseRows(text, options.delimiter ?? ''));
  if (!header) throw new JsonToolError('csvEmpty');
  const log = new ChangeLog();
  const readRow = rowReader(uniqueColumns(header, log));
  const value = rows.map((row) =>
    readRow(row.map((cell) => (infer ? (cell === '' ? null : inferScalar(cell)) : cell))),
  );
  if (infer) listTyped(value, log);
  return { value, changes: log.changes };
}
