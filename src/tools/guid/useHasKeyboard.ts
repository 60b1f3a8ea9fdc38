import { useSyncExternalStore } from 'react';

/**
 * A precise pointer that can hover goes with a keyboard (a desktop or laptop); a phone or
 * tablet has neither, so shortcut hints there are noise.
 */
const QUERY = '(hover: hover) and (pointer: fine)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

function matches(): boolean {
  return window.matchMedia?.(QUERY).matches ?? true;
}

/** Whether to show keyboard shortcut hints: only where there is likely a keyboard. */
export function useHasKeyboard(): boolean {
  return useSyncExternalStore(subscribe, matches, () => true);
}
