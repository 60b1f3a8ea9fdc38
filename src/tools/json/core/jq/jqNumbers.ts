import { canonicalNumber } from '../canonicalNumber';
import { childPath } from '../queryView';
import { JsonNumber, JsonObject, type JsonValue } from '../tree';

/** A number of the input whose value a double does not hold (`12345678901234567890`, `1E400`). */
export interface InexactInput {
  number: JsonNumber;
  /** JSONPath of the number in the input, `$.items[2].id`. */
  path: string;
  /** The double jq computes with: jq clamps what overflows to ±DBL_MAX. */
  double: number;
}

/** The input's numbers: every written text by value, and the ones a double changes. */
export interface InputNumbers {
  /** canonicalNumber(value) -> the texts written for it, in input order. */
  written: Map<string, string[]>;
  inexact: InexactInput[];
}

/** The double jq computes with for a number text: the nearest, with ±infinity as ±DBL_MAX. */
export function jqDouble(raw: string): number {
  const value = Number(raw);
  if (value === Infinity) return Number.MAX_VALUE;
  if (value === -Infinity) return -Number.MAX_VALUE;
  return value;
}

export function collectInputNumbers(root: JsonValue): InputNumbers {
  const written = new Map<string, string[]>();
  const inexact: InexactInput[] = [];
  const work: [JsonValue, string][] = [[root, '$']];
  while (work.length > 0) {
    const [value, path] = work.pop()!;
    if (value instanceof JsonNumber) {
      const canonical = canonicalNumber(value.raw);
      const texts = written.get(canonical);
      if (!texts) written.set(canonical, [value.raw]);
      else if (!texts.includes(value.raw)) texts.push(value.raw);
      const double = jqDouble(value.raw);
      if (canonicalNumber(String(double)) !== canonical)
        inexact.push({ number: value, path, double });
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) work.push([value[i], childPath(path, i)]);
    } else if (value instanceof JsonObject) {
      for (let i = value.entries.length - 1; i >= 0; i -= 1)
        work.push([value.entries[i][1], childPath(path, value.entries[i][0])]);
    }
  }
  // Children go on the stack last to first, so both lists read in input order.
  return { written, inexact };
}

/** Calls `visit` on every number of a tree, replacing it with what `visit` returns. */
export function mapNumbers(root: JsonValue, visit: (n: JsonNumber) => JsonNumber): JsonValue {
  if (root instanceof JsonNumber) return visit(root);
  const work: JsonValue[] = [root];
  while (work.length > 0) {
    const value = work.pop()!;
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (item instanceof JsonNumber) value[i] = visit(item);
        else work.push(item);
      });
    } else if (value instanceof JsonObject) {
      for (const entry of value.entries) {
        if (entry[1] instanceof JsonNumber) entry[1] = visit(entry[1]);
        else work.push(entry[1]);
      }
    }
  }
  return root;
}

/**
 * jq prints a number it only moved by its value (`1E400` as `1E+400`, `0.1e1` as `1`): when
 * the input wrote that value, the result shows it as written there (jq's own text if the input
 * wrote it in several ways and one of them is jq's). A number jq computed stays as jq wrote it.
 */
export function asWritten(root: JsonValue, written: Map<string, string[]>): JsonValue {
  return mapNumbers(root, (number) => {
    const texts = written.get(canonicalNumber(number.raw));
    if (!texts || texts.includes(number.raw)) return number;
    return new JsonNumber(texts[0]);
  });
}

/**
 * A literal that jq reads as the double next to `double` (toward zero at the ends of the
 * range), written so that it round-trips: moving it shows, computing with it changes results.
 */
export function nudged(double: number): string {
  const bits = new DataView(new ArrayBuffer(8));
  bits.setFloat64(0, double);
  const big = bits.getBigUint64(0);
  const away = Math.abs(double) !== Number.MAX_VALUE;
  if (double === 0) bits.setBigUint64(0, 1n);
  else bits.setBigUint64(0, away ? big + 1n : big - 1n);
  return String(bits.getFloat64(0));
}
