import { describe, expect, it } from 'vitest';
import { buildTreeIndex, TreeSession } from '../core';
import { invertTextEdits } from '../core/textEdit';
import { editTree } from './treeEdit';
import { rebaseTree, viewTree } from './treeRebase';

const TEXT = '{\n  "a": {"x": {"deep": 1}},\n  "b": [1, 2],\n  "c": 3\n}';
const job = { rows: 50, lenient: false, from: 0 };

function labelsOf(session: TreeSession) {
  return session.rowsBetween(0, 50).map((row) => `${row.label}${row.open ? '' : '+'}`);
}

describe('rebaseTree', () => {
  it('undoes a move with the folding and the selection following the moved member', () => {
    const tree = new TreeSession(TEXT, buildTreeIndex(TEXT));
    tree.toggle(2, false); // "x" inside "a" closed
    const moved = editTree(tree, { ops: [{ kind: 'move', node: 1, toIndex: 2 }], ...job });
    if (!('edits' in moved.result)) throw new Error('refused');
    const after = moved.session!;
    expect(labelsOf(after)).toEqual(['$', 'b', '0', '1', 'c', 'a', 'x+']);

    const undo = invertTextEdits(TEXT, moved.result.edits);
    const rebased = rebaseTree(after, {
      ...job,
      edits: undo,
      baseLength: after.text.length,
      selected: moved.result.tree.selected,
      reveal: true,
    });
    expect(rebased!.session.text).toBe(TEXT);
    expect(labelsOf(rebased!.session)).toEqual(['$', 'a', 'x+', 'b', '0', '1', 'c']);
    const selected = rebased!.tree.rows.find((row) => row.id === rebased!.tree.selected);
    expect(selected?.label).toBe('a');
  });

  it('keeps a typed change from unfolding: the selection goes to what still shows', () => {
    const tree = new TreeSession(TEXT, buildTreeIndex(TEXT));
    tree.toggle(1, false); // "a" closed, "deep" (node 3) inside it
    const at = TEXT.indexOf('1}}');
    const rebased = rebaseTree(tree, {
      ...job,
      edits: [{ from: at, to: at + 1, insert: '10' }],
      baseLength: TEXT.length,
      selected: 3,
      reveal: false,
    });
    expect(rebased!.session.text).toContain('"deep": 10');
    expect(labelsOf(rebased!.session)).toEqual(['$', 'a+', 'b', '0', '1', 'c']);
    expect(rebased!.tree.selected).toBe(1);
  });

  it('gives up on another text, text that is not JSON, and a new document', () => {
    const tree = new TreeSession(TEXT, buildTreeIndex(TEXT));
    const base = { ...job, selected: 0, reveal: false };
    expect(rebaseTree(tree, { ...base, edits: [], baseLength: 3 })).toBeUndefined();
    const broken = [{ from: 0, to: 1, insert: '[' }];
    expect(rebaseTree(tree, { ...base, edits: broken, baseLength: TEXT.length })).toBeUndefined();
    const replaced = [{ from: 0, to: TEXT.length, insert: '[1]' }];
    expect(rebaseTree(tree, { ...base, edits: replaced, baseLength: TEXT.length })).toBeUndefined();
    expect(rebaseTree(undefined, { ...base, edits: [], baseLength: 0 })).toBeUndefined();
  });
});

describe('viewTree', () => {
  it('gives the held tree back as it was: folding, selection and rows from `from`', () => {
    const tree = new TreeSession(TEXT, buildTreeIndex(TEXT));
    tree.toggle(1, false); // "a" closed
    const view = viewTree(tree, { selected: 4, from: 2, rows: 3 });
    expect(view?.rows.map((row) => row.label)).toEqual(['b', '0', '1']);
    expect(view).toMatchObject({ nodes: tree.index.count, from: 2, selected: 4 });
    expect(view?.shape).toEqual(tree.shape(4));
    // A selection inside a closed node hands over to what shows; no tree, no view.
    expect(viewTree(tree, { selected: 3, from: 0, rows: 3 })?.selected).toBe(1);
    expect(viewTree(undefined, { selected: 0, from: 0, rows: 3 })).toBeUndefined();
  });
});
