import { JsonToolError } from './errors';
import { jmesPathRuntimeError, jmesPathSyntaxError, type JmesPathLibrary } from './jmesPathErrors';
import { expressionOrders, writtenOrder, type ExpressionOrders } from './jmesPathOrder';
import { runJsonPath } from './jsonPathLibrary';
import { streamablePath, streamJsonPath } from './jsonPathStream';
import { IndexedDocument, TreeDocument, type QueryDocument } from './queryDocument';
import { changesOf, type QueryChange, type QueryLanguage, type QueryResult } from './queryResult';
import { childPath, QueryView, rethrowViewStop } from './queryView';
import { JsonNumber, JsonObject, type JsonValue } from './tree';

export type { QueryChange, QueryLanguage, QueryMatch, QueryResult } from './queryResult';

/**
 * Whether two results are the same value: `exact` from the run with placeholders, `double`
 * from the run with doubles. Containers of the input compare by identity.
 */
function sameResult(exact: unknown, double: unknown, view: QueryView<unknown>) {
  const todo: [unknown, unknown][] = [[exact, double]];
  while (todo.length > 0) {
    const [a, b] = todo.pop()!;
    const placeholder = typeof a === 'object' && a !== null && view.placeholders.get(a);
    if (placeholder) {
      if (b !== placeholder.number.toNumber()) return false;
      continue;
    }
    const container = view.containerOf(a);
    if (container >= 0 || view.containerOf(b) >= 0) {
      if (container !== view.containerOf(b)) return false;
      continue;
    }
    if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) {
      if (a !== b) return false;
      continue;
    }
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    const keysA = Object.keys(a);
    const keysB = Object.keys(b);
    if (keysA.join('\u0000') !== keysB.join('\u0000')) return false;
    for (const key of keysA)
      todo.push([(a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]]);
  }
  return true;
}

/**
 * A JMESPath result back in the lossless model: input containers as written, placeholders
 * exact, and a finite double that is the value of exactly one written text among the numbers
 * the query read (`max`, `sort_by(…)[].n` return such numbers) as that text. Objects the
 * expression built keep its key order; where that order is unknown, `changes` gets the object.
 */
function toLossless(
  result: unknown,
  view: QueryView<unknown>,
  orders: ExpressionOrders,
  changes: QueryChange[],
): JsonValue {
  const writtenAs = new Map<number | '-0', string | undefined>();
  // A Map takes -0 for 0: a written -0 must not stand for every 0 of the result.
  const keyOf = (double: number) => (Object.is(double, -0) ? '-0' : double);
  for (const { number } of view.read.values()) {
    const double = number.toNumber();
    // Infinity stands for every number too big for a double: it never names one text.
    if (!Number.isFinite(double)) continue;
    const key = keyOf(double);
    const known = writtenAs.has(key) ? writtenAs.get(key) : number.raw;
    writtenAs.set(key, known === number.raw ? known : undefined);
  }
  const root: { value?: JsonValue } = {};
  // Paths are in the result (`@[0].a`): a built object has no place in the input.
  const work: [unknown, (v: JsonValue) => void, string][] = [
    [result, (v) => (root.value = v), '@'],
  ];
  while (work.length > 0) {
    const [v, assign, path] = work.pop()!;
    const original = view.originalOf(v);
    const placeholder = typeof v === 'object' && v !== null && view.placeholders.get(v);
    if (original !== undefined) assign(original);
    else if (placeholder) assign(placeholder.number);
    else if (typeof v === 'number') {
      const written = writtenAs.get(keyOf(v));
      if (written !== undefined) assign(new JsonNumber(written));
      else if (!Number.isFinite(v))
        throw new JsonToolError('nonFiniteNumber', { value: String(v) });
      else assign(new JsonNumber(String(v)));
    } else if (Array.isArray(v)) {
      const array: JsonValue[] = new Array(v.length);
      assign(array);
      v.forEach((item, i) => work.push([item, (x) => (array[i] = x), childPath(path, i)]));
    } else if (typeof v === 'object' && v !== null) {
      const listed = Object.keys(v);
      const keys = writtenOrder(listed, orders);
      if (!keys) changes.push(keyOrderChange(path, listed));
      const object = new JsonObject(new Array(listed.length));
      assign(object);
      (keys ?? listed).forEach((key, i) => {
        const item = (v as Record<string, unknown>)[key];
        work.push([item, (x) => (object.entries[i] = [key, x]), childPath(path, key)]);
      });
    } else assign((v ?? null) as JsonValue);
  }
  return root.value as JsonValue;
}

