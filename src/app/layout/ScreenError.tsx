import { ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { Button, Flex } from 'antd';
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

/**
 * Shown inside the layout (the menu keeps working) when a screen cannot be shown. Plain
 * markup rather than antd's Result: Result carries its 403/404/500 illustrations into every
 * first load, and this must be in the first load because it reports a chunk that failed.
 */
export function ScreenError({
  title,
  detail,
  action,
  onAction,
  backHome = true,
  status = 'warning',
}: Props) {
  const t = useT();
  const Icon = status === 'info' ? InfoCircleFilled : ExclamationCircleFilled;
  return (
    <div className={`screen-error screen-error-${status}`}>
      <Icon aria-hidden className="screen-error-icon" />
      <div className="screen-error-title">{title}</div>
      <div className="screen-error-detail">{detail}</div>
      <Flex gap={8} wrap justify="center">
        <Button type="primary" onClick={onAction}>
          {action}
        </Button>
        {backHome && (
          <Link to="/">
            <Button>{t('screen.backHome')}</Button>
          </Link>
        )}
      </Flex>
    </div>
  );
}
