import { useCallback, useEffect, useState } from 'react';
import type { TreeRow } from '../../core';
import type { EditorHighlights } from './searchHighlights';

/**
 * What the screen keeps of 查找替换 in its first load: whether the bar is open (Ctrl+H or its
 * button), and the marks the bar hands back for the editor and the tree. The bar itself, its
 * state and its search code load when it is first opened.
 */
export function useSearchPanel() {
  const [open, setOpen] = useState(false);
  /** Counts requests to put the cursor in the search box (opening, or Ctrl+H again). */
  const [focusRequest, setFocusRequest] = useState(0);
  const [highlights, setHighlights] = useState<EditorHighlights | null>(null);
  const [treeMatcher, setTreeMatcher] = useState<((row: TreeRow) => boolean) | null>(null);

  const show = useCallback(() => {
    setOpen(true);
    setFocusRequest((n) => n + 1);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  // Ctrl+H anywhere on the screen, as in VS Code (the browser's history panel gives way).
  // Ctrl+F stays CodeMirror's plain-text search: it finds punctuation and text across tokens.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.ctrlKey || event.altKey || event.metaKey || event.key.toLowerCase() !== 'h')
        return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);

  return {
    open,
    show,
    close,
    focusRequest,
    highlights,
    setHighlights,
    treeMatcher,
    setTreeMatcher,
  };
}

export type SearchPanel = ReturnType<typeof useSearchPanel>;
