/**
 * Codes of jq failures (part of JSON_TOOL_CODES; kept here so jq work does not touch the
 * shared list). `jqSyntax`, `jqCompile` and `jqNotDefined` carry the 1-based `column`;
 * `jqTooLarge` the input's `size` and the `limit`, as shown sizes.
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
  'jqTooLarge',
] as const;
