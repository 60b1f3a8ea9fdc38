import { checkTextEdits, type TextEdit } from '../textEdit';
import type { TreeIndex } from '../treeIndex';

/**
 * Where offsets of `text` end up once `edits` (planned together on it) are applied, so that
 * the tree keeps its folding and selection across an edit, an undo or a redo. An offset in
 * untouched text shifts; one inside a replaced span is lost (-1), unless another edit of the
 * same batch writes that span's exact text elsewhere: a move or a sort (and their undo)
 * rewrites member slots with each other's text, and what was inside a moved member follows it.
 */
export function followOffsets(
  text: string,
  edits: readonly TextEdit[],
): (offset: number) => number {
  const sorted = checkTextEdits(text.length, edits);
  /** shift[i]: how far edits before the i-th moved the text after them. */
  const shift = [0];
  for (const edit of sorted) shift.push(shift.at(-1)! + edit.insert.length - (edit.to - edit.from));
  let writers: Map<string, number[]> | undefined;

  /** The edit that writes the text of edit `i`'s replaced span elsewhere, or -1. */
  const movedTo = (i: number): number => {
    if (!writers) {
      writers = new Map();
      sorted.forEach((edit, at) => {
        if (edit.insert === '') return;
        const list = writers!.get(edit.insert);
        if (list) list.push(at);
        else writers!.set(edit.insert, [at]);
      });
    }
    const { from, to } = sorted[i];
    return writers.get(text.slice(from, to))?.find((at) => at !== i) ?? -1;
  };

  return (offset) => {
    // The number of edits starting at or before `offset` (binary search: edits are sorted).
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sorted[middle].from <= offset) low = middle + 1;
      else high = middle;
    }
    const inside = low > 0 && offset < sorted[low - 1].to ? low - 1 : -1;
    if (inside < 0) return offset + shift[low];
    const target = movedTo(inside);
    if (target < 0) return -1;
    return sorted[target].from + shift[target] + (offset - sorted[inside].from);
  };
}

/** The node whose value starts exactly at `offset`, or -1 (starts grow in document order). */
export function nodeStartingAt(index: TreeIndex, offset: number): number {
  let low = 0;
  let high = index.count - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const start = index.start[middle];
    if (start === offset) return middle;
    if (start < offset) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** The innermost node whose text (key included) holds `offset`, else the root. */
export function nodeAround(index: TreeIndex, offset: number): number {
  let low = 0;
  let high = index.count - 1;
  let found = 0;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const start = index.keyStart[middle] >= 0 ? index.keyStart[middle] : index.start[middle];
    if (start <= offset) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  while (found > 0 && index.end[found] <= offset) found = index.parent[found];
  return Math.max(0, found);
}
