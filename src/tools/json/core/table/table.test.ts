import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTreeIndex } from '../treeIndex';
import { csvCellText, sheetCell } from './tableExport';
import { findTableCandidates, parsePath, resolvePath } from './tableModel';
import { compareNumberText, fitsSpreadsheetNumber } from './tableNumber';
import { TableSession } from './tableSession';
import { parseFilter, type TableViewSpec } from './tableView';

const NONE: TableViewSpec = { sort: null, filters: [] };
const open = (text: string, path = '', spec = NONE) => {
  const session = new TableSession(text, buildTreeIndex(text));
  const shape = session.open(path, spec);
  return { session, shape, rows: session.rowsBetween(0, 1000) };
};
const column = (text: string, spec: TableViewSpec, at = 0) =>
  open(text, '', spec).rows.map((row) => (row.cells[at].kind < 0 ? '∅' : row.cells[at].text));

describe('table columns', () => {
  it('unions the keys in first-seen order and tells missing from null', () => {
    const { shape, rows } = open('[{"b":1,"a":null},{"c":"x","b":2}]');
    expect(shape.columns).toEqual([
      { kind: 'member', name: 'b' },
      { kind: 'member', name: 'a' },
      { kind: 'member', name: 'c' },
    ]);
    expect(rows[0].cells.map((cell) => cell.kind)).toEqual([3, 6, -1]);
    expect(rows[1].cells.map((cell) => cell.kind)).toEqual([3, -1, 2]);
    expect(rows[1].cells[2].text).toBe('x');
  });

  it('shows objects of objects with their key first, and non-object items as a value', () => {
    const { shape, rows } = open('{"x":{"n":1},"y":{"n":2,"m":[1,2]}}');
    expect(shape.columns.map((c) => c.kind)).toEqual(['key', 'member', 'member']);
    expect(rows.map((row) => row.cells[0].text)).toEqual(['x', 'y']);
    expect(rows[1].cells[2]).toMatchObject({ kind: 1, count: 2 });
    const mixed = open('[{"a":1},5]');
    expect(mixed.shape.columns.map((c) => c.kind)).toEqual(['member', 'value']);
    expect(mixed.rows[1].cells.map((c) => c.text)).toEqual(['', '5']);
  });

  it('keys as written decoded, a repeated key showing its last value', () => {
    const { shape, rows } = open('[{"\\u0061":1,"a":2}]');
    expect(shape.columns).toEqual([{ kind: 'member', name: 'a' }]);
    expect(rows[0].cells[0].text).toBe('2');
  });
});

describe('choosing the table', () => {
  const text = '{"meta":{"n":1},"list":[{"a":1},{"a":2},{"a":3}],"small":[{"b":1}]}';
  it('offers the containers of objects, biggest first, and opens the biggest', () => {
    const index = buildTreeIndex(text);
    expect(findTableCandidates(index, text).map((c) => [c.path, c.rows])).toEqual([
      ['$.list', 3],
      ['$.small', 1],
    ]);
    // The root is not offered: only one of its three members is an object.
    expect(open(text).shape.path).toBe('$.list');
  });

  it('follows a path and falls back to the default when it no longer leads anywhere', () => {
    expect(open(text, '$.small').shape).toMatchObject({ path: '$.small', total: 1 });
    expect(open(text, '$.gone').shape).toMatchObject({ fellBack: true });
    expect(parsePath("$.a['b c'][3]")).toEqual(['a', 'b c', 3]);
    const index = buildTreeIndex('{"a b":[{"c":[1,{"d":2}]}]}');
    expect(resolvePath(index, '{"a b":[{"c":[1,{"d":2}]}]}', "$['a b'][0].c[1]")).toBe(5);
  });
});

