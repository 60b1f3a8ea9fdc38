import { buildTreeIndex, childCountOf, NodeKind, nodeKey, type TreeIndex } from '../treeIndex';
import { EditError, type EditOp } from './editOps';
import { childrenOf, lineIndent, memberStart } from './layout';
import { checkValue } from './planEdits';

/** Removes a fragment's own indentation from a member's continuation lines. */
function dedent(value: string, base: string): string {
  if (base === '') return value;
  return value.replace(
    /(\r\n|\r|\n)([ \t]*)/g,
    (_, br: string, space: string) =>
      br + (space.startsWith(base) ? space.slice(base.length) : space),
  );
}

/** `"a": 1, "b": 2` pasted without braces reads as an object's members. */
function readFragment(fragment: string, intoObject: boolean): string {
  try {
    return checkValue(fragment);
  } catch (error) {
    if (!intoObject || !(error instanceof EditError)) throw error;
    try {
      return checkValue(`{${fragment}}`);
    } catch {
      throw error;
    }
  }
}

/**
 * The ops that paste a JSON fragment at `node`: an object fragment (or bare members) pasted on
 * an object adds its members at the end (a key already there is refused, never overwritten);
 * anything pasted on an array is appended as one item; on a scalar it replaces the value.
 */
export function pasteOps(index: TreeIndex, node: number, fragment: string): EditOp[] {
  if (!Number.isInteger(node) || node < 0 || node >= index.count)
    throw new EditError('editNoNode', { node });
  const kind = index.kind[node];
  const value = readFragment(fragment, kind === NodeKind.Object);
  if (kind === NodeKind.Array)
    return [{ kind: 'insert', parent: node, index: childCountOf(index, node), value }];
  if (kind !== NodeKind.Object || !value.startsWith('{'))
    return [{ kind: 'setValue', node, value }];
  const pasted = buildTreeIndex(value);
  return childrenOf(pasted, 0).map((id) => ({
    kind: 'insert',
    parent: node,
    index: childCountOf(index, node),
    key: nodeKey(pasted, value, id)!,
    value: dedent(
      value.slice(pasted.start[id], pasted.end[id]),
      lineIndent(value, memberStart(pasted, id)),
    ),
  }));
}
