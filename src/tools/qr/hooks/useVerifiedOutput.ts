import { useCallback, useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../app/runtime/debounce';
import type { CameraReport, VerifyResult } from '../core';
import { isCancelled, workerErrorOf, type QrWorkerClient } from '../worker/client';
import type { WorkerError } from '../../../app/runtime/workerClient';
import type { DrawSettings } from '../worker/protocol';

export type VerifiedOutput =
  | { status: 'idle' }
  | { status: 'checking' }
  | {
      status: 'ready';
      png: Uint8Array;
      verify: VerifyResult;
      camera: CameraReport;
      overridden: boolean;
    }
  | { status: 'error'; error: WorkerError; overridden: boolean };

type Stored =
  | { key: string; status: 'ready'; png: Uint8Array; verify: VerifyResult; camera: CameraReport }
  | { key: string; status: 'error'; error: WorkerError };

/** Waits this long after the last change so fast typing does not queue renders. */
const VERIFY_DELAY_MS = 120;

/**
 * Renders the PNG in the worker and decodes it there, exactly and as a phone camera would see
 * it (core/cameraCheck.ts); the result belongs to one exact
 * (content, settings) key, so a stale image is never offered for the current input.
 */
export function useVerifiedOutput(
  client: QrWorkerClient,
  text: string | undefined,
  settings: DrawSettings | undefined,
  key: string,
) {
  const [stored, setStored] = useState<Stored>();
  const [overriddenKey, setOverriddenKey] = useState<string>();

  // Starts only once the key has held still for the delay; a newer key drops the old run.
  const settledKey = useDebouncedValue(key, VERIFY_DELAY_MS);
  useEffect(() => {
    if (text === undefined || settings === undefined || settledKey !== key) return;
    let current = true;
    client
      .run({ type: 'render', text, settings })
      .then((response) => {
        if (current && response.type === 'rendered')
          setStored({
            key,
            status: 'ready',
            png: response.png,
            verify: response.verify,
            camera: response.camera,
          });
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (isCancelled(error)) return;
        setStored({ key, status: 'error', error: workerErrorOf(error) });
      });
    return () => {
      current = false;
    };
  }, [client, text, settings, key, settledKey]);

  const override = useCallback(() => setOverriddenKey(key), [key]);

  let output: VerifiedOutput;
  if (text === undefined) output = { status: 'idle' };
  else if (!stored || stored.key !== key) output = { status: 'checking' };
  else if (stored.status === 'error')
    output = { status: 'error', error: stored.error, overridden: overriddenKey === key };
  else output = { ...stored, overridden: overriddenKey === key };
  return { output, override };
}
