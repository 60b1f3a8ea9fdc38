import { describe, expect, it } from 'vitest';
import { buildTreeIndex, TreeSession } from '../core';
import { applyTextEdits } from '../core/textEdit';
import { editTree } from './treeEdit';

const TEXT = '{\n  "a": {"x": 1},\n  "b": [1, 2],\n  "c": 3\n}';

function session(closed?: number[]) {
  const tree = new TreeSession(TEXT, buildTreeIndex(TEXT));
  for (const id of closed ?? []) tree.toggle(id, false);
  return tree;
}

describe('editTree', () => {
  it('rebuilds the tree from the edited text, folding kept and the new node selected', () => {
    const tree = session([3]); // "b" closed
    const { session: edited, result } = editTree(tree, {
      ops: [{ kind: 'insert', parent: 0, index: 0, key: 'new', value: '{"y": 2}' }],
      rows: 50,
      lenient: false,
    });
    if (!('edits' in result)) throw new Error('refused');
    expect(result.baseLength).toBe(TEXT.length);
    expect(edited!.text).toBe(applyTextEdits(TEXT, result.edits));
    const rows = edited!.rowsBetween(0, 50);
    expect(rows.find((row) => row.label === 'b')?.open).toBe(false);
    expect(rows.find((row) => row.id === result.tree.selected)?.label).toBe('new');
  });

  it('keeps a moved member folded where it lands', () => {
    const tree = session([1]); // "a" closed
    const { session: edited } = editTree(tree, {
      ops: [{ kind: 'move', node: 1, toIndex: 2 }],
      rows: 50,
      lenient: false,
    });
    const rows = edited!.rowsBetween(0, 50);
    expect(rows.map((row) => row.label)).toEqual(['$', 'b', '0', '1', 'c', 'a']);
    expect(rows.at(-1)?.open).toBe(false);
  });

  it('passes a refused edit back with its code', () => {
    const { session: edited, result } = editTree(session(), {
      ops: [{ kind: 'renameKey', node: 1, key: 'b' }],
      rows: 50,
      lenient: false,
    });
    expect(edited).toBeUndefined();
    expect(result).toEqual({
      failure: { code: 'editKeyExists', params: { key: 'b', path: '$' }, syntaxParams: {} },
    });
  });

  it('pastes members into an object, and selects the next sibling after a delete', () => {
    const pasted = editTree(session(), {
      ops: [],
      paste: { node: 1, fragment: '"z": 0' },
      rows: 50,
      lenient: false,
    });
    expect(pasted.session!.text).toContain('"a": {"x": 1, "z": 0}');
    const deleted = editTree(session(), {
      ops: [{ kind: 'delete', node: 1 }],
      rows: 50,
      lenient: false,
    });
    const result = deleted.result;
    if (!('tree' in result)) throw new Error('refused');
    const rows = deleted.session!.rowsBetween(0, 50);
    expect(rows.find((row) => row.id === result.tree.selected)?.label).toBe('b');
  });

  it('edits a value in place: folding kept, edits planned on the text before', () => {
    const tree = session([3]); // "b" closed
    const { session: edited, result } = editTree(tree, {
      ops: [{ kind: 'setValue', node: 6, value: '"三"' }],
      rows: 50,
      lenient: false,
    });
    if (!('edits' in result)) throw new Error('refused');
    expect(result.baseLength).toBe(TEXT.length);
    expect(applyTextEdits(TEXT, result.edits)).toBe(edited!.text);
    expect(edited!.text).toBe('{\n  "a": {"x": 1},\n  "b": [1, 2],\n  "c": "三"\n}');
    const rows = edited!.rowsBetween(0, 50);
    expect(rows.find((row) => row.label === 'b')?.open).toBe(false);
    expect(rows.find((row) => row.id === result.tree.selected)?.preview).toBe('"三"');
  });
});
