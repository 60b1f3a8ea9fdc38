/**
 * Runs `callback` once the page is idle, or after `timeoutMs` at the latest; returns its cancel.
 * Safari has no requestIdleCallback: there it runs after the timeout.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(callback, timeoutMs);
    return () => clearTimeout(timer);
  }
  const id = requestIdleCallback(callback, { timeout: timeoutMs });
  return () => cancelIdleCallback(id);
}
