import Papa from 'papaparse';
import { ChangeLog, shownValue, type ChangedOutput } from '../changes';
import { JsonToolError } from '../errors';
import { JsonNumber, JsonObject, stringifyTree, type JsonValue } from '../tree';
import type { CsvOptions } from './csv';
import { rowReader } from './csvColumns';
import {
  asUtf8Holds,
  assertConvertibleDepth,
  guardLibrary,
  lastMembers,
  noteUntyped,
} from './shared';

function cellText(value: JsonValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return asUtf8Holds(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof JsonNumber) return value.raw;
  return stringifyTree(value);
}

/**
 * What one row says: its columns (name -> cell), itself as a reader should get it (keys as
 * renamed), and where each of its objects stands in the input (for the change list).
 */
interface Row {
  cells: Map<string, string>;
  intended: JsonObject;
  inputPaths: Map<JsonObject, string>;
  /** Per object: its members' input paths, by renamed key. */
  memberPaths: Map<JsonObject, [string, string][]>;
}

/**
 * A member's key as a column name part. `.` joins nested keys, so a key holding one (or an
 * empty key inside a nested column) would be read back as other nesting: it is renamed, listed.
 * A top-level key whose dotted parts include an empty one (`a.`) is read flat, as written.
 * A lone surrogate, which the saved UTF-8 file cannot hold, becomes U+FFFD.
 */
function columnKey(key: string, nested: boolean): string {
  const parts = key.split('.');
  const readFlat = !nested && (parts.length === 1 || !parts.every(Boolean));
  return asUtf8Holds(readFlat ? key : key.replace(/\./g, '_') || '_');
}

/** A string cell with a lone surrogate holds U+FFFD in the saved file: listed. */
function noteInvalidChar(value: JsonValue, path: string, log: ChangeLog): JsonValue {
  if (typeof value !== 'string' || asUtf8Holds(value) === value) return value;
  log.add(path, shownValue(value), shownValue(asUtf8Holds(value)), 'csvInvalidChar');
  return asUtf8Holds(value);
}

/** What Excel and WPS run as a formula when a cell starts with it (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet would run gets a leading ', listed, when guarding is on. */
function guardFormula(value: JsonValue, path: string, log: ChangeLog, guard: boolean): JsonValue {
  if (!guard || typeof value !== 'string' || !FORMULA_START.test(value)) return value;
  log.add(path, shownValue(value), shownValue(`'${value}`), 'csvFormulaGuarded');
  return `'${value}`;
}

/**
 * Flattens one object into `a.b` columns in written order; arrays and empty objects are cells
 * holding their JSON text (listed), nulls empty cells (listed). Keys that a column name
 * cannot hold are renamed, numbered when the new name is taken, and listed.
 */
function flattenRow(object: JsonObject, path: string, log: ChangeLog, guard: boolean): Row {
  const cells = new Map<string, string>();
  const inputPaths = new Map<JsonObject, string>();
  const memberPaths = new Map<JsonObject, [string, string][]>();
  const fill = (from: JsonObject, into: JsonObject, prefix: string, objectPath: string) => {
    inputPaths.set(into, objectPath);
    const paths: [string, string][] = [];
    memberPaths.set(into, paths);
    const used = new Set<string>();
    for (const [key, value, memberPath] of lastMembers(from, objectPath, log, 'csvDuplicateKey')) {
      const group = value instanceof JsonObject && value.entries.length > 0;
      const plain = columnKey(key, prefix !== '' || group);
      // Only a top-level name starts a header cell; nested ones follow `a.`.
      const guarded = guard && prefix === '' && FORMULA_START.test(plain);
      const wanted = guarded ? `'${plain}` : plain;
      let name = wanted;
      for (let n = 2; used.has(name); n += 1) name = `${wanted}_${n}`;
      used.add(name);
      paths.push([name, memberPath]);
      if (name !== wanted) log.add(memberPath, key, name, 'csvColumnCollision', { name: wanted });
      else if (guarded) log.add(memberPath, key, name, 'csvFormulaKeyGuarded');
      else if (name !== key) log.add(memberPath, key, name, 'csvKeyRenamed');
      const column = prefix ? `${prefix}.${name}` : name;
      if (group) {
        const child = new JsonObject();
        into.entries.push([name, child]);
        fill(value, child, column, memberPath);
        continue;
      }
      if (Array.isArray(value) || value instanceof JsonObject)
        log.add(memberPath, shownValue(value), JSON.stringify(shownValue(value)), 'csvNested');
      if (value === null) log.add(memberPath, 'null', '""', 'csvNull');
      const written = guardFormula(noteInvalidChar(value, memberPath, log), memberPath, log, guard);
      into.entries.push([name, written]);
      cells.set(column, cellText(written));
    }
  };
  const intended = new JsonObject();
  fill(object, intended, '', path);
  return { cells, intended, inputPaths, memberPaths };
}

/**
 * Lists where a reader of the CSV gets another row than the input's: cells the row did not
 * have (empty, added), empty cells that give way to other columns, and members in column
 * order rather than the row's own. Keys here are column names already (renames are listed).
 */
