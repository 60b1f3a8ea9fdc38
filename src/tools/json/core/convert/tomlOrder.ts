import { parseTOML, type AST } from 'toml-eslint-parser';
import { JsonToolError } from '../errors';
import { JsonObject, type JsonValue } from '../tree';

export type Path = (string | number)[];

/** A float or a date and time, where it is in the document. */
export type TomlLiteral = { path: Path; node: AST.TOMLFloatValue | AST.TOMLDateTimeValue };

/** What the syntax tree knows and a reader's JavaScript values do not. */
export interface TomlSyntax {
  /**
   * Each table's keys in the order the TOML text first names them. TOML readers that build
   * JavaScript objects (smol-toml) put integer-like keys (`"2"`, `"10"`) first whatever the
   * text says; this order puts them back.
   */
  orders: Map<string, Map<string, number>>;
  /** Floats and dates in text order: a reader's double or Date does not say what was written. */
  literals: TomlLiteral[];
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** TOML integers are 64-bit: readers must refuse larger ones (smol-toml takes them as BigInt). */
function assertInt64(node: AST.TOMLIntegerValue): void {
  if (node.bigint >= INT64_MIN && node.bigint <= INT64_MAX) return;
  const { line, column } = node.loc.start;
  throw new JsonToolError('tomlIntegerTooBig', { value: node.number, line, column: column + 1 });
}

/** The syntax tree's knowledge of a TOML text; refuses integers beyond 64 bits, where they are. */
export function readTomlSyntax(text: string): TomlSyntax {
  const orders = new Map<string, Map<string, number>>();
  const literals: TomlLiteral[] = [];
  const note = (path: Path, key: string) => {
    const id = JSON.stringify(path);
    let order = orders.get(id);
    if (!order) orders.set(id, (order = new Map()));
    if (!order.has(key)) order.set(key, order.size);
  };
  const keyValue = (node: AST.TOMLKeyValue, base: Path) => {
    const keys = node.key.keys.map((key) => (key.type === 'TOMLBare' ? key.name : key.value));
    keys.forEach((key, i) => note([...base, ...keys.slice(0, i)], key));
    const todo: [AST.TOMLContentNode, Path][] = [[node.value, [...base, ...keys]]];
    while (todo.length > 0) {
      const [value, path] = todo.pop()!;
      if (value.type === 'TOMLInlineTable') for (const member of value.body) keyValue(member, path);
      else if (value.type === 'TOMLArray')
        for (let i = value.elements.length - 1; i >= 0; i -= 1)
          todo.push([value.elements[i], [...path, i]]);
      else if (value.kind === 'integer') assertInt64(value);
      else if (value.kind !== 'string' && value.kind !== 'boolean')
        literals.push({ path, node: value });
    }
  };
  for (const item of parseTOML(text, { tomlVersion: 'latest' }).body[0].body) {
    if (item.type === 'TOMLKeyValue') keyValue(item, []);
    else {
      const path = item.resolvedKey;
      path.forEach((key, i) => {
        if (typeof key === 'string') note(path.slice(0, i), key);
      });
      for (const member of item.body) keyValue(member, path);
    }
  }
  return { orders, literals };
}

/** Puts every object's members of a tree read from a TOML text in the text's order, in place. */
export function inTextOrder(value: JsonValue, orders: TomlSyntax['orders']): JsonValue {
  const todo: [JsonValue, Path][] = [[value, []]];
  while (todo.length > 0) {
    const [v, path] = todo.pop()!;
    if (Array.isArray(v)) v.forEach((item, i) => todo.push([item, [...path, i]]));
    else if (v instanceof JsonObject) {
      const order = orders.get(JSON.stringify(path));
      if (order) {
        const rank = (key: string) => order.get(key) ?? order.size;
        v.entries.sort(([a], [b]) => rank(a) - rank(b));
      }
      for (const [key, item] of v.entries) todo.push([item, [...path, key]]);
    }
  }
  return value;
}
