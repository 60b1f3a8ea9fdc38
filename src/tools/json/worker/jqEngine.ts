import { JsonToolError } from '../core';
import type { JqEngine } from '../core/jq/jqRun';

let engine: Promise<JqEngine> | undefined;

/**
 * jq 1.8 as WebAssembly, loaded on the first jq filter of this worker: the module and its
 * wasm (served from our own origin, cached by the service worker for offline use) cost nothing
 * to those who never run one. A failed load is forgotten, so the next run tries again.
 */
export function loadJqEngine(): Promise<JqEngine> {
  engine ??= (async () => {
    const [{ loadJq }, { default: wasmURL }] = await Promise.all([
      import('jq-wasm'),
      import('jq-wasm/jq.wasm?url'),
    ]);
    return loadJq({ wasmURL });
  })().catch((error: unknown) => {
    engine = undefined;
    throw new JsonToolError('jqLoadFailed', {
      detail: error instanceof Error ? error.message : String(error),
    });
  });
  return engine;
}
