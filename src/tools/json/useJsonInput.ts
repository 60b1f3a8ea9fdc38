import { App as AntdApp } from 'antd';
import { useCallback, useRef, useState } from 'react';
import type { CodeEditorHandle } from './components/CodeEditor';
import type { EncodingCandidate, TextEncoding } from './core/encoding';
import { detectFileEncoding, utf8BlobOf, type InputSource } from './fileText';
import { blobOfText, jobTextOf, LARGE_INPUT, largeTextOf, type InputText } from './largeText';
import type { JsonTranslate } from './messages';
import type { JsonDraft } from './useJsonDraft';

interface JsonInputSource {
  draft: JsonDraft;
  update: (patch: Partial<JsonDraft>) => void;
  /** A new input makes the syntax errors marked in the old one meaningless. */
  clearSyntaxErrors: () => void;
  /** The input was cleared or replaced: what was computed from the old one can go. */
  releaseInput: () => void;
  t: JsonTranslate;
}

/** A file whose bytes are not UTF-8, waiting for the user to choose its encoding. */
export interface EncodingChoice {
  file: File;
  candidates: EncodingCandidate[];
}

/**
 * Where the input comes from and how a job reads it: typed in the editor, opened, dropped or
 * pasted as a file (in whatever encoding it is), pasted (large pastes bypass the editor), or
 * taken from an output.
 */
export function useJsonInput({
  draft,
  update,
  clearSyntaxErrors,
  releaseInput,
  t,
}: JsonInputSource) {
  const { message } = AntdApp.useApp();
  const editorRef = useRef<CodeEditorHandle>(null);
  const [source, setSource] = useState<InputSource | null>(null);
  const [encodingChoice, setEncodingChoice] = useState<EncodingChoice | null>(null);

  /** The input for a job: the editor's latest text, or the large input's Blob. */
  const readInput = useCallback(
    () => editorRef.current?.read() ?? jobTextOf(draft.input),
    [draft.input],
  );

  /** A new input from anywhere but a file: the file's encoding no longer describes it. */
  const setInput = useCallback(
    (input: InputText) => {
      releaseInput();
      update({ input });
      clearSyntaxErrors();
      setSource(null);
    },
    [update, clearSyntaxErrors, releaseInput],
  );

  /** Typing keeps the opened file's encoding on show; emptying the editor does not. */
  const editInput = useCallback(
    (text: string) => {
      if (text === '') releaseInput();
      update({ input: text });
      clearSyntaxErrors();
      if (text === '') setSource(null);
    },
    [update, clearSyntaxErrors, releaseInput],
  );

  /** Takes a Blob as the input: kept as a Blob when large, else as text for the editor. */
  const setInputBlob = useCallback(
    async (blob: Blob, name: string | null) =>
      setInput(blob.size > LARGE_INPUT ? await largeTextOf(blob, name) : await blob.text()),
    [setInput],
  );

  const loadFile = useCallback(
    async (file: File, encoding: TextEncoding, how: InputSource['how']) => {
      await setInputBlob(await utf8BlobOf(file, encoding), file.name);
      setSource({ name: file.name, encoding, how });
      message.success(t('input.loaded', { name: file.name }));
    },
    [message, setInputBlob, t],
  );

  const readFailed = useCallback(
    (file: File) => message.error(t('input.readFailed', { name: file.name })),
    [message, t],
  );

  const openFile = useCallback(
    (file: File) => {
      detectFileEncoding(file)
        .then((found) =>
          found.kind === 'choose'
            ? setEncodingChoice({ file, candidates: found.candidates })
            : loadFile(file, found.encoding, found.how),
        )
        .catch(() => readFailed(file));
    },
    [loadFile, readFailed],
  );

  const chooseEncoding = useCallback(
    (encoding: TextEncoding) => {
      if (!encodingChoice) return;
      setEncodingChoice(null);
      loadFile(encodingChoice.file, encoding, 'chosen').catch(() =>
        readFailed(encodingChoice.file),
      );
    },
    [encodingChoice, loadFile, readFailed],
  );

  const cancelEncodingChoice = useCallback(() => setEncodingChoice(null), []);

  const takeLargePaste = useCallback(
    (text: string) => void blobOfText(text).then((blob) => setInputBlob(blob, null)),
    [setInputBlob],
  );

  /**
   * Puts a large input in the editor after all. The error found in it stays marked: the
   * editor opens at that spot.
   */
  const editLargeInput = useCallback(() => {
    if (typeof draft.input !== 'string')
      void draft.input.blob.text().then((input) => update({ input }));
  }, [draft.input, update]);

  return {
    editorRef,
    readInput,
    setInput,
    editInput,
    setInputBlob,
    openFile,
    takeLargePaste,
    editLargeInput,
    source,
    encodingChoice,
    chooseEncoding,
    cancelEncodingChoice,
  };
}
