import { formatJson } from '../api';
import { planEdits } from '../edit';
import type { TextEdit } from '../textEdit';
import { tableEditOps, type TableEditOp } from './tableEdits';
import { childCountOf, NodeKind, nodeKey, nodePath, type TreeIndex } from '../treeIndex';
import {
  buildTable,
  cellRef,
  defaultTable,
  findTableCandidates,
  resolvePath,
  type TableCandidate,
  type TableColumn,
  type TableData,
} from './tableModel';
import { cellText, viewOrder, type TableViewSpec } from './tableView';

/** One cell as the page draws it. `kind` -1: the row has no such member (unlike null). */
export interface TableCell {
  kind: number;
  /** The value's text, cut at CELL_CHARS; a container's member or item count instead. */
  text: string;
  node: number;
  count: number;
}

export interface TableRow {
  /** Index into the table's rows (document order), stable across sorting and filtering. */
  row: number;
  /** The array index or the member key. */
  label: string;
  node: number;
  cells: TableCell[];
}

/** What the page needs after a table was opened or its view changed. */
export interface TableShape {
  path: string;
  /** The node of the container shown, -1 when the document holds no array or object. */
  container: number;
  containerKind: 'array' | 'object';
  columns: TableColumn[];
  droppedColumns: number;
  total: number;
  shown: number;
  /** The path asked for no longer leads to a container (after an edit): the default is shown. */
  fellBack: boolean;
}

/** A cell's text beyond this is cut (the editor fetches it whole). */
export const CELL_CHARS = 200;
/** Above this a value is handed over as written rather than re-indented. */
const FORMAT_LIMIT = 2 * 1024 * 1024;

/** The table view of one document, kept in the worker; the page asks for the rows it shows. */
export class TableSession {
  readonly candidates: TableCandidate[];
  private table: TableData | null = null;
  private order: Int32Array = new Int32Array(0);

  constructor(
    readonly text: string,
    readonly index: TreeIndex,
  ) {
    this.candidates = findTableCandidates(index, text);
  }

  /** Shows the container at `path` ('' or not found: the default), filtered and sorted. */
  open(path: string, spec: TableViewSpec): TableShape {
    const { index, text } = this;
    let container = path ? resolvePath(index, text, path) : -1;
    const fellBack = path !== '' && (container < 0 || index.kind[container] > NodeKind.Array);
    if (fellBack || container < 0) container = defaultTable(index, this.candidates);
    if (container < 0) {
      this.table = null;
      this.order = new Int32Array(0);
      return {
        path: '$',
        container,
        containerKind: 'array',
        columns: [],
        droppedColumns: 0,
        total: 0,
        shown: 0,
        fellBack,
      };
    }
    if (this.table?.container !== container) this.table = buildTable(index, text, container);
    const table = this.table;
    this.order = viewOrder(table, index, text, spec);
    return {
      path: nodePath(index, text, container),
      container,
      containerKind: table.containerKind,
      columns: table.columns,
      droppedColumns: table.droppedColumns,
      total: table.rows.length,
      shown: this.order.length,
      fellBack,
    };
  }

  /** Rows `from` to `to` (exclusive) of the filtered, sorted view. */
  rowsBetween(from: number, to: number): TableRow[] {
    const { table, index, text } = this;
    if (!table) return [];
    const result: TableRow[] = [];
    const last = Math.min(to, this.order.length);
    for (let at = Math.max(0, from); at < last; at += 1) {
      const row = this.order[at];
      const node = table.rows[row];
      const cells: TableCell[] = table.columns.map((_, column) => {
        const ref = cellRef(table, index, row, column);
        if (!ref) return { kind: -1, text: '', node: -1, count: 0 };
        const kind = ref.isKey ? NodeKind.String : index.kind[ref.node];
        const isContainer = !ref.isKey && kind <= NodeKind.Array;
        return {
          kind,
          // Keys whole (they are short and edited in place); values cut for the screen.
          text: isContainer ? '' : cellText(index, text, ref, ref.isKey ? Infinity : CELL_CHARS),
          node: ref.node,
          count: isContainer ? childCountOf(index, ref.node) : 0,
        };
      });
      const label =
        table.containerKind === 'object'
          ? (nodeKey(index, text, node) ?? '')
          : String(index.indexInParent[node]);
      result.push({ row, label, node, cells });
    }
    return result;
  }

  /** Every shown row's cells (filtered, sorted), for export. */
  *viewCells(): Generator<{ kind: number; raw: string; text: string }[]> {
    const { table, index, text } = this;
    if (!table) return;
    for (const row of this.order)
      yield table.columns.map((_, column) => {
        const ref = cellRef(table, index, row, column);
        if (!ref) return { kind: -1, raw: '', text: '' };
        const kind = ref.isKey ? NodeKind.String : index.kind[ref.node];
        const raw = ref.isKey ? '' : text.slice(index.start[ref.node], index.end[ref.node]);
        return { kind, raw, text: kind === NodeKind.String ? cellText(index, text, ref) : raw };
      });
  }

  /**
   * The text edits for a table edit, planned on this session's text (rows as the table the
   * page was shown). Throws EditError when the planner refuses; `count` is what it touches.
   */
  plan(op: TableEditOp): { edits: TextEdit[]; count: number } {
    if (!this.table) return { edits: [], count: 0 };
    const { ops, count } = tableEditOps(this.table, this.index, op);
    return { edits: ops.length ? planEdits(this.text, this.index, ops) : [], count };
  }

  path(node: number): string {
    return nodePath(this.index, this.text, node);
  }

  /** A value in full: a string's text, a number as written, a container indented. */
  value(node: number): string {
    const raw = this.text.slice(this.index.start[node], this.index.end[node]);
    const kind = this.index.kind[node];
    if (kind === NodeKind.String) return JSON.parse(raw) as string;
    if (kind > NodeKind.Array || raw.length > FORMAT_LIMIT) return raw;
    try {
      return formatJson(raw, { indent: 2, lenient: true });
    } catch {
      return raw;
    }
  }
}
