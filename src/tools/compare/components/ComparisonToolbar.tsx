import {
  DownloadOutlined,
  EllipsisOutlined,
  FolderOpenOutlined,
  PlusOutlined,
  ShareAltOutlined,
  UploadOutlined,
  CopyOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Space, Typography } from 'antd';
import { Input } from '../../../app/ui/inputs';
import { useRef } from 'react';
import { useMessages } from '../../../app/i18n/LanguageContext';
import { compareMessages } from '../messages';

interface Props {
  name: string;
  onRename: (name: string) => void;
  onNew: () => void;
  onShowSaved: () => void;
  onShare: () => void;
  onDuplicate: () => void;
  onExport: () => void;
  onImport: (file: File) => void;
}

/** Name of the open comparison and what can be done with it. */
export function ComparisonToolbar(props: Props) {
  const { name, onRename, onNew, onShowSaved, onShare, onDuplicate, onExport, onImport } = props;
  const t = useMessages(compareMessages);
  const fileInput = useRef<HTMLInputElement>(null);

  return (
    <div className="cmp-header">
      <div className="cmp-header-name">
        <Input
          aria-label={t('toolbar.name')}
          value={name}
          maxLength={100}
          onChange={(event) => onRename(event.target.value)}
          className="cmp-name-input"
        />
        <Typography.Text type="secondary" className="cmp-small">
          {t('toolbar.savedHint')}
        </Typography.Text>
      </div>
      <Space wrap size={[8, 8]} className="cmp-header-actions">
        <Button icon={<PlusOutlined aria-hidden />} onClick={onNew}>
          {t('toolbar.new')}
        </Button>
        <Button icon={<FolderOpenOutlined aria-hidden />} onClick={onShowSaved}>
          {t('toolbar.saved')}
        </Button>
        <Button type="primary" icon={<ShareAltOutlined aria-hidden />} onClick={onShare}>
          {t('toolbar.share')}
        </Button>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              {
                key: 'duplicate',
                icon: <CopyOutlined aria-hidden />,
                label: t('toolbar.duplicate'),
                onClick: onDuplicate,
              },
              {
                key: 'export',
                icon: <DownloadOutlined aria-hidden />,
                label: t('toolbar.export'),
                onClick: onExport,
              },
              {
                key: 'import',
                icon: <UploadOutlined aria-hidden />,
                label: t('toolbar.import'),
                onClick: () => fileInput.current?.click(),
              },
            ],
          }}
        >
          <Button icon={<EllipsisOutlined aria-hidden />} aria-label={t('toolbar.more')} />
        </Dropdown>
      </Space>
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        hidden
        aria-label={t('toolbar.import')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onImport(file);
          event.target.value = '';
        }}
      />
    </div>
  );
}
