import type { BatchReport, GenerateRequest, UuidProblemCode, UuidProblemParams } from './core';

export type GuidJob =
  { kind: 'generate'; request: GenerateRequest } | { kind: 'validate'; text: string };

export type GuidJobMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'generated'; uuids: string[] }
  | { type: 'validated'; report: BatchReport }
  | { type: 'error'; code: UuidProblemCode; params: UuidProblemParams }
  | { type: 'failed'; message: string };

export type GuidJobResult = Extract<GuidJobMessage, { type: 'generated' | 'validated' | 'error' }>;

export class GuidJobCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'GuidJobCancelled';
  }
}

/**
 * Runs one job in a fresh worker. cancel() terminates it at once (the promise then rejects
 * with GuidJobCancelled); a worker crash rejects with its message.
 */
export function runGuidJob(
  job: GuidJob,
  onProgress: (done: number, total: number) => void,
): { result: Promise<GuidJobResult>; cancel: () => void } {
  const worker = new Worker(new URL('./guid.worker.ts', import.meta.url), { type: 'module' });
  let cancel = () => {};
  const result = new Promise<GuidJobResult>((resolve, reject) => {
    cancel = () => {
      worker.terminate();
      reject(new GuidJobCancelled());
    };
    worker.onmessage = (event: MessageEvent<GuidJobMessage>) => {
      const message = event.data;
      if (message.type === 'progress') {
        onProgress(message.done, message.total);
        return;
      }
      worker.terminate();
      if (message.type === 'failed') reject(new Error(message.message));
      else resolve(message);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'worker error'));
    };
    worker.postMessage(job);
  });
  return { result, cancel };
}
