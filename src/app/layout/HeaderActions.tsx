import { QuestionCircleOutlined, SearchOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { toolByPath } from '../../tools/registry';
import { useT } from '../i18n/LanguageContext';
import { FavoriteToggle } from './FavoriteToggle';
import { useLayoutCommands } from './layoutCommands';
import { useCurrentScreen } from './useScreens';

/** Header buttons: favourite star (on a tool), search, keyboard help and settings. */
export function HeaderActions({ compact }: { compact: boolean }) {
  const t = useT();
  const { openPalette, openHelp, openSettings } = useLayoutCommands();
  const current = useCurrentScreen();
  const tool = toolByPath(current.path);
  return (
    <>
      {tool && <FavoriteToggle toolId={tool.id} toolName={current.title} />}
      {compact ? (
        <Button
          type="text"
          icon={<SearchOutlined aria-hidden />}
          aria-label={t('header.search.label')}
          onClick={openPalette}
        />
      ) : (
        <Button
          className="header-search"
          icon={<SearchOutlined aria-hidden />}
          aria-label={t('header.search.label')}
          onClick={openPalette}
        >
          <span className="header-search-text">{t('header.search')}</span>
          <kbd className="header-search-kbd">Ctrl K</kbd>
        </Button>
      )}
      {!compact && (
        <Tooltip title={`${t('header.help')} (?)`}>
          <Button
            type="text"
            icon={<QuestionCircleOutlined aria-hidden />}
            aria-label={t('header.help')}
            onClick={openHelp}
          />
        </Tooltip>
      )}
      <Tooltip title={t('header.settings')}>
        <Button
          type="text"
          icon={<SettingOutlined aria-hidden />}
          aria-label={t('header.settings')}
          onClick={openSettings}
        />
      </Tooltip>
    </>
  );
}
