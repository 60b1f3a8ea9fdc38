import { describe, expect, it, vi } from 'vitest';
import type { QrWorkerClient } from './client';
import { QrWorkerPool } from './pool';
import type { WorkerRequest, WorkerResult } from './protocol';

function fakeClient(run: (request: WorkerRequest) => Promise<WorkerResult>) {
  return { run: vi.fn(run), cancel: vi.fn(), dispose: vi.fn() } as unknown as QrWorkerClient & {
    run: ReturnType<typeof vi.fn>;
  };
}

describe('QrWorkerPool', () => {
  it('warms every worker once, and a worker that fails to warm does not throw', async () => {
    const ok = fakeClient(async () => ({ type: 'warmed' }));
    const failing = fakeClient(async () => Promise.reject({ code: 'decoderLoad' }));
    const clients = [ok, failing];
    const pool = new QrWorkerPool(2, () => clients.shift()!);
    pool.warm();
    await Promise.resolve();
    expect(ok.run).toHaveBeenCalledExactlyOnceWith({ type: 'warm' });
    expect(failing.run).toHaveBeenCalledExactlyOnceWith({ type: 'warm' });
  });

  it('spreads parts over the workers and returns the results in the parts’ order', async () => {
    const made = (request: WorkerRequest): Promise<WorkerResult> =>
      Promise.resolve({
        type: 'made',
        names: request.type === 'makeFiles' ? request.rows.map((row) => row.fileName) : [],
        files: [],
        problems: [],
      });
    const clients = [fakeClient(made), fakeClient(made)];
    const [first, second] = clients;
    const pool = new QrWorkerPool(2, () => clients.shift()!);
    const part = (name: string) => ({
      request: {
        type: 'makeFiles' as const,
        rows: [{ content: name, fileName: name, line: 1 }],
        format: 'png' as const,
        settings: {
          errorLevel: 'M' as const,
          size: 256,
          margin: 4,
          foreground: '#000000',
          background: '#ffffff',
        },
      },
      rows: 1,
    });
    const results = await pool.runParts([part('a'), part('b'), part('c')]);
    expect(results.map((result) => (result.type === 'made' ? result.names[0] : ''))).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(first.run).toHaveBeenCalled();
    expect(second.run).toHaveBeenCalled();
  });
});
