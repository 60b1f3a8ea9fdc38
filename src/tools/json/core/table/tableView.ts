import { childCountOf, keyEndOf, NodeKind, type TreeIndex } from '../treeIndex';
import { cellRef, type CellRef, type TableData } from './tableModel';
import { compareDecimals, decimalParts } from './tableNumber';

/** How the page wants the rows: sorted by one column, filtered by any. */
export interface TableViewSpec {
  sort: { column: number; descending: boolean } | null;
  /** Per column: text to contain, or `>10`, `<=3.5`, `=7`, `!=0` for numbers. */
  filters: { column: number; expression: string }[];
}

export type Filter =
  | { kind: 'contains'; needle: string }
  | { kind: 'compare'; op: string; value: NonNullable<ReturnType<typeof decimalParts>> }
  /** A comparison with something that is not a number: the page says so, rows are kept. */
  | { kind: 'invalid'; value: string };

const COMPARISON = /^(>=|<=|!=|>|<|=)\s*(.+)$/;

/** Reads a filter expression (null when empty). */
export function parseFilter(expression: string): Filter | null {
  const trimmed = expression.trim();
  if (!trimmed) return null;
  const match = COMPARISON.exec(trimmed);
  if (!match) return { kind: 'contains', needle: trimmed.toLocaleLowerCase() };
  const value = decimalParts(match[2]);
  if (!value) return { kind: 'invalid', value: match[2] };
  return { kind: 'compare', op: match[1], value };
}

/** A cell's text as the table shows it: strings decoded, everything else as written. */
export function cellText(index: TreeIndex, text: string, ref: CellRef, limit = Infinity): string {
  if (!ref) return '';
  const from = ref.isKey ? index.keyStart[ref.node] : index.start[ref.node];
  const to = ref.isKey ? keyEndOf(index, text, ref.node) : index.end[ref.node];
  const isString = ref.isKey || index.kind[ref.node] === NodeKind.String;
  const raw = text.slice(from, Math.min(to, from + (isString ? limit * 6 + 2 : limit)));
  if (!isString) return raw;
  if (to - from > raw.length) return decodeHead(raw.slice(1), limit);
  return raw.indexOf('\\') < 0 ? raw.slice(1, -1) : (JSON.parse(raw) as string);
}

/** The start of a long string, decoded up to an escape that was cut in half. */
function decodeHead(body: string, limit: number): string {
  for (let cut = body.length; cut > body.length - 6 && cut > 0; cut -= 1) {
    try {
      return (JSON.parse(`"${body.slice(0, cut)}"`) as string).slice(0, limit);
    } catch {
      // An escape sequence was cut: try a shorter head.
    }
  }
  return '';
}

function kindOf(index: TreeIndex, ref: CellRef): number {
  if (!ref) return -1;
  return ref.isKey ? NodeKind.String : index.kind[ref.node];
}

function matches(filter: Filter, index: TreeIndex, text: string, ref: CellRef): boolean {
  if (filter.kind === 'invalid') return true;
  if (!ref) return false;
  if (filter.kind === 'contains')
    return cellText(index, text, ref).toLocaleLowerCase().includes(filter.needle);
  if (kindOf(index, ref) !== NodeKind.Number) return false;
  const value = decimalParts(text.slice(index.start[ref.node], index.end[ref.node]));
  if (!value) return false;
  const order = compareDecimals(value, filter.value);
  switch (filter.op) {
    case '>':
      return order > 0;
    case '>=':
      return order >= 0;
    case '<':
      return order < 0;
    case '<=':
      return order <= 0;
    case '=':
      return order === 0;
    default:
      return order !== 0;
  }
}

/** Mixed columns sort numbers, then strings, booleans, objects, arrays, null; missing last. */
const KIND_RANK: Record<number, number> = {
  [NodeKind.Number]: 0,
  [NodeKind.String]: 1,
  [NodeKind.False]: 2,
  [NodeKind.True]: 3,
  [NodeKind.Object]: 4,
  [NodeKind.Array]: 5,
  [NodeKind.Null]: 6,
};

const collator = new Intl.Collator('zh-CN', { numeric: true });

/** Row numbers (indices into table.rows) filtered then sorted; ties keep document order. */
export function viewOrder(
  table: TableData,
  index: TreeIndex,
  text: string,
  spec: TableViewSpec,
): Int32Array {
  const filters = spec.filters
    .map(({ column, expression }) => ({ column, filter: parseFilter(expression) }))
    .filter((f) => f.filter !== null && f.column >= 0 && f.column < table.columns.length);
  const kept: number[] = [];
  for (let row = 0; row < table.rows.length; row += 1) {
    if (
      filters.every(({ column, filter }) =>
        matches(filter as Filter, index, text, cellRef(table, index, row, column)),
      )
    )
      kept.push(row);
  }
  const sort = spec.sort;
  if (!sort || sort.column < 0 || sort.column >= table.columns.length) return Int32Array.from(kept);
  const keys = kept.map((row) => sortKeyOf(table, index, text, row, sort.column));
  const positions = kept.map((_, i) => i);
  const direction = sort.descending ? -1 : 1;
  positions.sort((a, b) => {
    const left = keys[a];
    const right = keys[b];
    // The kinds keep their order both ways (null and missing stay last); values within one
    // kind are what the direction turns round.
    if (left.rank !== right.rank) {
      if (left.rank < 0 || right.rank < 0) return left.rank < 0 ? 1 : -1;
      return left.rank - right.rank;
    }
    return direction * compareSame(left, right) || a - b;
  });
  return Int32Array.from(positions, (i) => kept[i]);
}

interface SortKey {
  rank: number;
  number?: ReturnType<typeof decimalParts>;
  string?: string;
  node: number;
}

function sortKeyOf(
  table: TableData,
  index: TreeIndex,
  text: string,
  row: number,
  column: number,
): SortKey {
  const ref = cellRef(table, index, row, column);
  if (!ref) return { rank: -1, node: -1 };
  const kind = kindOf(index, ref);
  const key: SortKey = { rank: KIND_RANK[kind], node: ref.node };
  if (kind === NodeKind.Number)
    key.number = decimalParts(text.slice(index.start[ref.node], index.end[ref.node]));
  else if (kind === NodeKind.String) key.string = cellText(index, text, ref);
  else if (kind <= NodeKind.Array) key.string = String(childCountOf(index, ref.node));
  return key;
}

function compareSame(left: SortKey, right: SortKey): number {
  if (left.number && right.number) return compareDecimals(left.number, right.number);
  if (left.rank <= 1) return collator.compare(left.string ?? '', right.string ?? '');
  if (left.rank === 4 || left.rank === 5) return Number(left.string) - Number(right.string);
  return 0;
}
