import { ChangeLog, childPath, shownValue, type ChangedOutput } from '../changes';
import { JsonToolError } from '../errors';
import { lastMembers, noteUntyped } from './shared';
import { JsonNumber, JsonObject, stringifyTree, type JsonValue } from '../tree';

/**
 * Object -> URL query string: nested objects as `a[b]=`, arrays of scalars as repeated keys,
 * deeper arrays as `a[0][b]=`; values percent-encoded by URLSearchParams. What a query
 * string cannot say (null, empty containers, one-item arrays, indexed arrays) is listed.
 */
export function jsonToQueryString(value: JsonValue): ChangedOutput {
  if (!(value instanceof JsonObject)) throw new JsonToolError('queryStringNeedsObject');
  const log = new ChangeLog();
  const params = new URLSearchParams();
  const members = (object: JsonObject, name: string, path: string) =>
    lastMembers(object, path, log, 'queryDuplicateKey').map(
      ([key, item, p]) => [name ? `${name}[${key}]` : key, item, p] as const,
    );
  const todo: (readonly [string, JsonValue, string])[] = members(value, '', '$').reverse();
  while (todo.length > 0) {
    const [name, item, path] = todo.pop()!;
    if (item instanceof JsonObject) {
      if (item.entries.length === 0) log.add(path, '{}', null, 'queryEmpty');
      for (const member of members(item, name, path).reverse()) todo.push(member);
    } else if (Array.isArray(item)) {
      const scalars = item.every((x) => !(x instanceof JsonObject) && !Array.isArray(x));
      if (item.length === 0) log.add(path, '[]', null, 'queryEmpty');
      else if (!scalars) log.add(path, shownValue(item), null, 'queryIndexedArray');
      else if (item.length === 1)
        log.add(path, shownValue(item), shownValue(item[0] ?? null), 'querySingleItem');
      for (let i = item.length - 1; i >= 0; i -= 1)
        todo.push([scalars ? name : `${name}[${i}]`, item[i], childPath(path, i)]);
    } else {
      if (item === null) log.add(path, 'null', '""', 'queryNull');
      params.append(name, scalarText(item));
    }
  }
  noteUntyped(value, log, 'query');
  return { text: params.toString(), changes: log.changes };
}

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
