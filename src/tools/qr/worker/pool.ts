import { createQrWorkerClient, type QrWorkerClient } from './client';
import type { WorkerRequest, WorkerResult } from './protocol';

/** One worker per core (at most 8: each holds its own decoder, a few MB). */
export function poolSize(): number {
  const cores = globalThis.navigator?.hardwareConcurrency || 2;
  return Math.min(8, Math.max(1, cores));
}

export interface PoolPart {
  request: WorkerRequest;
  /** Rows in the part, for progress over the whole batch. */
  rows: number;
}

/**
 * Progress is passed on at most this often: each render (and the bar's animation after it)
 * takes the page's thread, which shares the cores with the workers.
 */
const PROGRESS_INTERVAL_MS = 250;

/**
 * A batch spread over one QR worker per core, through the runtime's worker client: each
 * worker takes the next part as soon as it is free, so all cores stay busy to the end.
 * Workers start on the first request; cancelling stops them all (the next run starts fresh).
 */
export class QrWorkerPool {
  private readonly clients: QrWorkerClient[];

  constructor(size = poolSize(), spawn: () => QrWorkerClient = createQrWorkerClient) {
    this.clients = Array.from({ length: size }, spawn);
  }

  /** Every part's result, in the parts' order; progress counts rows done over all parts. */
  async runParts(
    parts: PoolPart[],
    onProgress?: (done: number, total: number) => void,
  ): Promise<WorkerResult[]> {
    const results: WorkerResult[] = new Array<WorkerResult>(parts.length);
    const doneIn = new Array<number>(parts.length).fill(0);
    const total = parts.reduce((sum, part) => sum + part.rows, 0);
    let lastReport = 0;
    const report = (force: boolean) => {
      const now = performance.now();
      if (!force && now - lastReport < PROGRESS_INTERVAL_MS) return;
      lastReport = now;
      onProgress?.(
        doneIn.reduce((sum, done) => sum + done, 0),
        total,
      );
    };
    let next = 0;
    try {
      await Promise.all(
        this.clients.map(async (client) => {
          while (next < parts.length) {
            const index = next;
            next += 1;
            results[index] = await client.run(parts[index].request, {
              onProgress: (done) => {
                doneIn[index] = done;
                report(false);
              },
            });
            doneIn[index] = parts[index].rows;
            report(next >= parts.length);
          }
        }),
      );
    } catch (error) {
      // One part failed (or was cancelled): the others' work is of no use now.
      this.cancel();
      throw error;
    }
    return results;
  }

  /**
   * Starts every worker and its decoder now (a worker otherwise starts on its first part, and
   * loading the decoder's WebAssembly there delays the batch). A failure is not reported
   * here: the batch itself reports it when it runs.
   */
  warm(): void {
    for (const client of this.clients) client.run({ type: 'warm' }).catch(() => undefined);
  }

  /** One request on the first worker (packing parts into one file), buffers transferred. */
  run(request: WorkerRequest, transfer: Transferable[] = []): Promise<WorkerResult> {
    return this.clients[0].run(request, { transfer });
  }

  cancel(): void {
    for (const client of this.clients) client.cancel();
  }

  dispose(): void {
    for (const client of this.clients) client.dispose();
  }
}
