import { JsonNumber, JsonObject, typeOf, type JsonValue } from './tree';
import { stringifyTree } from './tree';

export type DiffKind = 'added' | 'removed' | 'changed';

export interface DiffEntry {
  kind: DiffKind;
  /** JSONPath of the member, e.g. `$.items[2].price`. */
  path: string;
  /** Minified JSON of the old value (absent for `added`). */
  before?: string;
  /** Minified JSON of the new value (absent for `removed`). */
  after?: string;
}

const IDENTIFIER = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;

function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  if (IDENTIFIER.test(key)) return `${path}.${key}`;
  return `${path}['${key.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`;
}

/** Canonical form of a number so that 1, 1.0 and 1e0 compare equal but 1 and 1.0000000000000001 do not. */
export function canonicalNumber(raw: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(raw);
  if (!match) return raw;
  const [, sign, int, frac = '', exp = '0'] = match;
  let digits = (int + frac).replace(/^0+/, '');
  if (digits === '') return '0';
  let exponent = BigInt(exp) - BigInt(frac.length);
  const trailing = digits.length - digits.replace(/0+$/, '').length;
  digits = digits.slice(0, digits.length - trailing);
  exponent += BigInt(trailing);
  return `${sign}${digits}e${exponent}`;
}

function sameScalar(a: JsonValue, b: JsonValue): boolean {
  if (a instanceof JsonNumber && b instanceof JsonNumber)
    return canonicalNumber(a.raw) === canonicalNumber(b.raw);
  return a === b;
}

function lastValues(object: JsonObject): Map<string, JsonValue> {
  const map = new Map<string, JsonValue>();
  for (const [key, value] of object.entries) map.set(key, value);
  return map;
}

/**
 * Structural diff: objects by key (in the new document's order, removed keys after),
 * arrays by position. Numbers compare by value (1.0 equals 1). Iterative.
 */
export function diffJson(before: JsonValue, after: JsonValue, limit = 100_000): DiffEntry[] {
  const result: DiffEntry[] = [];
  const show = (v: JsonValue) => stringifyTree(v);
  const todo: [JsonValue, JsonValue, string][] = [[before, after, '$']];
  while (todo.length > 0 && result.length < limit) {
    const [a, b, path] = todo.pop()!;
    const typeA = typeOf(a);
    if (typeA !== typeOf(b)) {
      result.push({ kind: 'changed', path, before: show(a), after: show(b) });
    } else if (a instanceof JsonObject && b instanceof JsonObject) {
      const left = lastValues(a);
      const right = lastValues(b);
      const next: [JsonValue, JsonValue, string][] = [];
      for (const [key, value] of right) {
        const p = childPath(path, key);
        if (!left.has(key)) result.push({ kind: 'added', path: p, after: show(value) });
        else next.push([left.get(key)!, value, p]);
      }
      for (const [key, value] of left) {
        if (!right.has(key))
          result.push({ kind: 'removed', path: childPath(path, key), before: show(value) });
      }
      for (let i = next.length - 1; i >= 0; i -= 1) todo.push(next[i]);
    } else if (Array.isArray(a) && Array.isArray(b)) {
      for (let i = b.length; i < a.length; i += 1)
        result.push({ kind: 'removed', path: childPath(path, i), before: show(a[i]) });
      for (let i = a.length; i < b.length; i += 1)
        result.push({ kind: 'added', path: childPath(path, i), after: show(b[i]) });
      for (let i = Math.min(a.length, b.length) - 1; i >= 0; i -= 1)
        todo.push([a[i], b[i], childPath(path, i)]);
    } else if (!sameScalar(a, b)) {
      result.push({ kind: 'changed', path, before: show(a), after: show(b) });
    }
  }
  return result;
}
