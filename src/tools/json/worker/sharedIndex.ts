import { buildTreeIndex, type TreeIndex } from '../core';

/** Whether each index built here read its text leniently (comments, trailing commas). */
const lenientlyRead = new WeakMap<TreeIndex, boolean>();

/** A document the worker keeps with its index: the tree or the table. */
export interface Indexed {
  text: string;
  index: TreeIndex;
}

/**
 * The tree index of `text`: the one the tree or the table already holds for it when there is
 * one, else a new one. A 100 MB document's index takes 230 MB; the tree, the table and queries
 * on one document share one.
 */
export function indexOfText(
  text: string,
  options: { lenient: boolean; onProgress?: (offset: number) => void },
  held: readonly (Indexed | undefined)[],
): TreeIndex {
  for (const document of held) {
    if (document?.text !== text) continue;
    // A strictly read index serves any job; a leniently read one only a lenient job (a strict
    // one must still refuse the comments it accepted).
    const lenient = lenientlyRead.get(document.index);
    if (lenient === false || (lenient === true && options.lenient)) return document.index;
  }
  const index = buildTreeIndex(text, options);
  lenientlyRead.set(index, options.lenient);
  return index;
}
