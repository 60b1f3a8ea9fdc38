/**
 * Calls `leave` when the user may be gone: the page hidden (a phone switching apps, a tab in
 * the background: `visibilitychange` to hidden, often the last moment a page gets) or left
 * (`pagehide`). Returns the function that stops listening. Every save that waits for a pause
 * uses this to write what is pending at once.
 *
 * One listener per event calls every `leave` in the order they were registered, then every
 * `afterPageLeave` callback: what reads the saved state (a snapshot of the page: viewSnapshot.ts)
 * runs once every save has been started, whichever component registered last.
 */
const leaving = new Set<() => void>();
const afterLeaving = new Set<() => void>();

function callEach(callbacks: Set<() => void>) {
  for (const callback of [...callbacks]) {
    try {
      callback();
    } catch (error) {
      // One failing save must not keep the others from running; it is still reported.
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}

function left() {
  callEach(leaving);
  callEach(afterLeaving);
}
const ifHidden = () => {
  if (document.visibilityState === 'hidden') left();
};

function listen(set: Set<() => void>, callback: () => void): () => void {
  if (leaving.size + afterLeaving.size === 0) {
    window.addEventListener('pagehide', left);
    document.addEventListener('visibilitychange', ifHidden);
  }
  // Its own entry: the same function registered twice is called twice and stopped once each.
  const entry = () => callback();
  set.add(entry);
  return () => {
    set.delete(entry);
    if (leaving.size + afterLeaving.size > 0) return;
    window.removeEventListener('pagehide', left);
    document.removeEventListener('visibilitychange', ifHidden);
  };
}

export const onPageLeave = (leave: () => void) => listen(leaving, leave);

/** Calls `after` when the page is hidden or left, once every `onPageLeave` callback has run. */
export const afterPageLeave = (after: () => void) => listen(afterLeaving, after);
