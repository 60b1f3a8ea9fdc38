/**
 * Calls `leave` when the user may be gone: the page hidden (a phone switching apps, a tab in
 * the background: `visibilitychange` to hidden, often the last moment a page gets) or left
 * (`pagehide`). Returns the function that stops listening. Every save that waits for a pause
 * uses this to write what is pending at once.
 */
export function onPageLeave(leave: () => void): () => void {
  const ifHidden = () => {
    if (document.visibilityState === 'hidden') leave();
  };
  window.addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', ifHidden);
  return () => {
    window.removeEventListener('pagehide', leave);
    document.removeEventListener('visibilitychange', ifHidden);
  };
}
