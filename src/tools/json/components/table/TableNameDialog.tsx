import { Modal } from 'antd';
import { Input } from '../../../../app/ui/inputs';
import { useState } from 'react';
import type { TableTranslate } from './tableMessages';

interface TableNameDialogProps {
  /** What the name is for (the dialog's title and the field's label); null: closed. */
  title: string | null;
  onOk: (name: string) => void;
  onCancel: () => void;
  t: TableTranslate;
}

/** Asks for a key: the name of a new column, or of a new row in an object of objects. */
export function TableNameDialog({ title, onOk, onCancel, t }: TableNameDialogProps) {
  const [name, setName] = useState('');
  const submit = () => {
    onOk(name);
    setName('');
  };
  return (
    <Modal
      open={title !== null}
      title={title}
      onOk={submit}
      onCancel={onCancel}
      okText={t('table.add')}
      destroyOnHidden
    >
      <Input
        autoFocus
        value={name}
        aria-label={t('table.keyName')}
        placeholder={t('table.keyName')}
        onChange={(event) => setName(event.target.value)}
        onPressEnter={submit}
      />
    </Modal>
  );
}
