/**
 * Build-time rendering (issue 19): the shell, the menu and each screen's first view as HTML,
 * in zh-CN with the light theme and the default preferences, plus the antd styles that HTML
 * uses. Run in Node by the build (build/prerender.ts), never shipped to the browser; the
 * browser hydrates this HTML (src/main.tsx) when its saved preferences match these.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from '../app/App';
import { HOME_PATH } from '../app/layout/useScreens';
import { buildRoutes } from '../app/router';
import { DEFAULT_PREFERENCES } from '../app/state/preferences';
import { tools } from '../tools/registry';

export interface PrerenderedRoute {
  path: string;
  /** The inside of `<div id="root">`. */
  html: string;
  /** antd's CSS-in-JS for that HTML, as one stylesheet. */
  css: string;
}

/**
 * The home screen, and every tool's path with the shell around its loading screen: a tool's
 * own first view reads saved drafts and browser-only state as it renders, so it is rendered
 * in the browser once its chunk has loaded.
 */
export const PRERENDERED_PATHS: readonly string[] = [HOME_PATH, ...tools.map((tool) => tool.path)];

export async function prerender(path: string): Promise<PrerenderedRoute> {
  const routes = buildRoutes();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects: not prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache();
  const html = renderToString(
    <StrictMode>
      <StyleProvider cache={cache}>
        <App
          initial={{ preferences: DEFAULT_PREFERENCES, resetStores: [] }}
          // No hydration data: the routes have no loaders, and it would be an inline script.
          router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
        />
      </StyleProvider>
    </StrictMode>,
  );
  return { path, html, css: extractStyle(cache, { plain: true }) };
}
