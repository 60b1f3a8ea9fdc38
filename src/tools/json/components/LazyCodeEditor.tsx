import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { isMainActionKey } from '../../../app/ui/useMainActionShortcut';
import { applyTextEdits } from '../core/textEdit';
import { LARGE_INPUT } from '../largeText';
import type { CodeEditor as CodeMirrorEditor } from './CodeEditor';

type EditorProps = ComponentProps<typeof CodeMirrorEditor>;

type EditorModule = typeof import('./CodeEditor') & {
  EditorView: typeof import('@codemirror/view').EditorView;
};

/** The plain editor as it was when CodeMirror took its place. */
interface Handover {
  start: number;
  end: number;
  focused: boolean;
  scrollTop: number;
  parent: Element;
  index: number;
}

let loaded: EditorModule | undefined;
let loading: Promise<EditorModule> | undefined;

function loadCodeMirror(): Promise<EditorModule> {
  loading ??= Promise.all([import('./CodeEditor'), import('@codemirror/view')]).then(
    ([editor, view]) => (loaded = { ...editor, EditorView: view.EditorView }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The JSON screen's editors without CodeMirror in the screen's first load (issue 19: it is
 * most of the screen's own chunk). A plain text area with the same label, text, placeholder,
 * Ctrl+Enter and large-paste handling shows at once and takes typing; CodeMirror loads right
 * after the first paint and takes its place in one synchronous step, with the text, the
 * selection, the scroll position and the focus as they were, so nothing typed is lost. If
 * CodeMirror cannot load (offline before it was cached), the plain editor stays and works.
 */
export function CodeEditor(props: EditorProps) {
  const [editor, setEditor] = useState(loaded);
  const handover = useRef<Handover | null>(null);

  useEffect(() => {
    if (editor) return undefined;
    let active = true;
    loadCodeMirror().then(
      // Synchronous, with its effects: no keystroke can fall between the two editors.
      (module) => active && flushSync(() => setEditor(module)),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [editor]);

  useEffect(() => {
    const from = handover.current;
    handover.current = null;
    if (!editor || !from) return;
    const dom = from.parent.children[from.index]?.querySelector<HTMLElement>('.cm-editor');
    const view = dom ? editor.EditorView.findFromDOM(dom) : null;
    if (!view) return;
    // The text needs no handing over: the plain editor reports every keystroke at once, so
    // CodeMirror starts from the parent's value, which is newer should both change together.
    if (!from.focused) return;
    const length = view.state.doc.length;
    view.dispatch({
      selection: { anchor: Math.min(from.start, length), head: Math.min(from.end, length) },
    });
    view.scrollDOM.scrollTop = from.scrollTop;
    view.focus();
  }, [editor]);

  if (editor) return <editor.CodeEditor {...props} />;
  return <PlainEditor {...props} handover={handover} />;
}

const PLAIN_STYLE: CSSProperties = {
  display: 'block',
  width: '100%',
  height: '100%',
  border: 0,
  resize: 'none',
  padding: '4px 8px',
  background: 'transparent',
  color: 'inherit',
  fontSize: 13,
  lineHeight: 1.55,
  fontFamily:
    "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', 'Noto Sans Mono CJK SC', monospace",
};

function PlainEditor(props: EditorProps & { handover: RefObject<Handover | null> }) {
  const { value, onChange, readOnly, label, placeholder, onSubmit, onLargePaste, ref } = props;
  const { handover } = props;
  const node = useRef<HTMLTextAreaElement>(null);

  useImperativeHandle(ref, () => ({
    read: () => node.current?.value ?? value,
    focus: () => node.current?.focus(),
    // Only for the moment before CodeMirror arrives: an edit lands without an undo step.
    apply(edits, base) {
      const element = node.current;
      if (!element || element.value !== base) return false;
      element.value = applyTextEdits(base, edits);
      onChange?.(element.value);
      return true;
    },
    undo: () => false,
    redo: () => false,
    reveal(offset) {
      const element = node.current;
      if (!element) return;
      element.focus();
      element.setSelectionRange(offset, offset);
    },
  }));

  // Text set from outside (a file, the sample, an output used as input) replaces what shows.
  useLayoutEffect(() => {
    if (node.current && node.current.value !== value) node.current.value = value;
  }, [value]);

  // Runs while the text area is still in the page, just before CodeMirror replaces it.
  useLayoutEffect(() => {
    const element = node.current!;
    return () => {
      const parent = element.parentElement;
      if (!parent) return;
      handover.current = {
        start: element.selectionStart,
        end: element.selectionEnd,
        focused: document.activeElement === element,
        scrollTop: element.scrollTop,
        parent,
        index: Array.prototype.indexOf.call(parent.children, element),
      };
    };
  }, [handover]);

  return (
    <textarea
      ref={node}
      className="json-editor"
      style={PLAIN_STYLE}
      defaultValue={value}
      readOnly={readOnly}
      aria-label={label}
      placeholder={placeholder}
      spellCheck={false}
      onChange={(event) => onChange?.(event.target.value)}
      onKeyDown={(event) => {
        if (!onSubmit || !isMainActionKey(event.nativeEvent)) return;
        event.preventDefault();
        onSubmit();
      }}
      onPaste={(event) => {
        const text = onLargePaste && event.clipboardData.getData('text/plain');
        if (!onLargePaste || !text || text.length <= LARGE_INPUT) return;
        event.preventDefault();
        onLargePaste(text);
      }}
    />
  );
}
