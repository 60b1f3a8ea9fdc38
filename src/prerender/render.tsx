/**
 * Build-time rendering (issue 19): the shell, the menu and each screen's first view as HTML,
 * in zh-CN with the default preferences, plus the antd styles that HTML uses in the light and
 * the dark theme. Run in Node by the build (build/prerender.ts), never shipped to the browser; the
 * browser hydrates this HTML (src/main.tsx) when its saved preferences match these.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from '../app/App';
import { loadScreen, markInHtml } from '../app/layout/loadScreen';
import { HOME_PATH } from '../app/layout/useScreens';
import { buildRoutes } from '../app/router';
import { DEFAULT_PREFERENCES, type ThemeMode } from '../app/state/preferences';
import { tools } from '../tools/registry';

export interface PrerenderedRoute {
  path: string;
  /** The inside of `<div id="root">`. */
  html: string;
  /** antd's CSS-in-JS for that HTML, as one stylesheet. */
  css: string;
  /** antd's CSS-in-JS for that HTML in the dark theme. */
  darkCss: string;
  /**
   * Its markup in each other theme a visitor may have, by the visitor: the build checks each
   * is `html`, which every visitor then hydrates in their own theme.
   */
  markups: Record<string, string>;
  /** A tool's path: its id, and the keys of what it saves (the check script looks for them). */
  tool?: { id: string; local: string[]; idb: string[]; prefilled: string[]; prefetch: string[] };
}

/**
 * The home screen and every tool's first view, as a first visit sees it: nothing saved (a
 * visitor with saved work of the tool gets the app's own render, build/prerender-check.js).
 */
export const PRERENDERED_PATHS: readonly string[] = [HOME_PATH, ...tools.map((tool) => tool.path)];

export async function prerender(path: string): Promise<PrerenderedRoute> {
  const tool = tools.find((item) => item.path === path);
  if (tool) {
    // The screen renders at once, as when the browser hydrates it after loading its chunk.
    await loadScreen(tool.load);
    markInHtml(tool.load);
  }
  const routes = buildRoutes();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects: not prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const render = (themeMode: ThemeMode, systemDark: boolean) => {
    const cache = createCache();
    const html = renderToString(
      <StrictMode>
        <StyleProvider cache={cache}>
          <App
            initial={{ preferences: { ...DEFAULT_PREFERENCES, themeMode }, resetStores: [] }}
            // No hydration data: the routes have no loaders, and it would be an inline script.
            router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
            systemDark={systemDark}
          />
        </StyleProvider>
      </StrictMode>,
    );
    return { html, css: extractStyle(cache, { plain: true }) };
  };
  const { html, css } = render(DEFAULT_PREFERENCES.themeMode, false);
  const dark = render(DEFAULT_PREFERENCES.themeMode, true);
  const markups = {
    'a dark system': dark.html,
    'dark chosen': render('dark', false).html,
    'light chosen on a dark system': render('light', true).html,
  };
  const page = { path, html, css, darkCss: dark.css, markups };
  if (!tool) return page;
  const keys = (store: 'local' | 'idb') =>
    tool.saved.filter((saved) => saved.store === store).map((saved) => saved.key);
  const keysWith = (flag: 'prefill' | 'prefetch') =>
    tool.saved.filter((saved) => saved[flag]).map((saved) => saved.key);
  return {
    ...page,
    tool: {
      id: tool.id,
      local: keys('local'),
      idb: keys('idb'),
      prefilled: keysWith('prefill'),
      prefetch: keysWith('prefetch'),
    },
  };
}
