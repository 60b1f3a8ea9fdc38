import type { jqErrorsZhCN } from './jqErrorsZhCN';

/** The same jq failures in English. */
export const jqErrorsEnUS: Record<keyof typeof jqErrorsZhCN, string> = {
  'error.jqSyntax': 'jq filter, column {column}: syntax error: {detail}',
  'error.jqCompile': 'jq filter, column {column}: {detail}',
  'error.jqNotDefined': 'jq filter, column {column}: {name} is not defined',
  'error.jqRuntime': 'jq failed: {detail}',
  'error.jqCannotIndex': 'jq failed: cannot index {type} with {keyType} {key}',
  'error.jqCannotIterate': 'jq failed: cannot iterate over {type}',
  'error.jqTimeout': 'jq ran over {seconds} s and was stopped: the filter may loop forever',
  'error.jqLoadFailed': 'jq could not load (its first use needs a connection): {detail}',
  'error.jqTooLarge':
    'The input is {size}, over the {limit} jq can take: jq copies the whole document into its WebAssembly memory and builds every value, which would exhaust the page’s memory. Use JSONPath or JMESPath, or select a part with them, take it as input, then use jq',
} as const;
