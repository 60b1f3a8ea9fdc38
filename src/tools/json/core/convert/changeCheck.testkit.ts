import fc from 'fast-check';
import { childPath, KEY_CHANGE_CODES, type ChangeCode, type OutputChange } from '../changes';
import { JsonNumber, JsonObject, parseTree, stringifyTree, type JsonValue } from '../tree';
import { canonicalDecimal } from './shared';

/**
 * Test kit: what a reader of a converted document should get, given the input and the change
 * list, and the places where what it did get differs. "Exact or listed" holds when that list
 * of differences is empty.
 */

/** Changes that only say what a double-based reader gets (the text itself is exact). */
const ROUNDING: ReadonlySet<ChangeCode> = new Set(['tomlFloatRounded', 'yamlFloatRounded']);
const DUPLICATES: ReadonlySet<ChangeCode> = new Set([
  'tomlDuplicateKey',
  'yamlDuplicateKey',
  'xmlDuplicateKey',
  'csvDuplicateKey',
  'queryDuplicateKey',
]);

/** Changes of shape: the value is still there, inside or outside something else. */
const SHAPES: ReadonlySet<ChangeCode> = new Set([
  'xmlRootAdded',
  'xmlNestedArray',
  'xmlSingleItem',
  'csvWrappedInArray',
  'queryIndexedArray',
]);

/** Members the output has and the input had not, at an object (`after`: an object of them). */
const ADDED: ReadonlySet<ChangeCode> = new Set(['csvMissingCell']);
/** An object whose members come out in another order (`after`: the keys in that order). */
const ORDER: ReadonlySet<ChangeCode> = new Set(['csvKeyOrder', 'xmlKeyOrder']);
/** Written as the value's JSON text (`after` may be cut short for the screen). */
const AS_JSON_TEXT: ReadonlySet<ChangeCode> = new Set(['csvNested']);

export interface ExpectOptions {
  /** The reader reads fractions and exponents as doubles (TOML, PyYAML). */
  doubles: boolean;
  /** XML: an object left with no members is an empty element, read back as "". */
  emptyElements?: boolean;
}

/** The input as a reader should see it once every listed change is applied. */
export function expectedAfter(
  input: JsonValue,
  changes: OutputChange[],
  options: ExpectOptions,
): { value: JsonValue; unused: OutputChange[]; untyped: boolean } {
  const byPath = new Map<string, OutputChange[]>();
  const addedTo = new Map<string, OutputChange[]>();
  let untyped = false;
  for (const change of changes) {
    if (ROUNDING.has(change.reason.code) && !options.doubles) continue;
    if (change.reason.code === 'untypedFormat') {
      untyped = true;
      continue;
    }
    if (ADDED.has(change.reason.code)) {
      addedTo.set(change.path, [...(addedTo.get(change.path) ?? []), change]);
      continue;
    }
    const list = byPath.get(change.path) ?? [];
    list.push(change);
    byPath.set(change.path, list);
  }
  const take = (path: string, test: (c: OutputChange) => boolean) => {
    const list = byPath.get(path);
    const index = list ? list.findIndex(test) : -1;
    return index < 0 ? undefined : list!.splice(index, 1)[0];
  };
  const REMOVED = Symbol('removed');
  /** Values replaced whole: what is listed inside them is said by the replacement. */
  const replaced: string[] = [];
  const walk = (v: JsonValue, path: string): JsonValue | typeof REMOVED => {
    const shape = take(path, (c) => SHAPES.has(c.reason.code));
    if (shape?.reason.code === 'queryIndexedArray' && Array.isArray(v)) {
      // Items keep their index as key, gaps and all.
      const object = new JsonObject();
      v.forEach((item, i) => {
        const next = walk(item, childPath(path, i));
        if (next !== REMOVED) object.entries.push([String(i), next]);
      });
      return object.entries.length > 0 ? object : REMOVED;
    }
    if (shape) {
      // The other changes at this place apply to the value inside.
      const inner = walk(v, path);
      const code = shape.reason.code;
      if (code === 'xmlSingleItem') return Array.isArray(inner) ? inner[0] : inner;
      if (code === 'csvWrappedInArray') return inner === REMOVED ? [] : [inner];
      // A wrapper around nothing is an empty element: the empty string.
      const wrapped = inner === REMOVED ? '' : new JsonObject([['item', inner]]);
      if (code === 'xmlNestedArray') return wrapped;
      return new JsonObject([['root', Array.isArray(v) ? wrapped : (inner as JsonValue)]]);
    }
    // Of two changes to one value (null written as "", that "" read back elsewhere), the
    // later one says what a reader gets.
    const isValueChange = (c: OutputChange) =>
      !KEY_CHANGE_CODES.has(c.reason.code) &&
      !DUPLICATES.has(c.reason.code) &&
      !ORDER.has(c.reason.code);
    let change: OutputChange | undefined;
    for (let next = take(path, isValueChange); next; next = take(path, isValueChange))
      change = next;
    if (change) replaced.push(path);
    if (change?.after === null) return REMOVED;
    if (change && AS_JSON_TEXT.has(change.reason.code)) return stringifyTree(v);
    // A rounded number's `after` is what a double holds, `Infinity` included.
    if (change)
      return ROUNDING.has(change.reason.code)
        ? new JsonNumber(change.after)
        : parseTree(change.after).value;
    if (Array.isArray(v)) {
      const items: JsonValue[] = [];
      v.forEach((item, i) => {
        const next = walk(item, childPath(path, i));
        if (next !== REMOVED) items.push(next);
      });
      return items;
    }
    if (!(v instanceof JsonObject)) return v;
    const last = new Map<string, number>();
    v.entries.forEach(([key], i) => last.set(key, i));
    const object = new JsonObject();
    v.entries.forEach(([key, item], i) => {
      const p = childPath(path, key);
      if (last.get(key) !== i && take(p, (c) => DUPLICATES.has(c.reason.code))) return;
      const renamed = take(p, (c) => KEY_CHANGE_CODES.has(c.reason.code));
      const next = walk(item, p);
      if (next !== REMOVED) object.entries.push([renamed?.after ?? key, next]);
    });
    for (const added of addedTo.get(path) ?? [])
      object.entries.push(...(parseTree(added.after!).value as JsonObject).entries);
    addedTo.delete(path);
    const order = take(path, (c) => ORDER.has(c.reason.code));
    if (order) {
      const keys = JSON.parse(order.after!) as string[];
      object.entries.sort(([a], [b]) => keys.indexOf(a) - keys.indexOf(b));
    }
    return options.emptyElements && object.entries.length === 0 ? '' : object;
  };
  const value = walk(input, '$');
  const inside = (path: string) =>
    replaced.some((p) => path.startsWith(`${p}.`) || path.startsWith(`${p}[`));
  const unused = [...byPath.values(), ...addedTo.values()].flat().filter((c) => !inside(c.path));
  return { value: value === REMOVED ? null : value, unused, untyped };
}

