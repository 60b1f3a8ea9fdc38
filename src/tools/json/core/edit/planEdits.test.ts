import { describe, expect, it } from 'vitest';
import { applyTextEdits } from '../textEdit';
import { buildTreeIndex, childCountOf, keyEndOf } from '../treeIndex';
import { EditError, pasteOps, planEdits, type EditOp } from './index';

/** The node whose JSONPath-ish address is given as keys/indexes from the root. */
function find(text: string, ...steps: (string | number)[]): number {
  const index = buildTreeIndex(text);
  let node = 0;
  for (const step of steps) {
    let child = node + 1;
    for (let i = 0; ; i += 1) {
      const key =
        index.keyStart[child] >= 0
          ? JSON.parse(text.slice(index.keyStart[child], keyEndOf(index, text, child)))
          : i;
      if (key === step) break;
      child = index.subtreeEnd[child];
    }
    node = child;
  }
  return node;
}

function run(text: string, ...ops: EditOp[]): string {
  return applyTextEdits(text, planEdits(text, buildTreeIndex(text), ops));
}

function refused(text: string, op: EditOp): EditError {
  try {
    run(text, op);
  } catch (error) {
    if (error instanceof EditError) return error;
    throw error;
  }
  throw new Error('not refused');
}

const PRETTY = '{\n  "a": 1,\n  "b": [\n    10,\n    20\n  ],\n  "c": {}\n}\n';

