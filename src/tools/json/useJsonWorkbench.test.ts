// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_JSON_OPTIONS, type JsonOptions } from './jsonOptions';
import type { JsonTranslate } from './messages';
import { useJsonWorkbench } from './useJsonWorkbench';
import { createJsonJobHandler } from './worker/jsonJobHandler';
import type { JsonJob } from './worker/protocol';

/**
 * A worker that answers only when the test says so, in the order the test chooses, with what
 * the real job handler computes: the races between live runs and clicks become deterministic.
 */
class HeldWorker {
  static calls: { worker: HeldWorker; id: number; request: JsonJob }[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  private readonly handle = createJsonJobHandler();

  postMessage(call: { id: number; request: JsonJob }) {
    HeldWorker.calls.push({ worker: this, ...call });
  }

  terminate() {}

  /** Runs the posted job with this op (the first still held) and delivers its answer. */
  static async answer(op: JsonJob['op']) {
    const index = HeldWorker.calls.findIndex((call) => call.request.op === op);
    if (index < 0) throw new Error(`no ${op} job is waiting`);
    const [{ worker, id, request }] = HeldWorker.calls.splice(index, 1);
    const result = await worker.handle(request, () => undefined);
    await act(async () => worker.onmessage?.({ data: { id, type: 'done', result } } as never));
  }

  static held() {
    return HeldWorker.calls.map((call) => call.request.op);
  }
}

const t = ((key: string) => key) as JsonTranslate;
const DOCUMENT = '{"b": {"d": 1, "c": 2}, "a": [1, 2]}';

function renderWorkbench(options: Partial<JsonOptions> = {}) {
  return renderHook(({ options }) => useJsonWorkbench(t, options), {
    initialProps: { options: { ...DEFAULT_JSON_OPTIONS, ...options } },
  });
}

beforeEach(() => {
  HeldWorker.calls = [];
  vi.stubGlobal('Worker', HeldWorker);
});
afterEach(() => vi.unstubAllGlobals());

describe('useJsonWorkbench: the output is what the user asked for last', () => {
  it('a job asked for earlier that ends later never replaces the later one’s result', async () => {
    const { result } = renderWorkbench({ sortKeys: true });
    // 排序键 switched on: the view follows with a live format; then the user clicks 压缩.
    act(() => result.current.runLive(() => void result.current.actions.format(DOCUMENT)));
    act(() => void result.current.actions.format(DOCUMENT, true));
    expect(HeldWorker.held()).toEqual(['format', 'minify']);

    await HeldWorker.answer('minify');
    expect(result.current.results.format?.output?.preview).toBe('{"a":[1,2],"b":{"c":2,"d":1}}');
    // The live format ends last (another worker, a slow parse): it is stale, not shown.
    await HeldWorker.answer('format');
    expect(result.current.results.format?.output?.preview).toBe('{"a":[1,2],"b":{"c":2,"d":1}}');
    expect(result.current.results.format?.notice?.text).toBe('status.minifiedSorted');
  });

  it('a live run leaves the actions open; a job a click started holds them', async () => {
    const { result } = renderWorkbench();
    act(() => result.current.runLive(() => void result.current.actions.format(DOCUMENT)));
    // The live run shows its progress, but a click made now must reach its button.
    expect(result.current.progress).not.toBeNull();
    expect(result.current.busy).toBe(false);
    act(() => void result.current.actions.format(DOCUMENT, true));
    expect(result.current.busy).toBe(true);
    await HeldWorker.answer('format');
    expect(result.current.busy).toBe(true);
    await HeldWorker.answer('minify');
    expect(result.current.busy).toBe(false);
    expect(result.current.progress).toBeNull();
    expect(result.current.results.format?.output?.preview).toBe('{"b":{"d":1,"c":2},"a":[1,2]}');
  });

  it('a live run repeats no job a click just ran, unless that one was cancelled', async () => {
    const { result } = renderWorkbench();
    act(() => void result.current.actions.format(DOCUMENT, true));
    act(() => result.current.runLive(() => void result.current.actions.format(DOCUMENT, true)));
    expect(HeldWorker.held()).toEqual(['minify']);
    act(() => result.current.cancel());
    await act(async () => undefined);
    expect(result.current.results.format?.notice?.text).toBe('status.cancelled');
    HeldWorker.calls = [];
    act(() => result.current.runLive(() => void result.current.actions.format(DOCUMENT, true)));
    expect(HeldWorker.held()).toEqual(['minify']);
    await HeldWorker.answer('minify');
    expect(result.current.results.format?.output?.preview).toBe('{"b":{"d":1,"c":2},"a":[1,2]}');
  });
});
