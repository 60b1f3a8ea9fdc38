import { JsonToolError } from './errors';

/**
 * jsonpath-plus reads almost any text as some path (`$[` matches the root, `abc` looks for a
 * key) and reports "no match" where a user made a typo. This checks the expression against the
 * syntax jsonpath-plus documents before it runs, and names the first fault and its column.
 * Filters and scripts are parsed by the same expression parser jsonpath-plus evaluates them
 * with, so what passes here is what runs there.
 */

/** What the check learns about a valid expression. */
export interface JsonPathShape {
  /** The path ends in `~`: its matches are member names, not values. */
  propertyNames: boolean;
  /** It has a filter `?(…)` or script `(…)`, which computes with the values it reads. */
  computes: boolean;
  /**
   * The expression as jsonpath-plus runs it: an index from the end (`[-1]`, RFC 9535), which
   * jsonpath-plus reads as the name "-1", becomes the slice that selects that one item.
   */
  path: string;
}

/** Parses `code` and throws with jsep's "… at character N" message when it is not valid. */
export type ScriptParser = (code: string) => void;

const TYPE_SELECTOR =
  /^@(?:null|boolean|number|string|integer|undefined|nonFinite|scalar|array|object|function|other)\(\)/;
/** Characters that end a name after `.` (the operators of the path syntax). */
const NAME_END = /[.[\]()^~@'"\s,]/;

function fail(code: 'jsonPathExpected' | 'jsonPathUnexpected', text: string, at: number): never {
  if (code === 'jsonPathExpected') throw new JsonToolError(code, { column: at + 1 });
  throw new JsonToolError(code, {
    column: at + 1,
    char: `“${String.fromCodePoint(text.codePointAt(at) ?? 32)}”`,
  });
}

function unclosed(char: string, at: number): never {
  throw new JsonToolError('jsonPathUnclosed', { column: at + 1, char: `“${char}”` });
}

/** Index after the quoted string starting at `at` (backslash escapes allowed). */
function skipQuoted(text: string, at: number): number {
  const quote = text[at];
  for (let i = at + 1; i < text.length; i += 1) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === quote) return i + 1;
  }
  return unclosed(quote, at);
}

/** Index just after the `)` matching the `(` at `at`, skipping strings. */
function skipParenthesized(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') i = skipQuoted(text, i) - 1;
    else if (c === '(') depth += 1;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  return unclosed('(', at);
}

/**
 * The expression parser's message as one of our codes: its usual faults (a value missing, a
 * character that does not belong, something unclosed) in the interface language; its English
 * words only for the rare others (a name that starts with a digit).
 */
function scriptError(message: string, column: number, text: string): JsonToolError {
  if (/^(?:Expected expression|missing unaryOp)/.test(message))
    return new JsonToolError('jsonPathScriptMissing', { column });
  const unclosed = /^Unclosed (\(|\[|quote|Regex)/.exec(message);
  if (unclosed) {
    const char = { quote: '"', Regex: '/' }[unclosed[1]] ?? unclosed[1];
    return new JsonToolError('jsonPathScriptUnclosed', { column, char: `“${char}”` });
  }
  if (/^(?:Unexpected|Expected )/.test(message) && column <= text.length)
    return new JsonToolError('jsonPathScriptUnexpected', {
      column,
      char: `“${String.fromCodePoint(text.codePointAt(column - 1) ?? 32)}”`,
    });
  return new JsonToolError('jsonPathScript', { column, detail: message });
}

/** Checks a script's syntax; `@` becomes `_` so that positions stay the same. */
function checkScript(text: string, open: number, close: number, parse: ScriptParser): void {
  const code = text.slice(open + 1, close - 1);
  if (code.trim() === '') fail('jsonPathExpected', text, open + 1);
  try {
    parse(code.replace(/@/g, '_'));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = /at character (\d+)/.exec(message);
    const column = open + 2 + (at ? Number(at[1]) : 0);
    throw scriptError(message.replace(/ at character \d+$/, ''), column, text);
  }
}

function skipSpaces(text: string, at: number): number {
  while (at < text.length && /\s/.test(text[at])) at += 1;
  return at;
}

/** One selector inside brackets: a name, an index, a slice, `*`, a filter or a script. */
function selector(text: string, at: number, parse: ScriptParser, shape: JsonPathShape): number {
  const c = text[at];
  if (c === "'" || c === '"') return skipQuoted(text, at);
  if (c === '*') return at + 1;
  if (c === '?' || c === '(') {
    const open = c === '?' ? at + 1 : at;
    if (text[open] !== '(') fail('jsonPathExpected', text, open);
    const end = skipParenthesized(text, open);
    checkScript(text, open, end, parse);
    shape.computes = true;
    return end;
  }
  const slice = /^(?:-?\d+)?(?::(?:-?\d+)?){0,2}/.exec(text.slice(at))![0];
  if (/^-\d+$/.test(slice)) {
    const back = BigInt(slice.slice(1));
    const asSlice = back === 0n ? '0' : back === 1n ? '-1:' : `${slice}:-${back - 1n}`;
    // Earlier rewrites are all before `at`: the rest of `path` is the rest of `text`.
    const here = shape.path.length - (text.length - at);
    shape.path = shape.path.slice(0, here) + asSlice + text.slice(at + slice.length);
  }
  if (slice !== '') return at + slice.length;
  // jsonpath-plus also takes bare names in brackets: `$[store]`.
  let end = at;
  while (end < text.length && !/[\],'"()\s]/.test(text[end])) end += 1;
  if (end === at) fail(at >= text.length ? 'jsonPathExpected' : 'jsonPathUnexpected', text, at);
  return end;
}

/** `[a, 'b', 0:2]`: returns the index after `]`. */
function bracket(text: string, open: number, parse: ScriptParser, shape: JsonPathShape): number {
  let at = skipSpaces(text, open + 1);
  for (;;) {
    if (at >= text.length) unclosed('[', open);
    if (text[at] === ']') fail('jsonPathExpected', text, at);
    at = skipSpaces(text, selector(text, at, parse, shape));
    if (at >= text.length) unclosed('[', open);
    if (text[at] === ']') return at + 1;
    if (text[at] !== ',') fail('jsonPathUnexpected', text, at);
    at = skipSpaces(text, at + 1);
  }
}

/** Throws a JsonToolError with the column of the first fault; describes a valid expression. */
export function checkJsonPath(expression: string, parse: ScriptParser): JsonPathShape {
  const text = expression;
  const shape: JsonPathShape = { propertyNames: false, computes: false, path: text };
  if (text[0] !== '$') throw new JsonToolError('jsonPathRoot', { column: 1 });
  let at = 1;
  while (at < text.length) {
    shape.propertyNames = false;
    const c = text[at];
    if (c === '.') {
      const descent = text[at + 1] === '.';
      const start = at + (descent ? 2 : 1);
      const next = text[start];
      if (next === '*') at = start + 1;
      else if (descent && next === '[') at = start;
      else {
        let end = start;
        while (end < text.length && !NAME_END.test(text[end])) end += 1;
        if (end === start)
          fail(start >= text.length ? 'jsonPathExpected' : 'jsonPathUnexpected', text, start);
        at = end;
      }
    } else if (c === '[') {
      at = bracket(text, at, parse, shape);
    } else if (c === '^') {
      at += 1;
    } else if (c === '~') {
      at += 1;
      shape.propertyNames = true;
    } else if (c === '@' && TYPE_SELECTOR.test(text.slice(at))) {
      at += TYPE_SELECTOR.exec(text.slice(at))![0].length;
    } else {
      fail('jsonPathUnexpected', text, at);
    }
  }
  return shape;
}
