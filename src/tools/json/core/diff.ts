import { diffArrays } from 'diff';
import { alignArrays } from './arrayAlignment';
import { canonicalNumber } from './canonicalNumber';
import { childPath } from './queryView';
import { JsonNumber, JsonObject, stringifyTree, typeOf, type JsonValue } from './tree';

export { canonicalNumber } from './canonicalNumber';

export type DiffKind = 'added' | 'removed' | 'changed' | 'moved';

export interface DiffEntry {
  kind: DiffKind;
  /** JSONPath of the member in the new document (in the old one for `removed`). */
  path: string;
  /** `moved`: where it was in the old document. */
  fromPath?: string;
  /** `moved` within one object or array: its place among its siblings, before and after. */
  position?: { before: number; after: number };
  /** Minified JSON of the old value, numbers as written (absent for `added`). */
  before?: string;
  /** Minified JSON of the new value, numbers as written (absent for `removed`). */
  after?: string;
  /** `changed` numbers equal in value and only written differently (`1.0` and `1`). */
  numericEqual?: boolean;
}

export interface DiffOptions {
  /** Align arrays of objects by this member (e.g. `id`) when every element has a distinct one. */
  idKey?: string;
  /** Stop after this many entries. */
  limit?: number;
}

const show = (v: JsonValue) => stringifyTree(v);

/** Members by key, the last of duplicates winning, in written order of first appearance. */
function membersOf(object: JsonObject): Map<string, JsonValue> {
  const map = new Map<string, JsonValue>();
  for (const [key, value] of object.entries) map.set(key, value);
  return map;
}

function isNonEmptyContainer(value: JsonValue): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return value instanceof JsonObject && value.entries.length > 0;
}

/** A removed or added value waiting to be matched with its counterpart elsewhere. */
interface Loose {
  entry: DiffEntry;
  text: string;
  /** The parent's path and the member's name ('' for array elements). */
  parent: string;
  name: string;
  value: JsonValue;
}

/** Common keys whose order changed: those outside the longest common order. */
function reorderedKeys(oldKeys: string[], newKeys: string[]): Set<string> {
  const inNew = new Set(newKeys);
  const common = new Set(oldKeys.filter((key) => inNew.has(key)));
  const parts = diffArrays(
    oldKeys.filter((key) => common.has(key)),
    newKeys.filter((key) => common.has(key)),
  );
  const moved = new Set<string>();
  for (const part of parts) if (part.added) for (const key of part.value) moved.add(key);
  return moved;
}

/**
 * Structural diff. Objects by key (in the new document's order, removed keys after); a key
 * whose place among its siblings changed is `moved`. Arrays are aligned by their longest
 * common subsequence (or by `idKey`), so one inserted element is one addition. A value
 * removed in one place and added in another is one `moved` entry. Numbers compare as written:
 * `1.0` and `1` differ, flagged `numericEqual`. Iterative (any depth).
 */
