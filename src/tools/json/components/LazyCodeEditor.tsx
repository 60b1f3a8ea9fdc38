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
  /** The text at the start of each edit made there (typing runs, tree or table edits). */
  earlier: string[];
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
    // What was done in the plain editor can be undone in CodeMirror, step by step.
    editor.seedHistory(view, from.earlier);
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
  /** Handed to CodeMirror as undo steps: see Handover.earlier. */
  const earlier = useRef<string[]>([]);
  /** The text as last seen, and whether typing now continues the last step. */
  const seen = useRef({ text: value, typing: false });

  useImperativeHandle(ref, () => ({
    read: () => node.current?.value ?? value,
    focus: () => node.current?.focus(),
    // Only for the moment before CodeMirror arrives, which takes it as an undo step.
    apply(edits, base) {
      const element = node.current;
      if (!element || element.value !== base) return false;
      earlier.current.push(base);
      element.value = applyTextEdits(base, edits);
      seen.current = { text: element.value, typing: false };
      onChange?.(element.value);
      return true;
    },
    changesSince: (base) => (base === (node.current?.value ?? value) ? [] : null),
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
    if (!node.current || node.current.value === value) return;
    // One undo step, as CodeMirror takes such a replacement (an empty text is not worth one:
    // the saved draft arriving would otherwise be undone to nothing).
    if (node.current.value !== '') earlier.current.push(node.current.value);
    node.current.value = value;
    seen.current = { text: value, typing: false };
  }, [value]);

  // Runs while the text area is still in the page, just before CodeMirror replaces it.
  useLayoutEffect(() => {
    const element = node.current!;
    const steps = earlier.current; // only ever pushed to
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
        earlier: steps,
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
      onChange={(event) => {
        if (!seen.current.typing) earlier.current.push(seen.current.text);
        seen.current = { text: event.target.value, typing: true };
        onChange?.(event.target.value);
      }}
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
