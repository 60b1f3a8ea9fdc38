import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { EditorState } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  keymap,
  lineNumbers,
  placeholder as placeholderExtension,
} from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { useDebouncedCallback } from '../../../app/runtime/debounce';
import { onPageLeave } from '../../../app/runtime/onPageLeave';

interface Props {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
}

/** Typing is reported once it pauses: turning 100,000 lines into one string costs a few ms. */
const CHANGE_DELAY_MS = 150;

/**
 * Colours from antd's CSS variables (under the app's `toolbox` class), so light and dark follow the
 * shell's theme with no second stylesheet.
 */
const theme = EditorView.theme({
  '&': {
    height: '240px',
    fontSize: '13px',
    color: 'var(--ant-color-text)',
    backgroundColor: 'var(--ant-color-bg-container)',
    border: '1px solid var(--ant-color-border)',
    borderRadius: '6px',
  },
  '&.cm-focused': { outline: '2px solid var(--ant-color-primary)', outlineOffset: '-1px' },
  '.cm-scroller': {
    fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
    lineHeight: '1.55',
  },
  '.cm-gutters': {
    backgroundColor: 'var(--ant-color-fill-quaternary)',
    color: 'var(--ant-color-text-secondary)',
    borderRight: 'none',
    borderRadius: '6px 0 0 6px',
  },
  '.cm-placeholder': { color: 'var(--ant-color-text-secondary)' },
  '.cm-cursor': { borderLeftColor: 'var(--ant-color-text)' },
});

/**
 * The 批量校验 input: CodeMirror draws only the lines in view, so a 100,000-line list types
 * as fast as a short one (a <textarea> lays the whole text out again on every key).
 */
export default function BatchEditor({ value, onChange, label, placeholder }: Props) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const reported = useRef(value);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  const report = useDebouncedCallback(() => {
    const view = viewRef.current;
    if (!view) return;
    const text = view.state.doc.toString();
    if (text === reported.current) return;
    reported.current = text;
    changed.current(text);
  }, CHANGE_DELAY_MS);

  useEffect(() => {
    const view = new EditorView({
      parent: hostRef.current!,
      state: EditorState.create({
        doc: reported.current,
        extensions: [
          lineNumbers(),
          history(),
          drawSelection(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          placeholderExtension(placeholder),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({
            'aria-label': label,
            'aria-multiline': 'true',
            role: 'textbox',
            spellcheck: 'false',
            autocorrect: 'off',
            autocapitalize: 'off',
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) report.run();
          }),
          theme,
        ],
      }),
    });
    viewRef.current = view;
    // Hand the last keys over before the saved state writes on leaving (its handler runs after).
    const stop = onPageLeave(report.flush);
    return () => {
      stop();
      report.flush();
      view.destroy();
      viewRef.current = null;
    };
    // Made again only when the language changes the label (the text is kept: flushed above).
  }, [label, placeholder, report]);

  // A new value from outside (read from IndexedDB, another tab): shown unless it is ours.
  useEffect(() => {
    const view = viewRef.current;
    if (!view || value === reported.current) return;
    reported.current = value;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } });
  }, [value]);

  return <div ref={hostRef} className="guid-batch-editor" />;
}
