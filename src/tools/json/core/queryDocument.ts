import { JsonNumber, JsonObject, parseTree, type JsonValue } from './tree';
import { childCountOf, keyEndOf, NodeKind, nodeKey, type TreeIndex } from './treeIndex';

/**
 * A container's members as a query sees them (as JSON.parse would): each key once, at the
 * place it was first written, with the value written last.
 */
export interface Members<N> {
  /** Object keys in written order; null for an array. */
  keys: string[] | null;
  nodes: ArrayLike<N>;
}

export type Scalar = null | boolean | string | JsonNumber;

/**
 * The document a query reads, one node at a time, so that a query view is built only as far
 * as the query looks: `N` is a node of the lossless tree, or a node id of a tree index.
 */
export interface QueryDocument<N> {
  readonly root: N;
  /** 'array' or 'object' for a container, null for a scalar. */
  containerKind(node: N): 'array' | 'object' | null;
  members(node: N): Members<N>;
  /**
   * Member `key` of a container as `members` shows it (an object's last value of that key, an
   * array's item at a canonical index), without listing the others.
   */
  member(node: N, key: string): N | undefined;
  scalar(node: N): Scalar;
  /** The node as a lossless value: a container exactly as written. */
  value(node: N): JsonValue;
  /**
   * How many containers a query view may build on this document before it stops with
   * `queryTooLarge` (each costs about 1 KB): a bound on memory, not on the document.
   */
  readonly viewLimit: number;
}

/** Above this many keys, an object's keys seen so far are found through a Map. */
const SCAN_KEYS = 16;

/** Keys each once in first-written order, each with its last node. */
function uniqueMembers<N>(count: number, keyAt: (i: number) => string, nodeAt: (i: number) => N) {
  const keys: string[] = [];
  const nodes: N[] = [];
  // Most objects have a few keys: searching them in a row allocates nothing (a whole-document
  // query lists a million objects' members).
  const seen = count > SCAN_KEYS ? new Map<string, number>() : undefined;
  for (let i = 0; i < count; i += 1) {
    const key = keyAt(i);
    const at = seen ? seen.get(key) : keys.indexOf(key);
    if (at === undefined || at < 0) {
      seen?.set(key, keys.length);
      keys.push(key);
      nodes.push(nodeAt(i));
    } else nodes[at] = nodeAt(i);
  }
  return { keys, nodes };
}

/** The item `key` names in an array of `length` items ("2", never "02" or "2.0"), or -1. */
function arrayPosition(key: string, length: number): number {
  const position = Number(key);
  return Number.isInteger(position) && position < length && String(position) === key
    ? position
    : -1;
}

/** The lossless tree (parseTree) as a query document. */
export class TreeDocument implements QueryDocument<JsonValue> {
  /** The whole tree is in memory already: a view of it costs about as much again, at most. */
  readonly viewLimit = Infinity;

  constructor(readonly root: JsonValue) {}

  containerKind(node: JsonValue): 'array' | 'object' | null {
    return Array.isArray(node) ? 'array' : node instanceof JsonObject ? 'object' : null;
  }

  members(node: JsonValue): Members<JsonValue> {
    if (Array.isArray(node)) return { keys: null, nodes: node };
    const { entries } = node as JsonObject;
    return uniqueMembers(
      entries.length,
      (i) => entries[i][0],
      (i) => entries[i][1],
    );
  }

  member(node: JsonValue, key: string): JsonValue | undefined {
    if (Array.isArray(node)) return node[arrayPosition(key, node.length)];
    const { entries } = node as JsonObject;
    for (let i = entries.length - 1; i >= 0; i -= 1)
      if (entries[i][0] === key) return entries[i][1];
    return undefined;
  }

  scalar(node: JsonValue): Scalar {
    return node as Scalar;
  }

  value(node: JsonValue): JsonValue {
    return node;
  }
}

/** Distinct key names shared at most (documents keyed by ids have a name per member). */
const KEY_NAMES = 10_000;

/**
 * A document read through its tree index (buildTreeIndex): nodes are offsets into the text,
 * and a node's value is read from the text only when a query reaches it. A 100 MB document
 * then costs its text and index, not an object graph of millions of nodes.
 */
export class IndexedDocument implements QueryDocument<number> {
  readonly root = 0;
  /** One string per key name (most documents repeat a few names millions of times). */
  private readonly keyNames = new Map<string, string>();

  constructor(
    readonly text: string,
    readonly index: TreeIndex,
    readonly viewLimit = Infinity,
  ) {}

  containerKind(node: number): 'array' | 'object' | null {
    const kind = this.index.kind[node];
    return kind === NodeKind.Array ? 'array' : kind === NodeKind.Object ? 'object' : null;
  }

  members(node: number): Members<number> {
    const { index, text } = this;
    // Sized once: grown by pushes, the 950,000 items of a 100 MB root array left copies behind.
    const children = new Array<number>(childCountOf(index, node));
    let at = 0;
    for (let child = node + 1; child < index.subtreeEnd[node]; child = index.subtreeEnd[child])
      children[at++] = child;
    if (index.kind[node] === NodeKind.Array) return { keys: null, nodes: children };
    return uniqueMembers(
      children.length,
      (i) => this.keyName(nodeKey(index, text, children[i]) as string),
      (i) => children[i],
    );
  }

  member(node: number, key: string): number | undefined {
    const { index } = this;
    if (index.kind[node] === NodeKind.Array) {
      // Any count past the position: the walk below finds whether the item is there.
      const position = arrayPosition(key, Number.MAX_SAFE_INTEGER);
      if (position < 0) return undefined;
      const end = index.subtreeEnd[node];
      let child = node + 1;
      for (let i = 0; i < position && child < end; i += 1) child = index.subtreeEnd[child];
      return child < end ? child : undefined;
    }
    let found: number | undefined;
    for (let child = node + 1; child < index.subtreeEnd[node]; child = index.subtreeEnd[child])
      if (this.keyIs(child, key)) found = child;
    return found;
  }

  /** Whether member `child`'s key is `key`, read in place (no string made for other keys). */
  private keyIs(child: number, key: string): boolean {
    const { index, text } = this;
    const from = index.keyStart[child];
    const length = keyEndOf(index, text, child) - from - 2;
    // An escape writes one character with two or more: an escaped key is longer than its name.
    if (length === key.length) return text.startsWith(key, from + 1);
    return length > key.length && nodeKey(index, text, child) === key;
  }

  private keyName(key: string): string {
    const known = this.keyNames.get(key);
    if (known !== undefined) return known;
    if (this.keyNames.size < KEY_NAMES) this.keyNames.set(key, key);
    return key;
  }

  scalar(node: number): Scalar {
    const { index, text } = this;
    const kind = index.kind[node];
    if (kind === NodeKind.Number)
      return new JsonNumber(text.slice(index.start[node], index.end[node]));
    if (kind === NodeKind.String) {
      const raw = text.slice(index.start[node], index.end[node]);
      return raw.indexOf('\\') < 0 ? raw.slice(1, -1) : (JSON.parse(raw) as string);
    }
    return kind === NodeKind.True ? true : kind === NodeKind.False ? false : null;
  }

  value(node: number): JsonValue {
    if (this.containerKind(node) === null) return this.scalar(node);
    // The text was read whole when the index was built, in its mode: lenient reads any part of it.
    const slice = this.text.slice(this.index.start[node], this.index.end[node]);
    return parseTree(slice, { lenient: true }).value;
  }
}
