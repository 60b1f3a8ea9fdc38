import Papa from 'papaparse';
import { JsonToolError } from '../errors';
import { JsonNumber, JsonObject, stringifyTree, type JsonValue } from '../tree';
import { ChangeLog, shownValue, type ChangedOutput } from '../changes';
import { guardLibrary, inferScalar, lastMembers, noteUntyped } from './shared';

export interface CsvOptions {
  /** Field separator; '' on input means detect it. */
  delimiter?: string;
  /** CSV -> JSON: turn number-like cells into numbers, true/false into booleans, empty into null. */
  inferTypes?: boolean;
}

function cellText(value: JsonValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof JsonNumber) return value.raw;
  return stringifyTree(value);
}

/**
 * Flattens nested objects into `a.b` columns in written order; arrays stay as JSON text
 * (listed). A column that two keys would share (`{"a":{"b":1},"a.b":2}`) gets `_2` for the
 * later one, listed, so neither cell overwrites the other.
 */
function flatten(object: JsonObject, into: Map<string, string>, path: string, log: ChangeLog) {
  const stack: { members: [string, JsonValue, string][]; next: number; column: string }[] = [
    { members: lastMembers(object, path, log, 'csvDuplicateKey'), next: 0, column: '' },
  ];
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    if (top.next >= top.members.length) {
      stack.pop();
      continue;
    }
    const [key, value, memberPath] = top.members[top.next++];
    const wanted = top.column ? `${top.column}.${key}` : key;
    if (value instanceof JsonObject && value.entries.length > 0) {
      const members = lastMembers(value, memberPath, log, 'csvDuplicateKey');
      stack.push({ members, next: 0, column: wanted });
      continue;
    }
    let column = wanted;
    for (let n = 2; into.has(column); n += 1) column = `${wanted}_${n}`;
    if (column !== wanted) log.add(memberPath, key, column, 'csvColumnCollision', { name: wanted });
    if (Array.isArray(value) || value instanceof JsonObject)
      log.add(memberPath, shownValue(value), JSON.stringify(shownValue(value)), 'csvNested');
    into.set(column, cellText(value));
  }
}

/** Arrays of objects -> rows with a header (RFC 4180 quoting, CRLF); arrays of arrays -> rows. */
export function jsonToCsv(value: JsonValue, options: CsvOptions = {}): ChangedOutput {
  const delimiter = options.delimiter || ',';
  const items = Array.isArray(value) ? value : [value];
  const log = new ChangeLog();
  if (items.length === 0) return { text: '', changes: [] };
  if (items.every((item) => Array.isArray(item))) {
    const text = guardLibrary('CSV', () =>
      Papa.unparse(
        (items as JsonValue[][]).map((row, r) =>
          row.map((cell, c) => {
            if (Array.isArray(cell) || cell instanceof JsonObject) {
              const shown = shownValue(cell);
              log.add(`$[${r}][${c}]`, shown, JSON.stringify(shown), 'csvNested');
            }
            return cellText(cell);
          }),
        ),
        { delimiter, newline: '\r\n' },
      ),
    );
    noteUntyped(value, log, 'csv');
    return { text, changes: log.changes };
  }
  if (!items.every((item) => item instanceof JsonObject)) {
    throw new JsonToolError('csvNeedsRows');
  }
  const columns: string[] = [];
  const seen = new Set<string>();
  const rows = (items as JsonObject[]).map((item, i) => {
    const cells = new Map<string, string>();
    flatten(item, cells, Array.isArray(value) ? `$[${i}]` : '$', log);
    for (const column of cells.keys()) {
      if (!seen.has(column)) {
        seen.add(column);
        columns.push(column);
      }
    }
    return cells;
  });
  const data = rows.map((cells) => columns.map((column) => cells.get(column) ?? ''));
  const text = guardLibrary('CSV', () =>
    Papa.unparse({ fields: columns, data }, { delimiter, newline: '\r\n' }),
  );
  noteUntyped(value, log, 'csv');
  return { text, changes: log.changes };
}

/** `a.b` columns -> nested objects, unless a prefix is already a plain value (then kept flat). */
function unflatten(header: string[], cells: JsonValue[]): JsonObject {
  const root = new JsonObject();
  header.forEach((column, index) => {
    const cell = cells[index] ?? null;
    const parts = column.split('.');
    if (parts.length === 1 || !parts.every(Boolean)) {
      root.entries.push([column, cell]);
      return;
    }
    let target = root;
    for (const part of parts.slice(0, -1)) {
      const existing = target.get(part);
      if (existing instanceof JsonObject) target = existing;
      else if (existing === undefined) {
        const child = new JsonObject();
        target.entries.push([part, child]);
        target = child;
      } else {
        root.entries.push([column, cell]);
        return;
      }
    }
    target.entries.push([parts[parts.length - 1], cell]);
  });
  return root;
}

/** CSV with a header row -> array of objects. */
export function csvToJson(text: string, options: CsvOptions = {}): JsonValue {
  const infer = options.inferTypes !== false;
  const result = guardLibrary('CSV', () =>
    Papa.parse<string[]>(text, { delimiter: options.delimiter ?? '', skipEmptyLines: 'greedy' }),
  );
  const quoteError = result.errors.find((error) => error.type === 'Quotes');
  if (quoteError) throw new JsonToolError('csvUnclosedQuote', { line: (quoteError.row ?? 0) + 1 });
  const [header, ...rows] = result.data;
  if (!header) throw new JsonToolError('csvEmpty');
  return rows.map((row) => {
    const cells = row.map((cell) => (infer ? (cell === '' ? null : inferScalar(cell)) : cell));
    return unflatten(header, cells);
  });
}
