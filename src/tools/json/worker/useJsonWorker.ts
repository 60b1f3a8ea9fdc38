import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { JobFailure, JobResults, JsonJob, WorkerReply, WorkerRequest } from './protocol';

export type JobOutcome<K extends JsonJob['op']> =
  | { status: 'done'; result: JobResults[K] }
  | { status: 'failed'; failure: JobFailure }
  | { status: 'cancelled' };

interface Pending {
  resolve: (outcome: JobOutcome<JsonJob['op']>) => void;
}

export interface WorkerProgress {
  /** Label of the running job, for the progress bar. */
  op: JsonJob['op'];
  /** 0..1, or null while the job gives no measure. */
  fraction: number | null;
}

/**
 * One worker for the page; a job at a time. Cancelling terminates the worker (the only way to
 * stop a running parse) and the next job starts a fresh one.
 */
export function useJsonWorker() {
  const workerRef = useRef<Worker | null>(null);
  const pendingRef = useRef(new Map<number, Pending>());
  const nextId = useRef(1);
  const [progress, setProgress] = useState<WorkerProgress | null>(null);

  const failAll = useCallback((failure: JobOutcome<JsonJob['op']>) => {
    for (const pending of pendingRef.current.values()) pending.resolve(failure);
    pendingRef.current.clear();
    setProgress(null);
  }, []);

  const ensureWorker = useCallback((): Worker => {
    if (workerRef.current) return workerRef.current;
    const worker = new Worker(new URL('./json.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      const pending = pendingRef.current.get(reply.id);
      if (!pending) return;
      if (reply.type === 'progress') {
        setProgress((current) => (current ? { ...current, fraction: reply.fraction } : current));
        return;
      }
      pendingRef.current.delete(reply.id);
      startTransition(() => setProgress(null));
      pending.resolve(
        reply.type === 'done'
          ? { status: 'done', result: reply.result }
          : { status: 'failed', failure: reply.failure },
      );
    };
    worker.onerror = (event) => {
      event.preventDefault();
      workerRef.current?.terminate();
      workerRef.current = null;
      failAll({
        status: 'failed',
        failure: { kind: 'tool', message: `后台处理出错：${event.message || '未知原因'}` },
      });
    };
    workerRef.current = worker;
    return worker;
  }, [failAll]);

  const run = useCallback(
    <K extends JsonJob['op']>(
      job: Extract<JsonJob, { op: K }>,
      options: { silent?: boolean } = {},
    ): Promise<JobOutcome<K>> => {
      const worker = ensureWorker();
      const id = nextId.current++;
      // Not urgent: the click that started the job stays a short task.
      if (!options.silent) startTransition(() => setProgress({ op: job.op, fraction: null }));
      return new Promise((resolve) => {
        pendingRef.current.set(id, { resolve: resolve as Pending['resolve'] });
        const request: WorkerRequest = { id, job };
        worker.postMessage(request);
      });
    },
    [ensureWorker],
  );

  const cancel = useCallback(() => {
    workerRef.current?.terminate();
    workerRef.current = null;
    failAll({ status: 'cancelled' });
  }, [failAll]);

  useEffect(
    () => () => {
      workerRef.current?.terminate();
      workerRef.current = null;
    },
    [],
  );

  return { run, cancel, progress };
}
