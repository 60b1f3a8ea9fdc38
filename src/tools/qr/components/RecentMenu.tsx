import { HistoryOutlined } from '@ant-design/icons';
import { Button, Dropdown, Typography } from 'antd';
import type { RecentContent } from '../core';
import { useQrMessages } from '../hooks/useQrMessages';

interface RecentMenuProps {
  recent: readonly RecentContent[];
  onOpen: (entry: RecentContent) => void;
  onClear: () => void;
}

/**
 * The last 20 contents that were downloaded or copied; choosing one reopens it in its template
 * (entries saved before templates were kept reopen as text).
 */
export function RecentMenu({ recent, onOpen, onClear }: RecentMenuProps) {
  const t = useQrMessages();
  const items = recent.length
    ? [
        ...recent.map((item, index) => ({
          key: String(index),
          label: (
            <Typography.Text className="qr-recent-item" ellipsis>
              {item.draft && item.draft.kind !== 'text' && (
                <Typography.Text type="secondary">
                  {t(`template.${item.draft.kind}`)} ·{' '}
                </Typography.Text>
              )}
              {item.draft?.kind === 'wifi' ? item.draft.wifi.ssid : item.text}
              {item.passwordLeftOut && (
                <Typography.Text type="secondary"> {t('recent.noPassword')}</Typography.Text>
              )}
            </Typography.Text>
          ),
          onClick: () => onOpen(item),
        })),
        { type: 'divider' as const },
        { key: 'clear', label: t('recent.clear'), danger: true, onClick: onClear },
      ]
    : [{ key: 'empty', label: t('recent.empty'), disabled: true }];
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button icon={<HistoryOutlined aria-hidden />} aria-label={t('recent.open')}>
        {t('recent.title')}
      </Button>
    </Dropdown>
  );
}
