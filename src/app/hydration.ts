import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React renders the HTML prerendered at build time (on the server, and on the
 * client while it hydrates that HTML), true otherwise. What only the browser knows (the
 * time, a fresh GUID, saved favourites, the window's width) waits for it, so the hydrating
 * render matches the prerendered HTML and the browser's values follow in the next render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
