import { isolateHistory } from '@codemirror/commands';
import { ChangeSet, Transaction, type Text, type TransactionSpec } from '@codemirror/state';
import type { TextEdit } from '../core/textEdit';

/** One change of the editor's text, with the text it was made on. */
export interface TrailStep {
  before: Text;
  changes: ChangeSet;
}

/**
 * The changes that made `current` out of `base`, an earlier text found in the trail of recent
 * changes (for views that follow the text rather than start over); null when not found.
 */
export function changesSince(
  trail: readonly TrailStep[],
  current: Text,
  base: string,
): TextEdit[] | null {
  let at = trail.length;
  const same = (doc: Text) => doc.length === base.length && doc.toString() === base;
  if (!same(current)) {
    do at -= 1;
    while (at >= 0 && !same(trail[at].before));
    if (at < 0) return null;
  }
  let changes = ChangeSet.empty(base.length);
  for (const step of trail.slice(at)) changes = changes.compose(step.changes);
  const edits: TextEdit[] = [];
  changes.iterChanges((from, to, _fromB, _toB, inserted) =>
    edits.push({ from, to, insert: inserted.toString() }),
  );
  return edits;
}

/** The one change that turns `before` into `after` (what differs between their common ends). */
function changeBetween(before: string, after: string) {
  let start = 0;
  const shorter = Math.min(before.length, after.length);
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start += 1;
  let end = 0;
  while (
    end < shorter - start &&
    before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)
  )
    end += 1;
  return { from: start, to: before.length - end, insert: after.slice(start, after.length - end) };
}

/**
 * The transactions that give an editor showing `current` the undo steps of what was done
 * before it existed (in the plain editor shown until CodeMirror loads): `earlier` are the
 * texts at the start of each step, oldest first. The text ends as it was; each step is its
 * own undo step.
 */
export function historySeed(current: string, earlier: readonly string[]): TransactionSpec[] {
  if (earlier.length === 0) return [];
  const texts = [...earlier, current];
  const specs: TransactionSpec[] = [
    { changes: changeBetween(current, texts[0]), annotations: Transaction.addToHistory.of(false) },
  ];
  for (let at = 1; at < texts.length; at += 1)
    specs.push({
      changes: changeBetween(texts[at - 1], texts[at]),
      annotations: isolateHistory.of('full'),
    });
  return specs;
}
