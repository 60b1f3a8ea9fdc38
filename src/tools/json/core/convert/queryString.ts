import { JsonToolError } from '../errors';
import { JsonNumber, JsonObject, stringifyTree, type JsonValue } from '../tree';

/**
 * Object -> URL query string: nested objects as `a[b]=`, arrays of scalars as repeated keys,
 * deeper arrays as `a[0][b]=`; values percent-encoded by URLSearchParams.
 */
export function jsonToQueryString(value: JsonValue): string {
  if (!(value instanceof JsonObject)) throw new JsonToolError('queryStringNeedsObject');
  const params = new URLSearchParams();
  const todo: [string, JsonValue][] = value.entries.map(([key, item]) => [key, item]);
  todo.reverse();
  while (todo.length > 0) {
    const [name, item] = todo.pop()!;
    if (item instanceof JsonObject) {
      for (let i = item.entries.length - 1; i >= 0; i -= 1)
        todo.push([`${name}[${item.entries[i][0]}]`, item.entries[i][1]]);
    } else if (Array.isArray(item)) {
      const scalars = item.every((x) => !(x instanceof JsonObject) && !Array.isArray(x));
      for (let i = item.length - 1; i >= 0; i -= 1)
        todo.push([scalars ? name : `${name}[${i}]`, item[i]]);
    } else {
      params.append(name, scalarText(item));
    }
  }
  return params.toString();
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
