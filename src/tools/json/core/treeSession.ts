import { formatJson } from './api';
import {
  childCountOf,
  NodeKind,
  nodeDepth,
  nodeKey,
  nodePath,
  searchTree,
  type TreeIndex,
} from './treeIndex';

/** One visible row of the tree, as the page draws it. */
export interface TreeRow {
  id: number;
  /** The containing node, -1 for the root. */
  parent: number;
  depth: number;
  kind: NodeKind;
  /** The member's key, the item's index, or `$` for the root. */
  label: string;
  isKey: boolean;
  /** A scalar's text as written (cut at PREVIEW_CHARS); empty for containers. */
  preview: string;
  childCount: number;
  open: boolean;
  /** Position among its parent's children, and how many they are (for moves). */
  index: number;
  siblings: number;
}

/** What the page needs after the folding changed. */
export interface TreeShape {
  visibleCount: number;
  /** The row of the node asked about (the selection), or -1 when it is hidden. */
  row: number;
}

/** Bigger documents start folded below the second level, so the first screen is readable. */
const FOLD_ABOVE_NODES = 2000;
/** Huge documents start with only the top level open. */
const TOP_LEVEL_ONLY_ABOVE_NODES = 100_000;
/**
 * Browsers cap an element's height near 33.5 million pixels, so a virtual list of 26 px rows
 * holds about a million; "全部展开" is refused above that.
 */
export const MAX_VISIBLE_ROWS = 1_000_000;
const PREVIEW_CHARS = 300;
/** Children counts a session keeps (see childCount); past this many it forgets them. */
const MAX_KEPT_COUNTS = 10_000;
/** Above this a node's text is copied as written rather than re-indented. */
const FORMAT_COPY_LIMIT = 2 * 1024 * 1024;

/**
 * The tree of one document with its folding, kept where it was built (the worker): the page
 * only asks for the rows it shows, so a 100 MB document costs it nothing but those rows.
 */
export class TreeSession {
  private readonly collapsed: Uint8Array;
  /** Room for every node, allocated once; `rows` is the visible part of it. */
  private readonly buffer: Int32Array;
  private rows: Int32Array;

  private source: string;
  private readonly counts = new Map<number, number>();

  /** `closedAt`: start offsets of the containers to show closed (folding kept across an edit). */
  constructor(
    text: string,
    readonly index: TreeIndex,
    closedAt?: ReadonlySet<number>,
  ) {
    this.source = text;
    this.collapsed = new Uint8Array(index.count);
    this.buffer = new Int32Array(index.count);
    this.rows = this.buffer.subarray(0, 0);
    const foldFrom =
      index.count > TOP_LEVEL_ONLY_ABOVE_NODES ? 1 : index.count > FOLD_ABOVE_NODES ? 2 : -1;
    if (closedAt) {
      for (let id = 0; id < index.count; id += 1)
        if (this.isContainer(id) && closedAt.has(index.start[id])) this.collapsed[id] = 1;
    } else if (foldFrom >= 0) this.foldDeeperThan(foldFrom);
    this.refresh();
  }

  get text(): string {
    return this.source;
  }

  /**
   * Moves the tree to an edited text in which every node stayed (values and keys edited in
   * place, the index's offsets moved by patchTreeIndex): folding and rows carry over, which
   * spares a 50 MB document millions of lookups.
   */
  replaceText(text: string): void {
    this.source = text;
  }

  /** Start offsets of the closed containers. */
  closedStarts(): number[] {
    const starts: number[] = [];
    for (let id = 0; id < this.index.count; id += 1)
      if (this.collapsed[id] === 1) starts.push(this.index.start[id]);
    return starts;
  }

  get visibleCount(): number {
    return this.rows.length;
  }

  /** Rows `from` to `to` (exclusive) of the visible list. */
  rowsBetween(from: number, to: number): TreeRow[] {
    const result: TreeRow[] = [];
    const last = Math.min(to, this.rows.length);
    for (let row = Math.max(0, from); row < last; row += 1)
      result.push(this.describe(this.rows[row]));
    return result;
  }

