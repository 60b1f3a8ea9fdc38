import { canonicalNumber } from './canonicalNumber';
import { JsonNumber, JsonObject, type JsonValue } from './tree';

/**
 * Comparisons as RFC 9535 (JSONPath) defines them, on values as written: numbers by their
 * decimal value (1.0 == 1, and 12345678901234567890 != 12345678901234567891, which doubles
 * cannot tell apart), strings by code point, never across types (1 != "1").
 */

const JSON_NUMBER = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** Whether `raw` is a decimal a JSON text could hold (not NaN or Infinity). */
export function isDecimal(raw: string): boolean {
  return JSON_NUMBER.test(raw);
}

/** Sign, significant digits and the power of ten just above the first digit. */
function partsOf(raw: string): { sign: number; digits: string; magnitude: bigint } {
  const canonical = canonicalNumber(raw);
  if (canonical === '0') return { sign: 0, digits: '', magnitude: 0n };
  const [, minus, digits, exponent] = /^(-?)(\d+)e(-?\d+)$/.exec(canonical)!;
  return {
    sign: minus ? -1 : 1,
    digits,
    magnitude: BigInt(exponent) + BigInt(digits.length),
  };
}

/** -1, 0 or 1 as decimal `a` is below, equal to or above decimal `b` (both isDecimal). */
export function compareDecimals(a: string, b: string): number {
  const x = partsOf(a);
  const y = partsOf(b);
  if (x.sign !== y.sign) return x.sign < y.sign ? -1 : 1;
  if (x.sign === 0) return 0;
  let order = 0;
  if (x.magnitude !== y.magnitude) order = x.magnitude < y.magnitude ? -1 : 1;
  else {
    const length = Math.max(x.digits.length, y.digits.length);
    const dx = x.digits.padEnd(length, '0');
    const dy = y.digits.padEnd(length, '0');
    order = dx === dy ? 0 : dx < dy ? -1 : 1;
  }
  return order * x.sign;
}

/** Code point order (JS `<` compares UTF-16 units, which puts 😀 before ｆ). */
export function compareStrings(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) {
    const d = x[i].codePointAt(0)! - y[i].codePointAt(0)!;
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return x.length === y.length ? 0 : x.length < y.length ? -1 : 1;
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
      if (decimals ? compareDecimals(x.raw, y.raw) !== 0 : x.raw !== y.raw) return false;
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
