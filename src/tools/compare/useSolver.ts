import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDebouncedValue } from '../../app/runtime/debounce';
import { isWorkerError, WorkerClient } from '../../app/runtime/workerClient';
import { problem, type CompareProblem } from './core';
import type { SolverOutput, SolverReply, SolverTask } from './solverTasks';

export type SolverState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'cancelled' }
  | { status: 'done'; output: SolverOutput }
  | { status: 'error'; error: CompareProblem };

/** Typing pauses this long before a new calculation starts. */
const DEBOUNCE_MS = 250;

function createWorker(): Worker {
  return new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
}

/**
 * Solves `task` in a Web Worker (the runtime's WorkerClient) whenever it changes by value and
 * typing pauses. A newer task or Cancel stops a running calculation, so the page stays
 * responsive however large the cart.
 */
export function useSolver(task: SolverTask | null) {
  const client = useMemo(() => new WorkerClient<SolverTask, SolverReply>(createWorker), []);
  useEffect(() => () => client.dispose(), [client]);
  const [state, setState] = useState<SolverState>({ status: 'idle' });
  // The last answer stays on screen while a newer one is calculated, so results do not flicker.
  const [output, setOutput] = useState<SolverOutput | null>(null);
  const [retryCount, setRetryCount] = useState(0);
  const key = task ? JSON.stringify(task) : '';
  const settledKey = useDebouncedValue(key, DEBOUNCE_MS);

  useEffect(() => {
    if (!key) {
      if (client.busy) client.cancel();
      setState({ status: 'idle' });
      setOutput(null);
    }
  }, [client, key]);

  useEffect(() => {
    if (!settledKey) return;
    if (client.busy) client.cancel();
    let current = true;
    setState({ status: 'running' });
    client
      .run(JSON.parse(settledKey) as SolverTask)
      .then((reply) => {
        if (!current) return;
        setState(
          reply.ok
            ? { status: 'done', output: reply.output }
            : { status: 'error', error: reply.error },
        );
        setOutput(reply.ok ? reply.output : null);
      })
      .catch((error: unknown) => {
        if (!current || (isWorkerError(error) && error.code === 'cancelled')) return;
        const detail = isWorkerError(error) ? String(error.params?.detail ?? error.code) : '';
        setState({ status: 'error', error: problem('solver-failed', { detail }) });
        setOutput(null);
      });
    return () => {
      current = false;
    };
  }, [client, settledKey, retryCount]);

  const cancel = useCallback(() => {
    client.cancel();
    setState({ status: 'cancelled' });
  }, [client]);

  const retry = useCallback(() => setRetryCount((n) => n + 1), []);

  return { state, output, cancel, retry };
}
