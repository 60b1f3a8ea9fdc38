import { describe, expect, it } from 'vitest';
import { invertTextEdits } from '../textEdit';
import { buildTreeIndex } from '../treeIndex';
import { followOffsets, nodeAround, nodeStartingAt } from './followOffsets';
import { planEdits } from './planEdits';

const TEXT = '{"a": {"x": 1}, "b": [1, 2], "c": 3}';

describe('followOffsets', () => {
  it('shifts offsets past an edit and loses those inside a rewritten span', () => {
    const follow = followOffsets(TEXT, [{ from: 1, to: 4, insert: '"aa"' }]);
    expect(follow(0)).toBe(0);
    expect(follow(2)).toBe(-1);
    expect(follow(TEXT.indexOf('{"x"'))).toBe(TEXT.indexOf('{"x"') + 1);
  });

  it('moves what was inside a member with it when a move rewrites the slots, and back', () => {
    const index = buildTreeIndex(TEXT);
    // Move "a" (node 1) to the end: its object follows to where it now is.
    const edits = planEdits(TEXT, index, [{ kind: 'move', node: 1, toIndex: 2 }]);
    const follow = followOffsets(TEXT, edits);
    const moved = TEXT.slice(0, 1) + '"b": [1, 2], "c": 3, "a": {"x": 1}}';
    const after = TEXT.slice(0, 1) + moved.slice(1);
    expect(follow(TEXT.indexOf('{"x"'))).toBe(after.indexOf('{"x"'));
    expect(follow(TEXT.indexOf('[1, 2]'))).toBe(after.indexOf('[1, 2]'));
    // The undo (the inverse edits) brings it back.
    const back = followOffsets(after, invertTextEdits(TEXT, edits));
    expect(back(after.indexOf('{"x"'))).toBe(TEXT.indexOf('{"x"'));
  });
});

describe('nodeStartingAt / nodeAround', () => {
  const index = buildTreeIndex(TEXT);
  it('finds a node by where its value starts, and the innermost node around an offset', () => {
    expect(nodeStartingAt(index, TEXT.indexOf('[1, 2]'))).toBe(3);
    expect(nodeStartingAt(index, TEXT.indexOf('[1, 2]') + 2)).toBe(-1);
    expect(nodeAround(index, TEXT.indexOf('"b"'))).toBe(3);
    expect(nodeAround(index, TEXT.indexOf('2]'))).toBe(5);
    expect(nodeAround(index, 0)).toBe(0);
  });
});
