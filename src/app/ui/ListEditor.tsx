import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { EditorState } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  placeholder as placeholderText,
} from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { useDebouncedCallback } from '../runtime/debounce';
import { onPageLeave } from '../runtime/onPageLeave';

interface ListEditorProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  /** Height of the box in px. */
  height: number;
  id?: string;
  className?: string;
}

/** Typing is handed to the page once it pauses: a 3 MB list is not copied per keystroke. */
const CHANGE_DELAY_MS = 150;

/** Colours from antd's CSS variables, so the box follows the light and dark themes. */
const theme = EditorView.theme({
  '&': {
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
 * A box for long lists, one item per line (二维码 批量, Guid 批量校验): CodeMirror rather than
 * a <textarea>, because a browser's textarea lays out all of its text on every keystroke (1–3 s
 * per key at 100,000 lines on our test machine), while CodeMirror draws only the lines in view.
 * Line numbers match the 行 the tools report.
 */
export default function ListEditor(props: ListEditorProps) {
  const { value, onChange, label, placeholder, height, id, className } = props;
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
          EditorView.contentAttributes.of({
            ...(id ? { id } : {}),
            'aria-label': label,
            'aria-multiline': 'true',
            role: 'textbox',
            spellcheck: 'false',
            autocorrect: 'off',
            autocapitalize: 'off',
          }),
          EditorView.theme({ '&': { height: `${height}px` } }),
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
    // Made again only when the language changes its words (the text is kept: flushed above).
  }, [id, label, placeholder, height, report]);

  // A value from outside (a file imported, an undo, another tab, the saved list loading).
  useEffect(() => {
    const view = viewRef.current;
    if (!view || value === lastValue.current) return;
    report.cancel();
    lastValue.current = value;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } });
  }, [value, report]);

  return <div ref={hostRef} className={className} />;
}
