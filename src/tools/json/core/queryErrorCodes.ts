/**
 * Codes of invalid query expressions, each with the 1-based `column` of the fault, and of a
 * query that would build more of a large document than memory allows (`queryTooLarge`, with
 * its `limit`). Part of JSON_TOOL_CODES; kept here so query work does not touch the shared list.
 */
export const QUERY_ERROR_CODES = [
  'jsonPathRoot',
  'jsonPathExpected',
  'jsonPathUnexpected',
  'jsonPathUnclosed',
  'jsonPathScript',
  'jsonPathScriptMissing',
  'jsonPathScriptUnclosed',
  'jsonPathScriptUnexpected',
  'jsonPathUnknownName',
  'jsonPathNotFunction',
  'jmesPathSyntax',
  'jmesPathIncomplete',
  'jmesPathFunction',
  'queryTooLarge',
] as const;
