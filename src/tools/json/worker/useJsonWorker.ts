import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { WorkerClient, type WorkerError } from '../../../app/runtime/workerClient';
import { jobFailureOf } from './jobFailure';
import type { JobFailure, JobResult, JobResults, JsonJob } from './protocol';

export type JobOutcome<K extends JsonJob['op']> =
  | { status: 'done'; result: JobResults[K] }
  | { status: 'failed'; failure: JobFailure }
  | { status: 'cancelled' };

export interface WorkerProgress {
  /** Label of the running job, for the progress bar. */
  op: JsonJob['op'];
  /** 0..1, or null while the job gives no measure. */
  fraction: number | null;
}

export type JsonWorkerClient = WorkerClient<JsonJob, JobResult>;

export function createJsonWorkerClient(): JsonWorkerClient {
  return new WorkerClient<JsonJob, JobResult>(
    () => new Worker(new URL('./json.worker.ts', import.meta.url), { type: 'module' }),
  );
}

/**
 * One JSON worker for the page through the runtime's WorkerClient, with the running job's
 * progress as state. Outcomes are values, never rejections: a page always has a result to
 * show. Cancelling terminates the worker (the only way to stop a running parse); the next
 * job starts a fresh one.
 */
export function useJsonWorker() {
  const [client] = useState(createJsonWorkerClient);
  const [progress, setProgress] = useState<WorkerProgress | null>(null);
  /** Jobs running with a progress bar; silent ones (the tree's questions) do not count. */
  const shown = useRef(0);

  useEffect(() => () => client.dispose(), [client]);

  const run = useCallback(
    async <K extends JsonJob['op']>(
      job: Extract<JsonJob, { op: K }>,
      options: { silent?: boolean } = {},
    ): Promise<JobOutcome<K>> => {
      // Not urgent: the click that started the job stays a short task.
      if (!options.silent) {
        shown.current += 1;
        startTransition(() => setProgress({ op: job.op, fraction: null }));
      }
      const onProgress = options.silent
        ? undefined
        : (done: number, total: number) =>
            setProgress((current) => (current ? { ...current, fraction: done / total } : current));
      try {
        const result = (await client.run(job, { onProgress })) as JobResults[K];
        return { status: 'done', result };
      } catch (error) {
        // WorkerClient rejects with `{ code, params }` only.
        const { code } = error as WorkerError;
        if (code === 'cancelled') return { status: 'cancelled' };
        return { status: 'failed', failure: jobFailureOf(error as WorkerError) };
      } finally {
        if (!options.silent && --shown.current === 0) startTransition(() => setProgress(null));
      }
    },
    [client],
  );

  const cancel = useCallback(() => client.cancel(), [client]);

  return { run, cancel, progress };
}
