import { App as AntdApp } from 'antd';
import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import type { EditOp } from '../../core/edit';
import { applyTextEdits } from '../../core/textEdit';
import { editErrorMessage } from '../../editErrorText';
import type { JsonTranslate } from '../../messages';
import type { TabResult } from '../../tabResults';
import type { JobText, TreePaste } from '../../worker/protocol';
import type { TreeClient } from '../../worker/treeClient';
import type { LargeEditHandlers } from '../../useLargeEdit';
import type { CodeEditorHandle } from '../CodeEditor';
import type { TreeEditHandlers, TreeViewPlace } from './useTreeEditing';

/** Rows sent back with the edited tree, around the selection. */
const EDITED_ROWS = 120;

export type TreeEditRequest = { ops: EditOp[]; paste?: TreePaste };

type ShownTree = NonNullable<TabResult['tree']>;

interface TreeEditSource {
  client: TreeClient;
  editorRef: RefObject<CodeEditorHandle | null>;
  tree: TabResult['tree'];
  lenient: boolean;
  treeEdited: (tree: ShownTree) => void;
  buildTree: (text: JobText) => Promise<void>;
  /** Edits, undo and redo of an input too large for the editor (useLargeEdit). */
  large: LargeEditHandlers;
  t: JsonTranslate;
}

/**
 * Carries out an edit made in the tree: the worker plans it on the text the tree shows and
 * rebuilds the tree; the edits go into the input editor as one undo step. When the editor's
 * text is no longer the tree's (typed since), nothing changes: the tree is rebuilt from the
 * editor and the user is asked to do it again. A large input (no editor) is edited in the
 * worker instead, with a history of its own.
 *
 * The tree also follows the editor's text (`follow`): an undo, a redo or typing reaches the
 * tree as the changes since its text, so it keeps its folding, selection and scroll position
 * rather than being built afresh.
 */
export function useTreeEdit(source: TreeEditSource): TreeEditHandlers & {
  follow: (text: JobText) => Promise<void>;
} {
  const { client, editorRef, tree, lenient, treeEdited, buildTree, large, t } = source;
  const { message } = AntdApp.useApp();
  /** The tree shown, or about to be (a follow's result comes before the next render). */
  const shown = useRef(tree);
  /** Where the tree view is; `resync`: it was closed, and shows old rows when it opens again. */
  const place = useRef({ selected: 0, from: 0, scrollTop: 0, resync: false });
  useEffect(() => {
    // A new build starts at its top, with nothing selected yet.
    if (tree?.build !== shown.current?.build)
      place.current = { selected: 0, from: 0, scrollTop: 0, resync: false };
    shown.current = tree;
  }, [tree]);
  /** Follows one at a time: each plans on the text the previous one left the tree with. */
  const queue = useRef<Promise<void>>(Promise.resolve());
  /** A new build function (the lenient option changed): the tree is built afresh once. */
  const builtWith = useRef(buildTree);

  const show = useCallback(
    (edited: ShownTree, scrollTop?: number) => {
      // Only a view opened again scrolls back; a later edit must not take the old position.
      const next = { ...edited, scrollTop };
      shown.current = next;
      place.current.resync = false;
      treeEdited(next);
    },
    [treeEdited],
  );

  const edit = useCallback(
    async (request: TreeEditRequest): Promise<boolean> => {
      const base = tree?.base;
      if (tree === undefined || base === undefined) return false;
      if (typeof base !== 'string') return large.edit(request);
      const result = await client.edit({ ...request, rows: EDITED_ROWS, lenient });
      if (!result) return false;
      if ('failure' in result) {
        message.error(editErrorMessage(t, result.failure));
        return false;
      }
      const editor = editorRef.current;
      if (result.baseLength !== base.length || !editor || !editor.apply(result.edits, base)) {
        message.warning(t('treeEdit.stale'));
        void buildTree(editor?.read() ?? base);
        return false;
      }
      show({ ...tree, ...result.tree, base: applyTextEdits(base, result.edits) });
      return true;
    },
    [tree, client, lenient, editorRef, show, buildTree, large, message, t],
  );

  const followNow = useCallback(
    async (text: JobText, reveal: boolean) => {
      const current = shown.current;
      const editor = editorRef.current;
      const base = current?.base;
      const fresh = builtWith.current !== buildTree;
      builtWith.current = buildTree;
      // The same document (a large one by its key): nothing to rebuild; a view opened again
      // gets the worker's tree as it was, scrolled where the user left it.
      const same =
        typeof base === 'string'
          ? editor?.read() === base
          : typeof text !== 'string' && base !== undefined && text.key === base.key;
      if (!fresh && current && same) {
        if (!place.current.resync) return;
        const { selected, from, scrollTop } = place.current;
        const view = await client.view({ selected, from, rows: EDITED_ROWS });
        if (!view?.tree) return buildTree(text);
        return show({ ...current, ...view.tree, followed: false }, scrollTop);
      }
      if (fresh || !current || !editor || typeof base !== 'string' || typeof text !== 'string')
        return buildTree(text);
      // The editor may be ahead of `text` (typing went on): the tree takes its latest text.
      const latest = editor.read();
      if (latest === base && !place.current.resync) return;
      const edits = editor.changesSince(base);
      if (!edits) return buildTree(text);
      const { selected, from, resync } = place.current;
      const result = await client.rebase({
        edits,
        baseLength: base.length,
        selected,
        reveal,
        from,
        rows: EDITED_ROWS,
        lenient,
      });
      if (!result) return;
      if (!result.tree) return buildTree(latest);
      // A view opened again starts at its top: it scrolls to the selection.
      show({ ...current, ...result.tree, base: latest, followed: !reveal && !resync });
    },
    [editorRef, buildTree, client, lenient, show],
  );

  const follow = useCallback(
    (text: JobText, reveal = false) => {
      const next = queue.current.then(() => followNow(text, reveal));
      // One follow that failed must not hold up the ones after it.
      queue.current = next.catch(() => undefined);
      return next;
    },
    [followNow],
  );

  const largeBase = tree !== undefined && typeof tree.base !== 'string';
  const step = useCallback(
    (command: 'undo' | 'redo') => {
      if (largeBase) return large[command]();
      const editor = editorRef.current;
      // Asked in the tree: the tree shows (unfolds to) what the step changed.
      if (editor?.[command]()) void follow(editor.read(), true);
    },
    [editorRef, follow, large, largeBase],
  );

  // A view opening again starts from the old rows at the top: what it had is kept until the
  // follow that brings it back (show) is done.
  const track = useCallback((view: TreeViewPlace | null) => {
    if (!view) place.current.resync = true;
    else if (!place.current.resync) place.current = { ...view, resync: false };
  }, []);

  return useMemo(
    () => ({ edit, undo: () => step('undo'), redo: () => step('redo'), follow, track }),
    [edit, step, follow, track],
  );
}
