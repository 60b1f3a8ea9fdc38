import { Menu } from 'antd';
import { useNavigate } from 'react-router';
import { useT } from '../i18n/LanguageContext';
import { screenMenuItems, useCurrentScreen, useScreens } from './useScreens';

/** The menu built from the registry; the entry of the current route is selected. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const screens = useScreens();
  const current = useCurrentScreen();
  const navigate = useNavigate();
  return (
    <Menu
      mode="inline"
      aria-label={t('menu.label')}
      selectedKeys={[current.path]}
      items={screenMenuItems(screens)}
      onClick={({ key, domEvent }) => {
        // A click on the entry's link is the link's to follow (in this tab, or a new one with
        // Ctrl or a middle click); the keyboard (Enter on the focused entry) is ours.
        const onLink = domEvent.target instanceof Element && domEvent.target.closest('a');
        if (!onLink) navigate(key);
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
