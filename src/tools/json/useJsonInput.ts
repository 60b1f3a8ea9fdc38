import { App as AntdApp } from 'antd';
import { useCallback, useRef } from 'react';
import type { CodeEditorHandle } from './components/CodeEditor';
import { blobOfText, jobTextOf, LARGE_INPUT, largeTextOf, type InputText } from './largeText';
import type { JsonTranslate } from './messages';
import type { JsonDraft } from './useJsonDraft';

interface JsonInputSource {
  draft: JsonDraft;
  update: (patch: Partial<JsonDraft>) => void;
  /** A new input makes the syntax errors marked in the old one meaningless. */
  clearSyntaxErrors: () => void;
  t: JsonTranslate;
}

/**
 * Where the input comes from and how a job reads it: typed in the editor, opened or dropped
 * as a file, pasted (large pastes bypass the editor), or taken from an output.
 */
export function useJsonInput({ draft, update, clearSyntaxErrors, t }: JsonInputSource) {
  const { message } = AntdApp.useApp();
  const editorRef = useRef<CodeEditorHandle>(null);

  /** The input for a job: the editor's latest text, or the large input's Blob. */
  const readInput = useCallback(
    () => editorRef.current?.read() ?? jobTextOf(draft.input),
    [draft.input],
  );

  const setInput = useCallback(
    (input: InputText) => {
      update({ input });
      clearSyntaxErrors();
    },
    [update, clearSyntaxErrors],
  );

  /** Takes a Blob as the input: kept as a Blob when large, else as text for the editor. */
  const setInputBlob = useCallback(
    async (blob: Blob, name: string | null) =>
      setInput(blob.size > LARGE_INPUT ? await largeTextOf(blob, name) : await blob.text()),
    [setInput],
  );

  const openFile = useCallback(
    (file: File) => {
      setInputBlob(file, file.name)
        .then(() => message.success(t('input.loaded', { name: file.name })))
        .catch(() => message.error(t('input.readFailed', { name: file.name })));
    },
    [message, setInputBlob, t],
  );

  const takeLargePaste = useCallback(
    (text: string) => void blobOfText(text).then((blob) => setInputBlob(blob, null)),
    [setInputBlob],
  );

  /** Puts a large input in the editor after all. */
  const editLargeInput = useCallback(() => {
    if (typeof draft.input !== 'string') void draft.input.blob.text().then(setInput);
  }, [draft.input, setInput]);

  return { editorRef, readInput, setInput, setInputBlob, openFile, takeLargePaste, editLargeInput };
}
