import { NodeKind, nodeKey, type TreeIndex } from '../treeIndex';
import { compareCodePoints, compareNumbers } from './compare';
import { EditError, type SortOrder } from './editOps';
import { childrenOf } from './layout';

function stringValue(text: string, from: number, to: number): string {
  const raw = text.slice(from, to);
  return raw.indexOf('\\') < 0 ? raw.slice(1, -1) : (JSON.parse(raw) as string);
}

/** null < false < true < numbers < strings: one type after another, then by value. */
function rank(kind: number): number {
  if (kind === NodeKind.Null) return 0;
  if (kind === NodeKind.False || kind === NodeKind.True) return 1;
  return kind === NodeKind.Number ? 2 : 3;
}

/** A scalar as sorting reads it: its kind and its decoded string or number as written. */
interface Scalar {
  kind: number;
  raw: string;
}

function scalarAt(text: string, index: TreeIndex, id: number): Scalar {
  const kind = index.kind[id];
  const from = index.start[id];
  const to = index.end[id];
  return {
    kind,
    raw: kind === NodeKind.String ? stringValue(text, from, to) : text.slice(from, to),
  };
}

function compareScalars(a: Scalar, b: Scalar): number {
  const byRank = rank(a.kind) - rank(b.kind);
  if (byRank !== 0) return byRank;
  if (a.kind === NodeKind.Number) return compareNumbers(a.raw, b.raw);
  if (a.kind === NodeKind.String) return compareCodePoints(a.raw, b.raw);
  return a.kind === b.kind ? 0 : a.kind === NodeKind.False ? -1 : 1;
}

/** The value of an object's member `key` (the last one, as JSON.parse keeps), or -1. */
function memberValue(text: string, index: TreeIndex, node: number, key: string): number {
  if (index.kind[node] !== NodeKind.Object) return -1;
  let found = -1;
  for (const id of childrenOf(index, node)) if (nodeKey(index, text, id) === key) found = id;
  return found;
}

/**
 * An array's items by the value of their member `by`, compared as scalars are; items without
 * it (and items that are not objects) go last in either order, in their order.
 */
function byMemberOrder(
  text: string,
  index: TreeIndex,
  children: number[],
  by: string,
  sign: number,
  path: () => string,
): number[] {
  const values = children.map((id) => memberValue(text, index, id, by));
  if (values.every((id) => id < 0))
    throw new EditError('editSortKeyMissing', { key: by, path: path() });
  if (values.some((id) => id >= 0 && index.kind[id] <= NodeKind.Array))
    throw new EditError('editSortKeyContainers', { key: by, path: path() });
  const scalars = values.map((id) => (id < 0 ? null : scalarAt(text, index, id)));
  return children
    .map((_, i) => i)
    .sort((a, b) => {
      const x = scalars[a];
      const y = scalars[b];
      if (!x || !y) return (x ? 0 : 1) - (y ? 0 : 1);
      return sign * compareScalars(x, y);
    });
}

/**
 * The new order of a container's children (positions of the current children): an object's
 * members by key in code-point order, an array's scalars by value (numbers compared exactly,
 * as written), or, given `by`, an array's objects by their member `by`. Stable, so equal keys
 * or values keep their order in both directions.
 */
export function sortedOrder(
  text: string,
  index: TreeIndex,
  node: number,
  order: SortOrder,
  path: () => string,
  by?: string,
): number[] {
  const children = childrenOf(index, node);
  const sign = order === 'desc' ? -1 : 1;
  const positions = children.map((_, i) => i);
  if (index.kind[node] === NodeKind.Object) {
    if (by !== undefined) throw new EditError('editSortKeyNotArray', { path: path() });
    const keys = children.map((id) => nodeKey(index, text, id) ?? '');
    return positions.sort((a, b) => sign * compareCodePoints(keys[a], keys[b]));
  }
  if (by !== undefined) return byMemberOrder(text, index, children, by, sign, path);
  if (children.some((id) => index.kind[id] <= NodeKind.Array))
    throw new EditError('editSortContainers', { path: path() });
  const scalars = children.map((id) => scalarAt(text, index, id));
  return positions.sort((a, b) => sign * compareScalars(scalars[a], scalars[b]));
}
