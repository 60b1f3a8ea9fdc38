import { Input } from '../../../../app/ui/inputs';
import { useRef } from 'react';
import type { TableTranslate } from './tableMessages';

interface TableCellEditorProps {
  initial: string;
  name: string;
  onCommit: (input: string) => void;
  onCancel: () => void;
  t: TableTranslate;
}

/** The text box a cell turns into while edited: Enter or leaving it saves, Escape cancels. */
export function TableCellEditor({ initial, name, onCommit, onCancel, t }: TableCellEditorProps) {
  const settled = useRef(false);
  const finish = (save: boolean, value: string) => {
    if (settled.current) return;
    settled.current = true;
    if (save && value !== initial) onCommit(value);
    else onCancel();
  };
  return (
    <Input
      size="small"
      autoFocus
      defaultValue={initial}
      aria-label={t('table.editCell', { name })}
      title={t('table.editHelp')}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter') finish(true, event.currentTarget.value);
        else if (event.key === 'Escape') finish(false, '');
      }}
      onBlur={(event) => finish(true, event.target.value)}
    />
  );
}
