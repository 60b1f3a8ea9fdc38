import { Checkbox } from 'antd';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { NodeKind } from '../../core';
import type { TableCell, TableRow } from '../../core/table/tableSession';
import type { TableTranslate } from './tableMessages';
import { TableCellEditor } from './TableCellEditor';
import { TableCellView } from './TableCellView';
import { TABLE_ROW_HEIGHT } from './useTableRows';

export const COLUMN_WIDTH = 168;
export const ROWNUM_WIDTH = 84;

/** A cell's place: its row (with the node seen there) and column. */
export interface CellTarget {
  row: number;
  node: number;
  column: number;
}

/** The cell being edited, with its whole text. */
export interface EditingCell extends CellTarget {
  initial: string;
}

interface TableGridProps {
  scrollRef: RefObject<HTMLDivElement | null>;
  head: ReactNode;
  names: string[];
  items: { index: number; top: number }[];
  rowAt: (index: number) => TableRow | undefined;
  totalHeight: number;
  shown: number;
  isArray: boolean;
  editable: boolean;
  editing: EditingCell | null;
  selected: ReadonlySet<number>;
  onSelect: (row: TableRow, checked: boolean) => void;
  onStartEdit: (target: CellTarget, cell: TableCell) => void;
  onCommit: (target: CellTarget, input: string) => void;
  onCancelEdit: () => void;
  onOpen: (node: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  label: string;
  t: TableTranslate;
}

/** The scrolling grid: sticky header and row numbers, only the rows on screen drawn. */
export function TableGrid(props: TableGridProps) {
  const { names, items, rowAt, editing, selected, editable, isArray, t } = props;
  const width = ROWNUM_WIDTH + names.length * COLUMN_WIDTH;
  return (
    <div
      ref={props.scrollRef}
      className="json-table-scroll"
      role="grid"
      aria-label={props.label}
      aria-rowcount={props.shown + 1}
      aria-colcount={names.length + 1}
      tabIndex={0}
      onKeyDown={props.onKeyDown}
      style={
        {
          '--json-table-col': `${COLUMN_WIDTH}px`,
          '--json-table-rownum': `${ROWNUM_WIDTH}px`,
        } as React.CSSProperties
      }
    >
      <div style={{ width, minWidth: '100%' }}>
        {props.head}
        <div className="json-table-body" style={{ height: props.totalHeight }}>
          {items.map((item) => {
            const row = rowAt(item.index);
            return (
              <div
                key={item.index}
                className={row ? 'json-table-row' : 'json-table-row is-loading'}
                role="row"
                aria-rowindex={item.index + 2}
                style={{ transform: `translateY(${item.top}px)`, height: TABLE_ROW_HEIGHT }}
              >
                {row && (
                  <>
                    <div className="json-table-rownum" role="rowheader">
                      {editable && (
                        <Checkbox
                          checked={selected.has(row.row)}
                          aria-label={t('table.selectRow', { row: row.label })}
                          onChange={(event) => props.onSelect(row, event.target.checked)}
                        />
                      )}
                      {isArray ? row.label : row.row}
                    </div>
                    {row.cells.map((cell, column) => {
                      const target = { row: row.row, node: row.node, column };
                      const isEditing = editing?.row === row.row && editing.column === column;
                      const canEdit = editable && (cell.kind < 0 || cell.kind > NodeKind.Array);
                      return (
                        <div
                          key={column}
                          className={isEditing ? 'json-table-cell is-editing' : 'json-table-cell'}
                          role="gridcell"
                          onDoubleClick={
                            canEdit ? () => props.onStartEdit(target, cell) : undefined
                          }
                        >
                          {isEditing ? (
                            <TableCellEditor
                              initial={editing?.initial ?? cell.text}
                              name={names[column]}
                              onCommit={(input) => props.onCommit(target, input)}
                              onCancel={props.onCancelEdit}
                              t={t}
                            />
                          ) : (
                            <TableCellView
                              cell={cell}
                              name={names[column]}
                              t={t}
                              onOpen={props.onOpen}
                            />
                          )}
                        </div>
                      );
                    })}
                  </>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
