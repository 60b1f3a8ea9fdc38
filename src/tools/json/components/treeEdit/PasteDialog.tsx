import { Modal, Typography } from 'antd';
import { TextArea } from '../../../../app/ui/inputs';
import { useState } from 'react';
import type { JsonTranslate } from '../../messages';

interface PasteDialogProps {
  path: string;
  t: JsonTranslate;
  onPaste: (fragment: string) => Promise<boolean>;
  onClose: () => void;
}

/** Takes a JSON fragment to paste at a node; stays open when the fragment is refused. */
export function PasteDialog({ path, t, onPaste, onClose }: PasteDialogProps) {
  const [fragment, setFragment] = useState('');
  const [busy, setBusy] = useState(false);
  const paste = async () => {
    setBusy(true);
    const done = await onPaste(fragment);
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Modal
      open
      title={t('treeEdit.pasteTitle', { path })}
      okText={t('treeEdit.pasteOk')}
      cancelText={t('treeEdit.cancel')}
      okButtonProps={{ disabled: !fragment.trim(), loading: busy }}
      onOk={() => void paste()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('treeEdit.pasteHint')}</Typography.Paragraph>
      <TextArea
        autoFocus
        value={fragment}
        onChange={(event) => setFragment(event.target.value)}
        aria-label={t('treeEdit.pasteLabel')}
        autoSize={{ minRows: 4, maxRows: 12 }}
        className="json-tree-paste"
      />
    </Modal>
  );
}
