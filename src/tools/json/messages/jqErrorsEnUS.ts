import type { jqErrorsZhCN } from './jqErrorsZhCN';

/** The same jq failures in English. */
export const jqErrorsEnUS: Record<keyof typeof jqErrorsZhCN, string> = {
  'error.jqSyntax': 'jq filter, column {column}: syntax error: {detail}',
  'error.jqCompile': 'jq filter, column {column}: cannot compile: {detail}',
  'error.jqNotDefined':
    'jq filter, column {column}: {name} is not defined (a misspelt function, or a variable never bound with as)',
  'error.jqRuntime': 'jq failed: {detail}',
  'error.jqCannotIndex': 'jq failed: cannot index {type} with {keyType} {key}',
  'error.jqCannotIterate': 'jq failed: cannot iterate over {type} with .[]',
  'error.jqUserError': 'The jq filter raised error(): {detail}',
  'error.jqTimeout':
    'jq ran for more than {seconds} seconds and was stopped: the filter may loop forever (e.g. last(repeat(.)))',
  'error.jqLoadFailed': 'jq could not be loaded (its first use needs a connection): {detail}',
} as const;
