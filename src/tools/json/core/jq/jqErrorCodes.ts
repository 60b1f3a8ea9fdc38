/**
 * Codes of jq failures (part of JSON_TOOL_CODES; kept here so jq work does not touch the
 * shared list). `jqSyntax` and `jqCompile` carry the 1-based `column` jq names.
 */
export const JQ_ERROR_CODES = [
  'jqSyntax',
  'jqCompile',
  'jqNotDefined',
  'jqRuntime',
  'jqCannotIndex',
  'jqCannotIterate',
  'jqTimeout',
  'jqLoadFailed',
] as const;
