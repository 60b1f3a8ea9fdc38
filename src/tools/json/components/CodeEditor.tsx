import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import {
  defaultKeymap,
  history,
  historyKeymap,
  isolateHistory,
  redo,
  redoDepth,
  undo,
  undoDepth,
} from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, foldGutter, foldKeymap, indentOnInput } from '@codemirror/language';
import { lintGutter, setDiagnostics } from '@codemirror/lint';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import {
  Compartment,
  EditorSelection,
  EditorState,
  findClusterBreak,
  Prec,
} from '@codemirror/state';
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  placeholder as placeholderExtension,
} from '@codemirror/view';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { useLanguage } from '../../../app/i18n/LanguageContext';
import { useDebouncedCallback } from '../../../app/runtime/debounce';
import { onPageLeave } from '../../../app/runtime/onPageLeave';
import { checkTextEdits, type TextEdit } from '../core/textEdit';
import { LARGE_INPUT } from '../largeText';
import { changesSince, historySeed, type TrailStep } from './editorHistory';
import { editorTheme, useDocumentDark } from './editorTheme';
import { editorPhrases } from './editorPhrases';
import {
  highlightTransaction,
  searchHighlights,
  type EditorHighlights,
} from './search/searchHighlights';

export interface EditorMark {
  offset: number;
  message: string;
  /** Move the cursor there (not while the user types: a live result only marks the spot). */
  reveal?: boolean;
}

export interface CodeEditorHandle {
  /** The current text, including keystrokes not yet reported through onChange. */
  read(): string;
  focus(): void;
  /**
   * Applies edits planned on `base` (a text read() returned) as one undo step. False, and
   * nothing changed, when the text is no longer `base` (typed since): plan again.
   */
  apply(edits: readonly TextEdit[], base: string): boolean;
  /** One step of the shared history (typing and structured edits alike); false if none. */
  undo(): boolean;
  redo(): boolean;
  /** Puts the cursor at `offset` (clamped) and scrolls it into the middle of the view. */
  reveal(offset: number): void;
  /**
   * The changes that made the current text out of `base`, an earlier text of this editor
   * (for views of it that follow the text rather than start over); null when not known.
   */
  changesSince(base: string): TextEdit[] | null;
}

interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  readOnly?: boolean;
  /** Highlight JSON syntax (off for YAML, CSV and other outputs). */
  jsonSyntax?: boolean;
  /** An error to mark, scroll to and place the cursor at. */
  mark?: EditorMark | null;
  label: string;
  placeholder?: string;
  /** Ctrl+Enter / ⌘+Enter. */
  onSubmit?: () => void;
  /** Takes pastes longer than LARGE_INPUT instead of the editor, which would stall on them. */
  onLargePaste?: (text: string) => void;
  /** Matches of 查找替换 to mark (shown only while the text is the one they were found in). */
  highlights?: EditorHighlights | null;
  /** Whether undo and redo have a step to take, whenever that changes (for their buttons). */
  onHistory?: (steps: { undo: boolean; redo: boolean }) => void;
  ref?: Ref<CodeEditorHandle>;
}

const CHANGE_DELAY_MS = 250;

/** Gives a new view the undo steps of what was done before it existed (see historySeed). */
export function seedHistory(view: EditorView, earlier: readonly string[]) {
  for (const spec of historySeed(view.state.doc.toString(), earlier)) view.dispatch(spec);
}

/** Changes remembered for changesSince: enough for the pause before a view catches up. */
const TRAIL_LIMIT = 200;

