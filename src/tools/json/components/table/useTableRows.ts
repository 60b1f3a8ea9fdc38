import { useCallback, useEffect, useRef, useState } from 'react';
import type { TableRow, TableShape } from '../../core/table/tableSession';
import type { TableBuild } from '../../tabResults';
import type { TableClient } from '../../worker/tableClient';
import { useFixedRows } from '../useFixedRows';
import type { TableViewState } from './useTableBuild';

export const TABLE_ROW_HEIGHT = 32;
/** Rows fetched beyond the shown ones on each side, so that scrolling rarely waits. */
const FETCH_MARGIN = 60;
/** Rows kept on the page; beyond this the cache starts over from what is on screen. */
const CACHE_LIMIT = 5000;

/**
 * The table's window onto the worker: the shape of the view and the rows on screen (and a
 * margin), fetched as it scrolls. A new build (an edit, a new input) or a new view (path,
 * sort, filters) throws the rows fetched before it away.
 */
export function useTableRows(initial: TableBuild, client: TableClient) {
  const [shape, setShape] = useState<TableShape>(initial.shape);
  const cache = useRef(new Map<number, TableRow>());
  const generation = useRef(0);
  const [filled, setFilled] = useState(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const { rows: items, totalHeight } = useFixedRows(scrollRef, shape.shown, TABLE_ROW_HEIGHT, 16);
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? -1;

  const reset = useCallback((next: TableShape, rows: TableRow[], from: number) => {
    generation.current += 1;
    cache.current = new Map(rows.map((row, at) => [from + at, row]));
    setShape(next);
    setFilled((n) => n + 1);
  }, []);

  // A new build replaces everything (it was made with the current view).
  useEffect(() => reset(initial.shape, initial.rows, 0), [initial, reset]);

  // Fetch the shown rows the page does not have yet.
  useEffect(() => {
    let missing = false;
    for (let row = first; row <= last && !missing; row += 1) missing = !cache.current.has(row);
    if (!missing) return;
    const asked = generation.current;
    const from = Math.max(0, first - FETCH_MARGIN);
    void client.rows(from, last + 1 + FETCH_MARGIN).then((rows) => {
      if (!rows || asked !== generation.current || rows.length === 0) return;
      if (cache.current.size + rows.length > CACHE_LIMIT) cache.current = new Map();
      rows.forEach((row, at) => cache.current.set(from + at, row));
      setFilled((n) => n + 1);
    });
  }, [first, last, shape, filled, client]);

  /** Opens another table or view of it, keeping the scroll position when the table is the same. */
  const open = useCallback(
    async (view: TableViewState, scrollTop: boolean) => {
      const from = scrollTop ? 0 : Math.max(0, first - FETCH_MARGIN);
      const result = await client.open(view.path, view.spec, from, last + 1 + FETCH_MARGIN);
      if (!result) return undefined;
      reset(result.shape, result.rows, from);
      if (scrollTop && scrollRef.current) scrollRef.current.scrollTop = 0;
      return result.shape;
    },
    [client, first, last, reset],
  );

  return {
    shape,
    items,
    totalHeight,
    scrollRef,
    rowAt: (index: number) => cache.current.get(index),
    open,
  };
}
