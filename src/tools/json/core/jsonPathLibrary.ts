import { canonicalNumber } from './canonicalNumber';
import { detailOf, JsonToolError } from './errors';
import { FilterEvaluator } from './jsonPathFilter';
import { bareCurrent, FilterFault } from './jsonPathScript';
import { checkJsonPath } from './jsonPathSyntax';
import { changesOf, type QueryResult } from './queryResult';
import type { QueryDocument } from './queryDocument';
import { childPath, QueryView, rethrowViewStop } from './queryView';

interface ScriptClass {
  new (code: string): { ast: object };
}

/** jsonpath-plus writes `@…` as these names in the code it evaluates. */
const SANDBOX_NAMES: [string, string][] = [
  ['_$_parentProperty', '@parentProperty'],
  ['_$_parent', '@parent'],
  ['_$_property', '@property'],
  ['_$_root', '@root'],
  ['_$_path', '@path'],
  ['_$_v', '@'],
];

/** A filter's fault as an error with the column of the name it is about. */
function filterError(expression: string, code: string, fault: FilterFault): JsonToolError {
  const written = SANDBOX_NAMES.reduce((text, [name, at]) => text.replaceAll(name, at), code);
  const start = Math.max(0, expression.indexOf(written));
  const within = Math.max(0, written.indexOf(fault.name));
  return new JsonToolError(fault.code, { column: start + within + 1, name: fault.name });
}

/** The view a running JSONPath filter reads from: only filters record what they read. */
let filterView: QueryView<unknown> | undefined;
/** A filter's own error: jsonpath-plus rethrows it as a plain Error with English text. */
let filterFailure: unknown;

/** Any JSONPath, run by jsonpath-plus on a query view of the document. */
export async function runJsonPath(
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
    private readonly ast: object;
    constructor(private readonly code: string) {
      this.ast = new SafeScript(bareCurrent(code)).ast;
    }
    runInNewContext(context: Record<string, unknown>): unknown {
      const current = filterView!;
      const evaluator = new FilterEvaluator(current);
      const scope = Object.assign(Object.create(null) as Record<string, unknown>, context);
      // `@` is a number as a double: the filter compares the number as written instead.
      if (typeof scope._$_v === 'number') {
        const { _$_parent: parent, _$_parentProperty: key } = scope;
        const container =
          parent === null ? current.root : (parent as Record<string, unknown>)[String(key)];
        if (current.containerOf(container) >= 0)
          scope._$_v = current.filterMember(container, String(scope._$_property));
      }
      current.recording = true;
      try {
        return evaluator.plain(
          evaluator.run(this.ast as Parameters<FilterEvaluator['run']>[0], scope),
        );
      } catch (error) {
        filterFailure =
          error instanceof FilterFault ? filterError(expression, this.code, error) : error;
        throw filterFailure;
      } finally {
        current.recording = false;
      }
    }
  }
  filterView = view;
  let results: { value: unknown; parent: unknown; parentProperty: string | number | null }[];
  try {
    results = JSONPath({
      path: shape.path,
      json: view.root as object,
      resultType: 'all',
      wrap: true,
      eval: RecordingScript,
    }) as typeof results;
  } catch (error) {
    rethrowViewStop(filterFailure ?? error);
    if (filterFailure instanceof JsonToolError) throw filterFailure;
    throw new JsonToolError('jsonPathInvalid', { detail: detailOf(error) });
  } finally {
    filterView = undefined;
    filterFailure = undefined;
  }
  // Matches are found again in the tree from their parent and key: jsonpath-plus's own paths
  // and pointers drop keys that look like its operators (`~`, `^`).
  // jsonpath-plus also indexes into strings (`$.name[0]` is its first character): a JSON
  // string has no members, so those are no matches.
  const inDocument = (results ?? []).filter(
    ({ parent }) => parent === null || typeof parent === 'object',
  );
  const matches = inDocument.map(({ value: found, parent, parentProperty }) => {
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
  return { matches, total: matches.length, changes: changesOf(lossy, 'filterDouble') };
}
