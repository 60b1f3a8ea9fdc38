import {
  isWorkerError,
  type WorkerCall,
  type WorkerError,
  type WorkerReply,
} from './workerProtocol';

import { announceNewRelease, diagnoseLoadFailure } from '../layout/release';

export type { WorkerError } from './workerProtocol';
export { isWorkerError } from './workerProtocol';

interface RunOptions {
  onProgress?: (done: number, total: number) => void;
  transfer?: Transferable[];
}

interface Pending<Res> {
  resolve: (result: Res) => void;
  reject: (error: WorkerError) => void;
  onProgress?: (done: number, total: number) => void;
}

/**
 * The one way a page talks to a worker: requests with ids, progress, cancel and errors as
 * `{ code, params }`. The worker starts on the first request, so its chunk (and whatever it
 * loads) costs nothing until then. Cancelling terminates it, the only way to stop a running
 * parse or batch; the next request starts a fresh one. Runs reject with `{ code: 'cancelled' }`
 * when cancelled and `{ code: 'crashed', params: { detail } }` when the worker fails.
 */
export class WorkerClient<Req, Res> {
  private worker: Worker | undefined;
  /** Whether the current worker ever answered: one that did not may have no file left. */
  private answered = false;
  private nextId = 1;
  private readonly pending = new Map<number, Pending<Res>>();

  constructor(private readonly spawn: () => Worker) {}

  run(request: Req, options: RunOptions = {}): Promise<Res> {
    const id = this.nextId++;
    return new Promise<Res>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress: options.onProgress });
      const call: WorkerCall<Req> = { id, request };
      this.ensureWorker().postMessage(call, options.transfer ?? []);
    });
  }

  /** Stops whatever runs now; every pending run rejects with `{ code: 'cancelled' }`. */
  cancel(): void {
    this.failAll({ code: 'cancelled' });
  }

  dispose(): void {
    this.failAll({ code: 'cancelled' });
  }

  get busy(): boolean {
    return this.pending.size > 0;
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = this.spawn();
    this.answered = false;
    worker.onmessage = (event: MessageEvent<WorkerReply<Res>>) => {
      this.answered = true;
      this.receive(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      // A worker that fails before it ever answers may have no file left: a release replaced
      // the running build. Then the shell offers the one reload into it (UpdatePrompt).
      if (!this.answered) {
        void diagnoseLoadFailure().then((failure) => {
          if (failure === 'updated') announceNewRelease();
        });
      }
      this.failAll({ code: 'crashed', params: { detail: event.message || '' } });
    };
    this.worker = worker;
    return worker;
  }

  private receive(reply: WorkerReply<Res>): void {
    const entry = this.pending.get(reply.id);
    if (!entry) return;
    if (reply.type === 'progress') {
      entry.onProgress?.(reply.done, reply.total);
      return;
    }
    this.pending.delete(reply.id);
    if (reply.type === 'done') entry.resolve(reply.result);
    else entry.reject(isWorkerError(reply.error) ? reply.error : { code: 'crashed' });
  }

  private failAll(error: WorkerError): void {
    const entries = [...this.pending.values()];
    this.pending.clear();
    this.worker?.terminate();
    this.worker = undefined;
    for (const entry of entries) entry.reject(error);
  }
}
