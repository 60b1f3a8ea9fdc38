import { Alert, App as AntdApp, Button, Space } from 'antd';
import { downloadBlob } from '../../../app/ui/download';
import type { JsonDraft } from '../draftStore';
import type { JsonTranslate } from '../messages';

interface DraftConflictAlertProps {
  /** This tab's edit, the one not stored. */
  mine: JsonDraft;
  /** 载入较新的版本 found the other tab's draft unreadable: said here, this tab's edit kept. */
  newerUnreadable: boolean;
  onLoadNewer: () => void;
  onKeepMine: () => void;
  t: JsonTranslate;
}

/**
 * Another tab stored the draft after this tab's edit was made on an older one: neither is
 * written over the other until the user chooses. This tab's edit stays on screen (and kept
 * aside in storage) meanwhile, and can be downloaded before choosing.
 */
export function DraftConflictAlert({
  mine,
  newerUnreadable,
  onLoadNewer,
  onKeepMine,
  t,
}: DraftConflictAlertProps) {
  const { message } = AntdApp.useApp();
  const download = () => {
    const name = typeof mine.input === 'string' ? 'input.json' : (mine.input.name ?? 'input.json');
    downloadBlob(name, typeof mine.input === 'string' ? mine.input : mine.input.blob);
    message.success(t('output.downloaded', { name }));
  };
  return (
    <Alert
      type={newerUnreadable ? 'error' : 'warning'}
      showIcon
      className="json-draft-conflict"
      role="alert"
      title={t('draft.conflictTitle')}
      description={t(newerUnreadable ? 'draft.newerUnreadable' : 'draft.conflictDetail')}
      action={
        <Space wrap>
          <Button type="primary" size="small" onClick={onLoadNewer}>
            {t('draft.loadNewer')}
          </Button>
          <Button size="small" onClick={onKeepMine}>
            {t('draft.keepMine')}
          </Button>
          <Button size="small" onClick={download}>
            {t('draft.downloadMine')}
          </Button>
        </Space>
      }
    />
  );
}
