import { App as AntdApp } from 'antd';
import { useCallback, useState } from 'react';
import type { TextEncoding } from '../../core/encoding';
import type { SchemaFile } from '../../core/schema/types';
import { detectFileEncoding, utf8BlobOf } from '../../fileText';
import type { JsonTranslate } from '../../messages';
import type { EncodingChoice } from '../../useJsonInput';
import { encodingName } from '../EncodingDialog';
import type { SchemaTranslate } from './schemaMessages';

/**
 * Opens schema files the way the main input opens a file: the encoding is read from a BOM or
 * the NUL pattern, UTF-8 is checked, and anything else (GBK, GB18030, Big5) is asked, one
 * file at a time, in the input's dialog with previews. A file not in UTF-8 says how it was read.
 */
export function useSchemaFileOpen(
  add: (files: SchemaFile[]) => void,
  s: SchemaTranslate,
  t: JsonTranslate,
) {
  const { message } = AntdApp.useApp();
  /** Files waiting for the user's choice of encoding; the first one is asked. */
  const [waiting, setWaiting] = useState<EncodingChoice[]>([]);

  const read = useCallback(
    async (file: File, encoding: TextEncoding): Promise<SchemaFile> => {
      const text = await (await utf8BlobOf(file, encoding)).text();
      if (encoding !== 'utf-8')
        void message.info(
          s('schema.openedAs', { name: file.name, encoding: encodingName(t, encoding) }),
        );
      return { name: file.name, text };
    },
    [message, s, t],
  );
  const readFailed = useCallback(
    (file: File) => void message.error(t('input.readFailed', { name: file.name })),
    [message, t],
  );

  const open = useCallback(
    async (files: readonly File[]) => {
      const ready: SchemaFile[] = [];
      const ask: EncodingChoice[] = [];
      for (const file of files) {
        try {
          const found = await detectFileEncoding(file);
          if (found.kind === 'choose') ask.push({ file, candidates: found.candidates });
          else ready.push(await read(file, found.encoding));
        } catch {
          readFailed(file);
        }
      }
      if (ready.length > 0) add(ready);
      if (ask.length > 0) setWaiting((current) => [...current, ...ask]);
    },
    [add, read, readFailed],
  );

  const choice = waiting.at(0) ?? null;
  const choose = useCallback(
    (encoding: TextEncoding) => {
      if (!choice) return;
      setWaiting((current) => current.slice(1));
      read(choice.file, encoding).then(
        (file) => add([file]),
        () => readFailed(choice.file),
      );
    },
    [choice, read, add, readFailed],
  );
  const skip = useCallback(() => setWaiting((current) => current.slice(1)), []);

  return { open, choice, choose, skip };
}
