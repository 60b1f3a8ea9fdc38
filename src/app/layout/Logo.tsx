import { ToolOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useT } from '../i18n/LanguageContext';

export function Logo({ collapsed }: { collapsed: boolean }) {
  const t = useT();
  return (
    <Link to="/" className="app-logo" aria-label={t('app.name')}>
      <span className="app-logo-mark" aria-hidden>
        <ToolOutlined aria-hidden />
      </span>
      {!collapsed && <span className="app-logo-text">{t('app.name')}</span>}
    </Link>
  );
}
