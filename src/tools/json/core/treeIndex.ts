import { ScalarKind, walkJson, type WalkOptions } from './walker';

/** Node kinds of the flat tree (numbers so the index fits in typed arrays). */
export const NodeKind = {
  Object: 0,
  Array: 1,
  String: 2,
  Number: 3,
  True: 4,
  False: 5,
  Null: 6,
} as const;
export type NodeKind = (typeof NodeKind)[keyof typeof NodeKind];

/**
 * The document as flat arrays in document order, for a virtualised tree: node i's subtree is
 * nodes i .. subtreeEnd[i]-1. Values stay in the text (start/end offsets), so the index is
 * small and transferable from a worker.
 */
export interface TreeIndex {
  count: number;
  kind: Uint8Array;
  parent: Int32Array;
  subtreeEnd: Int32Array;
  /** Position among its parent's children (the array index for array items). */
  indexInParent: Int32Array;
  /** Offsets of the value's text. */
  start: Int32Array;
  end: Int32Array;
  /**
   * Offset of the key's opening quote for object members, -1 otherwise. Where the key ends is
   * read from the text (keyEndOf): an array for it took 4 bytes a node, 36 MB for 100 MB.
   */
  keyStart: Int32Array;
}

function grow<T extends Int32Array | Uint8Array>(array: T, size: number): T {
  if (array.length >= size) return array;
  const next = new (array.constructor as new (n: number) => T)(size);
  next.set(array);
  return next;
}

/** Walks the text once (strict, or lenient when asked) and builds its flat index. */
export function buildTreeIndex(text: string, options: WalkOptions = {}): TreeIndex {
  let capacity = 1024;
  let kind = new Uint8Array(capacity);
  let parent = new Int32Array(capacity);
  let subtreeEnd = new Int32Array(capacity);
  let indexInParent = new Int32Array(capacity);
  let start = new Int32Array(capacity);
  let end = new Int32Array(capacity);
  let keyStart = new Int32Array(capacity);
  const open: number[] = [];
  /** Children met so far by each open container (the same stack as `open`). */
  const counts: number[] = [];
  let count = 0;
  let pendingKeyStart = -1;

  const addNode = (k: NodeKind, from: number, to: number): number => {
    if (count >= capacity) {
      // Room for as many nodes as the rest of the text holds at the rate seen so far (a node
      // takes a character at least): a 100 MB document’s 9 million nodes take 230 MB in these
      // arrays, and doubling could leave up to that much again unused, plus the copies.
      const expected = Math.ceil((count / Math.max(1, from)) * text.length * 1.05);
      capacity = Math.min(Math.max(Math.ceil(capacity * 1.25), expected), text.length + 1);
      kind = grow(kind, capacity);
      parent = grow(parent, capacity);
      subtreeEnd = grow(subtreeEnd, capacity);
      indexInParent = grow(indexInParent, capacity);
      start = grow(start, capacity);
      end = grow(end, capacity);
      keyStart = grow(keyStart, capacity);
    }
    const id = count;
    count += 1;
    const p = open.length > 0 ? open[open.length - 1] : -1;
    kind[id] = k;
    parent[id] = p;
    start[id] = from;
    end[id] = to;
    subtreeEnd[id] = id + 1;
    indexInParent[id] = p >= 0 ? counts[counts.length - 1]++ : 0;
    keyStart[id] = pendingKeyStart;
    pendingKeyStart = -1;
    return id;
  };
  const begin = (k: NodeKind, offset: number) => {
    open.push(addNode(k, offset, offset));
    counts.push(0);
  };
  const close = (offset: number) => {
    counts.pop();
    const id = open.pop() as number;
    end[id] = offset + 1;
    subtreeEnd[id] = count;
  };

  walkJson(
    text,
    {
      beginObject: (offset) => begin(NodeKind.Object, offset),
      beginArray: (offset) => begin(NodeKind.Array, offset),
      endObject: close,
      endArray: close,
      key(from) {
        pendingKeyStart = from;
      },
      scalar(k, from, to) {
        const nodeKind =
          k === ScalarKind.String
            ? NodeKind.String
            : k === ScalarKind.Number
              ? NodeKind.Number
              : k === ScalarKind.True
                ? NodeKind.True
                : k === ScalarKind.False
                  ? NodeKind.False
                  : NodeKind.Null;
        addNode(nodeKind, from, to);
      },
    },
    options,
  );
  // Views of the filled part, not copies: a copy would hold the index twice until the next
  // collection, while the spare room past `count` was never written, so it takes no memory.
  kind = kind.subarray(0, count);
  parent = parent.subarray(0, count);
  subtreeEnd = subtreeEnd.subarray(0, count);
  indexInParent = indexInParent.subarray(0, count);
  start = start.subarray(0, count);
  end = end.subarray(0, count);
  keyStart = keyStart.subarray(0, count);
  const index = { count, kind, parent, subtreeEnd, indexInParent };
  return { ...index, start, end, keyStart };
}