/**
 * The text as a saved or copied file holds it: UTF-8, where a lone surrogate becomes U+FFFD.
 * Readers are handed this, not the JavaScript string.
 */
export function asSavedFile(text: string): string {
  return new TextDecoder().decode(new TextEncoder().encode(text));
}

function sameNumber(a: string, b: string): boolean {
  return canonicalDecimal(a) === canonicalDecimal(b);
}

/** Paths where `actual` differs from `expected` (numbers by value, objects in order). */
export function differences(
  expected: JsonValue,
  actual: JsonValue,
  order: 'written' | 'any' = 'written',
  /** 'text': a format without types (XML): compare every scalar as the text it is written as. */
  scalars: 'typed' | 'text' = 'typed',
): string[] {
  const text = (v: JsonValue) =>
    v === null ? '' : v instanceof JsonNumber ? v.raw : typeof v === 'object' ? v : String(v);
  const show = (v: JsonValue) => (v === undefined ? 'missing' : stringifyTree(v).slice(0, 80));
  const found: string[] = [];
  const todo: [JsonValue, JsonValue, string][] = [[expected, actual, '$']];
  while (todo.length > 0) {
    const [e, a, p] = todo.pop()!;
    if (scalars === 'text' && typeof text(e) === 'string' && typeof text(a) === 'string') {
      if (text(e) !== text(a)) found.push(`${p}: ${show(e)} != ${show(a)}`);
    } else if (e instanceof JsonNumber && a instanceof JsonNumber) {
      if (!sameNumber(e.raw, a.raw)) found.push(`${p}: ${e.raw} != ${a.raw}`);
    } else if (Array.isArray(e) && Array.isArray(a)) {
      if (e.length !== a.length) found.push(`${p}: ${show(e)} != ${show(a)}`);
      else e.forEach((item, i) => todo.push([item, a[i], childPath(p, i)]));
    } else if (e instanceof JsonObject && a instanceof JsonObject) {
      const keys = (o: JsonObject) => o.entries.map(([k]) => k);
      const sorted = (list: string[]) => (order === 'any' ? [...list].sort() : list);
      if (sorted(keys(e)).join('\u0000') !== sorted(keys(a)).join('\u0000'))
        found.push(`${p}: keys ${show(e)} != ${show(a)}`);
      else
        for (const [k, item] of a.entries)
          todo.push([e.get(k) as JsonValue, item, childPath(p, k)]);
    } else if (e !== a) found.push(`${p}: ${show(e)} != ${show(a)}`);
  }
  return found;
}

