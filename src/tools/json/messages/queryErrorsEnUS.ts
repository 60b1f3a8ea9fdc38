import type { queryErrorsZhCN } from './queryErrorsZhCN';

/** The same messages in English. */
export const queryErrorsEnUS: Record<keyof typeof queryErrorsZhCN, string> = {
  'error.jsonPathRoot': 'JSONPath, column {column}: start with $ (the root), e.g. $.items[0]',
  'error.jsonPathExpected': 'JSONPath, column {column}: a key name, * or [ is missing here',
  'error.jsonPathUnexpected': 'JSONPath, column {column}: unexpected character {char}',
  'error.jsonPathUnclosed': 'JSONPath, column {column}: {char} is never closed',
  'error.jsonPathScript': 'JSONPath, column {column}: invalid filter ({detail})',
  'error.jsonPathScriptMissing':
    'JSONPath, column {column}: the filter lacks a value here (after an operator or a bracket)',
  'error.jsonPathScriptUnclosed': 'JSONPath, column {column}: {char} in the filter is never closed',
  'error.jsonPathScriptUnexpected':
    'JSONPath, column {column}: {char} does not belong in the filter here',
  'error.jsonPathUnknownName':
    "JSONPath, column {column}: the filter knows no name {name} (write a key as @.key or @['key'])",
  'error.jsonPathNotFunction':
    'JSONPath, column {column}: {name} is not a function that can be called',
  'error.jmesPathSyntax': 'JMESPath, column {column}: {detail}',
  'error.jmesPathIncomplete':
    'JMESPath, column {column}: the expression ends too soon (a part or a closing bracket is missing)',
  'error.jmesPathFunction': 'JMESPath, column {column}: function {name}() failed: {detail}',
  'error.queryTooLarge':
    'This query would read over {limit} objects and arrays, more than the page has memory for, so it was stopped. Narrow it (e.g. [0:1000].name), or use JSONPath: a path of names, indexes, * and .. only (e.g. $..name, $[*].name) can read all of a large document',
} as const;