export function diffJson(
  before: JsonValue,
  after: JsonValue,
  options: DiffOptions = {},
): DiffEntry[] {
  const limit = options.limit ?? 100_000;
  const result: DiffEntry[] = [];
  const loose: { removed: Loose[]; added: Loose[] } = { removed: [], added: [] };
  const looseEntry = (
    side: 'removed' | 'added',
    value: JsonValue,
    parent: string,
    name: string,
    path: string,
  ) => {
    const text = show(value);
    const entry: DiffEntry =
      side === 'removed'
        ? { kind: 'removed', path, before: text }
        : { kind: 'added', path, after: text };
    result.push(entry);
    loose[side].push({ entry, text, parent, name, value });
  };
  const todo: [JsonValue, JsonValue, string, string][] = [[before, after, '$', '$']];
  while (todo.length > 0 && result.length < limit) {
    const [a, b, path, oldPath] = todo.pop()!;
    if (typeOf(a) !== typeOf(b)) {
      result.push({ kind: 'changed', path, before: show(a), after: show(b) });
    } else if (a instanceof JsonObject && b instanceof JsonObject) {
      const left = membersOf(a);
      const right = membersOf(b);
      const oldKeys = [...left.keys()];
      const newKeys = [...right.keys()];
      const moved = reorderedKeys(oldKeys, newKeys);
      const placeOf = (keys: string[]) =>
        moved.size > 0 ? new Map(keys.map((key, i) => [key, i])) : new Map<string, number>();
      const oldPlaces = placeOf(oldKeys);
      const newPlaces = placeOf(newKeys);
      const next: [JsonValue, JsonValue, string, string][] = [];
      for (const [key, value] of right) {
        const p = childPath(path, key);
        if (!left.has(key)) looseEntry('added', value, path, key, p);
        else {
          if (moved.has(key))
            result.push({
              kind: 'moved',
              path: p,
              fromPath: childPath(oldPath, key),
              position: { before: oldPlaces.get(key)!, after: newPlaces.get(key)! },
              before: show(left.get(key)!),
              after: show(value),
            });
          next.push([left.get(key)!, value, p, childPath(oldPath, key)]);
        }
      }
      for (const [key, value] of left)
        if (!right.has(key)) looseEntry('removed', value, oldPath, key, childPath(oldPath, key));
      for (let i = next.length - 1; i >= 0; i -= 1) todo.push(next[i]);
    } else if (Array.isArray(a) && Array.isArray(b)) {
      const next: [JsonValue, JsonValue, string, string][] = [];
      for (const step of alignArrays(a, b, options.idKey)) {
        if (step.kind === 'removed')
          looseEntry('removed', a[step.from], oldPath, '', childPath(oldPath, step.from));
        else if (step.kind === 'added')
          looseEntry('added', b[step.to], path, '', childPath(path, step.to));
        else {
          const p = childPath(path, step.to);
          if (step.kind === 'moved')
            result.push({
              kind: 'moved',
              path: p,
              fromPath: childPath(oldPath, step.from),
              position: { before: step.from, after: step.to },
              before: show(a[step.from]),
              after: show(b[step.to]),
            });
          if (step.kind !== 'same')
            next.push([a[step.from], b[step.to], p, childPath(oldPath, step.from)]);
        }
      }
      for (let i = next.length - 1; i >= 0; i -= 1) todo.push(next[i]);
    } else if (a instanceof JsonNumber && b instanceof JsonNumber) {
      if (a.raw !== b.raw)
        result.push({
          kind: 'changed',
          path,
          before: a.raw,
          after: b.raw,
          ...(canonicalNumber(a.raw) === canonicalNumber(b.raw) && { numericEqual: true }),
        });
    } else if (a !== b) {
      result.push({ kind: 'changed', path, before: show(a), after: show(b) });
    }
  }
  return joinMoves(result.slice(0, limit), loose);
}

/**
 * Replaces a removal and an addition of the same value by one `moved` entry: for whole
 * objects and arrays anywhere, for other values only under the same name or within the same
 * array (a lone `1` removed here and added there is no evidence of a move).
 */
function joinMoves(entries: DiffEntry[], loose: { removed: Loose[]; added: Loose[] }): DiffEntry[] {
  const waiting = new Map<string, Loose[]>();
  for (const item of loose.removed) {
    const list = waiting.get(item.text) ?? [];
    list.push(item);
    waiting.set(item.text, list);
  }
  const gone = new Set<DiffEntry>();
  for (const added of loose.added) {
    const list = waiting.get(added.text);
    const index =
      list?.findIndex(
        (removed) =>
          isNonEmptyContainer(added.value) ||
          (added.name === ''
            ? removed.name === '' && removed.parent === added.parent
            : removed.name === added.name),
      ) ?? -1;
    if (!list || index < 0) continue;
    const [removed] = list.splice(index, 1);
    gone.add(removed.entry);
    Object.assign(added.entry, {
      kind: 'moved',
      fromPath: removed.entry.path,
      before: removed.text,
    } satisfies Partial<DiffEntry>);
  }
  return entries.filter((entry) => !gone.has(entry));
}
