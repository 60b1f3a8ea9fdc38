import { App as AntdApp } from 'antd';
import { useCallback, useMemo, type RefObject } from 'react';
import type { EditOp } from '../../core/edit';
import { applyTextEdits } from '../../core/textEdit';
import { editErrorMessage } from '../../editErrorText';
import type { JsonTranslate } from '../../messages';
import type { TabResult } from '../../tabResults';
import type { JobText, TreePaste } from '../../worker/protocol';
import type { TreeClient } from '../../worker/treeClient';
import type { CodeEditorHandle } from '../CodeEditor';
import type { TreeEditHandlers } from './useTreeEditing';

/** Rows sent back with the edited tree, around the selection. */
const EDITED_ROWS = 120;

export type TreeEditRequest = { ops: EditOp[]; paste?: TreePaste };

interface TreeEditSource {
  client: TreeClient;
  editorRef: RefObject<CodeEditorHandle | null>;
  tree: TabResult['tree'];
  lenient: boolean;
  treeEdited: (tree: NonNullable<TabResult['tree']>) => void;
  buildTree: (text: JobText) => Promise<void>;
  /** Edits, undo and redo of an input too large for the editor (useLargeEdit). */
  large: TreeEditHandlers;
  t: JsonTranslate;
}

/**
 * Carries out an edit made in the tree: the worker plans it on the text the tree shows and
 * rebuilds the tree; the edits go into the input editor as one undo step. When the editor's
 * text is no longer the tree's (typed since), nothing changes: the tree is rebuilt from the
 * editor and the user is asked to do it again. A large input (no editor) is edited in the
 * worker instead, with a history of its own.
 */
export function useTreeEdit(source: TreeEditSource): TreeEditHandlers {
  const { client, editorRef, tree, lenient, treeEdited, buildTree, large, t } = source;
  const { message } = AntdApp.useApp();
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
      treeEdited({ ...tree, ...result.tree, base: applyTextEdits(base, result.edits) });
      return true;
    },
    [tree, client, lenient, editorRef, treeEdited, buildTree, large, message, t],
  );
  // Undo and redo are the input editor's: one history for typing and structured edits.
  const largeBase = tree !== undefined && typeof tree.base !== 'string';
  return useMemo(
    () => ({
      edit,
      undo: () => (largeBase ? large.undo() : void editorRef.current?.undo()),
      redo: () => (largeBase ? large.redo() : void editorRef.current?.redo()),
    }),
    [edit, editorRef, large, largeBase],
  );
}
