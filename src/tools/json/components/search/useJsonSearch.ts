import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { WorkerError } from '../../../../app/runtime/workerProtocol';
import type { FoundMatches, Refusal, SearchOptions } from '../../core/search';
import { matchAtOrAfter } from '../../core/search/matchAt';
import type { CodeEditorHandle } from '../CodeEditor';
import type { EditorHighlights } from './searchHighlights';
import type { SearchPanel } from './useSearchPanel';
import { loadSearchEngine, useSearchRunner } from './useSearchRunner';

export type SearchForm = Omit<SearchOptions, 'lenient'> & { replacement: string };

const EMPTY_FORM: SearchForm = {
  query: '',
  replacement: '',
  regex: false,
  caseSensitive: false,
  wholeWord: false,
  scope: 'all',
};

/** Typing in the search box runs the search once it pauses this long. */
const SEARCH_DELAY_MS = 120;

/** The last replacement: how many matches changed, which were kept and why. */
export interface ReplaceReport {
  replaced: number;
  refusals: Refusal[];
  /** The text the refusals' offsets are in (for their line and column). */
  base: string;
}

export type SearchState =
  | { status: 'idle' }
  | { status: 'done'; base: string; found: FoundMatches }
  | { status: 'failed'; error: WorkerError };

export interface SearchSource {
  /** The editor's text as the page has it; null while the input is a large file outside it. */
  text: string | null;
  lenient: boolean;
  editorRef: RefObject<CodeEditorHandle | null>;
}

/**
 * 查找替换's state: the form, the matches of the text on show (searched again when either
 * changes), the current match, and replacements applied through the editor as one undo step.
 */
export function useJsonSearch({ text, lenient, editorRef }: SearchSource, panel: SearchPanel) {
  const { open, setHighlights, setTreeMatcher } = panel;
  const runner = useSearchRunner();
  const [form, setForm] = useState(EMPTY_FORM);
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const [current, setCurrent] = useState(-1);
  const [scroll, setScroll] = useState(false);
  const [report, setReport] = useState<ReplaceReport | null>(null);
  const [changedMeanwhile, setChangedMeanwhile] = useState(false);
  /** Where the current match should be after the next search: at or after this offset. */
  const anchor = useRef(0);
  /** Whether the next search shows its current match (after a replacement). */
  const scrollNext = useRef(false);

  const options = useMemo<SearchOptions | null>(
    () =>
      open && form.query !== ''
        ? {
            query: form.query,
            regex: form.regex,
            caseSensitive: form.caseSensitive,
            wholeWord: form.wholeWord,
            scope: form.scope,
            lenient,
          }
        : null,
    [open, form.query, form.regex, form.caseSensitive, form.wholeWord, form.scope, lenient],
  );

  const { run } = runner;
  const search = useCallback(
    async (base: string, searchOptions: SearchOptions) => {
      const outcome = await run({ op: 'find', text: base, options: searchOptions });
      if (outcome.status === 'cancelled') return null;
      if (outcome.status === 'failed') {
        setState({ status: 'failed', error: outcome.error });
        setCurrent(-1);
        return null;
      }
      const found = outcome.result;
      setState({ status: 'done', base, found });
      const at = matchAtOrAfter(found, anchor.current);
      setCurrent(at);
      setScroll(scrollNext.current);
      scrollNext.current = false;
      return { found, at };
    },
    [run],
  );

  // Search again when the text, the query or an option changes (a newer search cancels an
  // older one still running in the worker).
  useEffect(() => {
    const timer = setTimeout(() => {
      if (options && text !== null) void search(text, options);
      else {
        setState({ status: 'idle' });
        setCurrent(-1);
      }
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, options, search]);

  const step = (delta: number) => {
    if (state.status !== 'done' || state.found.count === 0) return;
    const count = state.found.count;
    const next = current < 0 ? 0 : (current + delta + count) % count;
    anchor.current = state.found.ranges[2 * next];
    setCurrent(next);
    setScroll(true);
  };

  /** Plans on the editor's text as it is now (searching it first if it moved on), applies. */
  const replace = async (all: boolean) => {
    const editor = editorRef.current;
    if (!editor || !options) return;
    const base = editor.read();
    let at = current;
    if (state.status !== 'done' || state.base !== base) {
      const fresh = await search(base, options);
      if (!fresh) return;
      at = fresh.at;
    }
    if (!all && at < 0) return;
    const outcome = await run({
      op: 'replace',
      text: base,
      options,
      replacement: form.replacement,
      only: all ? -1 : at,
    });
    if (outcome.status === 'cancelled') return;
    if (outcome.status === 'failed') {
      setState({ status: 'failed', error: outcome.error });
      return;
    }
    const plan = outcome.result;
    const applied = plan.edits.length === 0 || editor.apply(plan.edits, base);
    setChangedMeanwhile(!applied);
    if (!applied) return;
    setReport({ replaced: plan.replaced, refusals: plan.refusals, base });
    if (plan.edits.length === 0) {
      // Nothing changed (the match was kept): move on to the next one.
      if (!all) step(1);
      return;
    }
    const first = plan.edits[0];
    anchor.current = all ? 0 : first.from + first.insert.length;
    scrollNext.current = !all;
  };

  // The tree marks rows by the same rules.
  useEffect(() => {
    let live = true;
    if (!options) setTreeMatcher(null);
    else
      void loadSearchEngine()
        .then(({ treeRowMatcher }) => {
          // Made here, so an invalid query throws into the catch below, not into a render.
          const matcher = treeRowMatcher(options);
          if (live) setTreeMatcher(() => matcher);
        })
        // An invalid query (worded in the bar) or code that did not load: no marks.
        .catch(() => live && setTreeMatcher(null));
    return () => {
      live = false;
    };
  }, [options, setTreeMatcher]);

  const highlights = useMemo<EditorHighlights | null>(
    () =>
      open && state.status === 'done'
        ? { base: state.base, ranges: state.found.ranges, current, scroll }
        : null,
    [open, state, current, scroll],
  );

  useEffect(() => setHighlights(highlights), [highlights, setHighlights]);
  // Closing the bar stops a search still running in the worker.
  useEffect(() => {
    if (open) return;
    runner.cancel();
    setReport(null);
  }, [open, runner]);

  const edit = (patch: Partial<SearchForm>) => {
    setForm((old) => ({ ...old, ...patch }));
    setReport(null);
    setChangedMeanwhile(false);
    if ('query' in patch || 'scope' in patch) scrollNext.current = true;
  };

  return {
    form,
    edit,
    state,
    current,
    running: runner.running,
    cancel: runner.cancel,
    next: () => step(1),
    previous: () => step(-1),
    replaceOne: () => void replace(false),
    replaceAll: () => void replace(true),
    report,
    changedMeanwhile,
    large: text === null,
  };
}

export type JsonSearch = ReturnType<typeof useJsonSearch>;
