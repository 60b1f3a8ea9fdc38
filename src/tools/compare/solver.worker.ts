/// <reference lib="webworker" />
import { serveWorker } from '../../app/runtime/workerHost';
import { runSolverTask, type SolverReply, type SolverTask } from './solverTasks';

/** Runs the 买够 and 凑单 solvers off the main thread so a large cart never freezes the page. */
serveWorker<SolverTask, SolverReply>((task) => runSolverTask(task));
