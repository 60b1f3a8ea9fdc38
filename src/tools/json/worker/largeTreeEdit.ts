import { buildTreeIndex, TreeSession } from '../core';
import { applyTextEdits, checkTextEdits, invertTextEdits, type TextEdit } from '../core/textEdit';
import type { JobResults, ResolvedJob } from './protocol';
import { spliceBlob } from './spliceBlob';
import {
  editedView,
  nodeAt,
  nodeAtOffset,
  planTreeEdit,
  selectionOf,
  sessionAfter,
} from './treeEdit';

type LargeJob = ResolvedJob & { op: 'treeEditLarge' | 'treeApply' };

/**
 * Edits a large document where it lives: the worker plans the edit on its copy, splices the
 * bytes (formatting, numbers as written and key order untouched outside the edited spans),
 * moves or rebuilds the tree, and sends back the new bytes as a Blob, the edits that undo it,
 * and the rows around the edited node. The page never holds the document as a string.
 */
export async function editLargeTree(
  session: TreeSession | undefined,
  job: LargeJob,
): Promise<{ session?: TreeSession; result: JobResults['treeEditLarge'] }> {
  const current = session?.text === job.text ? session : undefined;
  let edits: TextEdit[];
  let steps: number[] | null = null;
  if (job.op === 'treeEditLarge') {
    // Node ids name nodes of the tree on show: on another text they would name others.
    if (!current) return { result: { stale: true } };
    const planned = planTreeEdit(current, job);
    if ('failure' in planned) return { result: planned };
    edits = planned.edits;
    steps = selectionOf(current, planned.ops);
  } else edits = checkTextEdits(job.text.length, job.edits);
  // Everything that can fail comes before the index is moved in place.
  const bytes = await spliceBlob(job.bytes, job.text, edits);
  const inverse = invertTextEdits(job.text, edits);
  const edited = current
    ? sessionAfter(current, edits, job.lenient)
    : newSession(job.text, edits, job.lenient);
  // An undo or redo selects the node where its first change is.
  const selected = steps
    ? nodeAt(edited.index, steps)
    : nodeAtOffset(edited.index, edits[0]?.from ?? 0);
  return {
    session: edited,
    result: { edits, inverse, bytes, tree: editedView(edited, selected, job.rows) },
  };
}

function newSession(text: string, edits: readonly TextEdit[], lenient: boolean): TreeSession {
  const next = applyTextEdits(text, edits);
  return new TreeSession(next, buildTreeIndex(next, { lenient }));
}
