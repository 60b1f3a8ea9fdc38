import { buildTreeIndex, childCountOf, TreeSession, type TreeIndex } from '../core';
import { EditError, followOffsets, pasteOps, planEdits, type EditOp } from '../core/edit';
import { applyTextEdits, type TextEdit } from '../core/textEdit';
import { patchTreeIndex } from '../core/treeIndexPatch';
import type { EditFailure } from '../editErrorText';
import type { EditedTree, JobResults, ResolvedJob } from './protocol';

/** Child positions from the root down to a node. */
function positionsOf(index: TreeIndex, id: number): number[] {
  const steps: number[] = [];
  for (let node = id; index.parent[node] >= 0; node = index.parent[node])
    steps.unshift(index.indexInParent[node]);
  return steps;
}

/** The node at child positions (as far down as they still lead). */
export function nodeAt(index: TreeIndex, steps: readonly number[]): number {
  let node = 0;
  for (const step of steps) {
    const count = childCountOf(index, node);
    if (count === 0) break;
    let child = node + 1;
    for (let i = 0; i < Math.min(step, count - 1); i += 1) child = index.subtreeEnd[child];
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
      return childCountOf(index, index.parent[op.node]) > 1
        ? positionsOf(index, op.node)
        : positionsOf(index, index.parent[op.node]);
    default:
      return positionsOf(index, op.node);
  }
}

/** The deepest node whose key or value holds `offset` (where an undone edit was). */
export function nodeAtOffset(index: TreeIndex, offset: number): number {
  // The last node starting at or before the offset, or the member whose key holds it.
  let low = 0;
  let high = index.count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (index.start[middle] <= offset) low = middle + 1;
    else high = middle;
  }
  if (low < index.count && index.keyStart[low] >= 0 && index.keyStart[low] <= offset) return low;
  let node = Math.max(0, low - 1);
  while (node > 0 && index.end[node] <= offset) node = index.parent[node];
  return node;
}

type TreeEditJob = Pick<ResolvedJob & { op: 'treeEdit' }, 'ops' | 'paste' | 'rows' | 'lenient'>;

/** The text edits of a tree edit (a paste adds its ops), or why it was refused. */
export function planTreeEdit(
  session: TreeSession,
  job: Pick<TreeEditJob, 'ops' | 'paste'>,
): { ops: EditOp[]; edits: TextEdit[] } | { failure: EditFailure } {
  const { text, index } = session;
  try {
    const ops = job.paste
      ? [...job.ops, ...pasteOps(index, job.paste.node, job.paste.fragment)]
      : job.ops;
    return { ops, edits: planEdits(text, index, ops) };
  } catch (error) {
    if (!(error instanceof EditError)) throw error;
    const { code, params, syntaxParams } = error;
    return { failure: { code, params, syntaxParams } };
  }
}

/** Where the selection goes after `ops`, as child positions (read before the text changes). */
export function selectionOf(session: TreeSession, ops: readonly EditOp[]): number[] {
  return ops.length > 0 ? selectionAfter(session.index, ops[0]) : [];
}

/**
 * The tree of the text after `edits`, with its folding (containers outside the edited spans
 * stay closed). A value or key edited in place moves the index's offsets and the session
 * itself to the new text (the session returned is the one given); anything else builds the
 * index again, in a new session.
 */
export function sessionAfter(
  session: TreeSession,
  edits: readonly TextEdit[],
  lenient: boolean,
): TreeSession {
  const { text, index } = session;
  const next = applyTextEdits(text, edits);
  if (patchTreeIndex(index, text, edits)) {
    session.replaceText(next);
    return session;
  }
  const closed = new Set(session.closedStarts().map(followOffsets(text, edits)));
  return new TreeSession(next, buildTreeIndex(next, { lenient }), closed);
}

/** `rows` rows of a tree from row `from`, with `selected` as the selection. */
export function viewFrom(
  session: TreeSession,
  selected: number,
  from: number,
  rows: number,
): EditedTree {
  return {
    nodes: session.index.count,
    shape: session.shape(selected),
    rows: session.rowsBetween(from, from + rows),
    from,
    selected,
  };
}

/** The rows around the selected node of an edited tree, `selected` opened and in the middle. */
export function editedView(edited: TreeSession, selected: number, rows: number): EditedTree {
  const row = edited.reveal(selected);
  return viewFrom(edited, selected, Math.max(0, row - Math.floor(rows / 2)), rows);
}

/** `id`, or its nearest ancestor that is shown when `id` is folded away (the root at worst). */
export function shownAncestor(session: TreeSession, id: number): number {
  let shown = id;
  while (shown > 0 && session.rowOf(shown) < 0) shown = session.index.parent[shown];
  return Math.max(0, shown);
}

/**
 * Plans `ops` on the tree's text, and rebuilds the tree from the edited text at once with the
 * selection on what the op touched: the page applies the same edits to its editor and shows
 * the new rows.
 */
export function editTree(
  session: TreeSession,
  job: TreeEditJob,
): { session?: TreeSession; result: JobResults['treeEdit'] } {
  const planned = planTreeEdit(session, job);
  if ('failure' in planned) return { result: planned };
  const { ops, edits } = planned;
  const steps = selectionOf(session, ops);
  // Read before: an edit in place moves `session` itself to the new text.
  const baseLength = session.text.length;
  const edited = sessionAfter(session, edits, job.lenient);
  return {
    session: edited,
    result: {
      edits,
      baseLength,
      tree: editedView(edited, nodeAt(edited.index, steps), job.rows),
    },
  };
}
