import { childPath, shownValue, type ChangeCode, type ChangeLog } from '../changes';
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

/**
 * Half of a surrogate pair with no other half. A saved or copied file is UTF-8, which has no
 * form for one: the browser writes U+FFFD in its place.
 */
export const LONE_SURROGATE =
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The text as a UTF-8 file holds it: each lone surrogate as U+FFFD. */
export function asUtf8Holds(text: string): string {
  return text.replace(LONE_SURROGATE, '\ufffd');
}

/**
 * Members whose keys a UTF-8 file can hold: a key with a lone surrogate gets U+FFFD in its
 * place, `_2`… when that name is taken among its siblings, and is listed under `code`.
 */
export function keysUtf8Holds(
  members: [string, JsonValue, string][],
  log: ChangeLog,
  code: ChangeCode,
): [string, JsonValue, string][] {
  const taken = new Set(members.map(([key]) => key));
  return members.map(([key, item, path]) => {
    const wanted = asUtf8Holds(key);
    if (wanted === key) return [key, item, path];
    let name = wanted;
    for (let n = 2; taken.has(name); n += 1) name = `${wanted}_${n}`;
    taken.add(name);
    log.add(path, key, name, code);
    return [name, item, path];
  });
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

/** `1.10`, `11e-1` and `1.1` -> one form; the sign of zero is kept (`-0` is not `0`). */
export function canonicalDecimal(raw: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(raw);
  if (!match) return raw;
  const [, sign, int, frac = '', exp = '0'] = match;
  const digits = (int + frac).replace(/^0+/, '');
  if (digits === '') return `${sign}0`;
  const trimmed = digits.replace(/0+$/, '');
  const exponent = BigInt(exp) - BigInt(frac.length) + BigInt(digits.length - trimmed.length);
  return `${sign}${trimmed}e${exponent}`;
}

/**
 * For a number with a fraction or an exponent that a binary64 double cannot hold exactly
 * (`1E400`, `0.1000000000000000000001`): what a double-based reader gets. Else undefined.
 */
export function roundsAsDouble(raw: string): string | undefined {
  if (/^-?\d+$/.test(raw)) return undefined;
  const double = Number(raw);
  const read = Object.is(double, -0) ? '-0' : String(double);
  return canonicalDecimal(read) === canonicalDecimal(raw) ? undefined : read;
}

/**
 * An object's members as formats without duplicate keys take them: the last value of a key
 * wins, as JSON readers do, and each earlier one is listed as left out.
 */
export function lastMembers(
  object: JsonObject,
  path: string,
  log: ChangeLog,
  code: ChangeCode,
): [string, JsonValue, string][] {
  const lastIndex = new Map<string, number>();
  object.entries.forEach(([key], i) => lastIndex.set(key, i));
  const kept: [string, JsonValue, string][] = [];
  object.entries.forEach(([key, item], i) => {
    const memberPath = childPath(path, key);
    if (lastIndex.get(key) === i) kept.push([key, item, memberPath]);
    else log.add(memberPath, shownValue(item), null, code);
  });
  return kept;
}

/**
 * XML, CSV and query strings have no types: numbers and true / false are written as text, as
 * are strings that look like them ("0"), so a reader cannot tell which was which. Listed once
 * (at `$`) when the document holds any, rather than once per value.
 */
export function noteUntyped(value: JsonValue, log: ChangeLog, format: string): void {
  const todo: JsonValue[] = [value];
  while (todo.length > 0) {
    const v = todo.pop()!;
    const looksTyped = typeof v === 'string' && inferScalar(v) !== v;
    if (v instanceof JsonNumber || typeof v === 'boolean' || looksTyped) {
      log.add('$', shownValue(v), JSON.stringify(String(v)), 'untypedFormat', { format });
      return;
    }
    if (Array.isArray(v)) for (const item of v) todo.push(item);
    else if (v instanceof JsonObject) for (const [, item] of v.entries) todo.push(item);
  }
}
