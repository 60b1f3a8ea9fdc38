import { Alert, Button, Space } from 'antd';
import { useT } from '../i18n/LanguageContext';
import type { OptionRecord } from '../state/toolOptions';
import type { ToolOptionsState } from './useToolOptions';

/**
 * Says that the options on screen came with a link, and lets the user keep them as their own
 * or go back to theirs. Renders nothing when the options are the user's saved ones.
 */
export function LinkOptionsNotice<T extends OptionRecord>({
  state,
}: {
  state: ToolOptionsState<T>;
}) {
  const t = useT();
  if (!state.fromLink) return null;
  // On screen only, not saved: a snapshot of the page would show them on a visit without the
  // link (src/app/runtime/viewSnapshot.ts).
  return (
    <div data-no-snapshot="">
      <Alert
        className="link-options-notice"
        type="info"
        showIcon
        title={t('options.fromLink')}
        action={
          <Space wrap>
            <Button size="small" type="primary" onClick={state.saveAsDefaults}>
              {t('options.saveAsDefaults')}
            </Button>
            <Button size="small" onClick={state.useSavedOptions}>
              {t('options.useSaved')}
            </Button>
          </Space>
        }
      />
    </div>
  );
}
