import { App as AntdApp, Alert, Button, Empty, Space, Typography } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useMessages } from '../../../../app/i18n/LanguageContext';
import { downloadBlob } from '../../../../app/ui/download';
import { parseFilter, type TableViewSpec } from '../../core/table/tableView';
import type { JsonTranslate } from '../../messages';
import type { TableBuild } from '../../tabResults';
import type { TableClient } from '../../worker/tableClient';
import { CELL_CHARS, type TableCell, type TableRow } from '../../core/table/tableSession';
import type { CodeEditorHandle } from '../CodeEditor';
import { TableGrid, type CellTarget, type EditingCell } from './TableGrid';
import { TableHead } from './TableHead';
import { TableNameDialog } from './TableNameDialog';
import { TableToolbar } from './TableToolbar';
import { TableValueDialog } from './TableValueDialog';
import type { TableViewState } from './useTableBuild';
import { tableMessages } from './tableMessages';
import { NOT_EDITABLE, useTableEditing } from './useTableEditing';
import { useTableRows } from './useTableRows';
import './table.css';

const FILTER_DELAY_MS = 300;

interface TableViewProps {
  initial: TableBuild;
  client: TableClient;
  /** The view the user chose, kept by the workbench across rebuilds and tab switches. */
  view: RefObject<TableViewState>;
  /** The input editor: table edits go through its history. */
  editorRef: RefObject<CodeEditorHandle | null>;
  /** Builds the table of `text` now (when an edit comes before the table caught up). */
  rebuild: (text: string) => Promise<void>;
  /** The JSON screen's words (the table's own come with it: tableMessages). */
  t: JsonTranslate;
}

/**
 * An array (or object) of objects as a virtualised table: pick or drill into the table, sort
 * and filter by column, open nested values, export what is shown. The rows stay in the worker.
 */
export function TableView(props: TableViewProps) {
  const { initial, client, view, editorRef, rebuild } = props;
  const t = useMessages(tableMessages);
  const { message } = AntdApp.useApp();
  const table = useTableRows(initial, client);
  const editing = useTableEditing(client, editorRef, rebuild, t, props.t);
  const [editingCell, setEditingCell] = useState<EditingCell | null>(null);
  const [selected, setSelected] = useState<Map<number, number>>(() => new Map());
  const [asking, setAsking] = useState<'row' | 'column' | null>(null);
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
  // Row numbers of an older build mean other rows now.
  useEffect(() => setSelected(new Map()), [initial]);

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
    setSelected(new Map());
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

  const startEdit = async (target: CellTarget, cell: TableCell) => {
    if (!editing.editable()) {
      message.warning(t('table.notEditable', NOT_EDITABLE));
      return;
    }
    let text = cell.text;
    const isKey = shape.columns[target.column]?.kind === 'key';
    if (!isKey && cell.kind >= 0 && text.length >= CELL_CHARS) {
      const whole = await client.value(cell.node);
      if (!whole) return;
      text = whole.text;
    }
    setEditingCell({ ...target, initial: text });
  };

  const commit = (target: CellTarget, input: string) => {
    setEditingCell(null);
    void editing.edit({ kind: 'setCell', ...target, input }, () => t('table.cellEdited'));
  };

  const addNamed = (name: string) => {
    const what = asking;
    setAsking(null);
    if (what === 'row') void editing.edit({ kind: 'addRow', key: name }, () => t('table.rowAdded'));
    else if (what === 'column')
      void editing.edit({ kind: 'addColumn', name }, (count) => t('table.columnAdded', { count }));
  };

  const addRow = () => {
    if (shape.containerKind === 'object') setAsking('row');
    else void editing.edit({ kind: 'addRow' }, () => t('table.rowAdded'));
  };

  const deleteSelected = () => {
    const rows = [...selected.keys()];
    const nodes = rows.map((row) => selected.get(row) as number);
    void editing
      .edit({ kind: 'deleteRows', rows, nodes }, (count) => t('table.rowsDeleted', { count }))
      .then((done) => done && setSelected(new Map()));
  };

  const select = (row: TableRow, checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (checked) next.set(row.row, row.node);
      else next.delete(row.row);
      return next;
    });

  /** Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y) in the table step the editor's shared history. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('input, textarea')) return;
    if (!(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    const redo = key === 'y' || (key === 'z' && event.shiftKey);
    if (key !== 'z' && key !== 'y') return;
    event.preventDefault();
    if (redo) editing.redo();
    else editing.undo();
  };

  if (shape.container < 0) return <Empty description={t('table.noTable')} />;
  const invalidColumn = [...invalid][0];
  const editable = editing.editable();

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
      <div className="json-table-edits">
        <Space size={4} wrap>
          <Button size="small" onClick={addRow} disabled={!editable}>
            {t('table.addRow')}
          </Button>
          <Button size="small" onClick={() => setAsking('column')} disabled={!editable}>
            {t('table.addColumn')}
          </Button>
          <Button
            size="small"
            danger
            onClick={deleteSelected}
            disabled={!editable || selected.size === 0}
          >
            {t('table.deleteRows', { count: selected.size })}
          </Button>
        </Space>
        <Typography.Text type="secondary" className="json-table-hint">
          {editable ? t('table.editHint') : t('table.notEditable', NOT_EDITABLE)}
        </Typography.Text>
      </div>
      <TableGrid
        scrollRef={table.scrollRef}
        head={
          <TableHead
            names={names}
            spec={spec}
            filters={typed}
            invalid={invalid}
            onSort={sortBy}
            onFilter={filterBy}
            t={t}
          />
        }
        names={names}
        items={table.items}
        rowAt={table.rowAt}
        totalHeight={table.totalHeight}
        shown={shape.shown}
        isArray={shape.containerKind === 'array'}
        editable={editable}
        editing={editingCell}
        selected={new Set(selected.keys())}
        onSelect={select}
        onStartEdit={(target, cell) => void startEdit(target, cell)}
        onCommit={commit}
        onCancelEdit={() => setEditingCell(null)}
        onOpen={(node) => void openValue(node)}
        onKeyDown={onKeyDown}
        label={t('table.label')}
        t={t}
      />
      <TableNameDialog
        title={
          asking === 'row'
            ? t('table.newRowKey')
            : asking === 'column'
              ? t('table.newColumn')
              : null
        }
        onOk={addNamed}
        onCancel={() => setAsking(null)}
        t={t}
      />
      <TableValueDialog
        value={shown}
        onClose={() => setShown(null)}
        onOpenAsTable={openPath}
        t={t}
      />
    </div>
  );
}
