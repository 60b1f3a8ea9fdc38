import { HistoryOutlined } from '@ant-design/icons';
import { Button, Dropdown, Typography } from 'antd';
import type { RecentContent } from '../core';
import { useQrMessages } from '../hooks/useQrMessages';

interface RecentMenuProps {
  recent: readonly RecentContent[];
  onOpen: (text: string) => void;
  onClear: () => void;
}

/** The last 20 contents that were downloaded or copied; choosing one reopens it as text. */
export function RecentMenu({ recent, onOpen, onClear }: RecentMenuProps) {
  const t = useQrMessages();
  const items = recent.length
    ? [
        ...recent.map((item, index) => ({
          key: String(index),
          label: (
            <Typography.Text className="qr-recent-item" ellipsis>
              {item.text}
            </Typography.Text>
          ),
          onClick: () => onOpen(item.text),
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
