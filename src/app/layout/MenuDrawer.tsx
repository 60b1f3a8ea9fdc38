import { Drawer } from 'antd';
import { useT } from '../i18n/LanguageContext';
import type { OverlayProps } from './LazyOverlay';
import { SideMenu } from './SideMenu';

// The desktop sider (216 px) plus room for the drawer's own padding.
const MENU_DRAWER_WIDTH = 240;

/**
 * The menu on a phone: a drawer opened from the header. Loaded when first opened, like the
 * other overlays: antd's Drawer is not part of the first screen (issue 19).
 */
export default function MenuDrawer({ open, onClose }: OverlayProps) {
  const t = useT();
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      size={MENU_DRAWER_WIDTH}
      styles={{ body: { padding: 0 } }}
      title={t('app.name')}
      className="app-drawer"
    >
      <nav aria-label={t('menu.label')}>
        <SideMenu onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
