/**
 * Which release is live, and moving an open tab to it.
 *
 * A build is identified by the path of its entry script (`/assets/index-<hash>.js`): Vite
 * derives the hash from the entry's content, which names every other chunk, so any change
 * anywhere gives a new path, and a rebuild of the same source keeps it (no needless reloads,
 * and unchanged chunks keep their names across releases). The build writes that path to
 * `/version.json` (vite.config.ts), served with `Cache-Control: no-cache` by server/serve.mjs
 * and deploy/nginx.conf and never precached by the service worker, so it always tells what
 * the server has now. Deployments without it are read from a fresh index.html instead.
 */

/** Why a chunk of the running build could not be loaded. */
export type LoadFailure =
  /** The server runs another build: the running build's files are gone. */
  | 'updated'
  /** The server answered and runs this build, yet the file did not arrive. */
  | 'missing'
  /** Nothing answered: the network (or the server) cannot be reached. */
  | 'offline';

export const VERSION_PATH = '/version.json';
/** The check is one small request; a network that cannot answer it in this time is down. */
const CHECK_TIMEOUT_MS = 10_000;

/** The entry script this page was started from, as a path; undefined outside a build. */
export function runningEntry(doc: Document = document): string | undefined {
  const script = doc.querySelector<HTMLScriptElement>('script[type="module"][src]');
  if (!script) return undefined;
  return new URL(script.getAttribute('src') ?? '', doc.baseURI).pathname;
}

function entryOfHtml(html: string, base: string): string | undefined {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const script = parsed.querySelector<HTMLScriptElement>('script[type="module"][src]');
  const src = script?.getAttribute('src');
  return src ? new URL(src, base).pathname : undefined;
}

/**
 * The entry script of the build the server has now. Throws when no answer arrives (network
 * down); undefined when the server answered without saying.
 */
export async function servedEntry(fetchImpl: typeof fetch = fetch): Promise<string | undefined> {
  // no-store: neither the HTTP cache nor an intermediary may answer for the server.
  const init: RequestInit = { cache: 'no-store', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) };
  const version = await fetchImpl(VERSION_PATH, init);
  if (version.ok) {
    try {
      const { entry } = (await version.json()) as { entry?: unknown };
      if (typeof entry === 'string') return entry;
    } catch {
      // Not our JSON (a proxy's page?): ask index.html below.
    }
  }
  // A query string keeps the service worker's precache (which holds the running build's
  // index.html under "/") out of it, so this is the server's current page.
  const page = await fetchImpl(`/?release-check=${Date.now()}`, init);
  if (!page.ok) return undefined;
  return entryOfHtml(await page.text(), location.href);
}

/** Tells apart a new release, a missing file and a network that is down. */
export async function diagnoseLoadFailure(
  fetchImpl: typeof fetch = fetch,
  running: string | undefined = runningEntry(),
): Promise<LoadFailure> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  let served: string | undefined;
  try {
    served = await servedEntry(fetchImpl);
  } catch {
    return 'offline';
  }
  return served !== undefined && running !== undefined && served !== running
    ? 'updated'
    : 'missing';
}

/**
 * Reloads the page at the same address. A reload fires `pagehide`, on which every tool
 * flushes its pending saved state, so the user's work is written first. Several callers may
 * ask at once (a click and the worker's controllerchange): a second reload of a page that is
 * already reloading only restarts the same navigation.
 */
export function reloadPage(): void {
  location.reload();
}

/**
 * Reloads this tab into the live release at the same address (see reloadPage). A waiting
 * service worker (the new release) is activated first, or the old worker would answer the
 * reload with the old build.
 */
export async function reloadIntoNewRelease(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const waiting = registration?.waiting;
  if (!waiting) {
    reloadPage();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', reloadPage, { once: true });
  // Workbox's generated worker calls skipWaiting() on this message (registerType 'prompt').
  waiting.postMessage({ type: 'SKIP_WAITING' });
  // Should the worker not take over (it is gone, or redundant), reload anyway.
  setTimeout(reloadPage, 5_000);
}

/** Fired on window when some part of the page found that a new release is live. */
export const NEW_RELEASE_EVENT = 'toolbox:new-release';

/**
 * Says that a new release replaced the running build's files, for parts that have no screen
 * of their own to say it (overlays, workers): the shell (UpdatePrompt) shows one notice with
 * the one button that reloads into the same screen.
 */
export function announceNewRelease(): void {
  window.dispatchEvent(new Event(NEW_RELEASE_EVENT));
}
