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

/** A job on a text this long (or on a Blob) leaves the worker holding a large heap. */
const LARGE_JOB_TEXT = 1024 * 1024;

export function carriesLargeText(job: JsonJob): boolean {
  const text = job.op === 'diff' ? job.left : 'text' in job ? job.text : '';
  return typeof text !== 'string' || text.length > LARGE_JOB_TEXT;
}

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
  /** Whether the running worker was given a large document since it started. */
  const holdsLarge = useRef(false);

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
      if (carriesLargeText(job)) holdsLarge.current = true;
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

  const cancel = useCallback(() => {
    holdsLarge.current = false;
    client.cancel();
  }, [client]);

  /**
   * The input was cleared or replaced: a worker that held a large document is ended, the
   * surest way to give its heap (text, tree, object graphs, garbage V8 keeps committed) back.
   * Its jobs, all on the old input, end as cancelled; the next job starts a fresh worker.
   */
  const release = useCallback(() => {
    if (!holdsLarge.current) return;
    holdsLarge.current = false;
    client.cancel();
  }, [client]);

  /**
   * Another worker takes the large document: this one, when idle, ends, so that the page never
   * holds two decoded copies of it (a 100 MB document is 200 MB once decoded). Its results
   * (Blobs) stay readable; its next job starts a fresh worker.
   */
  const releaseIfIdle = useCallback(() => {
    if (!holdsLarge.current || client.busy) return;
    holdsLarge.current = false;
    client.cancel();
  }, [client]);

  return { run, cancel, release, releaseIfIdle, progress };
}
