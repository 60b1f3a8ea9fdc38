import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { App as AntdApp, Button, Drawer, Grid, Layout, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useT } from '../i18n/LanguageContext';
import { useInitialState } from '../state/initialState';
import { HeaderControls } from './HeaderControls';
import { Logo } from './Logo';
import { SideMenu } from './SideMenu';
import { useCurrentScreen } from './useScreens';

const SIDER_WIDTH = 216;

/** The global layout (spec): side menu (a drawer on phones), header and content. */
export function AppLayout() {
  const t = useT();
  const screens = Grid.useBreakpoint();
  // Until the first measurement `md` is undefined; treat that as desktop to avoid a flash.
  const isMobile = screens.md === false;
  const { preferences, updatePreferences, resetStores } = useInitialState();
  const collapsed = preferences.menuCollapsed;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const current = useCurrentScreen();
  const { pathname } = useLocation();
  const { message } = AntdApp.useApp();

  useEffect(() => {
    document.title = `${current.title} - ${t('app.name')}`;
  }, [current.title, t]);

  useEffect(() => {
    if (resetStores.includes('preferences')) {
      message.warning(t('storage.reset', { what: t('storage.preferences') }));
    }
  }, [resetStores, message, t]);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);

  return (
    <Layout className="app-layout" hasSider={!isMobile}>
      {!isMobile && (
        <Layout.Sider
          width={SIDER_WIDTH}
          collapsible
          collapsed={collapsed}
          trigger={null}
          className="app-sider"
          theme="light"
        >
          <nav aria-label={t('menu.label')}>
            <Logo collapsed={collapsed} />
            <SideMenu />
          </nav>
        </Layout.Sider>
      )}
      {isMobile && (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={SIDER_WIDTH + 24}
          styles={{ body: { padding: 0 } }}
          title={t('app.name')}
          className="app-drawer"
        >
          <nav aria-label={t('menu.label')}>
            <SideMenu onNavigate={() => setDrawerOpen(false)} />
          </nav>
        </Drawer>
      )}
      <Layout>
        <Layout.Header className="app-header">
          {isMobile ? (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t('menu.open')}
              onClick={() => setDrawerOpen(true)}
            />
          ) : (
            <Button
              type="text"
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              aria-label={collapsed ? t('menu.expand') : t('menu.collapse')}
              onClick={() => updatePreferences({ menuCollapsed: !collapsed })}
            />
          )}
          <Typography.Title level={1} className="app-header-title">
            {current.title}
          </Typography.Title>
          <div className="app-header-controls">
            <HeaderControls compact={isMobile} />
          </div>
        </Layout.Header>
        <Layout.Content className="app-content" id="main-content">
          <main>
            <Outlet />
          </main>
        </Layout.Content>
        <Layout.Footer className="app-footer">{t('app.privacy')}</Layout.Footer>
      </Layout>
    </Layout>
  );
}
