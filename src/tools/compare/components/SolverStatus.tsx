import { Alert, Button, Space, Spin } from 'antd';
import { useMessages } from '../../../app/i18n/LanguageContext';
import { compareMessages } from '../messages';
import { useCompareText } from '../useCompareText';
import type { SolverState } from '../useSolver';

/** Shows a running calculation with Cancel, a cancelled one with Retry, or the input error. */
export function SolverStatus({
  state,
  onCancel,
  onRetry,
}: {
  state: SolverState;
  onCancel: () => void;
  onRetry: () => void;
}) {
  const t = useMessages(compareMessages);
  const { problem } = useCompareText();
  if (state.status === 'running') {
    return (
      <Space className="cmp-gap" role="status">
        <Spin size="small" />
        <span>{t('solver.running')}</span>
        <Button size="small" onClick={onCancel}>
          {t('solver.cancel')}
        </Button>
      </Space>
    );
  }
  if (state.status === 'cancelled') {
    return (
      <Space className="cmp-gap" role="status">
        <span>{t('solver.cancelled')}</span>
        <Button size="small" onClick={onRetry}>
          {t('solver.retry')}
        </Button>
      </Space>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert type="error" showIcon title={problem(state.error)} className="cmp-gap" role="alert" />
    );
  }
  return null;
}