describe('planEdits', () => {
  it('sets values exactly as written, big numbers included', () => {
    const text = '{"id": 1, "n": 2}';
    expect(
      run(text, { kind: 'setValue', node: find(text, 'id'), value: '12345678901234567890123' }),
    ).toBe('{"id": 12345678901234567890123, "n": 2}');
    expect(run(text, { kind: 'setValue', node: find(text, 'n'), value: ' "x\\u0041" ' })).toBe(
      '{"id": 1, "n": "x\\u0041"}',
    );
  });

  it('indents a multi-line value to its line, and minifies it in a minified document', () => {
    expect(
      run(PRETTY, { kind: 'setValue', node: find(PRETTY, 'a'), value: '{\n  "x": 1\n}' }),
    ).toBe('{\n  "a": {\n    "x": 1\n  },\n  "b": [\n    10,\n    20\n  ],\n  "c": {}\n}\n');
    const mini = '{"a":1,"b":2}';
    expect(
      run(mini, { kind: 'setValue', node: find(mini, 'a'), value: '{\n  "x": [1, 2]\n}' }),
    ).toBe('{"a":{"x":[1,2]},"b":2}');
  });

  it('refuses a value that is not JSON, saying where', () => {
    const error = refused(PRETTY, { kind: 'setValue', node: find(PRETTY, 'a'), value: '{"x":}' });
    expect(error.code).toBe('editBadValue');
    expect(error.params).toMatchObject({ line: 1, column: 6 });
    expect(refused(PRETTY, { kind: 'setValue', node: 1, value: '  ' }).code).toBe('editEmptyValue');
  });

  it('renames a key, refusing one already in the object', () => {
    expect(run(PRETTY, { kind: 'renameKey', node: find(PRETTY, 'a'), key: 'new "a"' })).toContain(
      '  "new \\"a\\"": 1,\n',
    );
    const error = refused(PRETTY, { kind: 'renameKey', node: find(PRETTY, 'a'), key: 'b' });
    expect([error.code, error.params]).toEqual(['editKeyExists', { key: 'b', path: '$' }]);
    expect(refused(PRETTY, { kind: 'renameKey', node: find(PRETTY, 'b', 0), key: 'x' }).code).toBe(
      'editNotMember',
    );
    expect(refused(PRETTY, { kind: 'renameKey', node: 0, key: 'x' }).code).toBe('editRoot');
  });

  it('inserts with the siblings’ layout: first, middle, last, into empty containers', () => {
    const b = find(PRETTY, 'b');
    expect(run(PRETTY, { kind: 'insert', parent: b, index: 0, value: '5' })).toContain(
      '[\n    5,\n    10,',
    );
    expect(run(PRETTY, { kind: 'insert', parent: b, index: 2, value: '30' })).toContain(
      '20,\n    30\n  ]',
    );
    expect(
      run(PRETTY, { kind: 'insert', parent: find(PRETTY, 'c'), index: 0, key: 'k', value: 'true' }),
    ).toContain('"c": {\n    "k": true\n  }\n}');
    const mini = '{"a":[],"b":{}}';
    expect(
      run(
        mini,
        { kind: 'insert', parent: find(mini, 'a'), index: 0, value: '1' },
        { kind: 'insert', parent: find(mini, 'a'), index: 0, value: '2' },
        { kind: 'insert', parent: 0, index: 1, key: 'x', value: 'null' },
      ),
    ).toBe('{"a":[1,2],"x":null,"b":{}}');
    expect(run('{"key":1}', { kind: 'insert', parent: 0, index: 1, value: '2' })).toBe(
      '{"key":1,"key 2":2}',
    );
    expect(refused(mini, { kind: 'insert', parent: 0, index: 0, key: 'a', value: '1' }).code).toBe(
      'editKeyExists',
    );
    expect(refused(mini, { kind: 'insert', parent: 0, index: 3, key: 'z', value: '1' }).code).toBe(
      'editIndex',
    );
  });

  it('deletes first, last, only and neighbouring members with their commas', () => {
    const text = '[1, 2, 3, 4]';
    const del = (...ids: number[]) =>
      run(text, ...ids.map((i) => ({ kind: 'delete', node: find(text, i) }) as const));
    expect(del(0)).toBe('[2, 3, 4]');
    expect(del(3)).toBe('[1, 2, 3]');
    expect(del(1, 2)).toBe('[1, 4]');
    expect(del(2, 3)).toBe('[1, 2]');
    expect(del(0, 2, 3)).toBe('[2]');
    expect(del(0, 1, 2, 3)).toBe('[]');
    expect(run(PRETTY, { kind: 'delete', node: find(PRETTY, 'c') })).toBe(
      '{\n  "a": 1,\n  "b": [\n    10,\n    20\n  ]\n}\n',
    );
    // A member inside a deleted one goes with it.
    expect(
      run(
        PRETTY,
        { kind: 'delete', node: find(PRETTY, 'b') },
        { kind: 'delete', node: find(PRETTY, 'b', 1) },
      ),
    ).toBe('{\n  "a": 1,\n  "c": {}\n}\n');
    expect(refused(text, { kind: 'delete', node: 0 }).code).toBe('editRoot');
  });

  it('sets a new key in every row at once', () => {
    const text = '[\n  {"id": 1},\n  {"id": 2, "x": 0}\n]';
    const ops: EditOp[] = [find(text, 0), find(text, 1)].map((row) => ({
      kind: 'insert',
      parent: row,
      index: childCountOf(buildTreeIndex(text), row),
      key: 'new',
      value: '""',
    }));
    expect(run(text, ...ops)).toBe('[\n  {"id": 1, "new": ""},\n  {"id": 2, "x": 0, "new": ""}\n]');
  });

  it('duplicates after the original with a free key, as JSON Editor Online names it', () => {
    const text = '{"a": {"x": 1}, "a (copy)": 2}';
    expect(run(text, { kind: 'duplicate', node: find(text, 'a') })).toBe(
      '{"a": {"x": 1}, "a (copy 2)": {"x": 1}, "a (copy)": 2}',
    );
    expect(run('[1,\n 2]', { kind: 'duplicate', node: 2 })).toBe('[1,\n 2,\n 2]');
  });

  it('moves within the parent, separators kept where they are', () => {
    const text = '{"a": 1, "b": 2,\n "c": 3}';
    expect(run(text, { kind: 'move', node: find(text, 'c'), toIndex: 0 })).toBe(
      '{"c": 3, "a": 1,\n "b": 2}',
    );
    expect(run(text, { kind: 'move', node: find(text, 'a'), toIndex: 1 })).toBe(
      '{"b": 2, "a": 1,\n "c": 3}',
    );
    expect(refused(text, { kind: 'move', node: find(text, 'a'), toIndex: 3 }).code).toBe(
      'editIndex',
    );
  });

  it('sorts keys by code point and scalars by exact value', () => {
    const text = '{"b": 1, "😀": 2, "\uff5e": 3, "a": 4}';
    expect(run(text, { kind: 'sortLevel', node: 0, order: 'asc' })).toBe(
      '{"a": 4, "b": 1, "\uff5e": 3, "😀": 2}',
    );
    const numbers =
      '[12345678901234567890124, 1e400, -0.5, 12345678901234567890123, 0, 1E-2, "x", null, true, false]';
    expect(run(numbers, { kind: 'sortLevel', node: 0, order: 'asc' })).toBe(
      '[null, false, true, -0.5, 0, 1E-2, 12345678901234567890123, 12345678901234567890124, 1e400, "x"]',
    );
    expect(run('[1, 3, 2]', { kind: 'sortLevel', node: 0, order: 'desc' })).toBe('[3, 2, 1]');
    expect(refused('[1, [2]]', { kind: 'sortLevel', node: 0, order: 'asc' }).code).toBe(
      'editSortContainers',
    );
    expect(refused('[1]', { kind: 'sortLevel', node: 1, order: 'asc' }).code).toBe(
      'editNotContainer',
    );
  });

  it('refuses ops that touch the same text', () => {
    const text = '{"a": {"b": 1}}';
    expect(() =>
      run(
        text,
        { kind: 'delete', node: find(text, 'a') },
        { kind: 'setValue', node: find(text, 'a', 'b'), value: '2' },
      ),
    ).toThrow(EditError);
  });
});

describe('pasteOps', () => {
  const paste = (text: string, node: number, fragment: string) => {
    const index = buildTreeIndex(text);
    return applyTextEdits(text, planEdits(text, index, pasteOps(index, node, fragment)));
  };

  it('adds an object fragment’s members to an object, braces optional', () => {
    expect(
      paste(PRETTY, find(PRETTY, 'c'), '{\n  "x": {\n    "y": 1\n  },\n  "z": 2\n}'),
    ).toContain('"c": {\n    "x": {\n      "y": 1\n    },\n    "z": 2\n  }\n}');
    expect(paste('{"a":1}', 0, '"b": 2, "c": [3]')).toBe('{"a":1,"b":2,"c":[3]}');
    expect(() => paste('{"a":1}', 0, '{"a": 2}')).toThrow(EditError);
  });

  it('appends to an array and replaces a scalar', () => {
    expect(paste('[1]', 0, '{"x": 1}')).toBe('[1,{"x": 1}]');
    expect(paste('[1]', 1, '"s"')).toBe('["s"]');
    expect(() => paste('[1]', 1, '"s')).toThrow(EditError);
  });
});
