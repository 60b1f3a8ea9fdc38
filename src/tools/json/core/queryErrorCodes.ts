/**
 * Codes of invalid query expressions, each with the 1-based `column` of the fault (part of
 * JSON_TOOL_CODES; kept here so query work does not touch the shared list).
 */
export const QUERY_ERROR_CODES = [
  'jsonPathRoot',
  'jsonPathExpected',
  'jsonPathUnexpected',
  'jsonPathUnclosed',
  'jsonPathScript',
  'jmesPathSyntax',
  'jmesPathIncomplete',
  'jmesPathFunction',
] as const;
