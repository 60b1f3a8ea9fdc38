import { describe, expect, it } from 'vitest';
import { WorkerClient } from './workerClient';
import { serveWorker, transferring } from './workerHost';

/** A worker without a thread: the host's scope and the page's Worker joined by two queues. */
function fakeWorker(handle: Parameters<typeof serveWorker>[0]) {
  const spawned: { terminated: boolean }[] = [];
  const spawn = () => {
    const state = { terminated: false };
    spawned.push(state);
    const page = {
      onmessage: null as ((event: MessageEvent) => void) | null,
      onerror: null as ((event: ErrorEvent) => void) | null,
      postMessage(message: unknown) {
        queueMicrotask(() =>
          (host.onmessage as (event: MessageEvent) => void)?.({ data: message } as MessageEvent),
        );
      },
      terminate() {
        state.terminated = true;
      },
    };
    const host = {
      onmessage: null as unknown,
      postMessage(message: unknown) {
        if (!state.terminated)
          queueMicrotask(() => page.onmessage?.({ data: message } as MessageEvent));
      },
    };
    serveWorker(handle, host);
    return page as unknown as Worker;
  };
  return { spawn, spawned };
}

describe('WorkerClient and serveWorker', () => {
  it('answers requests by id, with progress', async () => {
    const { spawn } = fakeWorker(async (request, progress) => {
      progress(1, 2);
      progress(2, 2);
      return (request as number) * 2;
    });
    const client = new WorkerClient<number, number>(spawn);
    const seen: string[] = [];
    const [a, b] = await Promise.all([
      client.run(2, { onProgress: (done, total) => seen.push(`${done}/${total}`) }),
      client.run(5),
    ]);
    expect([a, b]).toEqual([4, 10]);
    expect(seen).toEqual(['1/2', '2/2']);
  });

  it('passes a thrown { code, params } through, and reports anything else as crashed', async () => {
    const { spawn } = fakeWorker((request) => {
      if (request === 'bad') throw { code: 'badInput', params: { line: 3 } };
      throw new Error('boom');
    });
    const client = new WorkerClient<string, never>(spawn);
    await expect(client.run('bad')).rejects.toEqual({ code: 'badInput', params: { line: 3 } });
    await expect(client.run('other')).rejects.toEqual({
      code: 'crashed',
      params: { detail: 'boom' },
    });
  });

  it('cancel terminates the worker, rejects what runs, and the next run starts a fresh one', async () => {
    const { spawn, spawned } = fakeWorker(() => new Promise(() => undefined));
    const client = new WorkerClient<number, number>(spawn);
    const running = client.run(1);
    client.cancel();
    await expect(running).rejects.toEqual({ code: 'cancelled' });
    expect(spawned[0].terminated).toBe(true);
    void client.run(2).catch(() => undefined);
    expect(spawned).toHaveLength(2);
    client.dispose();
  });

  it('a transferring result arrives as the plain result', async () => {
    const { spawn } = fakeWorker(() => transferring({ bytes: 3 }, []));
    const client = new WorkerClient<null, { bytes: number }>(spawn);
    await expect(client.run(null)).resolves.toEqual({ bytes: 3 });
  });
});
