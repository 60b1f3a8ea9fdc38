import { App as AntdApp } from 'antd';
import { useEffect, useState } from 'react';
import { downloadBlob } from '../../../app/ui/download';
import { isCancelled, workerErrorOf, workerErrorText } from '../worker/client';
import { makeSheet, makeZip, type BatchOutput } from '../worker/batchOutput';
import type { BatchJobRow, SheetLabel } from '../worker/batchProtocol';
import { QrWorkerPool } from '../worker/pool';
import type { DrawSettings } from '../worker/protocol';
import { useQrMessages } from './useQrMessages';

export type BatchKind = 'zip' | 'sheet';

export type BatchRun =
  | { status: 'idle' }
  | { status: 'running'; kind: BatchKind; done: number; total: number }
  | ({ status: 'finished'; kind: BatchKind; fileName: string } & BatchOutput);

/** A problem that must be confirmed before download: the camera cannot read a code. */
export const isBlocking = (output: BatchOutput) =>
  output.problems.some((problem) => problem.reason !== 'capacity');

/**
 * Makes the batch's ZIP or PDF sheet on a pool of QR workers (one per core) and downloads it
 * at once when every code passed the camera check; otherwise the user sees why first.
 */
export function useBatchRun() {
  const t = useQrMessages();
  const { message } = AntdApp.useApp();
  const [pool] = useState(() => new QrWorkerPool());
  useEffect(() => {
    // The workers load while the list is typed or opened, not after 生成 is clicked.
    pool.warm();
    return () => pool.dispose();
  }, [pool]);
  const [run, setRun] = useState<BatchRun>({ status: 'idle' });

  const start = async (
    kind: BatchKind,
    rows: BatchJobRow[],
    settings: DrawSettings,
    options: { format: 'png' | 'svg'; label: SheetLabel },
  ) => {
    if (run.status === 'running') return;
    setRun({ status: 'running', kind, done: 0, total: rows.length });
    const onProgress = (done: number, total: number) =>
      setRun({ status: 'running', kind, done, total });
    try {
      const output =
        kind === 'zip'
          ? await makeZip(pool, rows, options.format, settings, onProgress)
          : await makeSheet(pool, rows, options.label, settings, onProgress);
      const fileName =
        kind === 'zip'
          ? t('batch.zipName', { count: output.count })
          : t('batch.sheetName', { count: output.count });
      setRun({ status: 'finished', kind, fileName, ...output });
      if (!isBlocking(output) && output.count > 0) {
        downloadBlob(fileName, output.blob);
        message.success(
          kind === 'zip'
            ? t('batch.done', { count: output.count })
            : t('batch.sheetDone', { count: output.count, pages: output.pages }),
        );
      }
    } catch (error) {
      setRun({ status: 'idle' });
      if (isCancelled(error)) message.info(t('batch.cancelled'));
      else {
        const text = workerErrorText(workerErrorOf(error));
        message.error(t(text.key, text.vars));
      }
    }
  };

  return { run, start, cancel: () => pool.cancel() };
}
