import { JsonObject, type JsonValue } from '../tree';

/** A column's place in a row: `a.b` is `a` -> `b`, unless a part is empty (then one flat key). */
export function columnPath(column: string): string[] {
  const parts = column.split('.');
  return parts.length > 1 && parts.every(Boolean) ? parts : [column];
}

export const isEmptyCell = (cell: JsonValue | undefined) =>
  cell === undefined || cell === null || cell === '';

/**
 * One row -> an object: `a.b` columns nest. An empty cell says nothing, so it is left out where
 * it would stand in the way of another column: `a` when the header has `a.b` too, and `a.b`
 * when this row's `a` holds a value (rows of mixed shapes keep each row's own shape). A filled
 * cell under a plain value is kept flat, under its whole column name.
 */
export function unflatten(header: string[], cells: JsonValue[]): JsonObject {
  const paths = header.map(columnPath);
  const groups = new Set<string>();
  for (const path of paths)
    for (let n = 1; n < path.length; n += 1) groups.add(path.slice(0, n).join('\u0000'));
  const filled = new Set<string>();
  paths.forEach((path, i) => {
    if (!isEmptyCell(cells[i])) filled.add(path.join('\u0000'));
  });
  const root = new JsonObject();
  header.forEach((column, index) => {
    const cell = cells[index] ?? null;
    const path = paths[index];
    if (isEmptyCell(cell)) {
      if (groups.has(path.join('\u0000'))) return;
      for (let n = 1; n < path.length; n += 1)
        if (filled.has(path.slice(0, n).join('\u0000'))) return;
    }
    let target = root;
    for (const part of path.slice(0, -1)) {
      const existing = target.get(part);
      if (existing instanceof JsonObject) target = existing;
      else if (existing === undefined) {
        const child = new JsonObject();
        target.entries.push([part, child]);
        target = child;
      } else {
        root.entries.push([column, cell]);
        return;
      }
    }
    target.entries.push([path[path.length - 1], cell]);
  });
  return root;
}
