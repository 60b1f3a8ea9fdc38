import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { tools } from '../tools/registry';
import { useT } from './i18n/LanguageContext';
import type { AppMessageKey } from './i18n/appMessages';
import { AppLayout } from './layout/AppLayout';
import { LazyScreen } from './layout/LazyScreen';
import { loadHome } from './layout/useScreens';
import type { ScreenLoader } from '../tools/registry';

function Screen({ load, titleKey }: { load: ScreenLoader; titleKey: AppMessageKey }) {
  const t = useT();
  return <LazyScreen load={load} name={t(titleKey)} />;
}

/** Routes come from the registry: one lazily loaded screen per tool, all inside the layout. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppLayout />,
      children: [
        { index: true, element: <Screen key="home" load={loadHome} titleKey="menu.home" /> },
        ...tools.map((tool) => ({
          path: tool.path.slice(1),
          element: <Screen key={tool.id} load={tool.load} titleKey={tool.titleKey} />,
        })),
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes(), { basename: '/' });
}