/** A built object whose integer-like keys JS listed first, in an order the query cannot tell. */
function keyOrderChange(path: string, keys: string[]): QueryChange {
  return {
    path,
    before: '',
    after: JSON.stringify(keys),
    reason: 'jmesPathKeyOrder',
  };
}

/**
 * JMESPath runs twice: once with every number a double cannot print as written replaced by a
 * placeholder, once with doubles. When the placeholders were only moved (never compared,
 * summed or sorted) and both runs agree, the result is the input's own values, exact. Else
 * the doubles' result is shown, with every such number the query read listed as a change.
 */
async function runJmesPath(
  document: QueryDocument<unknown>,
  expression: string,
): Promise<QueryResult> {
  const module = (await import('jmespath')) as typeof import('jmespath') & {
    default?: typeof import('jmespath');
  };
  const library = (module.default ?? module) as typeof import('jmespath') & JmesPathLibrary;
  let orders: ExpressionOrders;
  try {
    orders = expressionOrders(library.compile(expression));
  } catch (error) {
    throw jmesPathSyntaxError(library, expression, error);
  }
  const view = new QueryView(document, 'placeholder');
  let exact: unknown;
  let exactRan = true;
  try {
    exact = library.search(view.root, expression);
  } catch (error) {
    rethrowViewStop(error);
    // Every number prints as written: this run was the only one needed.
    if (!view.hasInexact) throw jmesPathRuntimeError(library, expression, error);
    exactRan = false;
  }
  const shown = (result: unknown, numbers: QueryChange[]): QueryResult => {
    const changes: QueryChange[] = [];
    const value = toLossless(result, view, orders, changes);
    return { matches: [{ path: '', value }], total: 1, changes: [...changes, ...numbers] };
  };
  if (!view.hasInexact) return shown(exact, []);
  const computed = view.inspected.size > 0;
  view.useRecordedDoubles();
  view.recording = true;
  let double: unknown;
  try {
    double = library.search(view.root, expression);
  } catch (error) {
    rethrowViewStop(error);
    throw jmesPathRuntimeError(library, expression, error);
  }
  view.recording = false;
  if (exactRan && !computed && sameResult(exact, double, view)) return shown(exact, []);
  return shown(double, changesOf(view.read.values(), 'jmesPathDouble'));
}

/** JSONPath of names, indexes, `*` and `..` streamed over the nodes; any other by jsonpath-plus. */
async function jsonPathOn(document: QueryDocument<unknown>, expression: string, limit: number) {
  const steps = streamablePath(expression);
  if (steps) return { ...streamJsonPath(document, steps, limit), changes: [] };
  const result = await runJsonPath(document, expression);
  return { ...result, matches: result.matches.slice(0, limit) };
}

/**
 * Runs a JSONPath or JMESPath expression on the lossless tree, or on a document read through
 * its tree index (only what the query reaches is built): keys keep their written order and
 * numbers their written text. An invalid expression throws a JsonToolError with its column.
 * Only the first `limit` JSONPath matches are kept (`total` counts them all).
 */
export async function queryJson(
  input: JsonValue | IndexedDocument,
  expression: string,
  language: Exclude<QueryLanguage, 'jq'>,
  limit = Infinity,
): Promise<QueryResult> {
  const expr = expression.trim();
  if (!expr) throw new JsonToolError('queryEmpty');
  const document = (
    input instanceof IndexedDocument ? input : new TreeDocument(input)
  ) as QueryDocument<unknown>;
  try {
    return await (language === 'jsonpath'
      ? jsonPathOn(document, expr, limit)
      : runJmesPath(document, expr));
  } catch (error) {
    // Columns count in what the user typed, spaces before the expression included.
    const lead = expression.length - expression.trimStart().length;
    if (error instanceof JsonToolError && typeof error.params.column === 'number' && lead > 0)
      throw new JsonToolError(error.code, { ...error.params, column: error.params.column + lead });
    throw error;
  }
}