/** JSON numbers as people write them and as converters mishandle them. */
// prettier-ignore
export const NUMBERS = [
  '0', '-0', '1.10', '1E400', '-1e-400', '1e5', '2.5E-3', '12345678901234567890123',
  '9223372036854775807', '-9223372036854775808', '9223372036854775808',
  '0.1000000000000000000001', '123456789012345678', '5e-324', '1.7976931348623157e308',
  '-0.0', '100',
];

/** Two Han characters, spelled by code point: core's literals carry no Chinese (noWording). */
const HAN = String.fromCodePoint(0x4e2d, 0x6587);

/** Strings YAML 1.1 or 1.2 readers would take for something else, and awkward characters. */
// prettier-ignore
export const STRINGS = [
  'yes', 'No', 'ON', 'off', 'y', 'N', 'true', 'False', '~', 'null', '', '12:30', '190:20:30',
  '0o17', '0b1', '0x1F', '017', '1_000', '.inf', '-.Inf', '.NaN', '1e5', '2024-01-01',
  '2001-12-14t21:59:43.10-05:00', '<<', '=', '- x', 'a: b', '#c', ' lead', 'trail ',
  'multi\nline', 'cr\r\nlf', 'tab\t', 'in\ttab', 'nel\u0085', 'ls\u2028', 'bom\ufeff', 'c\u0001',
  'del\u007f', 'quote"\'', 'back\\slash', HAN, '😀', '\u{10FFFD}', '\uFFFD', 'lone\ud800',
];

/** Keys that collide once cleaned, that JavaScript holds dear, or that YAML 1.1 misreads. */
// prettier-ignore
export const KEYS = [
  'a', 'a-b', 'a_b', '@x', '_x', '__proto__', 'constructor', 'toString', 'yes', 'on', '12:30',
  '1', '1.10', '', 'a.b', 'b c', HAN, '😀', '@_id', 'item', 'root', 'x[y]', 'n', 'k\tk', 'k\ud800',
];

/**
 * Random documents of every awkward kind (numbers beyond doubles and 64 bits, exponents,
 * -0, duplicate and odd keys, __proto__, deep nesting, characters from every plane) as JSON
 * text, the way the page receives them.
 */
export const documents = (root: 'any' | 'object') => {
  const number = fc.oneof(
    fc.constantFrom(...NUMBERS),
    fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }).map(String),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((d) => JSON.stringify(d)),
    fc
      .tuple(fc.integer({ min: -99, max: 99 }), fc.integer({ min: -400, max: 400 }))
      .map(([m, e]) => `${m}e${e}`),
  );
  const string = fc.oneof(
    fc.constantFrom(...STRINGS),
    fc.string({ unit: 'binary', maxLength: 8 }),
    fc.string({ maxLength: 6 }),
  );
  const key = fc.oneof(fc.constantFrom(...KEYS), fc.string({ unit: 'binary', maxLength: 4 }));
  const tree = fc.letrec<{ value: string; array: string; object: string; deep: string }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      number,
      string.map((s) => JSON.stringify(s)),
      fc.constantFrom('true', 'false', 'null'),
      tie('array'),
      tie('object'),
      tie('deep'),
    ),
    array: fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    object: fc
      .array(fc.tuple(key, tie('value')), { maxLength: 5 })
      .map((members) => `{${members.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
    deep: fc
      .tuple(fc.integer({ min: 10, max: 60 }), fc.boolean(), number)
      .map(([depth, objects, leaf]) =>
        objects
          ? '{"d":'.repeat(depth) + leaf + '}'.repeat(depth)
          : '['.repeat(depth) + leaf + ']'.repeat(depth),
      ),
  }));
  return root === 'object' ? tree.object : tree.value;
};

/** Tables as people hand them over: rows of objects (keys shared by chance), one object, rows of arrays. */
export const csvTables = fc.oneof(
  fc.array(documents('object'), { maxLength: 5 }).map((rows) => `[${rows.join(',')}]`),
  documents('object'),
  fc
    .array(fc.array(documents('any'), { maxLength: 3 }), { minLength: 1, maxLength: 4 })
    .map((rows) => `[${rows.map((row) => `[${row.join(',')}]`).join(',')}]`),
);
