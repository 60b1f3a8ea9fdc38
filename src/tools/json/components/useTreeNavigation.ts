import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { NodeKind, type TreeRow, type TreeShape } from '../core';
import type { FoldAction } from '../worker/protocol';
import type { TreeClient } from '../worker/treeClient';
import { useFixedRows } from './useFixedRows';

export const ROW_HEIGHT = 26;
/** Rows fetched beyond the shown ones on each side, so that scrolling rarely waits. */
const FETCH_MARGIN = 60;
/** Rows kept on the page; beyond this the cache starts over from what is on screen. */
const CACHE_LIMIT = 5000;

interface Selection {
  id: number;
  row: number;
}

/**
 * The tree's window onto the worker: the rows on screen (and a margin), fetched as it scrolls,
 * the folding, the selection with its path, and keyboard moves. The document, its index and
 * the folding themselves stay in the tree worker.
 */
export function useTreeNavigation(
  initial: {
    shape: TreeShape;
    rows: TreeRow[];
    from?: number;
    selected?: number;
    followed?: boolean;
    scrollTop?: number;
  },
  client: TreeClient,
) {
  const [visibleCount, setVisibleCount] = useState(initial.shape.visibleCount);
  const cache = useRef(new Map(initial.rows.map((row, at) => [at, row])));
  /** Bumped when the folding changes: rows fetched before it are thrown away. */
  const generation = useRef(0);
  const [filled, setFilled] = useState(0);
  const [selected, setSelected] = useState<Selection>({ id: 0, row: 0 });
  const [path, setPath] = useState('$');
  const scrollRef = useRef<HTMLDivElement>(null);

  const {
    rows: items,
    totalHeight,
    scrollTop,
    scrollToRow,
  } = useFixedRows(scrollRef, visibleCount, ROW_HEIGHT, 24);
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? -1;

  const store = useCallback((from: number, rows: TreeRow[]) => {
    if (rows.length === 0) return;
    if (cache.current.size + rows.length > CACHE_LIMIT) cache.current = new Map();
    rows.forEach((row, at) => cache.current.set(from + at, row));
    setFilled((n) => n + 1);
  }, []);

  // Fetch the shown rows the page does not have yet.
  useEffect(() => {
    let missing = false;
    for (let row = first; row <= last && !missing; row += 1) missing = !cache.current.has(row);
    if (!missing) return;
    const asked = generation.current;
    const from = Math.max(0, first - FETCH_MARGIN);
    void client.rows(from, last + 1 + FETCH_MARGIN).then((rows) => {
      if (rows && asked === generation.current) store(from, rows);
    });
  }, [first, last, visibleCount, filled, client, store]);

  useEffect(() => {
    let current = true;
    void client.path(selected.id).then((found) => current && found !== undefined && setPath(found));
    return () => {
      current = false;
    };
  }, [selected.id, client]);

  const scrollTo = (row: number, align: 'auto' | 'center' = 'auto') =>
    requestAnimationFrame(() => scrollToRow(row, align));

  /** A scroll position to go back to (a view opened again), until it is applied. */
  const restoreTop = useRef<number | null>(null);
  // An edit rebuilt the tree in the worker (same view): take its rows and selection.
  const shown = useRef(initial);
  useEffect(() => {
    if (shown.current === initial) return;
    shown.current = initial;
    generation.current += 1;
    cache.current = new Map();
    store(initial.from ?? 0, initial.rows);
    setVisibleCount(initial.shape.visibleCount);
    const row = initial.shape.row;
    restoreTop.current = initial.scrollTop ?? null;
    if (initial.selected !== undefined && row >= 0) {
      setSelected({ id: initial.selected, row });
      if (!initial.followed && initial.scrollTop === undefined)
        requestAnimationFrame(() => scrollToRow(row, 'auto'));
    }
  }, [initial, store, scrollToRow]);

  // A view opened again goes back to where it was scrolled, once its height is the tree's.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (restoreTop.current === null || !element) return;
    if (visibleCount !== shown.current.shape.visibleCount) return;
    element.scrollTop = restoreTop.current;
    restoreTop.current = null;
  });

  /** Changes the folding in the worker and takes the rows around what stays on screen. */
  const fold = async (action: FoldAction, id: number, selectedId = selected.id) => {
    const span = Math.max(items.length, 40) + 2 * FETCH_MARGIN;
    const from = Math.max(0, first - FETCH_MARGIN);
    const result = await client.fold({ action, id, selected: selectedId, from, to: from + span });
    if (!result) return undefined;
    generation.current += 1;
    cache.current = new Map();
    store(result.from, result.rows);
    setVisibleCount(result.shape.visibleCount);
    return result;
  };

  const toggle = async (id: number, row: number) => {
    const result = await fold('toggle', id);
    // Closing an ancestor of the selection selects the closed node.
    if (result)
      setSelected(result.shape.row >= 0 ? { id: selected.id, row: result.shape.row } : { id, row });
  };

  const foldAll = async (action: 'expandAll' | 'collapseAll') => {
    const result = await fold(action, 0);
    if (!result) return;
    const next =
      result.shape.row >= 0 ? { id: selected.id, row: result.shape.row } : { id: 0, row: 0 };
    setSelected(next);
    scrollTo(next.row, 'center');
  };

  /** Unfolds the ancestors of a node, selects it and scrolls it into view. */
  const reveal = async (id: number) => {
    const result = await fold('reveal', id, id);
    if (!result || result.shape.row < 0) return;
    setSelected({ id, row: result.shape.row });
    scrollTo(result.shape.row, 'center');
  };

  /** Selects the row at a visible index (clamped) and scrolls to it; gives back the row. */
  const selectRow = async (row: number) => {
    const target = Math.max(0, Math.min(visibleCount - 1, row));
    const known = cache.current.get(target) ?? (await client.rows(target, target + 1))?.[0];
    if (!known) return undefined;
    setSelected({ id: known.id, row: target });
    scrollTo(target);
    return { row: known, at: target };
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const current = cache.current.get(selected.row);
    const folds = current !== undefined && current.kind <= NodeKind.Array && current.childCount > 0;
    if (event.key === 'ArrowDown') void selectRow(selected.row + 1);
    else if (event.key === 'ArrowUp') void selectRow(selected.row - 1);
    else if (event.key === 'ArrowRight' && folds && !current.open)
      void toggle(current.id, selected.row);
    else if (event.key === 'ArrowLeft' && folds && current.open)
      void toggle(current.id, selected.row);
    else if (event.key === 'ArrowLeft' && current && current.parent >= 0)
      void reveal(current.parent);
    else if (event.key === 'Enter' && folds) void toggle(current.id, selected.row);
    else return;
    event.preventDefault();
  };

  return {
    scrollRef,
    items,
    scrollTop,
    totalHeight,
    /** The row at a visible index, when the page has it. */
    rowAt: (index: number) => cache.current.get(index),
    selected,
    select: setSelected,
    selectRow,
    path,
    toggle,
    foldAll,
    reveal,
    onKeyDown,
  };
}
