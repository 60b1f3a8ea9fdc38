import { JsonToolError } from './errors';
import { JsonNumber, JsonObject, type JsonValue } from './tree';

export type PlainValue =
  null | boolean | number | bigint | string | PlainValue[] | { [key: string]: PlainValue };

export interface ToPlainOptions {
  /**
   * How numbers become JS values: `number` (nearest double), `string` (the exact text),
   * `exact` (number when it prints back identically, else bigint for integers, else string),
   * or `bigint` (bigint for integers a double cannot hold, else the nearest double).
   */
  numbers: 'number' | 'string' | 'exact' | 'bigint';
}

/** Sets a member even when the key is `__proto__` (plain assignment would change the prototype). */
export function setMember(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  else target[key] = value;
}

function numberToPlain(n: JsonNumber, mode: ToPlainOptions['numbers']): PlainValue {
  if (mode === 'string') return n.raw;
  if (mode === 'number' || n.isSafe()) return n.toNumber();
  if (/^-?\d+$/.test(n.raw)) return BigInt(n.raw);
  return mode === 'bigint' ? n.toNumber() : n.raw;
}

/** Lossless tree -> plain JS values for libraries (duplicate keys: the last one wins). Iterative. */
export function toPlain(value: JsonValue, options: ToPlainOptions): PlainValue {
  const root: { value?: PlainValue } = {};
  const work: [JsonValue, (v: PlainValue) => void][] = [[value, (v) => (root.value = v)]];
  while (work.length > 0) {
    const [v, assign] = work.pop()!;
    if (v instanceof JsonNumber) assign(numberToPlain(v, options.numbers));
    else if (Array.isArray(v)) {
      const array: PlainValue[] = new Array(v.length);
      assign(array);
      for (let i = 0; i < v.length; i += 1) work.push([v[i], (item) => (array[i] = item)]);
    } else if (v instanceof JsonObject) {
      const object: Record<string, PlainValue> = {};
      assign(object);
      // Members are filled later (stack order); creating them now keeps the written key order.
      for (const [key, member] of v.entries) {
        setMember(object, key, null);
        work.push([member, (item) => setMember(object, key, item)]);
      }
    } else assign(v);
  }
  return root.value as PlainValue;
}

/** Plain JS values (from a parser of another format) -> lossless tree. Iterative. */
export function fromPlain(value: unknown): JsonValue {
  const root: { value?: JsonValue } = {};
  const work: [unknown, (v: JsonValue) => void][] = [[value, (v) => (root.value = v)]];
  while (work.length > 0) {
    const [v, assign] = work.pop()!;
    if (v === null || v === undefined) assign(null);
    else if (typeof v === 'boolean' || typeof v === 'string') assign(v);
    else if (typeof v === 'number') {
      if (!Number.isFinite(v)) throw new JsonToolError('nonFiniteNumber', { value: String(v) });
      // String(-0) is "0": the sign of a negative zero (TOML's -0.0) would be lost.
      assign(new JsonNumber(Object.is(v, -0) ? '-0' : String(v)));
    } else if (typeof v === 'bigint') assign(new JsonNumber(v.toString()));
    else if (v instanceof JsonNumber) assign(v);
    else if (v instanceof Date) assign(Number.isNaN(v.getTime()) ? String(v) : v.toISOString());
    else if (Array.isArray(v)) {
      const array: JsonValue[] = new Array(v.length);
      assign(array);
      v.forEach((item, i) => work.push([item, (x) => (array[i] = x)]));
    } else if (typeof v === 'object') {
      const entries = Object.entries(v as Record<string, unknown>);
      const object = new JsonObject(new Array(entries.length));
      assign(object);
      entries.forEach(([key, item], i) => work.push([item, (x) => (object.entries[i] = [key, x])]));
    } else assign(String(v));
  }
  return root.value as JsonValue;
}
