import { childCountOf, NodeKind, nodeKey, nodePath, type TreeIndex } from '../treeIndex';

/** A container of the document that reads as a table: an array or object holding objects. */
export interface TableCandidate {
  id: number;
  path: string;
  kind: 'array' | 'object';
  rows: number;
}

/** A column: a member key, the row's own key (objects of objects) or the value of a non-object row. */
export type TableColumn = { kind: 'key' } | { kind: 'member'; name: string } | { kind: 'value' };

/** The rows and columns of one container, as node ids into the document's index. */
export interface TableData {
  container: number;
  containerKind: 'array' | 'object';
  /** The row nodes (the container's children) in document order. */
  rows: Int32Array;
  columns: TableColumn[];
  /** Member columns are columns[memberOffset ...]; the node of row r, member column c, or -1. */
  memberOffset: number;
  memberCount: number;
  cells: Int32Array;
  /** Member keys beyond MAX_COLUMNS, left out (said on the page). */
  droppedColumns: number;
}

/** More columns than this would be unreadable and cost rows × columns memory. */
export const MAX_COLUMNS = 300;
const MAX_CANDIDATES = 100;

/** The children of a container, in order (each subtree skipped in one jump). */
export function childrenOf(index: TreeIndex, id: number): number[] {
  const children: number[] = [];
  for (let child = id + 1; child < index.subtreeEnd[id]; child = index.subtreeEnd[child])
    children.push(child);
  return children;
}

/**
 * Containers in which at least half the children (and at least one) are objects, the
 * biggest first: what the path picker offers.
 */
export function findTableCandidates(index: TreeIndex, text: string): TableCandidate[] {
  const objectChildren = new Int32Array(index.count);
  for (let id = 1; id < index.count; id += 1) {
    if (index.kind[id] === NodeKind.Object) objectChildren[index.parent[id]] += 1;
  }
  const found: number[] = [];
  const counts = new Map<number, number>();
  for (let id = 0; id < index.count; id += 1) {
    const objects = objectChildren[id];
    if (objects === 0) continue;
    const count = childCountOf(index, id);
    if (objects * 2 >= count) {
      found.push(id);
      counts.set(id, count);
    }
  }
  found.sort((a, b) => counts.get(b)! - counts.get(a)! || a - b);
  return found.slice(0, MAX_CANDIDATES).map((id) => ({
    id,
    path: nodePath(index, text, id),
    kind: index.kind[id] === NodeKind.Array ? 'array' : 'object',
    rows: counts.get(id)!,
  }));
}

/** The table shown first: the root when it is a table, else the biggest candidate. */
export function defaultTable(index: TreeIndex, candidates: TableCandidate[]): number {
  if (candidates.some((candidate) => candidate.id === 0)) return 0;
  if (candidates.length > 0) return candidates[0].id;
  return index.count > 0 && index.kind[0] <= NodeKind.Array ? 0 : -1;
}

/** Splits a path as nodePath writes it (`$.a['b c'][3]`) into steps; null when it is not one. */
export function parsePath(path: string): (string | number)[] | null {
  if (!path.startsWith('$')) return null;
  const steps: (string | number)[] = [];
  const step = /\.([\p{L}_$][\p{L}\p{N}_$]*)|\[(\d+)\]|\['((?:[^'\\]|\\.)*)'\]/uy;
  step.lastIndex = 1;
  while (step.lastIndex < path.length) {
    const match = step.exec(path);
    if (!match) return null;
    if (match[1] !== undefined) steps.push(match[1]);
    else if (match[2] !== undefined) steps.push(Number(match[2]));
    else steps.push(match[3].replace(/\\(.)/g, '$1'));
  }
  return steps;
}

/** The node a path leads to (the last member of a repeated key), or -1. */
export function resolvePath(index: TreeIndex, text: string, path: string): number {
  const steps = parsePath(path);
  if (!steps || index.count === 0) return -1;
  let node = 0;
  for (const stepValue of steps) {
    let next = -1;
    for (const child of childrenOf(index, node)) {
      const matches =
        typeof stepValue === 'number'
          ? index.kind[node] === NodeKind.Array && index.indexInParent[child] === stepValue
          : index.kind[node] === NodeKind.Object && nodeKey(index, text, child) === stepValue;
      if (matches) next = child;
    }
    if (next < 0) return -1;
    node = next;
  }
  return node;
}

/**
 * Lays a container out as a table: one row per child, the union of the objects' keys as
 * columns in first-seen order (a repeated key shows its last value, as JSON.parse would).
 */
export function buildTable(index: TreeIndex, text: string, container: number): TableData {
  const rows = Int32Array.from(childrenOf(index, container));
  const containerKind = index.kind[container] === NodeKind.Object ? 'object' : 'array';
  const columnOf = new Map<string, number>();
  const names: string[] = [];
  let droppedColumns = 0;
  let hasValueRows = false;
  const memberLists: [number, number][][] = [];
  for (const row of rows) {
    const members: [number, number][] = [];
    if (index.kind[row] !== NodeKind.Object) hasValueRows = true;
    else
      for (const child of childrenOf(index, row)) {
        const key = nodeKey(index, text, child) ?? '';
        let column = columnOf.get(key);
        if (column === undefined) {
          if (names.length >= MAX_COLUMNS) {
            droppedColumns += 1;
            columnOf.set(key, -1);
            continue;
          }
          column = names.length;
          columnOf.set(key, column);
          names.push(key);
        }
        if (column >= 0) members.push([column, child]);
      }
    memberLists.push(members);
  }
  const memberCount = names.length;
  const cells = new Int32Array(rows.length * memberCount).fill(-1);
  memberLists.forEach((members, r) => {
    for (const [column, child] of members) cells[r * memberCount + column] = child;
  });
  const columns: TableColumn[] = [];
  if (containerKind === 'object') columns.push({ kind: 'key' });
  const memberOffset = columns.length;
  for (const name of names) columns.push({ kind: 'member', name });
  if (hasValueRows) columns.push({ kind: 'value' });
  return {
    container,
    containerKind,
    rows,
    columns,
    memberOffset,
    memberCount,
    cells,
    droppedColumns,
  };
}

/** What a cell points at: a node, a key span (the key column), or nothing (missing). */
export type CellRef = { node: number; isKey: boolean } | null;

export function cellRef(table: TableData, index: TreeIndex, row: number, column: number): CellRef {
  const spec = table.columns[column];
  const node = table.rows[row];
  if (spec.kind === 'key') return { node, isKey: true };
  if (spec.kind === 'value')
    return index.kind[node] === NodeKind.Object ? null : { node, isKey: false };
  if (index.kind[node] !== NodeKind.Object) return null;
  const cell = table.cells[row * table.memberCount + column - table.memberOffset];
  return cell >= 0 ? { node: cell, isKey: false } : null;
}
