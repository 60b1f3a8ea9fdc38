import { pointerOf, pointerSteps } from './locate';
import type { SchemaParams } from './types';

/** What the validator library reports for one failed keyword (its OutputUnit). */
export interface LibraryError {
  keyword: string;
  keywordLocation: string;
  instanceLocation: string;
  error: string;
}

/** An issue before it is placed in the text. */
export interface RawIssue {
  code: string;
  params: SchemaParams;
  pointer: string;
}

type Lookup = Record<string, unknown>;

/**
 * Keywords that only say "a subschema failed": their subschemas' own errors follow them and
 * say what is wrong, so these are left out of the list.
 */
const CONTAINERS = new Set([
  'properties',
  'patternProperties',
  'items',
  'prefixItems',
  '$ref',
  '$dynamicRef',
  '$recursiveRef',
  'allOf',
  'then',
  'else',
  'dependentSchemas',
]);
/** Keywords whose failing branches are not listed (every branch failing is one issue). */
const ALTERNATIVES = new Set(['anyOf', 'oneOf', 'not', 'contains', 'propertyNames']);
/** Keywords that reject members or items that no other keyword took. */
const LEFTOVERS = new Set([
  'additionalProperties',
  'unevaluatedProperties',
  'additionalItems',
  'unevaluatedItems',
]);

/** The library's `#/a%20b/0` instance location as a JSON pointer (`/a b/0`). */
export function pointerOfLocation(location: string): string {
  const steps = location === '#' ? [] : location.slice(2).split('/');
  return pointerOf(steps.map((step) => decodeURIComponent(step)).map(unescapeStep));
}

function unescapeStep(step: string): string {
  return step.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * The schema value at an evaluation path such as `#/properties/a/$ref/minimum`, following
 * `$ref` through the library's lookup; undefined past a dynamic reference.
 */
export function schemaAt(root: unknown, lookup: Lookup, location: string): unknown {
  let node: unknown = root;
  const steps = location === '#' ? [] : location.slice(2).split('/');
  for (const step of steps.map((s) => unescapeStep(decodeURIComponent(s)))) {
    if (typeof node !== 'object' || node === null) return undefined;
    const here = node as Record<string, unknown> & { __absolute_ref__?: string };
    if (step === '$ref' && typeof here.$ref === 'string')
      node = lookup[here.__absolute_ref__ ?? here.$ref];
    else if (step === '$dynamicRef' || step === '$recursiveRef') return undefined;
    else node = Object.prototype.hasOwnProperty.call(here, step) ? here[step] : undefined;
  }
  return node;
}

function valueAt(instance: unknown, pointer: string): unknown {
  let node = instance;
  for (const step of pointerSteps(pointer)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[step];
  }
  return node;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** A schema value for a message: JSON, cut short when long. */
export function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? text.slice(0, 117) + '…' : text;
}

function quotedKey(error: string): string {
  return /"(.*)"/.exec(error)?.[1] ?? '';
}

function lengthOf(value: unknown): number {
  if (typeof value === 'string') return [...value].length;
  if (Array.isArray(value)) return value.length;
  if (typeof value === 'object' && value !== null) return Object.keys(value).length;
  return 0;
}

/** The issue for one leaf keyword, with the values its message shows. */
function issueOf(error: LibraryError, limit: unknown, instance: unknown): RawIssue {
  const pointer = pointerOfLocation(error.instanceLocation);
  const value = valueAt(instance, pointer);
  const at = (code: string, params: SchemaParams = {}): RawIssue => ({ code, params, pointer });
  switch (error.keyword) {
    case 'type':
      return at('type', {
        expected: (Array.isArray(limit) ? limit : [limit]).join(' | '),
        actual: typeName(value),
      });
    case 'required': {
      return at('required', { property: quotedKey(error.error) });
    }
    case 'dependentRequired':
    case 'dependencies': {
      const [, key = '', needed = ''] =
        /has "(.*)" but does not have "(.*)"/.exec(error.error) ?? [];
      return at('dependentRequired', { property: key, needed });
    }
    case 'enum':
      return at('enum', { allowed: shown(limit), actual: shown(value) });
    case 'const':
      return at('const', { expected: shown(limit), actual: shown(value) });
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'multipleOf':
      return at(error.keyword, { limit: shown(limit), actual: shown(value) });
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minProperties':
    case 'maxProperties':
      return at(error.keyword, { limit: shown(limit), actual: lengthOf(value) });
    case 'pattern':
      return at('pattern', { pattern: String(limit) });
    case 'format':
      return at('format', { format: String(limit) });
    case 'uniqueItems': {
      const [, first = '', second = ''] = /indexes (\d+) and (\d+)/.exec(error.error) ?? [];
      return at('uniqueItems', { first, second });
    }
    case 'minContains':
    case 'maxContains':
      return at(error.keyword, { limit: shown(limit) });
    case 'false':
      return at('falseSchema');
    default:
      if (error.keyword === 'propertyNames')
        return at('propertyNames', { property: quotedKey(error.error) });
      if (error.keyword === 'oneOf')
        return at('oneOf', { matches: Number(/\((\d+) matches\)/.exec(error.error)?.[1] ?? 0) });
      if (ALTERNATIVES.has(error.keyword)) return at(error.keyword);
      return at('other', { keyword: error.keyword, detail: error.error });
  }
}

/**
 * The library's errors as the list a user reads: one issue per failed assertion, placed at
 * the value it is about (a rejected member at the member itself).
 */
export function issuesOf(
  errors: readonly LibraryError[],
  schema: unknown,
  lookup: Lookup,
  instance: unknown,
): RawIssue[] {
  const issues: RawIssue[] = [];
  let skipUnder: string | null = null;
  for (let i = 0; i < errors.length; i += 1) {
    const error = errors[i];
    if (skipUnder !== null && error.keywordLocation.startsWith(skipUnder)) continue;
    skipUnder = null;
    // draft-07 `dependencies` is a list of names (an assertion) or a schema (a container).
    const dependencySchema =
      error.keyword === 'dependencies' && !error.error.includes('does not have');
    if (CONTAINERS.has(error.keyword) || dependencySchema) continue;
    if (LEFTOVERS.has(error.keyword)) {
      // `false` rejects the member or item outright: one issue at it. Otherwise the
      // subschema's own errors that follow say what is wrong with it.
      const next = errors[i + 1];
      const key = quotedKey(error.error);
      if (next?.keyword === 'false') {
        const isItem = error.keyword.endsWith('Items');
        issues.push({
          code: isItem ? 'itemNotAllowed' : 'propertyNotAllowed',
          params: isItem ? {} : { property: key },
          pointer: pointerOfLocation(next.instanceLocation),
        });
        i += 1;
      }
      continue;
    }
    const limit = schemaAt(schema, lookup, error.keywordLocation);
    issues.push(issueOf(error, limit, instance));
    if (ALTERNATIVES.has(error.keyword)) skipUnder = error.keywordLocation + '/';
  }
  return issues;
}
