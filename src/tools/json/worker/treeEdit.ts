import { buildTreeIndex, TreeSession, type TreeIndex } from '../core';
import { EditError, followOffsets, pasteOps, planEdits, type EditOp } from '../core/edit';
import { applyTextEdits, type TextEdit } from '../core/textEdit';
import type { JobResults, ResolvedJob } from './protocol';

/** Child positions from the root down to a node. */
function positionsOf(index: TreeIndex, id: number): number[] {
  const steps: number[] = [];
  for (let node = id; index.parent[node] >= 0; node = index.parent[node])
    steps.unshift(index.indexInParent[node]);
  return steps;
}

/** The node at child positions (as far down as they still lead). */
function nodeAt(index: TreeIndex, steps: readonly number[]): number {
  let node = 0;
  for (const step of steps) {
    if (index.childCount[node] === 0) break;
    let child = node + 1;
    for (let i = 0; i < Math.min(step, index.childCount[node] - 1); i += 1)
      child = index.subtreeEnd[child];
    node = child;
  }
  return node;
}

/** Where the selection goes after an op: the edited, new, copied or moved node. */
function selectionAfter(index: TreeIndex, op: EditOp): number[] {
  switch (op.kind) {
    case 'insert':
      return [...positionsOf(index, op.parent), op.index];
    case 'duplicate': {
      const steps = positionsOf(index, op.node);
      steps[steps.length - 1] += 1;
      return steps;
    }
    case 'move':
      return [...positionsOf(index, index.parent[op.node]), op.toIndex];
    case 'delete':
      // The next sibling takes its place (nodeAt falls back to the last one, or the parent).
      return index.childCount[index.parent[op.node]] > 1
        ? positionsOf(index, op.node)
        : positionsOf(index, index.parent[op.node]);
    default:
      return positionsOf(index, op.node);
  }
}

/**
 * Plans `ops` on the tree's text, and rebuilds the tree from the edited text at once with its
 * folding (containers closed before stay closed, moved ones included) and the selection on what the op
 * touched: the page applies the same edits to its editor and shows the new rows.
 */
export function editTree(
  session: TreeSession,
  job: Pick<ResolvedJob & { op: 'treeEdit' }, 'ops' | 'paste' | 'rows' | 'lenient'>,
): { session?: TreeSession; result: JobResults['treeEdit'] } {
  const { text, index } = session;
  const { paste, rows, lenient } = job;
  let edits: TextEdit[];
  let ops = job.ops;
  try {
    if (paste) ops = [...ops, ...pasteOps(index, paste.node, paste.fragment)];
    edits = planEdits(text, index, ops);
  } catch (error) {
    if (!(error instanceof EditError)) throw error;
    const { code, params, syntaxParams } = error;
    return { result: { failure: { code, params, syntaxParams } } };
  }
  const next = applyTextEdits(text, edits);
  const closed = new Set(session.closedStarts().map(followOffsets(text, edits)));
  const edited = new TreeSession(next, buildTreeIndex(next, { lenient }), closed);
  const selected = ops.length > 0 ? nodeAt(edited.index, selectionAfter(index, ops[0])) : 0;
  const row = edited.reveal(selected);
  const from = Math.max(0, row - Math.floor(rows / 2));
  return {
    session: edited,
    result: {
      edits,
      baseLength: text.length,
      tree: {
        nodes: edited.index.count,
        shape: edited.shape(selected),
        rows: edited.rowsBetween(from, from + rows),
        from,
        selected,
      },
    },
  };
}
