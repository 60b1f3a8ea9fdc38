/// <reference lib="webworker" />
import { runSolverTask, type SolverTask } from './solverTasks';

/** Runs the 买够 and 凑单 solvers off the main thread so a large cart never freezes the page. */
self.onmessage = (event: MessageEvent<{ id: number; task: SolverTask }>) => {
  const { id, task } = event.data;
  self.postMessage({ id, reply: runSolverTask(task) });
};
