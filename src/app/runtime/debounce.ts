import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** `value`, once it has stopped changing for `delayMs` (a preview that follows typing). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export interface DebouncedCallback<A extends unknown[]> {
  /** Calls the function with these arguments once calls pause for the delay. */
  run: (...args: A) => void;
  /** Calls a pending call now. */
  flush: () => void;
  /** Drops a pending call. */
  cancel: () => void;
}

/**
 * `fn`, called once calls pause for `delayMs`, always in its latest version. A pending call is
 * made on unmount rather than dropped: what the user did last is never lost by leaving.
 */
export function useDebouncedCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  delayMs: number,
): DebouncedCallback<A> {
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<A | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const args = pending.current;
    pending.current = undefined;
    if (args) latest.current(...args);
  }, []);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = undefined;
  }, []);
  const run = useCallback(
    (...args: A) => {
      pending.current = args;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [delayMs, flush],
  );
  useEffect(() => flush, [flush]);
  return useMemo(() => ({ run, flush, cancel }), [run, flush, cancel]);
}
