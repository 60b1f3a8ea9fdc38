import { detailOf, JsonToolError } from './errors';

/** The parts of the jmespath package this module uses. */
export interface JmesPathLibrary {
  tokenize(expression: string): { start: number }[];
  compile(expression: string): unknown;
}

/** Expressions longer than this are not searched for the spot (each try parses a prefix). */
const MAX_SEARCHED = 2000;

/** The parser failed because the text ended too soon, not because of what it read. */
function endedEarly(error: unknown): boolean {
  const message = detailOf(error);
  return /EOF/.test(message) || error instanceof TypeError;
}

function fails(run: () => unknown): unknown {
  try {
    run();
    return undefined;
  } catch (error) {
    return error ?? new Error('unknown');
  }
}

/**
 * 1-based column of a syntax error. jmespath's errors name the token but not where it is, so
 * this finds the shortest prefix that fails for the same reason: the first character the lexer
 * cannot read, or the first token after which the parser fails for something other than the
 * end of the text. `length + 1` means the expression stops before it is complete.
 */
function syntaxColumn(library: JmesPathLibrary, expression: string): number {
  if (expression.length > MAX_SEARCHED) return expression.length + 1;
  let tokens: { start: number }[];
  try {
    tokens = library.tokenize(expression);
  } catch {
    for (let end = 1; end <= expression.length; end += 1)
      if (fails(() => library.tokenize(expression.slice(0, end)))) return end;
    return expression.length + 1;
  }
  for (let k = 0; k < tokens.length; k += 1) {
    const end = k + 1 < tokens.length ? tokens[k + 1].start : expression.length;
    const error = fails(() => library.compile(expression.slice(0, end)));
    if (error && !endedEarly(error)) return tokens[k].start + 1;
  }
  return expression.length + 1;
}

/** A compile error as a code with its column and jmespath's own words. */
export function jmesPathSyntaxError(
  library: JmesPathLibrary,
  expression: string,
  error: unknown,
): JsonToolError {
  const column = syntaxColumn(library, expression);
  if (column > expression.length) return new JsonToolError('jmesPathIncomplete', { column });
  return new JsonToolError('jmesPathSyntax', { column, detail: detailOf(error) });
}

/**
 * An evaluation error: jmespath names the function that failed (`Unknown function: f()`,
 * `TypeError: sum() expected…`), which gives the column of its first call.
 */
export function jmesPathRuntimeError(
  library: JmesPathLibrary,
  expression: string,
  error: unknown,
): JsonToolError {
  // jmespath compiles some unfinished expressions (`a.b.`) and then trips over the gap.
  if (error instanceof TypeError) return jmesPathSyntaxError(library, expression, error);
  const detail = detailOf(error);
  const name = /(?:Unknown function: |^(?:TypeError|ArgumentError): )([A-Za-z_][\w]*)\(\)/.exec(
    detail,
  )?.[1];
  const at = name ? new RegExp(`\\b${name}\\s*\\(`).exec(expression)?.index : undefined;
  if (name && at !== undefined)
    return new JsonToolError('jmesPathFunction', { column: at + 1, name, detail });
  return new JsonToolError('jmesPathInvalid', { detail });
}
