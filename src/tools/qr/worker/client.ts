import { WorkerClient, isWorkerError, type WorkerError } from '../../../app/runtime/workerClient';
import type { QrMessageKey } from '../messages';
import type { WorkerRequest, WorkerResult } from './protocol';

export type QrWorkerClient = WorkerClient<WorkerRequest, WorkerResult>;

/**
 * The QR worker through the runtime's one worker client. The worker starts on the first
 * request, so its chunk and the decoder's .wasm load only when a code is rendered or read.
 */
export function createQrWorkerClient(): QrWorkerClient {
  return new WorkerClient<WorkerRequest, WorkerResult>(
    () => new Worker(new URL('./qr.worker.ts', import.meta.url), { type: 'module' }),
  );
}

/** A failure as the runtime reports it; anything else thrown is wrapped as `crashed`. */
export function workerErrorOf(error: unknown): WorkerError {
  if (isWorkerError(error)) return error;
  return {
    code: 'crashed',
    params: { detail: error instanceof Error ? error.message : String(error) },
  };
}

export function isCancelled(error: unknown): boolean {
  return isWorkerError(error) && error.code === 'cancelled';
}

/** The catalogue key and values that word a worker failure, `name` being the file's name. */
export function workerErrorText(
  error: WorkerError,
  name = '',
): { key: QrMessageKey; vars: Record<string, string | number> } {
  const detail = String(error.params?.detail ?? error.code);
  if (error.code === 'badImage') return { key: 'decode.badImage', vars: { name } };
  if (error.code === 'decoderLoad') return { key: 'verify.loadFailed', vars: { detail } };
  return { key: 'error.internal', vars: { detail } };
}
