import { describe, expect, it } from 'vitest';
import { WorkerClient } from '../../../app/runtime/workerClient';
import { serveWorker } from '../../../app/runtime/workerHost';
import { jobFailureOf } from './jobFailure';
import { createJsonJobHandler } from './jsonJobHandler';
import type { JobResult, JobResults, JsonJob } from './protocol';

/** The JSON worker without a thread: serveWorker's scope and WorkerClient's Worker joined. */
function jsonWorkerClient() {
  const spawn = () => {
    const page = {
      onmessage: null as ((event: MessageEvent) => void) | null,
      postMessage: (message: unknown) =>
        queueMicrotask(() =>
          (host.onmessage as (event: MessageEvent) => void)({ data: message } as MessageEvent),
        ),
      terminate() {},
    };
    const host = {
      onmessage: null as unknown,
      postMessage: (message: unknown) =>
        queueMicrotask(() => page.onmessage?.({ data: message } as MessageEvent)),
    };
    serveWorker(createJsonJobHandler(), host);
    return page as unknown as Worker;
  };
  return new WorkerClient<JsonJob, JobResult>(spawn);
}

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => expect.unreachable(),
    (caught: unknown) => caught,
  );
  return jobFailureOf(error as never);
}

describe('the JSON worker through the runtime’s WorkerClient', () => {
  it('formats with progress of the offset reached', async () => {
    const client = jsonWorkerClient();
    // Over the 4 MB between two reports.
    const text = JSON.stringify(Array.from({ length: 1_000_000 }, (_, i) => i));
    const seen: number[] = [];
    const result = (await client.run(
      { op: 'format', text, indent: 2, sortKeys: false, lenient: false },
      { onProgress: (done, total) => seen.push(done / total) },
    )) as JobResults['format'];
    expect(result.output.size).toBeGreaterThan(text.length);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((fraction) => fraction > 0 && fraction <= 1)).toBe(true);
  });

  it('answers jobs in order: rows come from the tree built just before, from a Blob', async () => {
    const client = jsonWorkerClient();
    const blob = new Blob(['{"a": [1, 2], "b": {"c": null}}']);
    const [built, rows] = await Promise.all([
      client.run({ op: 'tree', text: { blob, key: 'doc-1' }, lenient: false, rows: 1 }),
      client.run({ op: 'treeRows', from: 0, to: 10 }),
    ]);
    expect((built as JobResults['tree']).nodes).toBe(6);
    expect((rows as JobResults['treeRows']).rows.map((row) => row.label)).toContain('b');
  });

  it('sends a syntax error as { code, params } with where it is and which side', async () => {
    const client = jsonWorkerClient();
    const input = await failureOf(
      client.run({ op: 'validate', text: '{\n  "a": [1,]\n}', lenient: false }),
    );
    expect(input).toEqual({
      kind: 'syntax',
      side: 'input',
      error: {
        code: 'trailingComma',
        params: { closer: ']' },
        line: 2,
        column: 10,
        offset: 11,
        excerpt: { before: '  "a": [1', at: ',', after: ']' },
      },
    });
    const compare = await failureOf(
      client.run({ op: 'diff', left: '[1]', right: '[1', lenient: false, idKey: '' }),
    );
    expect(compare).toMatchObject({ kind: 'syntax', side: 'compare', error: { line: 1 } });
  });

  it('sends other failures as their code and values', async () => {
    const client = jsonWorkerClient();
    const repair = await failureOf(client.run({ op: 'repair', text: '{"a": 1}\n}x' }));
    expect(repair).toEqual({
      kind: 'tool',
      code: 'repairUnexpectedChar',
      params: { line: 2, column: 2, char: '“x”' },
    });
    const convert = await failureOf(
      client.run({ op: 'convert', text: '[1]', from: 'json', to: 'toml', options: {} }),
    );
    expect(convert).toEqual({ kind: 'tool', code: 'tomlNeedsObject', params: {} });
  });
});
