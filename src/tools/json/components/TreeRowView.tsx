import { CaretDownOutlined, CaretRightOutlined } from '@ant-design/icons';
import { useContext, type DragEvent, type MouseEvent, type ReactNode } from 'react';
import { NodeKind, type TreeRow } from '../core';
import type { JsonTranslate } from '../messages';
import { TreeSearchHit } from './search/treeSearchHit';

interface TreeRowViewProps {
  row: TreeRow;
  t: JsonTranslate;
  top: number;
  selected: boolean;
  hit: boolean;
  /** Whether it is among the nodes selected for a bulk delete; undefined: none are. */
  marked?: boolean;
  /** A dragged sibling would land here: before or after this row. */
  drop?: 'before' | 'after';
  onToggle: () => void;
  onSelect: (event: MouseEvent) => void;
  /** In-place editors that take the key's or the value's place. */
  keyEditor?: ReactNode;
  valueEditor?: ReactNode;
  onEditKey?: () => void;
  onEditValue?: () => void;
  /** The row's menu button. */
  menu?: ReactNode;
  drag?: {
    draggable: boolean;
    onDragStart: (event: DragEvent) => void;
    onDragOver: (event: DragEvent) => void;
    onDragLeave: () => void;
    onDrop: (event: DragEvent) => void;
    onDragEnd: () => void;
  };
}

const KIND_CLASS = ['object', 'array', 'string', 'number', 'boolean', 'boolean', 'null'];

/** One row of the tree: its fold toggle, key or index, and the value or a summary. */
export function TreeRowView(props: TreeRowViewProps) {
  const { row, t, top, selected, hit, marked, drop, onToggle, onSelect } = props;
  const { keyEditor, valueEditor, onEditKey, onEditValue, menu, drag } = props;
  const searchHit = useContext(TreeSearchHit)?.(row) ?? false;
  const container = row.kind <= NodeKind.Array;
  const folds = container && row.childCount > 0;
  const preview = container
    ? `${row.kind === NodeKind.Object ? '{…}' : '[…]'} ${t(row.kind === NodeKind.Object ? 'tree.keys' : 'tree.items', { count: row.childCount })}`
    : row.preview;
  return (
    <div
      role="treeitem"
      aria-level={row.depth + 1}
      aria-expanded={folds ? row.open : undefined}
      aria-selected={marked ?? selected}
      className={`json-tree-row${selected ? ' is-selected' : ''}${hit ? ' is-hit' : ''}${searchHit ? ' is-search-hit' : ''}${marked ? ' is-marked' : ''}${drop ? ` is-drop-${drop}` : ''}`}
      style={{ transform: `translateY(${top}px)`, paddingInlineStart: 4 + row.depth * 16 }}
      onClick={onSelect}
      onDoubleClick={() => {
        if (container) {
          if (folds) onToggle();
        } else onEditValue?.();
      }}
      {...drag}
    >
      {folds ? (
        <button
          type="button"
          className="json-tree-toggle"
          aria-label={row.open ? t('tree.collapse') : t('tree.expand')}
          tabIndex={-1}
          onClick={(event) => {
            event.stopPropagation();
            onToggle();
          }}
        >
          {row.open ? <CaretDownOutlined aria-hidden /> : <CaretRightOutlined aria-hidden />}
        </button>
      ) : (
        <span className="json-tree-toggle-space" />
      )}
      {keyEditor ?? (
        <span
          className={row.isKey ? 'json-tree-key' : 'json-tree-index'}
          onDoubleClick={(event) => {
            if (!row.isKey || !onEditKey) return;
            event.stopPropagation();
            onEditKey();
          }}
        >
          {row.label}
        </span>
      )}
      <span className="json-tree-colon">:</span>
      {valueEditor ?? (
        <span className={`json-tree-value is-${KIND_CLASS[row.kind]}`}>{preview}</span>
      )}
      {menu}
    </div>
  );
}
