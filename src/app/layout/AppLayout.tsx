import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { App as AntdApp, Button, Grid, Layout } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useT } from '../i18n/LanguageContext';
import { whenIdle } from '../runtime/whenIdle';
import { useInitialState } from '../state/initialState';
import { UserDataProvider } from '../state/userData';
import { HeaderActions } from './HeaderActions';
import { HeaderControls } from './HeaderControls';
import { LayoutCommandsContext } from './layoutCommands';
import { Logo } from './Logo';
import { SideMenu } from './SideMenu';
import { UpdatePrompt } from './UpdatePrompt';
import { useGlobalShortcuts } from './useGlobalShortcuts';
import { useCurrentScreen } from './useScreens';
import { useUsageLogging } from './useUsageLogging';
import { useViewSnapshot } from './useViewSnapshot';
import { EARLY_INPUT_LOST } from '../prerendered';
import { useGlobalModel } from '../state/globalModel';
import { LazyOverlay } from './LazyOverlay';
import { startTypeAhead, takeTypeAhead } from './palette/typeAhead';
import './layout.css';

const SIDER_WIDTH = 216;
// The overlays stay out of the first bundle: each loads when first opened (and the palette
// and help are fetched once the browser is idle, so Ctrl+K opens without a wait).
const loadPalette = () => import('./palette/CommandPalette');
const loadHelp = () => import('./HelpDialog');
const loadSettings = () => import('./settings/SettingsDrawer');
const loadMenuDrawer = () => import('./MenuDrawer');

type Overlay = 'palette' | 'help' | 'settings' | 'menu';

/** The global layout (spec): side menu (a drawer on phones), header and content. */
export function AppLayout() {
  return (
    <UserDataProvider>
      <LayoutFrame />
    </UserDataProvider>
  );
}

