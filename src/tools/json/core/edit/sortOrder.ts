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

/**
 * The new order of a container's children (positions of the current children): an object's
 * members by key in code-point order, an array's scalars by value (numbers compared exactly,
 * as written). Stable, so equal keys or values keep their order in both directions.
 */
export function sortedOrder(
  text: string,
  index: TreeIndex,
  node: number,
  order: SortOrder,
  path: () => string,
): number[] {
  const children = childrenOf(index, node);
  const sign = order === 'desc' ? -1 : 1;
  const positions = children.map((_, i) => i);
  if (index.kind[node] === NodeKind.Object) {
    const keys = children.map((id) => nodeKey(index, text, id) ?? '');
    return positions.sort((a, b) => sign * compareCodePoints(keys[a], keys[b]));
  }
  if (children.some((id) => index.kind[id] <= NodeKind.Array))
    throw new EditError('editSortContainers', { path: path() });
  const kinds = children.map((id) => index.kind[id]);
  const raws = children.map((id, i) =>
    kinds[i] === NodeKind.String
      ? stringValue(text, index.start[id], index.end[id])
      : text.slice(index.start[id], index.end[id]),
  );
  const compare = (a: number, b: number): number => {
    const byRank = rank(kinds[a]) - rank(kinds[b]);
    if (byRank !== 0) return byRank;
    if (kinds[a] === NodeKind.Number) return compareNumbers(raws[a], raws[b]);
    if (kinds[a] === NodeKind.String) return compareCodePoints(raws[a], raws[b]);
    return kinds[a] === kinds[b] ? 0 : kinds[a] === NodeKind.False ? -1 : 1;
  };
  return positions.sort((a, b) => sign * compare(a, b));
}
