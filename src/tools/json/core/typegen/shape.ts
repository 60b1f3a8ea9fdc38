import { JsonToolError } from '../errors';
import { JsonNumber, JsonObject, type JsonValue } from '../tree';
import { fitsDecimal, fitsDouble, integerRangeOf, widerRange, type IntegerRange } from './numbers';

/** What one place in the sample can hold, merged over every value seen there. */
export interface Shape {
  /** Where it was first seen (`$.items[*].id`), for notes. */
  path: string;
  string: boolean;
  integer: boolean;
  integerRange: IntegerRange;
  float: boolean;
  /** False once a float that a double cannot hold was seen. */
  floatFitsDouble: boolean;
  /** A number as written that needs more than the usual type, quoted in notes. */
  wideExample?: string;
  /** A negative number was seen (no unsigned type then). */
  negative: boolean;
  /** False once a number that .NET's decimal cannot hold was seen. */
  fitsDecimal: boolean;
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

function emptyShape(path: string): Shape {
  return {
    path,
    string: false,
    integer: false,
    integerRange: 'safe',
    float: false,
    floatFitsDouble: true,
    negative: false,
    fitsDecimal: true,
    boolean: false,
    null: false,
  };
}

function childPath(parent: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`;
}

function addNumber(shape: Shape, raw: string) {
  if (raw.startsWith('-')) shape.negative = true;
  if (!fitsDecimal(raw)) shape.fitsDecimal = false;
  if (/^-?\d+$/.test(raw)) {
    shape.integer = true;
    const range = integerRangeOf(raw);
    if (range !== 'safe') shape.wideExample ??= raw;
    shape.integerRange = widerRange(shape.integerRange, range, shape.negative);
  } else {
    shape.float = true;
    if (!fitsDouble(raw)) {
      shape.floatFitsDouble = false;
      shape.wideExample ??= raw;
    }
  }
}

/** Merges every value of a sample into one shape (arrays merge their items). */
export function inferShape(value: JsonValue): Shape {
  const root = emptyShape('$');
  const todo: [JsonValue, Shape, number][] = [[value, root, 0]];
  while (todo.length > 0) {
    const [v, shape, depth] = todo.pop()!;
    if (depth > MAX_TYPE_DEPTH) throw new JsonToolError('typesTooDeep', { max: MAX_TYPE_DEPTH });
    if (v === null) shape.null = true;
    else if (typeof v === 'string') shape.string = true;
    else if (typeof v === 'boolean') shape.boolean = true;
    else if (v instanceof JsonNumber) addNumber(shape, v.raw);
    else if (Array.isArray(v)) {
      shape.array ??= emptyShape(`${shape.path}[*]`);
      // Reverse so items are merged in document order (fields keep their first-seen order).
      for (let i = v.length - 1; i >= 0; i -= 1) todo.push([v[i], shape.array, depth + 1]);
    } else if (v instanceof JsonObject) {
      shape.object ??= { fields: new Map(), samples: 0 };
      const object = shape.object;
      object.samples += 1;
      const seenHere = new Set<string>();
      const members: [JsonValue, Shape, number][] = [];
      for (const [key, member] of v.entries) {
        let field = object.fields.get(key);
        if (!field) {
          field = { shape: emptyShape(childPath(shape.path, key)), seen: 0 };
          object.fields.set(key, field);
        }
        if (!seenHere.has(key)) field.seen += 1;
        seenHere.add(key);
        members.push([member, field.shape, depth + 1]);
      }
      // Reversed like array items, so nested objects are merged in document order too.
      for (let i = members.length - 1; i >= 0; i -= 1) todo.push(members[i]);
    }
  }
  return root;
}

/** The one kind a shape holds besides null, or `mixed` / `unknown` (only nulls, empty arrays). */
export type ShapeKind = 'object' | 'array' | 'string' | 'integer' | 'float' | 'boolean';

export function kindOf(shape: Shape): ShapeKind | 'mixed' | 'unknown' {
  const kinds: ShapeKind[] = [];
  if (shape.object) kinds.push('object');
  if (shape.array) kinds.push('array');
  if (shape.string) kinds.push('string');
  // Integers next to floats are floats (`1` and `1.5` in one place).
  if (shape.integer && !shape.float) kinds.push('integer');
  if (shape.float) kinds.push('float');
  if (shape.boolean) kinds.push('boolean');
  if (kinds.length === 0) return 'unknown';
  return kinds.length === 1 ? kinds[0] : 'mixed';
}

/** False when a float place also holds an integer or float that a double would round. */
export function floatFitsDouble(shape: Shape): boolean {
  return shape.floatFitsDouble && (!shape.integer || shape.integerRange === 'safe');
}

/** A field may be missing when some merged objects lacked it. */
export function isOptional(object: ObjectShape, field: { seen: number }): boolean {
  return field.seen < object.samples;
}
