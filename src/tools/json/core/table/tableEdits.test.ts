import { describe, expect, it } from 'vitest';
import { applyTextEdits } from '../textEdit';
import { buildTreeIndex } from '../treeIndex';
import type { TableEditOp } from './tableEdits';
import { TableSession } from './tableSession';

const NONE = { sort: null, filters: [] };

function edited(text: string, op: TableEditOp, path = ''): string {
  const session = new TableSession(text, buildTreeIndex(text));
  session.open(path, NONE);
  return applyTextEdits(text, session.plan(op).edits);
}

describe('table edits', () => {
  const text = '[\n  {"name": "张三", "n": 1.50},\n  {"name": "李四"}\n]';

  it('keeps a string cell a string and takes other cells as JSON, exactly', () => {
    expect(edited(text, { kind: 'setCell', row: 0, node: 1, column: 0, input: '王"五' })).toBe(
      '[\n  {"name": "王\\"五", "n": 1.50},\n  {"name": "李四"}\n]',
    );
    expect(
      edited(text, { kind: 'setCell', row: 0, node: 1, column: 1, input: '12345678901234567890' }),
    ).toBe('[\n  {"name": "张三", "n": 12345678901234567890},\n  {"name": "李四"}\n]');
  });

  it('fills a missing cell with JSON when it is JSON, else with a string', () => {
    expect(edited(text, { kind: 'setCell', row: 1, node: 4, column: 1, input: '2.0' })).toContain(
      '"name": "李四", "n": 2.0}',
    );
    expect(edited(text, { kind: 'setCell', row: 1, node: 4, column: 1, input: 'abc' })).toContain(
      '"n": "abc"',
    );
  });

  it('adds a row, adds a column where it is missing, deletes rows', () => {
    expect(JSON.parse(edited(text, { kind: 'addRow' }))).toHaveLength(3);
    expect(JSON.parse(edited(text, { kind: 'addColumn', name: 'n' }))).toEqual([
      { name: '张三', n: 1.5 },
      { name: '李四', n: null },
    ]);
    expect(JSON.parse(edited(text, { kind: 'deleteRows', rows: [0], nodes: [1] }))).toEqual([
      { name: '李四' },
    ]);
  });

  it('refuses an edit aimed at a row that is no longer there', () => {
    expect(() => edited(text, { kind: 'deleteRows', rows: [0], nodes: [6] })).toThrow('editNoNode');
  });

  it('renames the key of an object-of-objects row and adds keyed rows', () => {
    const doc = '{"a":{"x":1},"b":{"x":2}}';
    expect(edited(doc, { kind: 'setCell', row: 1, node: 3, column: 0, input: 'c' })).toBe(
      '{"a":{"x":1},"c":{"x":2}}',
    );
    expect(JSON.parse(edited(doc, { kind: 'addRow', key: 'd' }))).toEqual({
      a: { x: 1 },
      b: { x: 2 },
      d: {},
    });
  });
});
