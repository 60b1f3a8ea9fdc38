import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useT } from '../i18n/LanguageContext';

interface Props {
  title: string;
  detail: string;
  /** The one action that can help: 重试, or 刷新到新版本 after a release. */
  action: string;
  onAction: () => void;
  /**
   * Offer 返回首页 too. Not after a release: the other screens of the running build are
   * gone as well, so the reload is the only way forward and the only button shown.
   */
  backHome?: boolean;
  status?: 'warning' | 'info';
}

/** Shown inside the layout (the menu keeps working) when a screen cannot be shown. */
export function ScreenError({
  title,
  detail,
  action,
  onAction,
  backHome = true,
  status = 'warning',
}: Props) {
  const t = useT();
  const extra = [
    <Button type="primary" key="action" onClick={onAction}>
      {action}
    </Button>,
  ];
  if (backHome) {
    extra.push(
      <Link key="home" to="/">
        <Button>{t('screen.backHome')}</Button>
      </Link>,
    );
  }
  return <Result status={status} title={title} subTitle={detail} extra={extra} />;
}