/** CodeMirror 6 with line numbers, folding, bracket matching, search and an error marker. */
export function CodeEditor(props: CodeEditorProps) {
  const {
    value,
    onChange,
    readOnly = false,
    jsonSyntax = true,
    mark,
    label,
    placeholder,
    onSubmit,
    onLargePaste,
    highlights,
    onHistory,
    ref,
  } = props;
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const lastValue = useRef(value);
  const callbacks = useRef({ onChange, onSubmit, onLargePaste, onHistory });
  const historySteps = useRef({ undo: false, redo: false });
  /** Recent changes with the text each was made on (see changesSince). */
  const trail = useRef<TrailStep[]>([]);
  const compartments = useRef({
    theme: new Compartment(),
    language: new Compartment(),
    readOnly: new Compartment(),
    phrases: new Compartment(),
  });
  const dark = useDocumentDark();
  const language = useLanguage();

  useEffect(() => {
    callbacks.current = { onChange, onSubmit, onLargePaste, onHistory };
  }, [onChange, onSubmit, onLargePaste, onHistory]);

  const report = () => {
    const view = viewRef.current;
    if (!view) return;
    const text = view.state.doc.toString();
    if (text !== lastValue.current) {
      lastValue.current = text;
      callbacks.current.onChange?.(text);
    }
  };

  // Typing is reported once it pauses; whoever reads the text first takes what is pending.
  const reportLater = useDebouncedCallback(report, CHANGE_DELAY_MS);

  useImperativeHandle(ref, () => ({
    read() {
      reportLater.flush();
      return viewRef.current ? viewRef.current.state.doc.toString() : lastValue.current;
    },
    focus: () => viewRef.current?.focus(),
    apply(edits, base) {
      const view = viewRef.current;
      if (!view || view.state.doc.toString() !== base) return false;
      view.dispatch({
        changes: checkTextEdits(base.length, edits),
        userEvent: 'input.structure',
        // Its own undo step, never merged with typing or the previous structured edit.
        annotations: isolateHistory.of('full'),
      });
      reportLater.flush();
      return true;
    },
    undo: () => run(undo),
    redo: () => run(redo),
    reveal(offset) {
      const view = viewRef.current;
      if (!view) return;
      const at = Math.max(0, Math.min(offset, view.state.doc.length));
      view.dispatch({
        selection: EditorSelection.cursor(at),
        effects: EditorView.scrollIntoView(at, { y: 'center' }),
      });
      view.focus();
    },
    changesSince(base) {
      const view = viewRef.current;
      if (!view) return base === lastValue.current ? [] : null;
      return changesSince(trail.current, view.state.doc, base);
    },
  }));

  /** Runs a history command and hands the new text over at once. */
  const run = (command: typeof undo) => {
    const view = viewRef.current;
    if (!view || !command(view)) return false;
    reportLater.flush();
    return true;
  };

  // Create the view once; later prop changes go through compartments and transactions.
  useEffect(() => {
    const c = compartments.current;
    const view = new EditorView({
      parent: hostRef.current!,
      state: EditorState.create({
        doc: lastValue.current,
        extensions: [
          Prec.highest(
            keymap.of([
              {
                key: 'Mod-Enter',
                run: () => {
                  reportLater.flush();
                  callbacks.current.onSubmit?.();
                  return true;
                },
              },
            ]),
          ),
          EditorView.domEventHandlers({
            paste(event) {
              const take = callbacks.current.onLargePaste;
              const text = take && event.clipboardData?.getData('text/plain');
              if (!take || !text || text.length <= LARGE_INPUT) return false;
              event.preventDefault();
              take(text);
              return true;
            },
          }),
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          foldGutter(),
          drawSelection(),
          history(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          highlightSelectionMatches(),
          searchHighlights,
          lintGutter(),
          keymap.of([
            ...closeBracketsKeymap,
            ...defaultKeymap,
            ...searchKeymap,
            ...historyKeymap,
            ...foldKeymap,
          ]),
          placeholder ? placeholderExtension(placeholder) : [],
          EditorView.contentAttributes.of({ 'aria-label': label }),
          c.theme.of(editorTheme(dark)),
          c.language.of(jsonSyntax ? json() : []),
          c.readOnly.of([EditorState.readOnly.of(readOnly)]),
          c.phrases.of(editorPhrases(language)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) {
              reportLater.run();
              trail.current.push({ before: update.startState.doc, changes: update.changes });
              if (trail.current.length > TRAIL_LIMIT) trail.current.shift();
            }
            const steps = { undo: undoDepth(update.state) > 0, redo: redoDepth(update.state) > 0 };
            const known = historySteps.current;
            if (steps.undo === known.undo && steps.redo === known.redo) return;
            historySteps.current = steps;
            callbacks.current.onHistory?.(steps);
          }),
        ],
      }),
    });
    viewRef.current = view;
    // Leaving or hiding the page: hand over the text typed in the last moments at once, before
    // the draft is flushed (this listener is registered first, so it runs first).
    const stop = onPageLeave(reportLater.flush);
    return () => {
      stop();
      reportLater.flush();
      view.destroy();
      viewRef.current = null;
    };
    // The view is built once; the effects below keep it in step with the props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const view = viewRef.current;
    if (!view || value === lastValue.current) return;
    reportLater.cancel();
    lastValue.current = value;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } });
    // A text set from outside (a file, the sample) is a new document, not an edit to follow.
    trail.current = [];
  }, [value, reportLater]);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: compartments.current.theme.reconfigure(editorTheme(dark)),
    });
  }, [dark]);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: compartments.current.language.reconfigure(jsonSyntax ? json() : []),
    });
  }, [jsonSyntax]);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: compartments.current.readOnly.reconfigure([EditorState.readOnly.of(readOnly)]),
    });
  }, [readOnly]);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: compartments.current.phrases.reconfigure(editorPhrases(language)),
    });
  }, [language]);

  useEffect(() => {
    const view = viewRef.current;
    if (view) view.dispatch(highlightTransaction(view, highlights));
  }, [highlights, value]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    if (!mark) {
      view.dispatch(setDiagnostics(view.state, []));
      return;
    }
    const length = view.state.doc.length;
    const from = Math.max(0, Math.min(mark.offset, length));
    // The whole character: an emoji is two code units, and half of one marks nothing.
    const to = Math.min(
      length,
      findClusterBreak(view.state.doc.sliceString(from, from + 16), 0) + from,
    );
    view.dispatch(
      setDiagnostics(view.state, [
        { from, to: Math.max(to, from), severity: 'error', message: mark.message },
      ]),
    );
    if (mark.reveal === false) return;
    view.dispatch({
      selection: EditorSelection.cursor(from),
      effects: EditorView.scrollIntoView(from, { y: 'center' }),
    });
  }, [mark, value]);

  return <div ref={hostRef} className="json-editor" data-readonly={readOnly || undefined} />;
}