function LayoutFrame() {
  const t = useT();
  const screens = Grid.useBreakpoint();
  // Until the first measurement `md` is undefined: the HTML prerendered at build time and
  // its hydration. Both layouts are rendered then and CSS shows the one that fits.
  const isMobile = screens.md === false;
  const unmeasured = screens.md === undefined;
  const { preferences, updatePreferences, resetStores } = useInitialState();
  const collapsed = preferences.menuCollapsed;
  const [open, setOpen] = useState<Overlay | null>(null);
  // Once opened an overlay stays mounted, so closing it animates and reopening is instant.
  const [mounted, setMounted] = useState<Overlay[]>([]);
  const current = useCurrentScreen();
  const { pathname } = useLocation();
  const { message } = AntdApp.useApp();

  const commands = useMemo(() => {
    const show = (overlay: Overlay) => {
      setMounted((list) => (list.includes(overlay) ? list : [...list, overlay]));
      setOpen(overlay);
    };
    return {
      openPalette: () => {
        startTypeAhead();
        show('palette');
      },
      openHelp: () => show('help'),
      openSettings: () => show('settings'),
      openMenu: () => show('menu'),
    };
  }, []);
  const close = useCallback(() => {
    takeTypeAhead();
    setOpen(null);
  }, []);
  useGlobalShortcuts(commands);
  useUsageLogging();
  const { routes } = useGlobalModel();
  useViewSnapshot(routes.some((tool) => tool.path === pathname && tool.snapshot));

  useEffect(() => {
    document.title = `${current.title} - ${t('app.name')}`;
  }, [current.title, t]);

  useEffect(() => {
    if (resetStores.includes('preferences')) {
      message.warning(t('storage.reset', { what: t('storage.preferences') }));
    }
  }, [resetStores, message, t]);

  // What was typed or clicked before the app rendered (on a snapshot, or on the prerendered view
  // rendered anew with saved work) and could not be handed to the page: said, not dropped in
  // silence (src/app/prerendered.ts).
  useEffect(() => {
    const lost = (event: Event) =>
      message.warning(t('snapshot.inputLost', { count: (event as CustomEvent<number>).detail }));
    window.addEventListener(EARLY_INPUT_LOST, lost);
    return () => window.removeEventListener(EARLY_INPUT_LOST, lost);
  }, [message, t]);

  // A new screen starts at the top. Not on the first mount: the page is already there (or where
  // the browser restored it), and scrolling then forces a layout inside the first commit.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0 });
  }, [pathname]);

  useEffect(() => {
    const prefetch = () => void Promise.all([loadPalette(), loadHelp()]).catch(() => undefined);
    return whenIdle(prefetch, 3000);
  }, []);

  return (
    <LayoutCommandsContext.Provider value={commands}>
      <a className="skip-link" href="#main-content">
        {t('a11y.skipToContent')}
      </a>
      <Layout className="app-layout" hasSider={!isMobile}>
        {!isMobile && (
          <Layout.Sider
            width={SIDER_WIDTH}
            collapsible
            collapsed={collapsed}
            trigger={null}
            className={unmeasured ? 'app-sider desktop-only' : 'app-sider'}
            theme="light"
          >
            <nav aria-label={t('menu.label')}>
              <Logo collapsed={collapsed} />
              <SideMenu />
            </nav>
          </Layout.Sider>
        )}
        <Layout>
          <Layout.Header className="app-header">
            {(isMobile || unmeasured) && (
              <Button
                type="text"
                // app-menu-button: the check script opens the side menu with it before the
                // scripts have run (build/prerender-check.js).
                className={unmeasured ? 'app-menu-button phone-only' : 'app-menu-button'}
                icon={<MenuOutlined aria-hidden />}
                aria-label={t('menu.open')}
                onClick={commands.openMenu}
              />
            )}
            {!isMobile && (
              <Button
                type="text"
                className={unmeasured ? 'desktop-only' : undefined}
                icon={
                  collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />
                }
                aria-label={collapsed ? t('menu.expand') : t('menu.collapse')}
                onClick={() => updatePreferences({ menuCollapsed: !collapsed })}
              />
            )}
            <h1 className="app-header-title">{current.title}</h1>
            <div className="app-header-controls">
              {/* Before the width is known (the HTML prerendered at build time) both headers
                  render, and the stylesheet shows the one that fits the screen. Once known, the
                  other goes and the one shown keeps its elements: a tap on it as the page
                  measures itself (a phone's first second) still lands, where a new element
                  between its press and its release would take no click. */}
              <span className={unmeasured ? 'phone-only layout-contents' : 'layout-contents'}>
                {(unmeasured || isMobile) && <HeaderActions compact />}
              </span>
              <span className={unmeasured ? 'desktop-only layout-contents' : 'layout-contents'}>
                {/* On a phone theme and language live in the settings drawer only. */}
                {(unmeasured || !isMobile) && (
                  <>
                    <HeaderActions compact={false} />
                    <HeaderControls compact={false} />
                  </>
                )}
              </span>
            </div>
          </Layout.Header>
          <Layout.Content className="app-content" id="main-content" tabIndex={-1}>
            {/* Layout.Content is the page's <main> landmark. */}
            <div className="app-main">
              <Outlet />
            </div>
          </Layout.Content>
          <Layout.Footer className="app-footer">{t('app.privacy')}</Layout.Footer>
        </Layout>
      </Layout>
      {/* Overlays load when first opened; a failed load is told, never thrown at the router. */}
      {mounted.includes('palette') && (
        <LazyOverlay load={loadPalette} open={open === 'palette'} onClose={close} />
      )}
      {mounted.includes('help') && (
        <LazyOverlay load={loadHelp} open={open === 'help'} onClose={close} />
      )}
      {isMobile && mounted.includes('menu') && (
        <LazyOverlay load={loadMenuDrawer} open={open === 'menu'} onClose={close} />
      )}
      {mounted.includes('settings') && (
        <LazyOverlay load={loadSettings} open={open === 'settings'} onClose={close} />
      )}
      <UpdatePrompt />
    </LayoutCommandsContext.Provider>
  );
}
