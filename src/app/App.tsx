import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { applyDateLocale } from './dates';
import { LanguageContext, useShownLanguage } from './i18n/LanguageContext';
import { createAppRouter } from './router';
import { GlobalModelProvider } from './state/globalModel';
import { InitialStateProvider, useInitialState, type InitialSnapshot } from './state/initialState';
import { buildTheme } from './theme';
import { useDarkMode } from './useDarkMode';
import { useRequestErrors } from './useRequestErrors';

const ANTD_LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } as const;

function BrowserRouted() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}

function RoutedApp({ router }: { router?: ReactNode }) {
  useRequestErrors();
  return router ?? <BrowserRouted />;
}

function ThemedApp({ router, systemDark }: { router?: ReactNode; systemDark?: boolean }) {
  const { loading, preferences } = useInitialState();
  const dark = useDarkMode(preferences.themeMode, systemDark);
  const theme = useMemo(() => buildTheme(dark), [dark]);
  const language = useShownLanguage(loading ? undefined : preferences.language);

  if (language) applyDateLocale(language);
  useEffect(() => {
    if (!language) return;
    document.documentElement.lang = language;
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, [language, dark]);

  // Spec: an empty placeholder while the initial state (and its language's text) loads.
  if (loading || !language) return <div className="initial-placeholder" aria-busy="true" />;

  return (
    <LanguageContext.Provider value={language}>
      <ConfigProvider theme={theme} locale={ANTD_LOCALES[language]}>
        <AntdApp>
          <GlobalModelProvider>
            <RoutedApp router={router} />
          </GlobalModelProvider>
        </AntdApp>
      </ConfigProvider>
    </LanguageContext.Provider>
  );
}

/**
 * `initial`: the saved state, already read (see InitialStateProvider). `router`: the router
 * element; the browser's history router unless given (the build's prerender gives a static one).
 * `onFirstRender`: runs once React has committed the first render (src/main.tsx). Passed as a
 * prop rather than rendered beside App, so the tree, and with it every useId, is the same as
 * the prerendered one. `systemDark`: the system's colour scheme, for the build's render only
 * (the browser asks the system itself).
 */
export function App({
  initial,
  router,
  onFirstRender,
  systemDark,
}: {
  initial?: InitialSnapshot;
  router?: ReactNode;
  onFirstRender?: () => void;
  systemDark?: boolean;
} = {}) {
  useEffect(() => onFirstRender?.(), [onFirstRender]);
  return (
    <InitialStateProvider initial={initial}>
      <ThemedApp router={router} systemDark={systemDark} />
    </InitialStateProvider>
  );
}
