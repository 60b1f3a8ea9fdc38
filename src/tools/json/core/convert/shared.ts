import { detailOf, JsonToolError } from '../errors';
import { JsonNumber, JsonObject, type JsonValue } from '../tree';

/** Deepest nesting of a tree, measured without recursion. */
export function treeDepth(value: JsonValue): number {
  let max = 0;
  const todo: [JsonValue, number][] = [[value, 0]];
  while (todo.length > 0) {
    const [v, depth] = todo.pop()!;
    if (depth > max) max = depth;
    if (Array.isArray(v)) for (const item of v) todo.push([item, depth + 1]);
    else if (v instanceof JsonObject)
      for (const [, item] of v.entries) todo.push([item, depth + 1]);
  }
  return max;
}

/** Converter libraries recurse; refuse documents deeper than they can take, with a clear message. */
export const MAX_CONVERT_DEPTH = 500;

export function assertConvertibleDepth(value: JsonValue, target: string): void {
  if (treeDepth(value) > MAX_CONVERT_DEPTH)
    throw new JsonToolError('convertTooDeep', { max: MAX_CONVERT_DEPTH, format: target });
}

const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** Text cells (CSV, XML) -> number or boolean when they are written exactly like JSON ones. */
export function inferScalar(text: string): JsonValue {
  if (JSON_NUMBER.test(text)) return new JsonNumber(text);
  if (text === 'true') return true;
  if (text === 'false') return false;
  return text;
}

export function isJsonNumberText(text: string): boolean {
  return JSON_NUMBER.test(text);
}

/** Runs a library call and turns whatever it throws into a JsonToolError. */
export function guardLibrary<T>(format: string, action: () => T): T {
  try {
    return action();
  } catch (error) {
    if (error instanceof JsonToolError) throw error;
    if (error instanceof RangeError) throw new JsonToolError('libraryTooDeep', { format });
    throw new JsonToolError('libraryFailed', { format, detail: detailOf(error) });
  }
}

/** Every path holding null, for formats that cannot hold null (TOML). */
export function firstNullPath(value: JsonValue): string | undefined {
  const todo: [JsonValue, string][] = [[value, '$']];
  while (todo.length > 0) {
    const [v, path] = todo.pop()!;
    if (v === null) return path;
    if (Array.isArray(v)) v.forEach((item, i) => todo.push([item, `${path}[${i}]`]));
    else if (v instanceof JsonObject)
      for (const [key, item] of v.entries) todo.push([item, `${path}.${key}`]);
  }
  return undefined;
}
