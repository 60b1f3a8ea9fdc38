import { isWorkerError, Transferring, type WorkerCall, type WorkerReply } from './workerProtocol';

type Progress = (done: number, total: number) => void;

/** Marks a result whose buffers are transferred to the page rather than copied. */
export function transferring<Res>(result: Res, transfer: Transferable[]): Transferring<Res> {
  return new Transferring(result, transfer);
}

/**
 * The worker side of WorkerClient: answers each request with `handle`'s result, or with the
 * `{ code, params }` it threw. Anything else thrown is a defect, reported as `crashed` with
 * its message (for the page to show in the user's language with the detail).
 */
export function serveWorker<Req, Res>(
  handle: (
    request: Req,
    progress: Progress,
  ) => Res | Transferring<Res> | Promise<Res | Transferring<Res>>,
  scope: {
    postMessage: (message: unknown, transfer?: Transferable[]) => void;
    onmessage: unknown;
  } = self as never,
): void {
  scope.onmessage = async (event: MessageEvent<WorkerCall<Req>>) => {
    const { id, request } = event.data;
    const reply = (message: WorkerReply<Res>, transfer: Transferable[] = []) =>
      scope.postMessage(message, transfer);
    try {
      const outcome = await handle(request, (done, total) =>
        reply({ id, type: 'progress', done, total }),
      );
      if (outcome instanceof Transferring)
        reply({ id, type: 'done', result: outcome.result }, outcome.transfer);
      else reply({ id, type: 'done', result: outcome });
    } catch (error) {
      reply({
        id,
        type: 'failed',
        error: isWorkerError(error)
          ? error
          : {
              code: 'crashed',
              params: { detail: error instanceof Error ? error.message : String(error) },
            },
      });
    }
  };
}