/**
 * How many children node `id` has (0 for a scalar): counted by jumping over each child's
 * subtree, not kept (an array for it took 4 bytes a node, 36 MB for a 100 MB document). A
 * 950,000-item array takes 2–4 ms in Node: callers that ask often keep the count.
 */
export function childCountOf(index: TreeIndex, id: number): number {
  let count = 0;
  const end = index.subtreeEnd[id];
  for (let child = id + 1; child < end; child = index.subtreeEnd[child]) count += 1;
  return count;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Where node `id`'s key ends (past its closing quote), or -1 for array items and the root.
 * Keys are JSON strings in every mode (lenient reading allows comments and trailing commas,
 * not other keys), so the first quote no backslash escapes closes it.
 */
export function keyEndOf(index: TreeIndex, text: string, id: number): number {
  const from = index.keyStart[id];
  if (from < 0) return -1;
  for (let at = from + 1; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code === BACKSLASH) at += 1;
    else if (code === QUOTE) return at + 1;
  }
  return text.length;
}

/**
 * How many containers hold node `id` (the root is at depth 0): not kept in the index, where it
 * would take 4 bytes a node, 36 MB for a 100 MB document, for the few rows shown at a time.
 */
export function nodeDepth(index: TreeIndex, id: number): number {
  let depth = 0;
  for (let node = index.parent[id]; node >= 0; node = index.parent[node]) depth += 1;
  return depth;
}

/** The decoded key of an object member, or null for array items and the root. */
export function nodeKey(index: TreeIndex, text: string, id: number): string | null {
  const from = index.keyStart[id];
  if (from < 0) return null;
  const raw = text.slice(from, keyEndOf(index, text, id));
  return raw.indexOf('\\') < 0 ? raw.slice(1, -1) : (JSON.parse(raw) as string);
}

const IDENTIFIER = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;

/** JSONPath of a node, e.g. `$.data.items[3].id` (odd keys as `['a b']`). */
export function nodePath(index: TreeIndex, text: string, id: number): string {
  const steps: string[] = [];
  for (let node = id; node > 0 && index.parent[node] >= 0; node = index.parent[node]) {
    const key = nodeKey(index, text, node);
    if (key === null) steps.push(`[${index.indexInParent[node]}]`);
    else if (IDENTIFIER.test(key)) steps.push(`.${key}`);
    else steps.push(`['${key.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`);
  }
  return '$' + steps.reverse().join('');
}

/** Nodes whose key or scalar text contains `query` (case-insensitive), at most `limit`. */
export function searchTree(
  index: TreeIndex,
  text: string,
  query: string,
  limit = 10_000,
): number[] {
  const needle = query.toLowerCase();
  if (!needle) return [];
  const hits: number[] = [];
  for (let id = 0; id < index.count && hits.length < limit; id += 1) {
    const key = nodeKey(index, text, id);
    if (key !== null && key.toLowerCase().includes(needle)) {
      hits.push(id);
      continue;
    }
    if (index.kind[id] > NodeKind.Array) {
      const from = index.start[id];
      const to = index.end[id];
      const raw =
        index.kind[id] === NodeKind.String ? text.slice(from + 1, to - 1) : text.slice(from, to);
      if (raw.toLowerCase().includes(needle)) hits.push(id);
    }
  }
  return hits;
}
