import { useEffect, useState } from 'react';

/** Short input is used at once; long input waits until typing pauses for `delayMs`. */
export function useDebouncedValue(value: string, delayMs: number, immediateBelow: number): string {
  const [debounced, setDebounced] = useState(value);
  const immediate = value.length < immediateBelow;
  useEffect(() => {
    if (immediate) return;
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, immediate]);
  return immediate ? value : debounced;
}
