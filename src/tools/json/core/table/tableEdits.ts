import { checkValue, EditError, type EditOp } from '../edit';
import { childCountOf, NodeKind, type TreeIndex } from '../treeIndex';
import { cellRef, type TableData } from './tableModel';

/**
 * An edit the table asks for, in its own terms: rows as indices into table.rows, each with
 * the node the page saw there, so an edit aimed at an older build of the table is refused.
 */
export type TableEditOp =
  /** `input` as typed: a string cell takes it as text, any other as JSON (see valueOfInput). */
  | { kind: 'setCell'; row: number; node: number; column: number; input: string }
  /** A new row at the end: `{}` in an array, `key: {}` in an object. */
  | { kind: 'addRow'; key?: string }
  /** A new member `name: null` in every object row that lacks it. */
  | { kind: 'addColumn'; name: string }
  | { kind: 'deleteRows'; rows: number[]; nodes: number[] };

/**
 * What a typed cell means: a string cell stays a string (the text as typed); another cell
 * takes JSON (a number exactly as typed, true, null, an object…); a missing cell takes JSON
 * when the text is JSON and a string otherwise, so `张三` needs no quotes.
 */
export function valueOfInput(input: string, kind: number): string {
  if (kind === NodeKind.String) return JSON.stringify(input);
  if (kind >= 0) return input;
  try {
    return checkValue(input);
  } catch {
    return JSON.stringify(input);
  }
}

/** The planner's ops for a table edit. */
export function tableEditOps(
  table: TableData,
  index: TreeIndex,
  op: TableEditOp,
): { ops: EditOp[]; count: number } {
  const rows = op.kind === 'setCell' ? [op.row] : op.kind === 'deleteRows' ? op.rows : [];
  const nodes = op.kind === 'setCell' ? [op.node] : op.kind === 'deleteRows' ? op.nodes : [];
  rows.forEach((row, at) => {
    if (table.rows[row] !== nodes[at]) throw new EditError('editNoNode', { node: nodes[at] });
  });
  switch (op.kind) {
    case 'setCell': {
      const spec = table.columns[op.column];
      const ref = cellRef(table, index, op.row, op.column);
      if (ref?.isKey)
        return { ops: [{ kind: 'renameKey', node: ref.node, key: op.input }], count: 1 };
      if (ref) {
        const value = valueOfInput(op.input, index.kind[ref.node]);
        return { ops: [{ kind: 'setValue', node: ref.node, value }], count: 1 };
      }
      const row = table.rows[op.row];
      if (spec?.kind !== 'member' || index.kind[row] !== NodeKind.Object)
        return { ops: [], count: 0 };
      const value = valueOfInput(op.input, -1);
      const at = childCountOf(index, row);
      return { ops: [{ kind: 'insert', parent: row, index: at, key: spec.name, value }], count: 1 };
    }
    case 'addRow':
      return {
        ops: [
          {
            kind: 'insert',
            parent: table.container,
            index: childCountOf(index, table.container),
            key: table.containerKind === 'object' ? (op.key ?? '') : undefined,
            value: '{}',
          },
        ],
        count: 1,
      };
    case 'addColumn': {
      const column = table.columns.findIndex((c) => c.kind === 'member' && c.name === op.name);
      const ops: EditOp[] = [];
      table.rows.forEach((row, at) => {
        if (index.kind[row] !== NodeKind.Object) return;
        if (column >= 0 && cellRef(table, index, at, column)) return;
        const end = childCountOf(index, row);
        ops.push({ kind: 'insert', parent: row, index: end, key: op.name, value: 'null' });
      });
      return { ops, count: ops.length };
    }
    case 'deleteRows':
      return {
        ops: op.rows.map((row) => ({ kind: 'delete', node: table.rows[row] }) as EditOp),
        count: op.rows.length,
      };
  }
}
