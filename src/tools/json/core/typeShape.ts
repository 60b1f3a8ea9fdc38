import { JsonToolError } from './errors';
import { JsonNumber, JsonObject, type JsonValue } from './tree';

/** What one place in the sample can hold, merged over every value seen there. */
export interface Shape {
  string: boolean;
  integer: boolean;
  /** Largest integer digits seen, to pick a wide enough type. */
  integerDigits: number;
  float: boolean;
  floatDigits: number;
  boolean: boolean;
  null: boolean;
  object?: ObjectShape;
  array?: Shape;
}

export interface ObjectShape {
  /** Fields in first-seen order. */
  fields: Map<string, { shape: Shape; seen: number }>;
  /** How many objects were merged (a field seen fewer times is optional). */
  samples: number;
}

export const MAX_TYPE_DEPTH = 200;

function emptyShape(): Shape {
  return {
    string: false,
    integer: false,
    integerDigits: 0,
    float: false,
    floatDigits: 0,
    boolean: false,
    null: false,
  };
}

/** Merges every value of a sample into one shape (arrays merge their items). */
export function inferShape(value: JsonValue): Shape {
  const root = emptyShape();
  const todo: [JsonValue, Shape, number][] = [[value, root, 0]];
  while (todo.length > 0) {
    const [v, shape, depth] = todo.pop()!;
    if (depth > MAX_TYPE_DEPTH) throw new JsonToolError('typesTooDeep', { max: MAX_TYPE_DEPTH });
    if (v === null) shape.null = true;
    else if (typeof v === 'string') shape.string = true;
    else if (typeof v === 'boolean') shape.boolean = true;
    else if (v instanceof JsonNumber) {
      const digits = v.raw.replace(/[-+.]|[eE].*$/g, '').length;
      if (/^-?\d+$/.test(v.raw)) {
        shape.integer = true;
        shape.integerDigits = Math.max(shape.integerDigits, digits);
      } else {
        shape.float = true;
        shape.floatDigits = Math.max(shape.floatDigits, digits);
      }
    } else if (Array.isArray(v)) {
      shape.array ??= emptyShape();
      // Reverse so items are merged in document order (fields keep their first-seen order).
      for (let i = v.length - 1; i >= 0; i -= 1) todo.push([v[i], shape.array, depth + 1]);
    } else if (v instanceof JsonObject) {
      shape.object ??= { fields: new Map(), samples: 0 };
      const object = shape.object;
      object.samples += 1;
      const seenHere = new Set<string>();
      for (const [key, member] of v.entries) {
        let field = object.fields.get(key);
        if (!field) {
          field = { shape: emptyShape(), seen: 0 };
          object.fields.set(key, field);
        }
        if (!seenHere.has(key)) field.seen += 1;
        seenHere.add(key);
        todo.push([member, field.shape, depth + 1]);
      }
    }
  }
  return root;
}

/** Kinds other than null present in a shape. */
export function kindsOf(shape: Shape): string[] {
  const kinds: string[] = [];
  if (shape.object) kinds.push('object');
  if (shape.array) kinds.push('array');
  if (shape.string) kinds.push('string');
  if (shape.integer && !shape.float) kinds.push('integer');
  if (shape.float) kinds.push('float');
  if (shape.boolean) kinds.push('boolean');
  return kinds;
}

/** `user_info` / `user-info` / `userInfo` -> `UserInfo`; digits first get a prefix. */
export function pascalCase(name: string, fallback: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const joined = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  if (!joined) return fallback;
  return /^\d/.test(joined) ? fallback + joined : joined;
}

export function camelCase(name: string, fallback: string): string {
  const pascal = pascalCase(name, fallback);
  return pascal[0].toLowerCase() + pascal.slice(1);
}

/** Crude English singular for item types: `items` -> `Item`, `categories` -> `Category`. */
export function singular(name: string): string {
  if (/ies$/.test(name)) return name.slice(0, -3) + 'y';
  if (/(ss|us)$/.test(name)) return name;
  if (/s$/.test(name) && name.length > 1) return name.slice(0, -1);
  return name + 'Item';
}

/** Gives every object shape a unique type name, parents before children. */
export function nameObjects(
  root: Shape,
  rootName: string,
): { name: string; object: ObjectShape }[] {
  const named: { name: string; object: ObjectShape }[] = [];
  const used = new Set<string>();
  const unique = (base: string) => {
    let name = base;
    for (let k = 2; used.has(name); k += 1) name = base + k;
    used.add(name);
    return name;
  };
  const names = new Map<ObjectShape, string>();
  const queue: [Shape, string][] = [[root, rootName]];
  for (let next = 0; next < queue.length; next += 1) {
    const [shape, base] = queue[next];
    let s: Shape | undefined = shape;
    let itemBase = base;
    while (s?.array) {
      s = s.array;
      itemBase = singular(itemBase);
    }
    const candidates = [shape, s].filter((x): x is Shape => !!x);
    for (const candidate of candidates) {
      if (candidate.object && !names.has(candidate.object)) {
        const name = unique(candidate === shape ? base : itemBase);
        names.set(candidate.object, name);
        named.push({ name, object: candidate.object });
        for (const [key, field] of candidate.object.fields)
          queue.push([field.shape, pascalCase(key, 'Field')]);
      }
    }
  }
  return named;
}

export function nameOf(
  named: { name: string; object: ObjectShape }[],
  object: ObjectShape,
): string {
  return named.find((entry) => entry.object === object)?.name ?? 'Object';
}
