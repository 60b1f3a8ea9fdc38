import { QUERY_ERROR_CODES } from './queryErrorCodes';

/**
 * Typed errors of the JSON core. Core speaks in codes, never sentences: every failure a user
 * can cause is a code and the values its message needs; the page words it in the interface
 * language (messages/, `syntax.*` and `error.*`) and marks `offset` in the editor.
 */
export const JSON_SYNTAX_CODES = [
  'empty',
  'endBeforeValue',
  'endBeforeKey',
  'endBeforeColon',
  'endBeforeCloser',
  'unterminatedString',
  'lineBreakInString',
  'controlChar',
  'invalidEscape',
  'invalidUnicodeEscape',
  'unescapedQuote',
  'trailingComma',
  'singleQuoteKey',
  'singleQuoteString',
  'comment',
  'unclosedComment',
  'literalCase',
  'unquotedString',
  'unsupportedValue',
  'leadingZero',
  'hexNumber',
  'plusSign',
  'leadingDot',
  'minusWithoutDigits',
  'fractionWithoutDigits',
  'exponentWithoutDigits',
  'unquotedKey',
  'expectedKey',
  'missingColon',
  'missingComma',
  'mismatchedBracket',
  'expectedCommaOrCloser',
  'unexpectedComma',
  'unexpectedColon',
  'missingValue',
  'unexpectedChar',
  'extraContent',
] as const;

export type JsonErrorCode = (typeof JSON_SYNTAX_CODES)[number];

/**
 * Values a message shows, all language-neutral: `char` is a quoted character or `U+XXXX`,
 * `closer` a bracket, `word` and `escape` the user's own text, `literal` true/false/null.
 */
export type JsonErrorParams = Record<string, string | number>;

export interface JsonErrorInfo {
  code: JsonErrorCode;
  params: JsonErrorParams;
  /** 1-based line. */
  line: number;
  /** 1-based column, counted in UTF-16 code units like the editor does. */
  column: number;
  /** 0-based offset into the text. */
  offset: number;
  /** The line around the error with a caret under the spot. */
  snippet: string;
}

export class JsonSyntaxError extends Error implements JsonErrorInfo {
  readonly code: JsonErrorCode;
  readonly params: JsonErrorParams;
  readonly line: number;
  readonly column: number;
  readonly offset: number;
  readonly snippet: string;

  constructor(text: string, offset: number, code: JsonErrorCode, params: JsonErrorParams = {}) {
    const { line, column } = positionOf(text, offset);
    // For developers' consoles only; users see the catalogue's text for `code`.
    super(`${code} at ${line}:${column}`);
    this.name = 'JsonSyntaxError';
    this.code = code;
    this.params = params;
    this.line = line;
    this.column = column;
    this.offset = offset;
    this.snippet = snippetAt(text, offset);
  }

  toInfo(): JsonErrorInfo {
    const { code, params, line, column, offset, snippet } = this;
    return { code, params, line, column, offset, snippet };
  }
}

export const JSON_TOOL_CODES = [
  'repairEmpty',
  'repairFailed',
  'repairTooDeep',
  'queryEmpty',
  'jsonPathInvalid',
  'jmesPathInvalid',
  'convertEmpty',
  'convertTooDeep',
  'libraryTooDeep',
  'libraryFailed',
  'tomlNeedsObject',
  'tomlNull',
  'tomlSyntax',
  'csvNeedsRows',
  'csvUnclosedQuote',
  'csvEmpty',
  'yamlSyntax',
  'yamlSyntaxAt',
  'yamlTooDeep',
  'yamlUnsupported',
  'yamlNumber',
  'xmlSyntax',
  'xmlEmpty',
  'queryStringNeedsObject',
  'nonFiniteNumber',
  'typesTooDeep',
  ...QUERY_ERROR_CODES,
] as const;

export type JsonToolErrorCode = (typeof JSON_TOOL_CODES)[number];

/**
 * Failure of an operation other than parsing (a conversion, a query…). `params` holds what
 * its message shows: where (`line`, `column`, `path`), limits, format names and a library's
 * own `detail` (its words, untranslated, as the library wrote them).
 */
export class JsonToolError extends Error {
  constructor(
    readonly code: JsonToolErrorCode,
    readonly params: JsonErrorParams = {},
  ) {
    super(code);
    this.name = 'JsonToolError';
  }
}

/** 1-based line and column of an offset; lines end at \n, \r\n or \r as editors count them. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  const end = Math.max(0, Math.min(offset, text.length));
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < end; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

const SNIPPET_SIDE = 40;

/** The error's line (cut to 40 characters each side) and a caret line under the spot. */
export function snippetAt(text: string, offset: number): string {
  const at = Math.max(0, Math.min(offset, text.length));
  let start = at;
  while (start > 0 && at - start < SNIPPET_SIDE && !isLineBreak(text.charCodeAt(start - 1)))
    start -= 1;
  let end = at;
  while (end < text.length && end - at < SNIPPET_SIDE && !isLineBreak(text.charCodeAt(end)))
    end += 1;
  const prefix = start > 0 && !isLineBreak(text.charCodeAt(start - 1)) ? '…' : '';
  const suffix = end < text.length && !isLineBreak(text.charCodeAt(end)) ? '…' : '';
  const visible = (part: string) => part.replace(/\t/g, ' ');
  const before = prefix + visible(text.slice(start, at));
  return `${before}${visible(text.slice(at, end))}${suffix}\n${' '.repeat(before.length)}^`;
}

function isLineBreak(c: number): boolean {
  return c === 10 || c === 13;
}

/**
 * How a message names the character at `offset`, the same in every language: visible ones
 * quoted, invisible ones by code point. Callers only ask inside the text.
 */
export function describeChar(text: string, offset: number): string {
  const cp = text.codePointAt(offset) ?? 0;
  if (cp <= 0x20 || (cp >= 0x7f && cp <= 0xa0) || cp === 0xfeff || (cp >= 0x200b && cp <= 0x200f))
    return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  return `“${String.fromCodePoint(cp)}”`;
}

/** What a library said when it threw: its own words, passed on as `detail`. */
export function detailOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
