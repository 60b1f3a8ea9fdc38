import { compareNumbers } from './edit/compare';
import { JsonNumber, JsonObject, type JsonValue } from './tree';

/**
 * Comparisons as RFC 9535 (JSONPath) defines them, on values as written: numbers by their
 * decimal value (1.0 == 1, and 12345678901234567890 != 12345678901234567891, which doubles
 * cannot tell apart), strings by code point, never across types (1 != "1"). The orders
 * themselves are the tree editor's (edit/compare.ts), which sorts by the same rules.
 */

const JSON_NUMBER = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** Whether `raw` is a decimal a JSON text could hold (not NaN or Infinity). */
export function isDecimal(raw: string): boolean {
  return JSON_NUMBER.test(raw);
}

/** An object's members as JSON.parse sees them: each key once, with its last value. */
function membersOf(object: JsonObject): Map<string, JsonValue> {
  return new Map(object.entries);
}

/** Deep equality of two lossless values, numbers by value and objects by members. */
export function sameJson(a: JsonValue, b: JsonValue): boolean {
  const todo: [JsonValue, JsonValue][] = [[a, b]];
  while (todo.length > 0) {
    const [x, y] = todo.pop()!;
    if (x instanceof JsonNumber || y instanceof JsonNumber) {
      if (!(x instanceof JsonNumber && y instanceof JsonNumber)) return false;
      const decimals = isDecimal(x.raw) && isDecimal(y.raw);
      if (decimals ? compareNumbers(x.raw, y.raw) !== 0 : x.raw !== y.raw) return false;
    } else if (Array.isArray(x) || Array.isArray(y)) {
      if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
      x.forEach((item, i) => todo.push([item, y[i]]));
    } else if (x instanceof JsonObject || y instanceof JsonObject) {
      if (!(x instanceof JsonObject && y instanceof JsonObject)) return false;
      const mx = membersOf(x);
      const my = membersOf(y);
      if (mx.size !== my.size) return false;
      for (const [key, value] of mx) {
        if (!my.has(key)) return false;
        todo.push([value, my.get(key)!]);
      }
    } else if (x !== y) return false;
  }
  return true;
}
