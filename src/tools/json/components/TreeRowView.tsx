import { CaretDownOutlined, CaretRightOutlined } from '@ant-design/icons';
import { useContext } from 'react';
import { NodeKind, type TreeRow } from '../core';
import type { JsonTranslate } from '../messages';
import { TreeSearchHit } from './search/treeSearchHit';

interface TreeRowViewProps {
  row: TreeRow;
  t: JsonTranslate;
  top: number;
  selected: boolean;
  hit: boolean;
  onToggle: () => void;
  onSelect: () => void;
}

const KIND_CLASS = ['object', 'array', 'string', 'number', 'boolean', 'boolean', 'null'];

/** One row of the tree: its fold toggle, key or index, and the value or a summary. */
export function TreeRowView({ row, t, top, selected, hit, onToggle, onSelect }: TreeRowViewProps) {
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
      aria-selected={selected}
      className={`json-tree-row${selected ? ' is-selected' : ''}${hit ? ' is-hit' : ''}${searchHit ? ' is-search-hit' : ''}`}
      style={{ transform: `translateY(${top}px)`, paddingInlineStart: 4 + row.depth * 16 }}
      onClick={onSelect}
      onDoubleClick={() => folds && onToggle()}
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
      <span className={row.isKey ? 'json-tree-key' : 'json-tree-index'}>{row.label}</span>
      <span className="json-tree-colon">:</span>
      <span className={`json-tree-value is-${KIND_CLASS[row.kind]}`}>{preview}</span>
    </div>
  );
}
