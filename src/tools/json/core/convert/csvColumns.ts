import { JsonObject, type JsonValue } from '../tree';

/** A column's place in a row: `a.b` is `a` -> `b`, unless a part is empty (then one flat key). */
function columnPath(column: string): string[] {
  const parts = column.split('.');
  return parts.length > 1 && parts.every(Boolean) ? parts : [column];
}

const isEmptyCell = (cell: JsonValue | undefined) =>
  cell === undefined || cell === null || cell === '';

/**
 * One row -> an object: `a.b` columns nest. An empty cell says nothing, so it is left out where
 * it would stand in the way of another column: `a` when the header has `a.b` too, and `a.b`
 * when this row's `a` holds a value (rows of mixed shapes keep each row's own shape). A filled
 * cell under a plain value is kept flat, under its whole column name.
 */
export function rowReader(header: string[]): (cells: JsonValue[]) => JsonObject {
  const paths = header.map(columnPath);
  const ids = paths.map((path) => path.join('\u0000'));
  // Each column's enclosing groups (`a` for `a.b.c`, then `a.b`), as ids.
  const prefixes = paths.map((path) =>
    path.slice(1).map((_, n) => path.slice(0, n + 1).join('\u0000')),
  );
  const groups = new Set(prefixes.flat());
  return (cells) => {
    const filled = new Set<string>();
    ids.forEach((id, i) => {
      if (!isEmptyCell(cells[i])) filled.add(id);
    });
    return placeCells(header, paths, cells, (index) => {
      if (!isEmptyCell(cells[index])) return true;
      return !groups.has(ids[index]) && !prefixes[index].some((id) => filled.has(id));
    });
  };
}

function placeCells(
  header: string[],
  paths: string[][],
  cells: JsonValue[],
  placed: (index: number) => boolean,
): JsonObject {
  const root = new JsonObject();
  header.forEach((column, index) => {
    const cell = cells[index] ?? null;
    const path = paths[index];
    if (!placed(index)) return;
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
