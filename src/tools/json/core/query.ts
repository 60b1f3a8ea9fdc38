import { canonicalNumber } from './canonicalNumber';
import { detailOf, JsonToolError } from './errors';
import { jmesPathRuntimeError, jmesPathSyntaxError, type JmesPathLibrary } from './jmesPathErrors';
import { checkJsonPath } from './jsonPathSyntax';
import { IndexedDocument, TreeDocument, type QueryDocument } from './queryDocument';
import { childPath, QueryView, type InexactNumber } from './queryView';
import { JsonNumber, JsonObject, type JsonValue } from './tree';

export type QueryLanguage = 'jsonpath' | 'jmespath' | 'jq';

export interface QueryMatch {
  /** `$.store.book[0].title` for JSONPath; empty for JMESPath (results are computed). */
  path: string;
  value: JsonValue;
}

/**
 * A number the query computed with as a double, which is not what was written:
 * `filterDouble` (a JSONPath filter compared it), `jmesPathDouble` (JMESPath computed with it,
 * and a number of the result may show the double), `jqDouble` (jq computed with it, and it
 * changed a result) or `jqDoubleMaybe` (jq may have: see core/jq/jqSignature.ts).
 */
export interface QueryChange {
  /** Where the number is in the input. */
  path: string;
  before: string;
  after: string;
  reason: 'filterDouble' | 'jmesPathDouble' | 'jqDouble' | 'jqDoubleMaybe';
}

export interface QueryResult {
  matches: QueryMatch[];
  /** Empty when every match shows the input exactly as written. */
  changes: QueryChange[];
}

function changesOf(numbers: Iterable<InexactNumber>, reason: QueryChange['reason']) {
  return [...numbers].map(({ number, path }) => ({
    path,
    before: number.raw,
    after: String(number.toNumber()),
    reason,
  }));
}

interface ScriptClass {
  new (code: string): { runInNewContext(context: object): unknown };
}

/** The view a running JSONPath filter reads from: only filters record what they read. */
let filterView: QueryView<unknown> | undefined;

async function runJsonPath(
  document: QueryDocument<unknown>,
  expression: string,
): Promise<QueryResult> {
  const { JSONPath } = await import('jsonpath-plus');
  // jsonpath-plus's own safe evaluator (not in its typings): the check parses with it too.
  const SafeScript = (JSONPath as unknown as { prototype: { safeVm: { Script: ScriptClass } } })
    .prototype.safeVm.Script;
  const shape = checkJsonPath(expression, (code) => new SafeScript(code));
  // Only filters and scripts read numbers to compute; paths alone just move them.
  const view = new QueryView(document, shape.computes ? 'recordedDouble' : 'double');
  // jsonpath-plus caches scripts by this class's source, so it reads the view from the module.
  class RecordingScript {
    private readonly script: InstanceType<ScriptClass>;
    constructor(code: string) {
      this.script = new SafeScript(code);
    }
    runInNewContext(context: object): unknown {
      if (filterView) filterView.recording = true;
      try {
        return this.script.runInNewContext(context);
      } finally {
        if (filterView) filterView.recording = false;
      }
    }
  }
  filterView = view;
  let results: { value: unknown; parent: unknown; parentProperty: string | number | null }[];
  try {
    results = JSONPath({
      path: expression,
      json: view.root as object,
      resultType: 'all',
      wrap: true,
      eval: RecordingScript,
    }) as typeof results;
  } catch (error) {
    throw new JsonToolError('jsonPathInvalid', { detail: detailOf(error) });
  } finally {
    filterView = undefined;
  }
  // Matches are found again in the tree from their parent and key: jsonpath-plus's own paths
  // and pointers drop keys that look like its operators (`~`, `^`).
  const matches = (results ?? []).map(({ value: found, parent, parentProperty }) => {
    // No parent: the match is the document itself.
    if (view.containerOf(parent) < 0) return { path: '$', value: document.value(document.root) };
    const parentPath = view.pathOf(parent);
    const inArray = view.isArray(parent);
    if (shape.propertyNames) {
      // `…~` matches member names (strings, exact as they are), here in `found`.
      const name = inArray ? Number(found) : String(found);
      return { path: childPath(parentPath, name), value: String(found) };
    }
    const key = inArray ? Number(parentProperty) : String(parentProperty);
    return { path: childPath(parentPath, key), value: view.memberOf(parent, key) };
  });
  // 1.10 compares as 1.1 without harm; only numbers a double changes in value are listed.
  const lossy = [...view.read.values()].filter(
    ({ number }) => canonicalNumber(number.raw) !== canonicalNumber(String(number.toNumber())),
  );
  return { matches, changes: changesOf(lossy, 'filterDouble') };
}

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
 * the query read (`max`, `sort_by(…)[].n` return such numbers) as that text.
 */
