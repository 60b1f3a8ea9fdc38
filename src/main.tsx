import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { markInHtml } from './app/layout/loadScreen';
import {
  EARLY_INPUT_LOST,
  canHydrate,
  dropMarkedClicks,
  prerenderChecked,
  takeClicksBeforeHydration,
  takeOverFromHtml,
  watchTypingBeforeHydration,
} from './app/prerendered';
import { preloadScreen } from './app/router';
import { loadAppMessages } from './app/i18n/appMessages';
import { loadCatalogues } from './app/i18n/catalogues';
import { readInitialSnapshot } from './app/state/initialState';
import { whenIdle } from './app/runtime/whenIdle';
import './app/global.css';
import { hideDecorativeIcons } from './app/ui/decorativeIcons';

const screen = preloadScreen(window.location.pathname);

// Overlays render outside #root (antd portals into body): watch the whole body.
hideDecorativeIcons();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/**
 * The prerendered HTML's antd styles: needed until React has rendered, when antd has injected
 * its own. Removed then, because they hold the light theme's variables under names the
 * hydrated tree keeps, and would override a switch to dark.
 */
const dropPrerenderedStyles = () =>
  document
    .querySelectorAll('link[data-prerendered-styles], style[data-view-snapshot]')
    .forEach((styles) => styles.remove());

const html = document.documentElement;
const initial = readInitialSnapshot();

/** Says that `lost` changes made before the app rendered did not reach it (AppLayout). */
const tellLost = (lost: number) => {
  if (lost > 0) window.dispatchEvent(new CustomEvent(EARLY_INPUT_LOST, { detail: lost }));
};

function hydrate(typing: ReturnType<typeof watchTypingBeforeHydration>) {
  const clicks = takeClicksBeforeHydration(html, container!);
  const hydrated = () => {
    typing.replay();
    tellLost(clicks.replay());
    dropPrerenderedStyles();
    takeOverFromHtml(html);
  };
  // A transition: React then hydrates in slices of ~5 ms and lets the browser paint and answer
  // between them, instead of holding the main thread for the whole tree (~1 s at a phone's CPU).
  startTransition(() => {
    hydrateRoot(
      container!,
      <StrictMode>
        <App initial={initial} onFirstRender={hydrated} />
      </StrictMode>,
    );
  });
}

/**
 * The tool's work in IndexedDB that its screen's first render takes (the manifest's `prefetch`
 * keys, which the prerendered page lists), read before a page is rendered anew over it
 * (src/app/runtime/keyval.ts `prefetchedValue`), rather than rendered again once the screen's
 * own read answers: on a phone, that second render of a saved 比价器 took 0.4 s. A read that
 * has not answered in 0.5 s is not waited for (the screen then reads for itself), unless a
 * snapshot of the page shows meanwhile: then up to 5 s, so the app's page shows the same work.
 */
const savedKeys =
  html.dataset.prerendered === window.location.pathname
    ? (html.getAttribute('data-prerendered-prefetch') ?? '').split(' ').filter(Boolean)
    : [];
let prefetching: Promise<unknown> | undefined;
const prefetchSaved = () =>
  (prefetching ??=
    savedKeys.length === 0
      ? Promise.resolve()
      : Promise.race([
          import('./app/runtime/keyval').then((keyval) => keyval.prefetch(savedKeys)),
          new Promise((resolve) =>
            setTimeout(resolve, html.hasAttribute('data-view-snapshot') ? 5000 : 500),
          ),
        ]).catch(() => undefined));
// The check script knew at once (its record of the keys): read alongside the screen's chunk.
if (html.hasAttribute('data-prerendered-stale')) void prefetchSaved();

/** `lost`: typing and clicks on the prerendered view, which this render replaces. */
function render(lost = 0) {
  // A snapshot of the page as the visitor left it shows meanwhile (build/prerender-check.js):
  // what is typed or clicked there is handed to the app's page once it shows that page (not a
  // placeholder: it waits for the screen's chunk, the language's text and the saved work). A
  // click marked on the prerendered HTML has no element to go to in a page rendered anew.
  const onSnapshot = html.hasAttribute('data-view-snapshot');
  if (!onSnapshot) html.setAttribute('data-app-listening', '');
  const finish = () => {
    tellLost(lost);
    dropPrerenderedStyles();
    html.removeAttribute('data-prerendered-stale');
    html.removeAttribute('data-view-snapshot');
    takeOverFromHtml(html);
  };
  let rendered = finish;
  const ready: Promise<unknown>[] = [prefetchSaved()];
  if (onSnapshot) {
    const language = initial.preferences.language;
    ready.push(
      screen,
      Promise.all([loadAppMessages(language), loadCatalogues(language)]),
      import('./app/snapshotInput').then(({ takeInputOnSnapshot }) => {
        const input = takeInputOnSnapshot(container!);
        // Once: StrictMode runs the first render's effect twice in development.
        let replayed = false;
        rendered = () => {
          if (replayed) return;
          replayed = true;
          void input.replay().then((notHanded) => {
            tellLost(notHanded);
            finish();
          });
        };
      }),
    );
  }
  const onFirstRender = () => rendered();
  // Rendered in slices too (see hydrate); the HTML, if shown, stays until the commit. The state
  // already read is given, so the first commit is the screen itself, not the placeholder that
  // would be followed by the whole screen in one unsliced render.
  // Whatever fails to load (a chunk, the text) does not keep the app from rendering.
  void Promise.all(ready.map((step) => step.catch(() => undefined))).then(() =>
    startTransition(() => {
      createRoot(container!).render(
        <StrictMode>
          <App initial={initial} onFirstRender={onFirstRender} />
        </StrictMode>,
      );
    }),
  );
}

const typing = watchTypingBeforeHydration(container);
/**
 * Typing and clicks on the prerendered view, which a page rendered anew loses (on a snapshot,
 * src/app/snapshotInput.ts hands over its own). A view marked stale before it showed was hidden
 * and took none; one found stale later (IndexedDB holds work an older build saved) may have.
 */
const lostOnView = () => {
  const typed = typing.drop();
  return html.hasAttribute('data-view-snapshot') ? 0 : typed + dropMarkedClicks(container);
};

if (canHydrate(html, window.location.pathname, initial.preferences)) {
  // The screen's first view is in the HTML: hydrate once its chunk has run (the HTML
  // modulepreloads it) and the check script knows nothing saved contradicts that view.
  void Promise.all([screen, prerenderChecked(html)]).then(([load]) => {
    const fits = !html.hasAttribute('data-prerendered-stale');
    if (load && fits) {
      markInHtml(load);
      hydrate(typing);
    } else render(lostOnView());
  });
} else render(lostOnView());

// The record of what IndexedDB holds (src/app/runtime/storedKeys.ts), for a browser that saved
// work before there was one: completed when the page is idle, so the next visit need not wait
// for IndexedDB before the prerendered view takes typing. Offline before the service worker
// holds its chunk, the import fails: the record is completed on a later visit instead.
const completeRecord = () =>
  void import('./app/runtime/keyval').then(
    (keyval) => keyval.completeRecord(),
    () => undefined,
  );
whenIdle(completeRecord, 5000);
