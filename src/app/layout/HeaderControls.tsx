import { DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Segmented, Space, Tooltip } from 'antd';
import { useHydrated } from '../hydration';
import { useT } from '../i18n/LanguageContext';
import { LANGUAGES, type Language } from '../i18n/translate';
import { useInitialState } from '../state/initialState';
import { DEFAULT_PREFERENCES, type ThemeMode } from '../state/preferences';

/** Each language by its own name, marked as that language for screen readers. */
const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '中文', 'en-US': 'English' };

/**
 * Theme (light/dark/system) and language switches; both are saved preferences. Two segmented
 * controls rather than a Select: a Select would bring antd's select, virtual list and form
 * modules into every first load (issue 19) for a choice between two languages.
 */
export function HeaderControls({ compact }: { compact: boolean }) {
  const t = useT();
  const { preferences, updatePreferences } = useInitialState();
  // The prerendered HTML shows the default mode, whichever the visitor chose: the page is in
  // the chosen theme's colours before the scripts run (build/prerender-check.js), and its
  // markup is the same in every mode, so it hydrates. The switch shows the choice next.
  const hydrated = useHydrated();
  const modes: { value: ThemeMode; icon: React.ReactNode; label: string }[] = [
    { value: 'light', icon: <SunOutlined aria-hidden />, label: t('header.theme.light') },
    { value: 'dark', icon: <MoonOutlined aria-hidden />, label: t('header.theme.dark') },
    { value: 'system', icon: <DesktopOutlined aria-hidden />, label: t('header.theme.system') },
  ];
  return (
    <Space size={compact ? 4 : 12} wrap>
      <Segmented<ThemeMode>
        aria-label={t('header.theme')}
        size={compact ? 'small' : 'middle'}
        value={hydrated ? preferences.themeMode : DEFAULT_PREFERENCES.themeMode}
        onChange={(themeMode) => updatePreferences({ themeMode })}
        options={modes.map((mode) => ({
          value: mode.value,
          icon: mode.icon,
          label: compact ? (
            <Tooltip title={mode.label}>
              <span className="visually-hidden">{mode.label}</span>
            </Tooltip>
          ) : (
            mode.label
          ),
          title: mode.label,
        }))}
      />
      <Segmented<Language>
        aria-label={t('header.language')}
        size={compact ? 'small' : 'middle'}
        value={preferences.language}
        onChange={(language) => updatePreferences({ language })}
        options={LANGUAGES.map((value) => ({
          value,
          label: <span lang={value}>{LANGUAGE_NAMES[value]}</span>,
          title: LANGUAGE_NAMES[value],
        }))}
      />
    </Space>
  );
}
