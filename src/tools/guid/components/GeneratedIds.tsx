import { CopyOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { TextArea } from '../../../app/ui/inputs';
import { useT } from '../../../app/i18n/LanguageContext';
import { useCopy } from '../../../app/ui/useCopy';

interface Props {
  ids: readonly string[];
  /** The list's accessible name, e.g. 生成的 ULID. */
  label: string;
  note?: string;
  copyAllLabel: string;
}

/** IDs made on the ULID, NanoID and 雪花 ID tabs: one per line, selectable, with 复制全部. */
export function GeneratedIds({ ids, label, note, copyAllLabel }: Props) {
  const appT = useT();
  const { copyText } = useCopy();
  if (ids.length === 0) return null;
  const text = ids.join('\n');
  return (
    <div>
      <div className="guid-toolbar">
        <Typography.Text className="guid-toolbar-count">{note}</Typography.Text>
        <Button
          icon={<CopyOutlined aria-hidden />}
          onClick={() => void copyText(text, appT('common.copiedCount', { count: ids.length }))}
        >
          {copyAllLabel}
        </Button>
      </div>
      <TextArea
        aria-label={label}
        value={text}
        readOnly
        autoSize={{ minRows: 3, maxRows: 10 }}
        className="guid-mono"
      />
    </div>
  );
}
