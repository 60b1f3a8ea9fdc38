import { useSyncExternalStore } from 'react';
import type { ThemeMode } from './state/preferences';

const QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

function systemPrefersDark(): boolean {
  return window.matchMedia?.(QUERY).matches ?? false;
}

/** Resolves the saved theme mode; 'system' follows the operating system live. */
export function useDarkMode(mode: ThemeMode): boolean {
  const systemDark = useSyncExternalStore(subscribe, systemPrefersDark, () => false);
  return mode === 'dark' || (mode === 'system' && systemDark);
}
