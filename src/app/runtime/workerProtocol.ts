/** The messages between WorkerClient (page) and serveWorker (worker); shared by both sides. */
export interface WorkerError {
  code: string;
  params?: Record<string, string | number>;
}

export type WorkerReply<Res> =
  | { id: number; type: 'progress'; done: number; total: number }
  | { id: number; type: 'done'; result: Res }
  | { id: number; type: 'failed'; error: WorkerError };

export interface WorkerCall<Req> {
  id: number;
  request: Req;
}

/** A result whose buffers go to the page by transfer, not copy (typed arrays of a big result). */
export class Transferring<Res> {
  constructor(
    readonly result: Res,
    readonly transfer: Transferable[],
  ) {}
}

export function isWorkerError(value: unknown): value is WorkerError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as WorkerError).code === 'string' &&
    !(value instanceof Error)
  );
}
