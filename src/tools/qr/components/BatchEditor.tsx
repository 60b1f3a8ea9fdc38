import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { EditorState } from '@codemirror/state';
import {
  EditorView,
  drawSelection,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  placeholder as placeholderText,
} from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { useDebouncedCallback } from '../../../app/runtime/debounce';
import { onPageLeave } from '../../../app/runtime/onPageLeave';

interface BatchEditorProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
}

/** Typing is handed to the page once it pauses: a 3 MB list is not copied per keystroke. */
const CHANGE_DELAY_MS = 200;

/** Colours from antd's CSS variables, so the box follows the light and dark themes. */
const theme = EditorView.theme({
  '&': {
    height: '320px',
    fontSize: '13px',
    border: '1px solid var(--ant-color-border)',
    borderRadius: '6px',
    backgroundColor: 'var(--ant-color-bg-container)',
    color: 'var(--ant-color-text)',
  },
  '&.cm-focused': {
    outline: 'none',
    borderColor: 'var(--ant-color-primary)',
    boxShadow: '0 0 0 2px var(--ant-color-primary-bg-hover)',
  },
  '.cm-scroller': {
    fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Noto Sans Mono CJK SC', monospace",
    lineHeight: '1.55',
  },
  '.cm-content': { caretColor: 'var(--ant-color-text)' },
  '.cm-cursor': { borderLeftColor: 'var(--ant-color-text)' },
  '.cm-gutters': {
    backgroundColor: 'var(--ant-color-fill-quaternary)',
    color: 'var(--ant-color-text-secondary)',
    borderRight: 'none',
    borderRadius: '6px 0 0 6px',
  },
  '.cm-activeLineGutter': { backgroundColor: 'var(--ant-color-primary-bg)' },
  '.cm-placeholder': { color: 'var(--ant-color-text-secondary)' },
});

/**
 * The batch box: CodeMirror rather than a <textarea>, because a browser's textarea lays out
 * all of its text on every keystroke (1–3 s per key at 100,000 lines on our test machine),
 * while CodeMirror draws only the lines in view. Line numbers match the list's 行 column.
 */
export default function BatchEditor({ id, value, onChange, label, placeholder }: BatchEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const lastValue = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const report = useDebouncedCallback(() => {
    const view = viewRef.current;
    if (!view) return;
    const text = view.state.doc.toString();
    if (text === lastValue.current) return;
    lastValue.current = text;
    onChangeRef.current(text);
  }, CHANGE_DELAY_MS);

  // The view is made once; the value effect below keeps it in step with outside changes.
  useEffect(() => {
    const view = new EditorView({
      parent: hostRef.current!,
      state: EditorState.create({
        doc: lastValue.current,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          drawSelection(),
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          placeholderText(placeholder),
          EditorView.contentAttributes.of({ id, 'aria-label': label, 'aria-multiline': 'true' }),
          theme,
          EditorView.updateListener.of((update) => {
            if (update.docChanged) report.run();
          }),
        ],
      }),
    });
    viewRef.current = view;
    // Closing or hiding the page: hand over the last keystrokes before the list is saved.
    const stop = onPageLeave(report.flush);
    return () => {
      stop();
      report.flush();
      view.destroy();
      viewRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A value from outside (a file imported, an undo, another tab, the saved list loading).
  useEffect(() => {
    const view = viewRef.current;
    if (!view || value === lastValue.current) return;
    report.cancel();
    lastValue.current = value;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } });
  }, [value, report]);

  return <div ref={hostRef} className="qr-batch-editor" />;
}
