import { NodeKind } from '../../core';
import type { TableCell } from '../../core/table/tableSession';
import type { TableTranslate } from './tableMessages';

interface TableCellViewProps {
  cell: TableCell;
  name: string;
  t: TableTranslate;
  onOpen: (node: number) => void;
}

/** One cell: missing and null look different, nested values are buttons that open them. */
export function TableCellView({ cell, name, t, onOpen }: TableCellViewProps) {
  if (cell.kind < 0)
    return (
      <span className="json-table-missing" title={t('table.missingTitle')}>
        {t('table.missing')}
      </span>
    );
  if (cell.kind === NodeKind.Object || cell.kind === NodeKind.Array) {
    const isObject = cell.kind === NodeKind.Object;
    return (
      <button
        type="button"
        className="json-table-nested"
        aria-label={t('table.open', { name })}
        onClick={() => onOpen(cell.node)}
      >
        {isObject ? '{…} ' : '[…] '}
        {t(isObject ? 'table.keys' : 'table.items', { count: cell.count })}
      </button>
    );
  }
  const className =
    cell.kind === NodeKind.Number
      ? 'json-table-number'
      : cell.kind === NodeKind.String
        ? 'json-table-string'
        : cell.kind === NodeKind.Null
          ? 'json-table-null'
          : 'json-table-boolean';
  return (
    <span className={className} title={cell.text.length > 20 ? cell.text : undefined}>
      {cell.text}
    </span>
  );
}
