import { App as AntdApp } from 'antd';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type { TreeEditRequest } from './components/treeEdit/useTreeEdit';
import type { TreeEditHandlers } from './components/treeEdit/useTreeEditing';
import type { TextEdit } from './core/textEdit';
import { editErrorMessage } from './editErrorText';
import { jobTextOf, largeTextOf, newTextKey, type InputText, type LargeText } from './largeText';
import type { JsonTranslate } from './messages';
import type { TabResult } from './tabResults';
import type { JsonDraft } from './useJsonDraft';
import type { JobText, LargeEdited } from './worker/protocol';
import type { TreeClient } from './worker/treeClient';

/** Rows sent back with the edited tree, around the edited node. */
const EDITED_ROWS = 120;

/** One edit of a large input: the edits made, and those that undo them. */
interface Step {
  edits: TextEdit[];
  inverse: TextEdit[];
}

interface LargeEditSource {
  client: TreeClient;
  input: InputText;
  update: (patch: Partial<JsonDraft>, now?: boolean) => void;
  /** Keeps another tab's draft from replacing the input while an edit of it is made. */
  holdForEdit: () => () => void;
  tree: TabResult['tree'];
  treeEdited: (tree: NonNullable<TabResult['tree']>) => void;
  buildTree: (text: JobText) => Promise<void>;
  lenient: boolean;
  t: JsonTranslate;
}

/** What the worker edits: the input's text and bytes, and the key for the edited text. */
function targetOf(input: LargeText) {
  return { text: { blob: input.blob, key: input.key }, bytes: input.blob, key: newTextKey() };
}

/** A large input's edits as the tree asks for them (the tree's place is its own). */
export type LargeEditHandlers = Pick<TreeEditHandlers, 'edit' | 'undo' | 'redo'>;

/** Undo and redo of a large input's edits, for the input pane's buttons. */
export interface LargeHistory {
  steps: { undo: boolean; redo: boolean };
  undo: () => void;
  redo: () => void;
}

/**
 * Edits of an input too large for the editor (kept as a Blob): the worker edits its own copy
 * and sends back the new bytes, which become the input (and the draft, saved at once); the
 * tree shows the rows around the edit. Undo and redo keep the edits that undo each step, never
 * copies of the document, and hold only while the input is the one they produced: a new
 * input, typing or another tab's saved draft ends them.
 */
export function useLargeEdit(source: LargeEditSource) {
  const { message } = AntdApp.useApp();
  const latest = useRef(source);
  useEffect(() => {
    latest.current = source;
  });
  /**
   * The steps, and the input the last of them produced: the next step starts from it even
   * before the page has rendered it (a quick undo right after an edit).
   */
  const history = useRef<{ produced: LargeText | null; done: Step[]; undone: Step[] }>({
    produced: null,
    done: [],
    undone: [],
  });
  const [steps, setSteps] = useState({ undo: false, redo: false });
  /** One change at a time: each is planned on the bytes the one before produced. */
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const inputKey = typeof source.input === 'string' ? null : source.input.key;
  useEffect(() => {
    if (history.current.produced?.key === inputKey) return;
    history.current = { produced: null, done: [], undone: [] };
    setSteps({ undo: false, redo: false });
  }, [inputKey]);

  // Everything below reads the latest source and the history from refs: made once.
  const { edit, step } = useMemo(() => {
    /** The input the next step edits. */
    const currentInput = () => history.current.produced ?? latest.current.input;

    const publish = () => {
      const { done, undone } = history.current;
      setSteps({ undo: done.length > 0, redo: undone.length > 0 });
    };

    const enqueue = <T>(task: () => Promise<T>): Promise<T> => {
      const release = latest.current.holdForEdit();
      const run = queue.current.then(task).finally(release);
      queue.current = run.catch(() => undefined);
      return run;
    };

    /** The edited bytes become the input, and the tree shows them without being built again. */
    const settle = async (before: LargeText, result: LargeEdited, key: string) => {
      const { tree, update, treeEdited } = latest.current;
      // Another input arrived meanwhile: it is not overwritten with an edit of the old one.
      if (currentInput() !== before || !tree) return false;
      const next = await largeTextOf(result.bytes, before.name, key);
      if (currentInput() !== before) return false;
      history.current.produced = next;
      // The page and the tree redraw as one transition, in slices the page can answer between.
      startTransition(() => {
        update({ input: next }, true);
        // Shown where the edit is, not where a view opened again was scrolled back to.
        treeEdited({ ...tree, ...result.tree, base: jobTextOf(next), scrollTop: undefined });
      });
      return true;
    };

    const edit = (request: TreeEditRequest) =>
      enqueue(async () => {
        const { lenient, client, t, buildTree } = latest.current;
        const input = currentInput();
        if (typeof input === 'string') return false;
        const target = targetOf(input);
        const result = await client.editLarge({
          ...request,
          ...target,
          rows: EDITED_ROWS,
          lenient,
        });
        if (!result) return false;
        if ('failure' in result) {
          message.error(editErrorMessage(t, result.failure));
          return false;
        }
        if ('stale' in result) {
          message.warning(t('treeEdit.stale'));
          void buildTree(target.text);
          return false;
        }
        if (!(await settle(input, result, target.key))) return false;
        history.current.done.push({ edits: result.edits, inverse: result.inverse });
        history.current.undone = [];
        publish();
        return true;
      });

    /** Takes a step off one stack, applies its edits, and files it on the other. */
    const step = (from: 'done' | 'undone') =>
      void enqueue(async () => {
        const { lenient, client } = latest.current;
        const input = currentInput();
        const taken = history.current[from].pop();
        if (!taken || typeof input === 'string') return;
        const target = targetOf(input);
        const edits = from === 'done' ? taken.inverse : taken.edits;
        const result = await client.apply({ edits, ...target, rows: EDITED_ROWS, lenient });
        if (result && (await settle(input, result, target.key)))
          history.current[from === 'done' ? 'undone' : 'done'].push(taken);
        else if (currentInput() === input) history.current[from].push(taken);
        publish();
      });
    return { edit, step };
  }, [message]);

  const handlers = useMemo<LargeEditHandlers>(
    () => ({ edit, undo: () => step('done'), redo: () => step('undone') }),
    [edit, step],
  );
  const largeHistory = useMemo<LargeHistory>(
    () => ({ steps, undo: handlers.undo, redo: handlers.redo }),
    [steps, handlers],
  );
  return { handlers, history: largeHistory };
}