describe('sorting', () => {
  it('compares numbers exactly as written, big integers and decimals too', () => {
    expect(compareNumberText('12345678901234567891', '12345678901234567890')).toBe(1);
    expect(compareNumberText('0.1000000000000000055', '0.1')).toBe(1);
    expect(compareNumberText('1e2', '100.0')).toBe(0);
    expect(compareNumberText('-0', '0')).toBe(0);
    expect(compareNumberText('-2', '-10')).toBe(1);
    const text =
      '[{"n":12345678901234567891},{"n":-1.5},{"x":0},{"n":12345678901234567890},{"n":2e-3}]';
    expect(column(text, { sort: { column: 0, descending: false }, filters: [] })).toEqual([
      '-1.5',
      '2e-3',
      '12345678901234567890',
      '12345678901234567891',
      '∅',
    ]);
    expect(column(text, { sort: { column: 0, descending: true }, filters: [] })).toEqual([
      '12345678901234567891',
      '12345678901234567890',
      '2e-3',
      '-1.5',
      '∅',
    ]);
  });

  it('keeps null and missing last in both directions', () => {
    const text = '[{"n":null},{"n":1},{},{"n":"b"},{"n":3}]';
    const sorted = (descending: boolean) =>
      column(text, { sort: { column: 0, descending }, filters: [] });
    expect(sorted(false)).toEqual(['1', '3', 'b', 'null', '∅']);
    expect(sorted(true)).toEqual(['3', '1', 'b', 'null', '∅']);
  });

  it('sorts strings by Chinese collation, keeping document order for ties', () => {
    const text = '[{"s":"张三","i":0},{"s":"李四","i":1},{"s":"阿五","i":2},{"s":"李四","i":3}]';
    const spec: TableViewSpec = { sort: { column: 0, descending: false }, filters: [] };
    expect(column(text, spec, 1)).toEqual(['2', '1', '3', '0']);
  });

  it('agrees with BigInt order on any integers', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.bigInt(), (a, b) => {
        const expected = a < b ? -1 : a > b ? 1 : 0;
        expect(Math.sign(compareNumberText(String(a), String(b)))).toBe(expected);
      }),
    );
  });
});

describe('filtering and paging', () => {
  const text = '[{"name":"Apple","n":10},{"name":"pear","n":2.5},{"name":"grape"},{"n":"10"}]';
  it('keeps rows whose text contains the filter, case-insensitively', () => {
    const spec = { sort: null, filters: [{ column: 0, expression: 'AP' }] };
    expect(column(text, spec)).toEqual(['Apple', 'grape']);
    expect(open(text, '', spec).shape).toMatchObject({ total: 4, shown: 2 });
  });

  it('compares numbers (strings are not numbers) and says when the value is not one', () => {
    expect(column(text, { sort: null, filters: [{ column: 1, expression: '>= 2.5' }] }, 1)).toEqual(
      ['10', '2.5'],
    );
    expect(column(text, { sort: null, filters: [{ column: 1, expression: '!=10' }] }, 1)).toEqual([
      '2.5',
    ]);
    expect(parseFilter('> abc')).toEqual({ kind: 'invalid', value: 'abc' });
    expect(column(text, { sort: null, filters: [{ column: 1, expression: '>x' }] })).toHaveLength(
      4,
    );
  });

  it('pages through 100 000 rows', () => {
    const big = '[' + Array.from({ length: 100_000 }, (_, i) => `{"i":${i}}`).join(',') + ']';
    const { session, shape } = open(big, '', {
      sort: { column: 0, descending: true },
      filters: [],
    });
    expect(shape.total).toBe(100_000);
    expect(session.rowsBetween(50_000, 50_002).map((row) => row.cells[0].text)).toEqual([
      '49999',
      '49998',
    ]);
  });
});

describe('export cells', () => {
  it('writes numbers exactly, nested values compact, null and missing empty', () => {
    expect(csvCellText({ kind: 3, raw: '1.50', text: '1.50' })).toBe('1.50');
    expect(csvCellText({ kind: 0, raw: '{ "a" : [1, 2] }', text: '' })).toBe('{"a":[1,2]}');
    expect(csvCellText({ kind: 6, raw: 'null', text: 'null' })).toBe('');
    expect(csvCellText({ kind: -1, raw: '', text: '' })).toBe('');
  });

  it('puts numbers Excel would round into text cells and counts them', () => {
    const asText = { count: 0 };
    expect(sheetCell({ kind: 3, raw: '12345678901234567890', text: '' }, asText)).toEqual({
      type: String,
      value: '12345678901234567890',
    });
    expect(sheetCell({ kind: 3, raw: '3.25', text: '' }, asText)).toEqual({
      type: Number,
      value: 3.25,
    });
    expect(asText.count).toBe(1);
    expect(fitsSpreadsheetNumber('123456789012345')).toBe(true);
    expect(fitsSpreadsheetNumber('1234567890123456')).toBe(false);
  });
});
