import { detailOf, JsonToolError } from './errors';
import { fromPlain, toPlain } from './plain';
import { JsonNumber, JsonObject, type JsonValue } from './tree';

export type QueryLanguage = 'jsonpath' | 'jmespath';

export interface QueryMatch {
  /** `$.store.book[0].title` for JSONPath; empty for JMESPath (results are computed). */
  path: string;
  value: JsonValue;
}

export interface QueryResult {
  matches: QueryMatch[];
  /** True when numbers beyond double precision took part (JMESPath computes with doubles). */
  approximate: boolean;
}

/** Follows a JSON Pointer (`/a/0/b`) in the lossless tree. */
function valueAtPointer(root: JsonValue, pointer: string): JsonValue | undefined {
  if (pointer === '') return root;
  let current: JsonValue | undefined = root;
  for (const raw of pointer.slice(1).split('/')) {
    const step = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(current)) current = current[Number(step)];
    else if (current instanceof JsonObject) current = current.get(step);
    else return undefined;
  }
  return current;
}

/** jsonpath-plus writes `$['a'][0]`; users read `$.a[0]`. */
function readablePath(path: string): string {
  return path.replace(/\['((?:[^'\\]|\\.)*)'\]/g, (whole, key: string) =>
    /^[\p{L}_$][\p{L}\p{N}_$]*$/u.test(key) ? `.${key}` : whole,
  );
}

/** Whether any number would print differently once it went through a double. */
function hasInexactNumbers(value: JsonValue): boolean {
  const todo: JsonValue[] = [value];
  while (todo.length > 0) {
    const v = todo.pop();
    if (v instanceof JsonNumber && !v.isSafe()) return true;
    if (Array.isArray(v)) for (const item of v) todo.push(item);
    else if (v instanceof JsonObject) for (const [, item] of v.entries) todo.push(item);
  }
  return false;
}

/**
 * Runs a JSONPath or JMESPath expression. JSONPath matches come back from the lossless tree,
 * so their numbers are exact; JMESPath computes, so its numbers are doubles (flagged).
 */
export async function queryJson(
  value: JsonValue,
  expression: string,
  language: QueryLanguage,
): Promise<QueryResult> {
  const expr = expression.trim();
  if (!expr) throw new JsonToolError('queryEmpty');
  const plain = toPlain(value, { numbers: 'number' });
  if (language === 'jsonpath') {
    const { JSONPath } = await import('jsonpath-plus');
    let results: { path: string; pointer: string }[];
    try {
      results = JSONPath({
        path: expr,
        json: plain as object,
        resultType: 'all',
        wrap: true,
        eval: 'safe',
      }) as typeof results;
    } catch (error) {
      throw new JsonToolError('jsonPathInvalid', { detail: detailOf(error) });
    }
    const matches = (results ?? []).map((result) => ({
      path: readablePath(result.path),
      value: valueAtPointer(value, result.pointer) ?? null,
    }));
    return { matches, approximate: false };
  }
  const jmespath = (await import('jmespath')) as typeof import('jmespath') & {
    default?: typeof import('jmespath');
  };
  const search = jmespath.search ?? jmespath.default?.search;
  let result: unknown;
  try {
    result = search(plain, expr);
  } catch (error) {
    throw new JsonToolError('jmesPathInvalid', { detail: detailOf(error) });
  }
  return {
    matches: [{ path: '', value: fromPlain(result) }],
    approximate: hasInexactNumbers(value),
  };
}
