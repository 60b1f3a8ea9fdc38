import { Button, Space } from 'antd';
import { Input } from '../../../app/ui/inputs';
import type { JsonTranslate } from '../messages';

interface DiffActionsProps {
  /** The member arrays of objects are aligned by ('' aligns by content). */
  idKey: string;
  onIdKeyChange: (idKey: string) => void;
  onDiff: () => void;
  busy: boolean;
  t: JsonTranslate;
}

/** The 对比 tab's controls: compare, and the optional key that aligns array elements. */
export function DiffActions({ idKey, onIdKeyChange, onDiff, busy, t }: DiffActionsProps) {
  return (
    <Space wrap className="json-actions">
      <Button type="primary" onClick={onDiff} disabled={busy}>
        {t('action.diff')}
      </Button>
      <span className="json-labelled">
        <span aria-hidden>{t('diff.idKey')}</span>
        <Input
          value={idKey}
          onChange={(event) => onIdKeyChange(event.target.value)}
          onPressEnter={onDiff}
          aria-label={t('diff.idKey')}
          placeholder={t('diff.idKeyPlaceholder')}
          maxLength={100}
          allowClear
          style={{ width: 200 }}
        />
      </span>
      <span className="json-hint">{t('diff.hintStructure')}</span>
    </Space>
  );
}