  /** The visible row showing `id`, or -1 (visible rows are in document order: binary search). */
  rowOf(id: number): number {
    let low = 0;
    let high = this.rows.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const value = this.rows[middle];
      if (value === id) return middle;
      if (value < id) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  /** Opens or closes a container (`open` undefined toggles it). */
  toggle(id: number, open?: boolean): void {
    if (!this.isContainer(id)) return;
    this.collapsed[id] = (open ?? this.collapsed[id] === 1) ? 0 : 1;
    this.refresh();
  }

  /** Opens everything; false (nothing changed) when that would be more rows than a list holds. */
  expandAll(): boolean {
    if (this.index.count > MAX_VISIBLE_ROWS) return false;
    this.collapsed.fill(0);
    this.refresh();
    return true;
  }

  collapseAll(): void {
    this.collapsed.fill(0);
    this.foldDeeperThan(1);
    this.refresh();
  }

  /** Opens the ancestors of `id` so that it shows; returns its row. */
  reveal(id: number): number {
    for (let p = this.index.parent[id]; p >= 0; p = this.index.parent[p]) this.collapsed[p] = 0;
    this.refresh();
    return this.rowOf(id);
  }

  parentOf(id: number): number {
    return this.index.parent[id] ?? -1;
  }

  shape(selected: number): TreeShape {
    return { visibleCount: this.rows.length, row: this.rowOf(selected) };
  }

  search(query: string): number[] {
    return searchTree(this.index, this.text, query);
  }

  path(id: number): string {
    return nodePath(this.index, this.text, id);
  }

  /** What "复制值" puts on the clipboard: a string's text, a number exactly, a container as JSON. */
  valueForCopy(id: number): string {
    const raw = this.text.slice(this.index.start[id], this.index.end[id]);
    const kind = this.index.kind[id];
    if (kind === NodeKind.String) return JSON.parse(raw) as string;
    if (kind > NodeKind.Array || raw.length > FORMAT_COPY_LIMIT) return raw;
    try {
      return formatJson(raw, { indent: 2, lenient: true });
    } catch {
      return raw;
    }
  }

  private isContainer(id: number): boolean {
    return this.index.kind[id] <= NodeKind.Array && this.index.subtreeEnd[id] > id + 1;
  }

  private foldDeeperThan(depth: number): void {
    const { index } = this;
    for (let id = 0; id < index.count; id += 1) {
      if (!this.isContainer(id)) continue;
      // Up to `depth` steps up: enough to tell whether the node is that deep.
      let levels = 0;
      for (let p = index.parent[id]; p >= 0 && levels < depth; p = index.parent[p]) levels += 1;
      if (levels >= depth) this.collapsed[id] = 1;
    }
  }

  /** Recomputes the visible rows: linear in them, each closed subtree skipped in one jump. */
  private refresh(): void {
    const { index, buffer, collapsed } = this;
    let n = 0;
    for (let id = 0; id < index.count;) {
      buffer[n++] = id;
      id = collapsed[id] === 1 ? index.subtreeEnd[id] : id + 1;
    }
    this.rows = buffer.subarray(0, n);
  }

  private describe(id: number): TreeRow {
    const { index, text } = this;
    const kind = index.kind[id] as NodeKind;
    const key = nodeKey(index, text, id);
    const start = index.start[id];
    const end = index.end[id];
    return {
      id,
      parent: index.parent[id],
      depth: nodeDepth(index, id),
      kind,
      label: key ?? (index.parent[id] >= 0 ? String(index.indexInParent[id]) : '$'),
      isKey: key !== null,
      preview:
        kind <= NodeKind.Array
          ? ''
          : text.slice(start, Math.min(end, start + PREVIEW_CHARS)) +
            (end - start > PREVIEW_CHARS ? '…' : ''),
      childCount: this.childCount(id),
      open: this.collapsed[id] === 0,
      index: index.indexInParent[id],
      siblings: index.parent[id] >= 0 ? this.childCount(index.parent[id]) : 1,
    };
  }

  /**
   * Children of a container, kept once counted: each row shown names its parent's count, and
   * a screen of a 100 MB root array's items would count its 950,000 items once per row. The
   * nodes of a session never change (an edit that adds or removes one makes a new session).
   */
  private childCount(id: number): number {
    const known = this.counts.get(id);
    if (known !== undefined) return known;
    if (this.counts.size >= MAX_KEPT_COUNTS) this.counts.clear();
    const count = childCountOf(this.index, id);
    this.counts.set(id, count);
    return count;
  }
}
