import { WorkerClient } from '../../../app/runtime/workerClient';
import type { BatchListRequest, BatchListResult } from './tableProtocol';

export type BatchListClient = WorkerClient<BatchListRequest, BatchListResult>;

/** The batch-list worker through the runtime's worker client; it starts on the first request. */
export function createBatchListClient(): BatchListClient {
  return new WorkerClient<BatchListRequest, BatchListResult>(
    () => new Worker(new URL('./batchList.worker.ts', import.meta.url), { type: 'module' }),
  );
}
