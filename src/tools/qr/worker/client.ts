import type { WorkerRequest, WorkerResponse } from './protocol';

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;
export type RequestBody = DistributiveOmit<WorkerRequest, 'id'>;

export class QrWorkerError extends Error {
  constructor(
    readonly reason: 'badImage' | 'decoderLoad' | 'internal' | 'cancelled',
    detail: string,
  ) {
    super(detail);
    this.name = 'QrWorkerError';
  }
}

/**
 * One worker with request ids. Created on first use so the worker chunk and the decoder's
 * .wasm load only when a code is rendered or an image is read.
 */
export class QrWorkerClient {
  private worker: Worker | undefined;
  private nextId = 1;
  private pending = new Map<
    number,
    {
      resolve: (response: WorkerResponse) => void;
      reject: (error: Error) => void;
      onProgress?: (done: number, total: number) => void;
    }
  >();

  private ensureWorker(): Worker {
    if (!this.worker) {
      this.worker = new Worker(new URL('./qr.worker.ts', import.meta.url), { type: 'module' });
      this.worker.onmessage = (event: MessageEvent<WorkerResponse>) => this.receive(event.data);
      this.worker.onerror = (event) => {
        event.preventDefault();
        this.failAll(new QrWorkerError('decoderLoad', event.message || 'worker failed to start'));
      };
    }
    return this.worker;
  }

  private receive(response: WorkerResponse) {
    const entry = this.pending.get(response.id);
    if (!entry) return;
    if (response.type === 'progress') {
      entry.onProgress?.(response.done, response.total);
      return;
    }
    this.pending.delete(response.id);
    if (response.type === 'failed')
      entry.reject(new QrWorkerError(response.reason, response.detail));
    else entry.resolve(response);
  }

  private failAll(error: Error) {
    for (const entry of this.pending.values()) entry.reject(error);
    this.pending.clear();
    this.worker?.terminate();
    this.worker = undefined;
  }

  request(body: RequestBody, onProgress?: (done: number, total: number) => void) {
    const id = this.nextId;
    this.nextId += 1;
    return new Promise<WorkerResponse>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress });
      this.ensureWorker().postMessage({ ...body, id } as WorkerRequest);
    });
  }

  /** Stops whatever runs (a batch) at once; the next request starts a fresh worker. */
  cancel() {
    this.failAll(new QrWorkerError('cancelled', 'cancelled'));
  }

  dispose() {
    this.failAll(new QrWorkerError('cancelled', 'disposed'));
  }
}