function noteReadBack(row: Row, read: JsonObject, log: ChangeLog) {
  const compare = (intended: JsonValue, readValue: JsonValue, path: string) => {
    // Below the row, an empty object is a cell ("{}"), not a group of columns.
    const group = intended instanceof JsonObject && intended.entries.length > 0;
    if (group && readValue instanceof JsonObject) compareObjects(intended, readValue);
    else if (group || readValue instanceof JsonObject)
      log.add(path, shownValue(intended), stringifyTree(readValue), 'csvEmptyCell');
  };
  const compareObjects = (intended: JsonObject, read: JsonObject) => {
    const path = row.inputPaths.get(intended)!;
    const memberPath = new Map(row.memberPaths.get(intended));
    const own = new Set(intended.entries.map(([key]) => key));
    const kept: string[] = [];
    for (const [key, value] of intended.entries) {
      const readValue = read.get(key);
      const at = memberPath.get(key)!;
      if (readValue === undefined) log.add(at, shownValue(value), null, 'csvEmptyCell');
      else {
        kept.push(key);
        compare(value, readValue, at);
      }
    }
    const readKeys = read.entries.map(([key]) => key);
    const added = readKeys.filter((key) => !own.has(key));
    if (added.length > 0) {
      const cells = new JsonObject(added.map((key) => [key, read.get(key)!]));
      log.add(path, '', stringifyTree(cells), 'csvMissingCell');
    }
    if ([...kept, ...added].join('\u0000') !== readKeys.join('\u0000'))
      log.add(path, JSON.stringify(kept), JSON.stringify(readKeys), 'csvKeyOrder');
  };
  compareObjects(row.intended, read);
}

/** A row that would be a blank line (one empty cell) is written `""`: readers skip blank lines. */
const quoteLoneEmpty = (width: number) => (cell: unknown) => width === 1 && cell === '';

/** Arrays of arrays -> rows without a header; empty rows (blank lines to readers) are left out. */
function arraysToCsv(
  rows: JsonValue[][],
  delimiter: string,
  log: ChangeLog,
  guard: boolean,
): string {
  const data: string[][] = [];
  rows.forEach((row, r) => {
    if (row.length === 0) log.add(`$[${r}]`, '[]', null, 'csvEmptyRow');
    else
      data.push(
        row.map((cell, c) => {
          const shown = shownValue(cell);
          if (Array.isArray(cell) || cell instanceof JsonObject)
            log.add(`$[${r}][${c}]`, shown, JSON.stringify(shown), 'csvNested');
          if (cell === null) log.add(`$[${r}][${c}]`, 'null', '""', 'csvNull');
          const at = `$[${r}][${c}]`;
          return cellText(guardFormula(noteInvalidChar(cell, at, log), at, log, guard));
        }),
      );
  });
  return guardLibrary('CSV', () =>
    data
      .map((row) => Papa.unparse([row], { delimiter, quotes: quoteLoneEmpty(row.length) }))
      .join('\r\n'),
  );
}

/**
 * Arrays of objects -> rows under a header (RFC 4180 quoting, CRLF), one object -> one row;
 * arrays of arrays -> rows. Whatever a reader of the CSV (with `a.b` columns nested, as this
 * tool reads them) would get otherwise is listed.
 */
export function jsonToCsv(value: JsonValue, options: CsvOptions = {}): ChangedOutput {
  // Rows are flattened and compared with what a reader gets by recursion.
  assertConvertibleDepth(value, 'CSV');
  const delimiter = options.delimiter || ',';
  const guard = options.guardFormulas === true;
  const log = new ChangeLog();
  if (value instanceof JsonObject) log.add('$', shownValue(value), '[…]', 'csvWrappedInArray');
  const items = Array.isArray(value) ? value : [value];
  if (items.length > 0 && items.every((item) => Array.isArray(item))) {
    const text = arraysToCsv(items as JsonValue[][], delimiter, log, guard);
    noteUntyped(value, log, 'csv');
    return { text, changes: log.changes };
  }
  if (!items.every((item) => item instanceof JsonObject)) throw new JsonToolError('csvNeedsRows');
  const rowPath = (i: number) => (Array.isArray(value) ? `$[${i}]` : '$');
  const rows = (items as JsonObject[]).map((item, i) => flattenRow(item, rowPath(i), log, guard));
  const columns = [...new Set(rows.flatMap((row) => [...row.cells.keys()]))];
  if (columns.length === 0) {
    // No column at all: a CSV of rows without cells is an empty text.
    items.forEach((item, i) => log.add(rowPath(i), shownValue(item), null, 'csvNoColumns'));
    return { text: '', changes: log.changes };
  }
  const readRow = rowReader(columns);
  const data = rows.map((row) => {
    const line = columns.map((column) => row.cells.get(column) ?? '');
    noteReadBack(row, readRow(line), log);
    return line;
  });
  const text = guardLibrary('CSV', () =>
    Papa.unparse(
      { fields: columns, data },
      { delimiter, newline: '\r\n', quotes: quoteLoneEmpty(columns.length) },
    ),
  );
  noteUntyped(value, log, 'csv');
  return { text, changes: log.changes };
}
