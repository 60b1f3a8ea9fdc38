import { JsonToolError } from '../errors';

/** jq's words for the types it names, kept as codes so the page words them in its language. */
const TYPES = new Set(['null', 'boolean', 'number', 'string', 'array', 'object']);

const COMPILE_AT = /^jq: error: (.*) at <top-level>, line (\d+)(?:, column (\d+))?:$/m;
const RUNTIME = /^jq: error \(at [^)]*\)( \(not a string\))?: (.*)$/m;

/**
 * 1-based column in the user's expression of jq's 1-based `line`/`column` in the program it
 * ran, `prefix + expression + suffix`. jq counts bytes of UTF-8; the page counts characters.
 * A fault past the expression (in the closing suffix) is where the expression ends too soon.
 */
function columnIn(expression: string, prefix: string, line: number, column: number): number {
  if (line > 1) return expression.length + 1;
  const bytes = new TextEncoder().encode(prefix + expression);
  const before = new TextDecoder().decode(bytes.subarray(0, Math.max(0, column - 1)));
  const at = before.length - prefix.length + 1;
  return Math.min(Math.max(at, 1), expression.length + 1);
}

/**
 * What jq wrote on stderr when it failed, as a JsonToolError: compile errors with the column
 * in the expression as the user typed it (the program ran is wrapped in `prefix`), runtime
 * errors by kind where the page can say them in its own words, else jq's own text as `detail`.
 */
export function jqError(stderr: string, expression: string, prefix: string): JsonToolError {
  const compile = COMPILE_AT.exec(stderr);
  if (compile) {
    const [, detail, line, column] = compile;
    const at = columnIn(expression, prefix, Number(line), Number(column ?? 1));
    const undefinedName = /^(.+) is not defined$/.exec(detail);
    if (undefinedName)
      return new JsonToolError('jqNotDefined', { name: undefinedName[1], column: at });
    // The message says "syntax error" in the page's language; jq's words tell which.
    const syntax = /^syntax error, (.*)$/.exec(detail);
    if (syntax) return new JsonToolError('jqSyntax', { detail: syntax[1], column: at });
    return new JsonToolError('jqCompile', { detail, column: at });
  }
  const runtime = RUNTIME.exec(stderr);
  if (!runtime) {
    const detail =
      stderr
        .trim()
        .split('\n')[0]
        .replace(/^jq: error: /, '') || 'jq';
    return new JsonToolError('jqRuntime', { detail });
  }
  const [, notString, detail] = runtime;
  // error(x) with a value that is not a string: jq prints the value.
  if (notString) return new JsonToolError('jqRuntime', { detail: `error(${detail})` });
  const index = /^Cannot index (\w+) with (\w+)(?: \((.*)\))?$/.exec(detail);
  if (index && TYPES.has(index[1]) && TYPES.has(index[2]))
    return new JsonToolError('jqCannotIndex', {
      type: index[1],
      keyType: index[2],
      key: index[3] ?? '',
      detail,
    });
  const iterate = /^Cannot iterate over (\w+)(?: \((.*)\))?$/.exec(detail);
  if (iterate && TYPES.has(iterate[1]))
    return new JsonToolError('jqCannotIterate', { type: iterate[1], detail });
  return new JsonToolError('jqRuntime', { detail });
}
