import { canonicalNumber } from './canonicalNumber';
import { detailOf, JsonToolError } from './errors';
import { checkJsonPath } from './jsonPathSyntax';
import { changesOf, type QueryResult } from './queryResult';
import type { QueryDocument } from './queryDocument';
import { childPath, QueryView, rethrowViewStop } from './queryView';

interface ScriptClass {
  new (code: string): { runInNewContext(context: object): unknown };
}

/** The view a running JSONPath filter reads from: only filters record what they read. */
let filterView: QueryView<unknown> | undefined;

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
    rethrowViewStop(error);
    throw new JsonToolError('jsonPathInvalid', { detail: detailOf(error) });
  } finally {
    filterView = undefined;
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
