import { buildTreeIndex, TreeSession } from '../core';
import { followOffsets, nodeAround, nodeStartingAt } from '../core/edit';
import { applyTextEdits, checkTextEdits } from '../core/textEdit';
import type { EditedTree, ResolvedJob } from './protocol';
import { editedView, shownAncestor, viewFrom } from './treeEdit';

type ViewJob = Pick<ResolvedJob & { op: 'treeView' }, 'selected' | 'from' | 'rows'>;

/**
 * The tree as the worker holds it, for a view opened again on the same document: its folding
 * and the selection as they were, rows from `from`. Nothing is rebuilt (a 50 MB document's
 * index took seconds). Undefined when the worker holds no tree (it was ended meanwhile).
 */
export function viewTree(session: TreeSession | undefined, job: ViewJob): EditedTree | undefined {
  if (!session) return undefined;
  // Folded away since (it cannot be: the view was closed), or gone: the nearest shown ancestor.
  const selected = shownAncestor(session, Math.min(job.selected, session.index.count - 1));
  return viewFrom(session, selected, job.from, job.rows);
}

type RebaseJob = Pick<
  ResolvedJob & { op: 'treeRebase' },
  'edits' | 'baseLength' | 'selected' | 'reveal' | 'from' | 'rows' | 'lenient'
>;

/**
 * The tree of the editor's newer text (an undo, a redo, typing), built from the tree's text
 * and the changes between them with its folding and selection carried over, so the tree the
 * user looks at does not start over. Undefined when that cannot be done (another text, not
 * JSON now, a new document): the page builds a fresh tree, which also reports the error.
 */
export function rebaseTree(
  session: TreeSession | undefined,
  job: RebaseJob,
): { session: TreeSession; tree: EditedTree } | undefined {
  if (!session || session.text.length !== job.baseLength) return undefined;
  const { text } = session;
  let edits;
  try {
    edits = checkTextEdits(text.length, job.edits);
  } catch {
    return undefined;
  }
  // The whole value rewritten (select all, paste) is a new document rather than an edit of
  // this one: it gets a fresh tree with the usual first folding.
  const root = session.index;
  if (root.count === 0 || edits.some((e) => e.from <= root.start[0] && e.to >= root.end[0]))
    return undefined;
  const next = applyTextEdits(text, edits);
  let index;
  try {
    index = buildTreeIndex(next, { lenient: job.lenient });
  } catch {
    return undefined;
  }
  const follow = followOffsets(text, edits);
  const closed = new Set(session.closedStarts().map(follow));
  const edited = new TreeSession(next, index, closed);

  // The selected node where it went, else the node where the text changed.
  const moved = follow(session.index.start[job.selected] ?? 0);
  let selected = moved >= 0 ? nodeStartingAt(index, moved) : -1;
  if (selected < 0) selected = nodeAround(index, edits[0]?.from ?? 0);
  // Typing in the editor does not unfold the tree: a node now folded away hands the selection
  // to its nearest shown ancestor.
  const tree = job.reveal
    ? editedView(edited, selected, job.rows)
    : viewFrom(edited, shownAncestor(edited, selected), job.from, job.rows);
  return { session: edited, tree };
}
