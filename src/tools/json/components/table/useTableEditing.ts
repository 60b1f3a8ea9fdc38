import { App as AntdApp } from 'antd';
import { useCallback, type RefObject } from 'react';
import type { TableEditOp } from '../../core/table/tableEdits';
import { editErrorMessage } from '../../editErrorText';
import { EDITABLE_MAX } from '../../largeText';
import { formatSize } from '../../sizeText';
import type { JsonTranslate } from '../../messages';
import type { TableClient } from '../../worker/tableClient';
import type { CodeEditorHandle } from '../CodeEditor';
import type { TableTranslate } from './tableMessages';

/** Up to this size a large input can be put in the editor, after which the table edits it. */
export const NOT_EDITABLE = { max: formatSize(EDITABLE_MAX) };

/**
 * Table edits go the way every structured edit goes: planned in the worker as text edits on
 * the editor's text, applied through the editor so one history undoes typing, tree and table
 * edits alike. The table then rebuilds from the new text like after any change.
 */
export function useTableEditing(
  client: TableClient,
  editorRef: RefObject<CodeEditorHandle | null>,
  rebuild: (text: string) => Promise<void>,
  t: TableTranslate,
  /** The JSON screen's words, for why the planner refused an edit. */
  jsonT: JsonTranslate,
) {
  const { message } = AntdApp.useApp();

  const edit = useCallback(
    async (op: TableEditOp, done: (count: number) => string): Promise<boolean> => {
      const editor = editorRef.current;
      if (!editor) {
        message.warning(t('table.notEditable', NOT_EDITABLE));
        return false;
      }
      const base = editor.read();
      let plan = await client.plan(base, op);
      // An edit right after another (or after typing) comes before the table caught up
      // with the text: build it now rather than after the usual pause, then plan again.
      if (plan?.status === 'stale') {
        await rebuild(base);
        plan = await client.plan(base, op);
      }
      if (!plan) return false;
      if (plan.status === 'refused') {
        message.error(editErrorMessage(jsonT, plan.failure));
        return false;
      }
      // Typed while it was planned: the edit is not guessed onto the newer text.
      if (plan.status === 'stale' || !editor.apply(plan.edits, base)) {
        message.info(t('table.stale'));
        return false;
      }
      if (plan.edits.length === 0) message.info(t('table.nothingChanged'));
      else message.success(done(plan.count));
      return true;
    },
    [client, editorRef, message, rebuild, t, jsonT],
  );

  const undo = useCallback(() => editorRef.current?.undo() ?? false, [editorRef]);
  const redo = useCallback(() => editorRef.current?.redo() ?? false, [editorRef]);
  return { edit, undo, redo, editable: () => editorRef.current !== null };
}
