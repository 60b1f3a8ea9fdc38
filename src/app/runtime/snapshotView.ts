import { useEffect } from 'react';

/**
 * What a tool shows without saving it (which offer is open, a panel toggled), kept with a
 * snapshot of the page (viewSnapshot.ts), so that the app's page rendered over the snapshot
 * shows the same thing: the snapshot's fingerprint makes sure of the saved work, this of the
 * rest of what the visitor sees and may type into. Without it, a field shown open on the
 * snapshot could be closed in the app's page, and what was typed there would have nowhere to go.
 */
const current = new Map<string, unknown>();

/** Keeps `value` (JSON) under `key` for the snapshot taken when the page is hidden. */
export function useSnapshotView(key: string, value: unknown): void {
  useEffect(() => {
    current.set(key, value);
    return () => void current.delete(key);
  }, [key, value]);
}

/** The view of every tool on the page now, for the snapshot. */
export const snapshotView = (): Record<string, unknown> => Object.fromEntries(current);

/**
 * The view kept under `key` with the snapshot the page shows while the app renders over it
 * (build/prerender-check.js puts it in `data-view-snapshot`): for a tool's first render. Once
 * the app has rendered, or when no snapshot is shown, undefined.
 */
export function viewOfShownSnapshot<T>(key: string): T | undefined {
  // (No document: the build's prerender, which is never over a snapshot.)
  const shown =
    typeof document === 'undefined'
      ? null
      : document.documentElement.getAttribute('data-view-snapshot');
  if (!shown) return undefined;
  try {
    return (JSON.parse(shown) as Record<string, T>)[key];
  } catch {
    return undefined;
  }
}
