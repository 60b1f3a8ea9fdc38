import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router';
import { tools } from '../tools/registry';
import { AppLayout } from './layout/AppLayout';
import { LazyScreen } from './layout/LazyScreen';
import { loadScreen } from './layout/loadScreen';
import { HOME_PATH, loadHome, useScreens } from './layout/useScreens';
import type { ScreenLoader } from './runtime/toolManifest';

/**
 * A screen at its canonical path. The router matches paths regardless of case and of a
 * trailing slash (`/TOOL/COMPARE/`); those move to the path as declared, so the menu, the
 * title and saved links all agree on one address.
 */
function Screen({ path, load }: { path: string; load: ScreenLoader }) {
  const { pathname, search, hash } = useLocation();
  const screen = useScreens().find((item) => item.path === path);
  if (pathname !== path) return <Navigate to={`${path}${search}${hash}`} replace />;
  return <LazyScreen load={load} name={screen?.title ?? path} />;
}

/** Routes come from the tool manifests: one lazily loaded screen per tool, all inside the layout. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppLayout />,
      children: [
        { index: true, element: <Screen key="home" path={HOME_PATH} load={loadHome} /> },
        ...tools.map((tool) => ({
          path: tool.path.slice(1),
          element: <Screen key={tool.id} path={tool.path} load={tool.load} />,
        })),
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes(), { basename: '/' });
}

/**
 * Starts fetching the chunk of the screen at `pathname` as soon as the entry runs, rather
 * than when the layout first renders it: the screen's chunk then loads while the saved
 * preferences are read and the layout renders (issue 19). LazyScreen picks up the same
 * pending load; a failure is reported there, when it asks again. Resolves with the screen's
 * loader once loaded (undefined if it failed): the prerendered HTML is hydrated then.
 */
export function preloadScreen(pathname: string): Promise<ScreenLoader | undefined> {
  const wanted = pathname.toLowerCase().replace(/\/+$/, '');
  const tool = tools.find((item) => item.path.toLowerCase() === wanted);
  const load = tool ? tool.load : loadHome;
  return loadScreen(load).then(
    () => load,
    () => undefined,
  );
}
