import { useCallback, useEffect, useMemo, useState } from 'react';
import { WorkerClient, isWorkerError, type WorkerError } from '../../../app/runtime/workerClient';
import type { OcrLine } from '../core/ocr/read';
import { ocrAssetsCached } from './ocrAssets';
import type { OcrRequest, OcrResult } from './protocol';

/** Photos are read at most this large (longer side): more only costs memory on a phone. */
const MAX_SIDE = 2560;

/** 'pick': nothing is being read (a photo can be chosen, or what was read is reviewed). */
export type ReaderState =
  | { step: 'pick' }
  | { step: 'downloading'; done: number; total: number }
  | { step: 'reading'; done: number; total: number }
  | { step: 'failed'; error: WorkerError };

/** What one photo gave: its lines, in the size the boxes are drawn at. */
export interface PhotoReading {
  lines: OcrLine[];
  width: number;
  height: number;
}

function createWorker(): Worker {
  return new Worker(new URL('./ocr.worker.ts', import.meta.url), { type: 'module' });
}

async function photoBitmap(photo: Blob): Promise<ImageBitmap> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  const scale = MAX_SIDE / Math.max(bitmap.width, bitmap.height);
  if (scale >= 1) return bitmap;
  const smaller = await createImageBitmap(bitmap, {
    resizeWidth: Math.round(bitmap.width * scale),
    resizeHeight: Math.round(bitmap.height * scale),
    resizeQuality: 'high',
  });
  bitmap.close();
  return smaller;
}

/**
 * Reads price tags and listing screenshots on this device: the OCR worker downloads its
 * models once (from our own origin), then each photo is read there; `read` resolves to its
 * lines (undefined when it failed or was cancelled, which the state then says). The photo's
 * pixels go to the worker and are freed after reading.
 */
export function useOcrReader() {
  const client = useMemo(() => new WorkerClient<OcrRequest, OcrResult>(createWorker), []);
  const [state, setState] = useState<ReaderState>({ step: 'pick' });
  const [cached, setCached] = useState<boolean>();

  useEffect(() => {
    void ocrAssetsCached().then(setCached);
    return () => client.dispose();
  }, [client]);

  const read = useCallback(
    async (photo: Blob): Promise<PhotoReading | undefined> => {
      try {
        const bitmap = await photoBitmap(photo).catch(() => {
          throw { code: 'badImage', params: {} };
        });
        setState({ step: 'downloading', done: 0, total: 1 });
        await client.run(
          { type: 'prepare' },
          { onProgress: (done, total) => setState({ step: 'downloading', done, total }) },
        );
        setCached(true);
        setState({ step: 'reading', done: 0, total: 0 });
        const result = await client.run(
          { type: 'read', image: bitmap },
          {
            transfer: [bitmap],
            onProgress: (done, total) => setState({ step: 'reading', done, total }),
          },
        );
        if (result.type !== 'read') return undefined;
        setState({ step: 'pick' });
        return { lines: result.lines, width: result.width, height: result.height };
      } catch (error) {
        if (isWorkerError(error) && error.code === 'cancelled') return undefined;
        setState({
          step: 'failed',
          error: isWorkerError(error)
            ? error
            : { code: 'crashed', params: { detail: String(error) } },
        });
        return undefined;
      }
    },
    [client],
  );

  const restart = useCallback(() => setState({ step: 'pick' }), []);
  return { state, read, restart, cached };
}
