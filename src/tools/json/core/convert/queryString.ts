import { ChangeLog, childPath, shownValue, type ChangedOutput } from '../changes';
import { JsonToolError } from '../errors';
import { asUtf8Holds, lastMembers, noteUntyped } from './shared';
import { JsonNumber, JsonObject, stringifyTree, type JsonValue } from '../tree';

/**
 * A member's name as the reader parses `a[b][c]` back: brackets would nest (or break the
 * name), and an empty first name before `[` would not parse, so they become `_`.
 */
function paramKey(key: string, top: boolean, group: boolean): string {
  const clean = asUtf8Holds(key).replace(/[[\]]/g, '_');
  return top && group && clean === '' ? '_' : clean;
}

/**
 * Object -> URL query string: nested objects as `a[b]=`, arrays of scalars as repeated keys,
 * deeper arrays as `a[0][b]=`; values percent-encoded by URLSearchParams. What a query
 * string cannot say (null, empty containers, one-item arrays, indexed arrays, names with
 * brackets, lone surrogates) is listed.
 */
export function jsonToQueryString(value: JsonValue): ChangedOutput {
  if (!(value instanceof JsonObject)) throw new JsonToolError('queryStringNeedsObject');
  const log = new ChangeLog();
  const params = new URLSearchParams();
  const members = (object: JsonObject, name: string, path: string) => {
    const used = new Set<string>();
    return lastMembers(object, path, log, 'queryDuplicateKey').map(([key, item, p]) => {
      const group = item instanceof JsonObject || (Array.isArray(item) && !scalarsOnly(item));
      const wanted = paramKey(key, name === '', group);
      let part = wanted;
      for (let n = 2; used.has(part); n += 1) part = `${wanted}_${n}`;
      used.add(part);
      if (part !== key) log.add(p, key, part, 'queryKeyRenamed');
      return [name ? `${name}[${part}]` : part, item, p] as const;
    });
  };
  const silent = writingNothing(value);
  const todo: (readonly [string, JsonValue, string])[] = members(value, '', '$').reverse();
  while (todo.length > 0) {
    const [name, item, path] = todo.pop()!;
    if ((item instanceof JsonObject || Array.isArray(item)) && silent.has(item)) {
      log.add(path, shownValue(item), null, 'queryEmpty');
    } else if (item instanceof JsonObject) {
      for (const member of members(item, name, path).reverse()) todo.push(member);
    } else if (Array.isArray(item)) {
      const scalars = scalarsOnly(item);
      if (!scalars) log.add(path, shownValue(item), '{"0":…}', 'queryIndexedArray');
      else if (item.length === 1)
        log.add(
          path,
          shownValue(item),
          // What the one parameter holds: numbers and booleans are listed as untyped.
          typeof item[0] === 'string' || item[0] === null
            ? shownValue(asUtf8Holds(scalarText(item[0])))
            : shownValue(item[0]),
          'querySingleItem',
        );
      for (let i = item.length - 1; i >= 0; i -= 1)
        todo.push([scalars ? name : `${name}[${i}]`, item[i], childPath(path, i)]);
    } else {
      if (item === null) log.add(path, 'null', '""', 'queryNull');
      const text = scalarText(item);
      const clean = asUtf8Holds(text);
      if (clean !== text) log.add(path, shownValue(text), shownValue(clean), 'queryInvalidChar');
      params.append(name, clean);
    }
  }
  noteUntyped(value, log, 'query');
  return { text: params.toString(), changes: log.changes };
}

/** An array's items, or an object's members that are written (the last of a duplicate key). */
function written(v: JsonValue[] | JsonObject): JsonValue[] {
  if (Array.isArray(v)) return v;
  const last = new Map(v.entries);
  return [...last.values()];
}

/** Arrays and objects with no value anywhere inside (`[]`, `{"a":{}}`): they write no parameter. */
function writingNothing(value: JsonValue): Set<JsonValue[] | JsonObject> {
  const containers: (JsonValue[] | JsonObject)[] = [];
  const todo: JsonValue[] = [value];
  while (todo.length > 0) {
    const v = todo.pop()!;
    if (Array.isArray(v) || v instanceof JsonObject) {
      containers.push(v);
      for (const item of written(v)) todo.push(item);
    }
  }
  const silent = new Set<JsonValue[] | JsonObject>();
  // Children come after their parents in `containers`: decide them first.
  for (let i = containers.length - 1; i >= 0; i -= 1) {
    const v = containers[i];
    const items = written(v);
    if (items.every((x) => (Array.isArray(x) || x instanceof JsonObject) && silent.has(x)))
      silent.add(v);
  }
  return silent;
}

const scalarsOnly = (items: JsonValue[]) =>
  items.every((x) => !(x instanceof JsonObject) && !Array.isArray(x));

function scalarText(value: JsonValue): string {
  if (value === null) return '';
  if (value instanceof JsonNumber) return value.raw;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  return stringifyTree(value);
}

/** URL or query string -> object; repeated keys become arrays, `a[b]` nests. Values stay text. */
export function queryStringToJson(text: string): JsonValue {
  let query = text.trim();
  const questionMark = query.indexOf('?');
  if (questionMark >= 0) query = query.slice(questionMark + 1);
  const hash = query.indexOf('#');
  if (hash >= 0) query = query.slice(0, hash);
  const root = new JsonObject();
  for (const [name, raw] of new URLSearchParams(query)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
    const path = match
      ? [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])]
      : [name];
    let target = root;
    for (const step of path.slice(0, -1)) {
      let next = target.get(step);
      if (!(next instanceof JsonObject)) {
        next = new JsonObject();
        target.entries.push([step, next]);
      }
      target = next;
    }
    const last = path[path.length - 1];
    const existing = target.entries.find(([key]) => key === last);
    if (!existing) target.entries.push([last, raw]);
    else if (Array.isArray(existing[1])) existing[1].push(raw);
    else existing[1] = [existing[1], raw];
  }
  return root;
}
