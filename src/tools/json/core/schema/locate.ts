import { nodeKey, nodePath, NodeKind, type TreeIndex } from '../treeIndex';
import type { DocumentSpot } from './types';

/** Splits a JSON pointer (`/a/0/b~1c`) into its decoded steps. */
export function pointerSteps(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((step) => step.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Builds a JSON pointer from decoded steps. */
export function pointerOf(steps: readonly string[]): string {
  return steps.map((step) => '/' + step.replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/**
 * The node a pointer names, or the deepest node on its way when a step is missing. Duplicate
 * keys: the last one, as the validator saw the document (its parser keeps the last).
 */
export function nodeAtPointer(index: TreeIndex, text: string, steps: readonly string[]): number {
  let node = 0;
  for (const step of steps) {
    const kind = index.kind[node];
    let found = -1;
    if (kind === NodeKind.Array) {
      const wanted = /^(0|[1-9]\d*)$/.test(step) ? Number(step) : -1;
      for (let child = node + 1; child < index.subtreeEnd[node]; child = index.subtreeEnd[child])
        if (index.indexInParent[child] === wanted) found = child;
    } else if (kind === NodeKind.Object) {
      for (let child = node + 1; child < index.subtreeEnd[node]; child = index.subtreeEnd[child])
        if (nodeKey(index, text, child) === step) found = child;
    }
    if (found < 0) return node;
    node = found;
  }
  return node;
}

/**
 * Line and column of many offsets in one pass over the text, counted as errors.ts positionOf
 * does (lines end at \n, \r\n or \r; a surrogate pair is one column).
 */
export function positionsOf(
  text: string,
  offsets: readonly number[],
): Map<number, { line: number; column: number }> {
  const wanted = [...new Set(offsets)].sort((a, b) => a - b);
  const found = new Map<number, { line: number; column: number }>();
  let line = 1;
  let column = 1;
  let next = 0;
  for (let i = 0; next < wanted.length; i += 1) {
    while (next < wanted.length && wanted[next] <= i) found.set(wanted[next++], { line, column });
    if (i >= text.length) break;
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line += 1;
      column = 1;
    } else if (
      c !== 13 &&
      !(c >= 0xdc00 && c <= 0xdfff && i > 0 && isLead(text.charCodeAt(i - 1)))
    ) {
      column += 1;
    }
  }
  for (; next < wanted.length; next += 1) found.set(wanted[next], { line, column });
  return found;
}

function isLead(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

/**
 * Spots for pointers in the document. A member is found at its key (the line a reader looks
 * for), anything else at its value.
 */
export function spotsOf(
  index: TreeIndex,
  text: string,
  pointers: readonly string[],
): DocumentSpot[] {
  const nodes = pointers.map((pointer) => nodeAtPointer(index, text, pointerSteps(pointer)));
  const offsets = nodes.map((node) =>
    index.keyStart[node] >= 0 ? index.keyStart[node] : index.start[node],
  );
  const positions = positionsOf(text, offsets);
  return pointers.map((pointer, i) => ({
    pointer,
    path: nodePath(index, text, nodes[i]),
    offset: offsets[i],
    ...positions.get(offsets[i])!,
  }));
}
