import { RangeSetBuilder, StateEffect, StateField, type TransactionSpec } from '@codemirror/state';
import {
  Decoration,
  EditorView,
  ViewPlugin,
  type DecorationSet,
  type ViewUpdate,
} from '@codemirror/view';

/** Matches to mark in an editor: from,to pairs in document order, planned on `base`. */
export interface EditorHighlights {
  base: string;
  ranges: Int32Array;
  /** The match shown distinct (-1: none). */
  current: number;
  /** Scroll the current match into view (after next/previous, not after a re-search). */
  scroll: boolean;
}

type Shown = Pick<EditorHighlights, 'ranges' | 'current'>;

const setHighlights = StateEffect.define<Shown | null>();

/** The matches of the text on show; any edit drops them until the page searches again. */
const highlightField = StateField.define<Shown | null>({
  create: () => null,
  update(value, tr) {
    for (const effect of tr.effects) if (effect.is(setHighlights)) return effect.value;
    return tr.docChanged ? null : value;
  },
});

const hit = Decoration.mark({ class: 'cm-json-search-hit' });
const current = Decoration.mark({ class: 'cm-json-search-hit is-current' });

/** Marks only the matches in the visible lines: a million matches cost nothing off screen. */
function visibleMarks(view: EditorView): DecorationSet {
  const shown = view.state.field(highlightField);
  if (!shown) return Decoration.none;
  const { ranges } = shown;
  const count = ranges.length / 2;
  const builder = new RangeSetBuilder<Decoration>();
  let next = 0;
  for (const { from, to } of view.visibleRanges) {
    let low = next;
    let high = count;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (ranges[2 * mid + 1] <= from) low = mid + 1;
      else high = mid;
    }
    for (next = low; next < count && ranges[2 * next] < to; next += 1) {
      // An empty match (`^`) is counted and revealed but has nothing to colour.
      if (ranges[2 * next] < ranges[2 * next + 1])
        builder.add(ranges[2 * next], ranges[2 * next + 1], next === shown.current ? current : hit);
    }
  }
  return builder.finish();
}

const highlightPlugin = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = visibleMarks(view);
    }
    update(update: ViewUpdate) {
      if (
        update.docChanged ||
        update.viewportChanged ||
        update.startState.field(highlightField) !== update.state.field(highlightField)
      )
        this.decorations = visibleMarks(update.view);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

/** The editor extension behind CodeEditor's `highlights` prop (colours in search.css). */
export const searchHighlights = [highlightField, highlightPlugin];

/** Shows `highlights` if they were planned on the text the editor holds; else shows none. */
export function highlightTransaction(
  view: EditorView,
  highlights: EditorHighlights | null | undefined,
): TransactionSpec {
  if (!highlights || view.state.doc.toString() !== highlights.base)
    return { effects: setHighlights.of(null) };
  const { ranges, current: at, scroll } = highlights;
  const effects: StateEffect<unknown>[] = [setHighlights.of({ ranges, current: at })];
  if (scroll && at >= 0) effects.push(EditorView.scrollIntoView(ranges[2 * at], { y: 'center' }));
  return { effects };
}
