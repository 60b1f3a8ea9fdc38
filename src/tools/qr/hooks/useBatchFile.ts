import { App as AntdApp } from 'antd';
import { useEffect, useState } from 'react';
import type { ColumnChoice } from '../core';
import { isCancelled, workerErrorOf } from '../worker/client';
import { createBatchListClient } from '../worker/listClient';
import type { BatchListErrorCode, BatchListResult } from '../worker/tableProtocol';
import { useQrMessages } from './useQrMessages';

export type OpenedTable = Extract<BatchListResult, { type: 'table' }> & { file: File };

export interface ImportedTable {
  text: string;
  count: number;
  fileName: string;
  /** How the file was read: a CSV's text encoding, or 'xlsx'. */
  encoding: string;
}

const FILE_ERRORS: readonly BatchListErrorCode[] = ['oldExcel', 'badXlsx', 'emptyTable'];

/**
 * A CSV or .xlsx opened for the batch: read in the list worker (the .xlsx reader loads only
 * then), shown in the column picker, and on confirmation written as the batch box's text.
 */
export function useBatchFile(onImport: (imported: ImportedTable) => void) {
  const t = useQrMessages();
  const { message } = AntdApp.useApp();
  const [client] = useState(createBatchListClient);
  useEffect(() => () => client.dispose(), [client]);
  const [opening, setOpening] = useState<string>();
  const [opened, setOpened] = useState<OpenedTable>();

  const fail = (file: File, error: unknown) => {
    if (isCancelled(error)) return;
    const { code, params } = workerErrorOf(error);
    if ((FILE_ERRORS as string[]).includes(code))
      message.error(t(`batch.file.${code as BatchListErrorCode}`, { file: file.name }));
    else
      message.error(
        t('batch.file.unreadable', { file: file.name, detail: String(params?.detail ?? code) }),
      );
  };

  const open = async (file: File) => {
    setOpening(file.name);
    try {
      const result = await client.run({ type: 'readTable', file });
      if (result.type === 'table') setOpened({ ...result, file });
    } catch (error) {
      fail(file, error);
    } finally {
      setOpening(undefined);
    }
  };

  const confirm = async (choice: ColumnChoice) => {
    if (!opened) return;
    const { file } = opened;
    try {
      const result = await client.run({ type: 'tableText', file, choice });
      if (result.type !== 'tableText') return;
      setOpened(undefined);
      onImport({
        text: result.text,
        count: result.count,
        fileName: file.name,
        encoding: opened.kind === 'xlsx' ? 'xlsx' : (opened.encoding ?? 'utf-8'),
      });
    } catch (error) {
      fail(file, error);
    }
  };

  return { opening, opened, open, confirm, cancel: () => setOpened(undefined) };
}
