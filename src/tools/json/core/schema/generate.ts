import { JsonNumber, JsonObject, type JsonValue } from '../tree';
import { formatsOf, type GeneratedFormat } from './formats';

/** A set of strings becomes an enum when it has at most this many values… */
const MAX_ENUM_VALUES = 10;
/** …and values repeat: at least this many strings per distinct value. */
const MIN_REPEATS = 2;

type SchemaType = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';

/** What all the values seen at one place have in common, merged one value at a time. */
interface Shape {
  /** Types in the order first seen. */
  types: SchemaType[];
  strings: number;
  /** Distinct strings, until there are too many for an enum (then null). */
  distinct: Set<string> | null;
  /** Formats every string so far has; null before the first string. */
  formats: GeneratedFormat[] | null;
  objects: number;
  /** Members in the order first seen, with how many objects had them. */
  members: Map<string, { shape: Shape; seen: number }>;
  items: Shape | null;
}

function emptyShape(): Shape {
  return {
    types: [],
    strings: 0,
    distinct: new Set(),
    formats: null,
    objects: 0,
    members: new Map(),
    items: null,
  };
}

function addType(shape: Shape, type: SchemaType): void {
  if (!shape.types.includes(type)) shape.types.push(type);
}

/** Adds one value (and everything in it) to a shape. */
function merge(shape: Shape, value: JsonValue): void {
  if (value === null) addType(shape, 'null');
  else if (typeof value === 'boolean') addType(shape, 'boolean');
  else if (typeof value === 'string') {
    addType(shape, 'string');
    shape.strings += 1;
    if (shape.distinct) {
      shape.distinct.add(value);
      if (shape.distinct.size > MAX_ENUM_VALUES) shape.distinct = null;
    }
    const formats = formatsOf(value);
    shape.formats = shape.formats ? shape.formats.filter((f) => formats.includes(f)) : formats;
  } else if (value instanceof JsonNumber) {
    // As written: 3 is an integer, 3.0 and 3e0 are numbers.
    addType(shape, /^-?\d+$/.test(value.raw) ? 'integer' : 'number');
  } else if (Array.isArray(value)) {
    addType(shape, 'array');
    for (const item of value) merge((shape.items ??= emptyShape()), item);
  } else if (value instanceof JsonObject) {
    addType(shape, 'object');
    shape.objects += 1;
    // A key written twice counts once: the object has it.
    const keys = new Map(value.entries);
    for (const [key, member] of keys) {
      let entry = shape.members.get(key);
      if (!entry) shape.members.set(key, (entry = { shape: emptyShape(), seen: 0 }));
      entry.seen += 1;
      merge(entry.shape, member);
    }
  }
}

/** A shape as schema members, in the order a reader expects (type first). */
function schemaOf(shape: Shape): JsonObject {
  const out = new JsonObject();
  // integer and number together are numbers.
  const types = shape.types.includes('number')
    ? shape.types.filter((type) => type !== 'integer')
    : shape.types;
  if (types.length === 1) out.entries.push(['type', types[0]]);
  else if (types.length > 1) out.entries.push(['type', [...types]]);
  const format = shape.formats?.[0];
  if (format) out.entries.push(['format', format]);
  else if (
    types.length === 1 &&
    types[0] === 'string' &&
    shape.distinct &&
    shape.strings >= shape.distinct.size * MIN_REPEATS
  )
    out.entries.push(['enum', [...shape.distinct]]);
  if (shape.objects > 0) {
    const properties = new JsonObject();
    const required: string[] = [];
    for (const [key, entry] of shape.members) {
      properties.entries.push([key, schemaOf(entry.shape)]);
      if (entry.seen === shape.objects) required.push(key);
    }
    out.entries.push(['properties', properties]);
    if (required.length > 0) out.entries.push(['required', required]);
  }
  if (shape.items) out.entries.push(['items', schemaOf(shape.items)]);
  return out;
}

/**
 * A draft 2020-12 schema that the sample satisfies: types (integer or number as each number
 * is written), properties in the sample's key order, `required` for the members every object
 * at that place has (so each item of an array counts), enums for small sets of repeated
 * strings, formats every string at a place has, one merged schema for an array's items.
 */
export function generateSchema(sample: JsonValue): JsonObject {
  const shape = emptyShape();
  merge(shape, sample);
  const schema = schemaOf(shape);
  schema.entries.unshift(['$schema', 'https://json-schema.org/draft/2020-12/schema']);
  return schema;
}
