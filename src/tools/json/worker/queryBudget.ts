import type { TreeIndex } from '../core';

const MB = 1024 * 1024;
/**
 * What a query on a large document may hold in the worker that runs it, text and index
 * included: with the page's own ~420 MB and the worker's own ~70 MB, the tab stays under
 * 1 GB (at 512 MB, a refused whole-document JMESPath on 100 MB still peaked at 1.1 GB). The
 * index's 8 bytes a node less go to the tab's margin, not to a bigger view: 100 MB still gets
 * the floor.
 */
const WORKER_SHARE = 416 * MB;
/** Bytes an index node takes (7 typed arrays), and a query view's container (measured ~920). */
const INDEX_NODE_BYTES = 25;
const VIEW_CONTAINER_BYTES = 1024;
/** Always enough for a query that picks a few thousand values out of any document. */
const FLOOR = 10_000;

/**
 * How many containers a JMESPath (or a JSONPath filter) may build on this document: what is
 * left of the worker's share once the text (UTF-16, 2 bytes a character at most) and its
 * index are held. A 100 MB document (about 420 MB of text and index) gets the floor; a 10 MB
 * one some 370,000.
 */
export function viewLimitOf(text: string, index: TreeIndex): number {
  const held = text.length * 2 + index.count * INDEX_NODE_BYTES;
  return Math.max(FLOOR, Math.floor((WORKER_SHARE - held) / VIEW_CONTAINER_BYTES));
}
