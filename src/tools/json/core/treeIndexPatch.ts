import type { TextEdit } from './textEdit';
import { keyEndOf, NodeKind, type TreeIndex } from './treeIndex';
import { ScalarKind, walkJson } from './walker';

const KIND_OF_SCALAR: Record<ScalarKind, NodeKind> = {
  [ScalarKind.String]: NodeKind.String,
  [ScalarKind.Number]: NodeKind.Number,
  [ScalarKind.True]: NodeKind.True,
  [ScalarKind.False]: NodeKind.False,
  [ScalarKind.Null]: NodeKind.Null,
};

/** The kind of `text` when it is exactly one strict JSON scalar (no space around), else -1. */
function scalarKindOf(text: string): NodeKind | -1 {
  let found: NodeKind | -1 = -1;
  let tokens = 0;
  const container = () => {
    tokens += 2;
  };
  try {
    walkJson(text, {
      beginObject: container,
      beginArray: container,
      endObject() {},
      endArray() {},
      key: container,
      scalar(kind, from, to) {
        tokens += 1;
        if (from === 0 && to === text.length) found = KIND_OF_SCALAR[kind];
      },
    });
  } catch {
    return -1;
  }
  return tokens === 1 ? found : -1;
}

/** The first node whose value starts at or after `offset` (starts grow with the id). */
function firstNodeFrom(index: TreeIndex, offset: number): number {
  let low = 0;
  let high = index.count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (index.start[middle] < offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** What an edit does to one node: its value becomes a scalar of `kind`, or its key changes. */
type Patch = { node: number; kind: NodeKind } | { node: number; kind: null };

function patchOf(index: TreeIndex, text: string, edit: TextEdit): Patch | null {
  const node = firstNodeFrom(index, edit.from);
  if (node >= index.count) return null;
  if (index.start[node] === edit.from) {
    // A scalar replaced by a scalar: the shape of the tree stays.
    if (index.kind[node] <= NodeKind.Array || index.end[node] !== edit.to) return null;
    const kind = scalarKindOf(edit.insert);
    return kind === -1 ? null : { node, kind };
  }
  // A key replaced by a key: the member it names is the first node starting after it.
  if (index.keyStart[node] !== edit.from || keyEndOf(index, text, node) !== edit.to) return null;
  return scalarKindOf(edit.insert) === NodeKind.String ? { node, kind: null } : null;
}

/**
 * Moves a tree index to the text after `edits` without reading that text again, when every
 * edit replaces a scalar value by a scalar or a key by a key: the nodes and their order stay,
 * only offsets after each edit move. That is what editing a value or renaming a key does, so a
 * 50 MB document takes a pass over its offsets instead of a new parse. Returns false, with the
 * index untouched, for any other edit (the caller builds the index again).
 */
export function patchTreeIndex(
  index: TreeIndex,
  text: string,
  edits: readonly TextEdit[],
): boolean {
  const sorted = [...edits].sort((a, b) => a.from - b.from);
  const patches: Patch[] = [];
  for (const edit of sorted) {
    const patch = patchOf(index, text, edit);
    if (!patch) return false;
    patches.push(patch);
  }
  if (sorted.length === 0) return true;
  // Offsets at or past an edit's end move by the change in length of it and every edit before.
  const ends = sorted.map((edit) => edit.to);
  const shifts: number[] = [];
  let total = 0;
  for (const edit of sorted) {
    total += edit.insert.length - (edit.to - edit.from);
    shifts.push(total);
  }
  const shiftOf = (offset: number): number => {
    let low = 0;
    let high = ends.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (ends[middle] <= offset) low = middle + 1;
      else high = middle;
    }
    return low === 0 ? 0 : shifts[low - 1];
  };
  // Nodes before the first edited one start and end before it, but for its ancestors' ends.
  const firstNode = patches[0].node;
  const single = sorted.length === 1 ? total : null;
  const move = (offsets: Int32Array, id: number, from: number) => {
    const offset = offsets[id];
    if (offset >= from) offsets[id] = offset + (single ?? shiftOf(offset));
  };
  const from = sorted[0].to;
  for (const offsets of [index.start, index.end, index.keyStart])
    for (let id = firstNode; id < index.count; id += 1) move(offsets, id, from);
  for (let id = index.parent[firstNode]; id >= 0; id = index.parent[id]) move(index.end, id, from);
  for (const patch of patches) if (patch.kind !== null) index.kind[patch.node] = patch.kind;
  return true;
}
