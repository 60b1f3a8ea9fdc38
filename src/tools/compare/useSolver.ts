import { useCallback, useEffect, useRef, useState } from 'react';
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
 * Solves `task` in a Web Worker whenever it changes (by value). A newer task or Cancel
 * terminates a running calculation, so the page stays responsive however large the cart.
 */
export function useSolver(task: SolverTask | null) {
  const [state, setState] = useState<SolverState>({ status: 'idle' });
  const workerRef = useRef<Worker | null>(null);
  const runningRef = useRef(false);
  const requestRef = useRef(0);
  const key = task ? JSON.stringify(task) : '';
  const [retryCount, setRetryCount] = useState(0);
  // The last answer stays on screen while a newer one is calculated, so results do not flicker.
  const [output, setOutput] = useState<SolverOutput | null>(null);

  const stop = useCallback(() => {
    if (runningRef.current) {
      workerRef.current?.terminate();
      workerRef.current = null;
      runningRef.current = false;
    }
  }, []);

  useEffect(() => {
    if (!key) {
      stop();
      setState({ status: 'idle' });
      setOutput(null);
      return;
    }
    const parsed = JSON.parse(key) as SolverTask;
    const handle = window.setTimeout(() => {
      stop();
      const worker = workerRef.current ?? createWorker();
      workerRef.current = worker;
      const id = (requestRef.current += 1);
      runningRef.current = true;
      setState({ status: 'running' });
      worker.onmessage = (event: MessageEvent<{ id: number; reply: SolverReply }>) => {
        if (event.data.id !== requestRef.current) return;
        runningRef.current = false;
        const { reply } = event.data;
        setState(
          reply.ok
            ? { status: 'done', output: reply.output }
            : { status: 'error', error: reply.error },
        );
        setOutput(reply.ok ? reply.output : null);
      };
      worker.onerror = (event) => {
        runningRef.current = false;
        setState({ status: 'error', error: problem('solver-failed', { detail: event.message }) });
        setOutput(null);
      };
      worker.postMessage({ id, task: parsed });
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(handle);
  }, [key, retryCount, stop]);

  useEffect(
    () => () => {
      workerRef.current?.terminate();
      workerRef.current = null;
    },
    [],
  );

  const cancel = useCallback(() => {
    stop();
    requestRef.current += 1;
    setState({ status: 'cancelled' });
  }, [stop]);

  const retry = useCallback(() => setRetryCount((n) => n + 1), []);

  return { state, output, cancel, retry };
}
