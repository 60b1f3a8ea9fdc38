import { Button, Modal, Typography } from 'antd';
import type { TableTranslate } from './tableMessages';

interface TableValueDialogProps {
  value: { path: string; text: string; container: boolean } | null;
  onClose: () => void;
  onOpenAsTable: (path: string) => void;
  t: TableTranslate;
}

/** A nested cell's whole value, with the way to drill into it as its own table. */
export function TableValueDialog({ value, onClose, onOpenAsTable, t }: TableValueDialogProps) {
  return (
    <Modal
      open={value !== null}
      onCancel={onClose}
      title={value ? t('table.valueOf', { path: value.path }) : ''}
      footer={
        value?.container ? (
          <Button type="primary" onClick={() => onOpenAsTable(value.path)}>
            {t('table.openAsTable')}
          </Button>
        ) : null
      }
      width={640}
    >
      <Typography.Paragraph>
        <pre className="json-table-value">{value?.text}</pre>
      </Typography.Paragraph>
    </Modal>
  );
}
