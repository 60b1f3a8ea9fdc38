import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useT } from '../i18n/LanguageContext';

interface Props {
  kind: 'load' | 'render';
  screenName: string;
  reason: string;
  onRetry: () => void;
}

/** Shown inside the layout when a screen's chunk fails to load or the screen throws. */
export function ScreenError({ kind, screenName, reason, onRetry }: Props) {
  const t = useT();
  const title = kind === 'load' ? t('screen.loadFailed') : t('screen.renderFailed');
  const detail =
    kind === 'load'
      ? t('screen.loadFailed.detail', { name: screenName, reason })
      : t('screen.renderFailed.detail', { name: screenName, reason });
  return (
    <Result
      status="warning"
      title={title}
      subTitle={detail}
      extra={[
        <Button type="primary" key="retry" onClick={onRetry}>
          {t('screen.retry')}
        </Button>,
        <Link key="home" to="/">
          <Button>{t('screen.backHome')}</Button>
        </Link>,
      ]}
    />
  );
}
