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

/**
 * Resolves the saved theme mode; 'system' follows the operating system live. `renderedDark`:
 * the system's scheme where there is no window to ask (the build renders the page in both).
 *
 * Hydration renders with the server snapshot, and takes the system's own scheme: the
 * prerendered markup is the same in both themes (build/prerender.ts refuses a page whose is
 * not), so a dark visitor's page hydrates dark from its first commit, never light first.
 */
export function useDarkMode(mode: ThemeMode, renderedDark = false): boolean {
  const systemDark = useSyncExternalStore(subscribe, systemPrefersDark, () =>
    typeof window === 'undefined' ? renderedDark : systemPrefersDark(),
  );
  return mode === 'dark' || (mode === 'system' && systemDark);
}
