/**
 * When a screen is usable, as the page itself sees it: its main input (or the element that
 * shows it works) is there, laid out, visible and not inert, and the main thread has then run
 * a task of its own, so a key typed at that moment would be handled at that moment. Checked
 * on every frame by a script run before the page's own (`usableObserver`), which also records
 * the long tasks. Measured in the page rather than by a driver's round trip, so the figure does
 * not depend on how the browser is driven (bench/plainCdp.ts).
 */
export interface Usable {
  /** Elements that can be the usable one. */
  css: string;
  /** …whose text (a field's value) must match this (GUID: a generated GUID is shown). */
  text?: string;
}

/** What the observer has recorded (`window.__bench`). */
export interface Observed {
  usableMs: number;
  fcpMs: number;
  /** [start, duration] of each long task, ms. */
  longTasks: [number, number][];
  /**
   * When the app had rendered the page itself (`data-app-rendered`), ms; null before. A page
   * can be usable before: the prerendered HTML or a snapshot of the page as left takes typing.
   */
  renderedMs: number | null;
}

/** The observer's source, for `addInitScript` or `Page.addScriptToEvaluateOnNewDocument`. */
export function usableObserver(usable: Usable): string {
  return `(() => {
  const usable = ${JSON.stringify(usable)};
  const pattern = usable.text ? new RegExp(usable.text) : null;
  const state = { usableMs: null, longTasks: [], renderedMs: null };
  window.__bench = state;
  new MutationObserver((_, observer) => {
    if (!document.documentElement.hasAttribute('data-app-rendered')) return;
    state.renderedMs = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-rendered'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const found = () => {
    for (const element of document.querySelectorAll(usable.css)) {
      const text = 'value' in element ? element.value : element.textContent;
      if (pattern && !pattern.test(text || '')) continue;
      if (element.closest('[inert]')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (getComputedStyle(element).visibility === 'visible') return true;
    }
    return false;
  };
  // Found in a frame: the time is taken in the next task the page runs after that frame.
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    if (state.usableMs === null) state.usableMs = performance.now();
  };
  const frame = () => {
    if (found()) channel.port2.postMessage(0);
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;
}

/**
 * An expression that reads what the observer recorded: null until usable and painted (the
 * first-contentful-paint entry can come a moment after the task that found the input).
 */
const READ_OBSERVED = `(() => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  const state = window.__bench;
  if (!fcp || !state || state.usableMs === null) return null;
  return {
    usableMs: state.usableMs,
    fcpMs: fcp.startTime,
    longTasks: state.longTasks,
    renderedMs: state.renderedMs,
  };
})()`;

/**
 * What the observer recorded, once usable: `evaluate` runs an expression in the page through
 * DevTools (Runtime.evaluate, which the page's CSP does not forbid as it forbids eval).
 */
export async function waitUntilUsable(
  evaluate: (expression: string) => Promise<Observed | null>,
  what: string,
): Promise<Observed> {
  for (let waited = 0; waited < 60_000; waited += 50) {
    const observed = await evaluate(READ_OBSERVED).catch(() => null);
    if (observed) return observed;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what} was not usable after 60 s`);
}

/** The longest task that started before the screen was usable, ms (0 when none). */
export function longestTaskBefore(observed: Observed): number {
  const before = observed.longTasks.filter(([start]) => start < observed.usableMs);
  return Math.max(0, ...before.map(([, duration]) => duration));
}
