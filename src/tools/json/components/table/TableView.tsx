import { App as AntdApp, Alert, Empty } from 'antd';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { downloadBlob } from '../../../../app/ui/download';
import { parseFilter, type TableViewSpec } from '../../core/table/tableView';
import type { JsonTranslate } from '../../messages';
import type { TableBuild } from '../../tabResults';
import type { TableClient } from '../../worker/tableClient';
import { TableCellView } from './TableCellView';
import { TableHead } from './TableHead';
import { TableToolbar } from './TableToolbar';
import { TableValueDialog } from './TableValueDialog';
import type { TableViewState } from './useTableBuild';
import { TABLE_ROW_HEIGHT, useTableRows } from './useTableRows';
import './table.css';

const FILTER_DELAY_MS = 300;
const COLUMN_WIDTH = 168;
const ROWNUM_WIDTH = 72;

interface TableViewProps {
  initial: TableBuild;
  client: TableClient;
  /** The view the user chose, kept by the workbench across rebuilds and tab switches. */
  view: RefObject<TableViewState>;
  t: JsonTranslate;
}

/**
 * An array (or object) of objects as a virtualised table: pick or drill into the table, sort
 * and filter by column, open nested values, export what is shown. The rows stay in the worker.
 */
export function TableView({ initial, client, view, t }: TableViewProps) {
  const { message } = AntdApp.useApp();
  const table = useTableRows(initial, client);
  const { shape } = table;
  const [spec, setSpec] = useState<TableViewSpec>(view.current.spec);
  const [typed, setTyped] = useState<Record<number, string>>(() =>
    Object.fromEntries(spec.filters.map((f) => [f.column, f.expression])),
  );
  const [bom, setBom] = useState(true);
  const [shown, setShown] = useState<{ path: string; text: string; container: boolean } | null>(
    null,
  );
  const filterTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(filterTimer.current), []);

  const names = shape.columns.map((column) =>
    column.kind === 'member'
      ? column.name
      : t(column.kind === 'key' ? 'table.keyColumn' : 'table.valueColumn'),
  );
  const invalid = new Set(
    Object.entries(typed)
      .filter(([, expression]) => parseFilter(expression)?.kind === 'invalid')
      .map(([column]) => Number(column)),
  );

  const apply = (next: TableViewState, scrollTop: boolean) => {
    view.current = next;
    setSpec(next.spec);
    void table.open(next, scrollTop);
  };

  const openPath = (path: string) => {
    setTyped({});
    setShown(null);
    apply({ path, spec: { sort: null, filters: [] } }, true);
  };

  const sortBy = (column: number) => {
    const current = spec.sort?.column === column ? spec.sort : null;
    const sort = !current
      ? { column, descending: false }
      : current.descending
        ? null
        : { column, descending: true };
    apply({ path: shape.path, spec: { ...spec, sort } }, true);
  };

  const filterBy = (column: number, expression: string) => {
    const nextTyped = { ...typed, [column]: expression };
    setTyped(nextTyped);
    window.clearTimeout(filterTimer.current);
    filterTimer.current = window.setTimeout(() => {
      const filters = Object.entries(nextTyped)
        .filter(([, text]) => text.trim() !== '')
        .map(([at, text]) => ({ column: Number(at), expression: text }));
      apply({ path: shape.path, spec: { ...spec, filters } }, true);
    }, FILTER_DELAY_MS);
  };

  const openValue = async (node: number) => {
    const value = await client.value(node);
    if (!value) return;
    const container = value.text.startsWith('{') || value.text.startsWith('[');
    setShown({ ...value, container });
  };

  const exportAs = async (format: 'csv' | 'xlsx') => {
    const result = await client.export({
      format,
      path: shape.path,
      spec,
      bom,
      headings: { key: t('table.keyColumn'), value: t('table.valueColumn') },
    });
    if (!result) return;
    const name = `table.${format}`;
    downloadBlob(name, result.blob);
    message.success(
      result.numbersAsText
        ? t('table.exportedAsText', { name, rows: result.rows, count: result.numbersAsText })
        : t('table.exported', { name, rows: result.rows }),
    );
  };

  if (shape.container < 0) return <Empty description={t('table.noTable')} />;
  const width = ROWNUM_WIDTH + names.length * COLUMN_WIDTH;
  const invalidColumn = [...invalid][0];

  return (
    <div className="json-table">
      <TableToolbar
        candidates={initial.candidates}
        path={shape.path}
        shown={shape.shown}
        total={shape.total}
        bom={bom}
        onBom={setBom}
        onPath={openPath}
        onExport={(format) => void exportAs(format)}
        t={t}
      />
      {shape.fellBack && (
        <Alert type="info" showIcon title={t('table.fellBack', { path: view.current.path })} />
      )}
      {shape.droppedColumns > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('table.droppedColumns', { shown: names.length, count: shape.droppedColumns })}
        />
      )}
      {invalidColumn !== undefined && (
        <Alert
          type="warning"
          showIcon
          title={t('table.filterNotNumber', {
            value: (parseFilter(typed[invalidColumn]) as { value: string }).value,
          })}
        />
      )}
      <div
        ref={table.scrollRef}
        className="json-table-scroll"
        role="grid"
        aria-label={t('table.label')}
        aria-rowcount={shape.shown + 1}
        aria-colcount={names.length + 1}
        tabIndex={0}
        style={
          {
            '--json-table-col': `${COLUMN_WIDTH}px`,
            '--json-table-rownum': `${ROWNUM_WIDTH}px`,
          } as React.CSSProperties
        }
      >
        <div style={{ width, minWidth: '100%' }}>
          <TableHead
            names={names}
            spec={spec}
            filters={typed}
            invalid={invalid}
            onSort={sortBy}
            onFilter={filterBy}
            t={t}
          />
          <div className="json-table-body" style={{ height: table.totalHeight }}>
            {table.items.map((item) => {
              const row = table.rowAt(item.index);
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
                        {shape.containerKind === 'array' ? row.label : row.row}
                      </div>
                      {row.cells.map((cell, column) => (
                        <div key={column} className="json-table-cell" role="gridcell">
                          <TableCellView
                            cell={cell}
                            name={names[column]}
                            t={t}
                            onOpen={(node) => void openValue(node)}
                          />
                        </div>
                      ))}
                    </>
                  )}
                </div>
              );
            })}
          </div>
        </div>
      </div>
      <TableValueDialog
        value={shown}
        onClose={() => setShown(null)}
        onOpenAsTable={openPath}
        t={t}
      />
    </div>
  );
}
