import type { InexactNumber } from './queryView';
import type { JsonValue } from './tree';

export type QueryLanguage = 'jsonpath' | 'jmespath' | 'jq';

export interface QueryMatch {
  /** `$.store.book[0].title` for JSONPath; empty for JMESPath (results are computed). */
  path: string;
  value: JsonValue;
}

/**
 * A number the query computed with as a double, which is not what was written:
 * `filterDouble` (a JSONPath filter compared it), `jmesPathDouble` (JMESPath computed with it,
 * and a number of the result may show the double), `jmesPathKeyOrder` (an object the query
 * built, at `path` in the result, lists integer-like keys first: `after` is its key order, and
 * the order the query meant is unknown), `jqDouble` (jq computed with it, and it
 * changed a result) or `jqDoubleMaybe` (jq may have: see core/jq/jqSignature.ts).
 */
export interface QueryChange {
  /** Where the number is in the input. */
  path: string;
  before: string;
  after: string;
  reason: 'filterDouble' | 'jmesPathDouble' | 'jmesPathKeyOrder' | 'jqDouble' | 'jqDoubleMaybe';
}

export interface QueryResult {
  /** The first matches (all unless the query was given a limit). */
  matches: QueryMatch[];
  /** How many matches there are in all. */
  total: number;
  /** Empty when every match shows the input exactly as written. */
  changes: QueryChange[];
}

export function changesOf(numbers: Iterable<InexactNumber>, reason: QueryChange['reason']) {
  return [...numbers].map(({ number, path }) => ({
    path,
    before: number.raw,
    after: String(number.toNumber()),
    reason,
  }));
}
