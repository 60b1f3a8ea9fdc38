import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { canHydrate, watchTypingBeforeHydration } from './app/prerendered';
import { preloadScreen } from './app/router';
import { readInitialSnapshot } from './app/state/initialState';
import './app/global.css';
import { hideDecorativeIcons } from './app/ui/decorativeIcons';

preloadScreen(window.location.pathname);

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
  document.querySelectorAll('link[data-prerendered-styles]').forEach((link) => link.remove());

const html = document.documentElement;
const initial = readInitialSnapshot();
const systemDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
if (canHydrate(html, window.location.pathname, initial.preferences, systemDark)) {
  const typing = watchTypingBeforeHydration(container);
  const hydrated = () => {
    typing.replay();
    dropPrerenderedStyles();
  };
  hydrateRoot(
    container,
    <StrictMode>
      <App initial={initial} onFirstRender={hydrated} />
    </StrictMode>,
  );
} else {
  // The prerendered HTML stays hidden (if it was marked stale) until React has replaced it.
  const rendered = () => {
    dropPrerenderedStyles();
    html.removeAttribute('data-prerendered-stale');
  };
  createRoot(container).render(
    <StrictMode>
      <App onFirstRender={rendered} />
    </StrictMode>,
  );
}