function toLossless(result: unknown, view: QueryView<unknown>): JsonValue {
  const writtenAs = new Map<number, string | undefined>();
  for (const { number } of view.read.values()) {
    const double = number.toNumber();
    // Infinity stands for every number too big for a double: it never names one text.
    if (!Number.isFinite(double)) continue;
    const known = writtenAs.has(double) ? writtenAs.get(double) : number.raw;
    writtenAs.set(double, known === number.raw ? known : undefined);
  }
  const root: { value?: JsonValue } = {};
  const work: [unknown, (v: JsonValue) => void][] = [[result, (v) => (root.value = v)]];
  while (work.length > 0) {
    const [v, assign] = work.pop()!;
    const original = view.originalOf(v);
    const placeholder = typeof v === 'object' && v !== null && view.placeholders.get(v);
    if (original !== undefined) assign(original);
    else if (placeholder) assign(placeholder.number);
    else if (typeof v === 'number') {
      const written = writtenAs.get(v);
      if (written !== undefined) assign(new JsonNumber(written));
      else if (!Number.isFinite(v))
        throw new JsonToolError('nonFiniteNumber', { value: String(v) });
      else assign(new JsonNumber(String(v)));
    } else if (Array.isArray(v)) {
      const array: JsonValue[] = new Array(v.length);
      assign(array);
      v.forEach((item, i) => work.push([item, (x) => (array[i] = x)]));
    } else if (typeof v === 'object' && v !== null) {
      const entries = Object.entries(v);
      const object = new JsonObject(new Array(entries.length));
      assign(object);
      entries.forEach(([key, item], i) => work.push([item, (x) => (object.entries[i] = [key, x])]));
    } else assign((v ?? null) as JsonValue);
  }
  return root.value as JsonValue;
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
  try {
    library.compile(expression);
  } catch (error) {
    throw jmesPathSyntaxError(library, expression, error);
  }
  const view = new QueryView(document, 'placeholder');
  let exact: unknown;
  let exactRan = true;
  try {
    exact = library.search(view.root, expression);
  } catch (error) {
    // Every number prints as written: this run was the only one needed.
    if (!view.hasInexact) throw jmesPathRuntimeError(library, expression, error);
    exactRan = false;
  }
  if (!view.hasInexact)
    return { matches: [{ path: '', value: toLossless(exact, view) }], changes: [] };
  const computed = view.inspected.size > 0;
  view.useRecordedDoubles();
  view.recording = true;
  let double: unknown;
  try {
    double = library.search(view.root, expression);
  } catch (error) {
    throw jmesPathRuntimeError(library, expression, error);
  }
  view.recording = false;
  if (exactRan && !computed && sameResult(exact, double, view))
    return { matches: [{ path: '', value: toLossless(exact, view) }], changes: [] };
  return {
    matches: [{ path: '', value: toLossless(double, view) }],
    changes: changesOf(view.read.values(), 'jmesPathDouble'),
  };
}

/**
 * Runs a JSONPath or JMESPath expression on the lossless tree, or on a document read through
 * its tree index (only what the query reaches is built): keys keep their written order and
 * numbers their written text. An invalid expression throws a JsonToolError with its column.
 */
export async function queryJson(
  input: JsonValue | IndexedDocument,
  expression: string,
  language: Exclude<QueryLanguage, 'jq'>,
): Promise<QueryResult> {
  const expr = expression.trim();
  if (!expr) throw new JsonToolError('queryEmpty');
  const document = (
    input instanceof IndexedDocument ? input : new TreeDocument(input)
  ) as QueryDocument<unknown>;
  try {
    return await (language === 'jsonpath'
      ? runJsonPath(document, expr)
      : runJmesPath(document, expr));
  } catch (error) {
    // Columns count in what the user typed, spaces before the expression included.
    const lead = expression.length - expression.trimStart().length;
    if (error instanceof JsonToolError && typeof error.params.column === 'number' && lead > 0)
      throw new JsonToolError(error.code, { ...error.params, column: error.params.column + lead });
    throw error;
  }
}
