import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface FixedRow {
  index: number;
  top: number;
}

/**
 * Windowing for rows of one fixed height: which rows a scroll box shows, found from its
 * scroll position in constant time. (A general virtualiser keeps a measurement per row,
 * which costs a long task on every change of a list of a million rows.)
 */
export function useFixedRows(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan: number,
) {
  const [view, setView] = useState({ top: 0, height: 600 });

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const read = () => setView({ top: element.scrollTop, height: element.clientHeight });
    read();
    element.addEventListener('scroll', read, { passive: true });
    const resize = new ResizeObserver(read);
    resize.observe(element);
    return () => {
      element.removeEventListener('scroll', read);
      resize.disconnect();
    };
  }, [scrollRef, count]);

  const first = Math.max(0, Math.floor(view.top / rowHeight) - overscan);
  const last = Math.min(count - 1, Math.ceil((view.top + view.height) / rowHeight) + overscan);
  const rows: FixedRow[] = [];
  for (let index = first; index <= last; index += 1) rows.push({ index, top: index * rowHeight });

  /** Scrolls so that `index` shows: at the nearest edge, or centred. */
  const scrollToRow = useCallback(
    (index: number, align: 'auto' | 'center' = 'auto') => {
      const element = scrollRef.current;
      if (!element) return;
      const top = index * rowHeight;
      const height = element.clientHeight;
      if (align === 'center') element.scrollTop = top - (height - rowHeight) / 2;
      else if (top < element.scrollTop) element.scrollTop = top;
      else if (top + rowHeight > element.scrollTop + height)
        element.scrollTop = top + rowHeight - height;
    },
    [scrollRef, rowHeight],
  );

  return { rows, totalHeight: count * rowHeight, scrollTop: view.top, scrollToRow };
}
