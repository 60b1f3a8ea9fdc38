import { CONVERT_ERROR_CODES } from './convert/convertErrorCodes';
import { JQ_ERROR_CODES } from './jq/jqErrorCodes';
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
  'fullWidthComma',
  'fullWidthColon',
  'fullWidthQuote',
  'fullWidthBracket',
  'fullWidthBrace',
  'fullWidthSpace',
  'fullWidthSemicolon',
  'fullWidthParen',
  'fullWidthDigit',
  'tooDeep',
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
  /** 1-based column, counted in characters (code points): 中 and 😀 are one column each. */
  column: number;
  /** 0-based offset into the text, in UTF-16 code units (what the editor addresses). */
  offset: number;
  /** The line around the error, split at the spot so the page can mark that character. */
  excerpt: ErrorExcerpt;
}

/**
 * The error's line cut around the spot: `at` is the whole character there (a surrogate pair
 * stays one), empty at the end of the text. Tabs are shown as one space, as they count one column.
 */
export interface ErrorExcerpt {
  before: string;
  at: string;
  after: string;
}

export class JsonSyntaxError extends Error implements JsonErrorInfo {
  readonly code: JsonErrorCode;
  readonly params: JsonErrorParams;
  readonly line: number;
  readonly column: number;
  readonly offset: number;
  readonly excerpt: ErrorExcerpt;

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
    this.excerpt = excerptAt(text, offset);
  }

  toInfo(): JsonErrorInfo {
    const { code, params, line, column, offset, excerpt } = this;
    return { code, params, line, column, offset, excerpt };
  }
}

export const JSON_TOOL_CODES = [
  'repairEmpty',
  'repairFailed',
  'repairUnexpectedChar',
  'repairInvalidChar',
  'repairUnexpectedEnd',
  'repairKeyExpected',
  'repairColonExpected',
  'repairInvalidUnicode',
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
  'tomlNonFinite',
  'csvNeedsRows',
  'csvUnclosedQuote',
  'csvEmpty',
  'yamlSyntaxAt',
  'yamlTooDeep',
  'yamlUnsupported',
  'yamlNumber',
  'yamlAliasExpansion',
  'xmlSyntax',
  'queryStringNeedsObject',
  'nonFiniteNumber',
  'typesTooDeep',
  ...QUERY_ERROR_CODES,
  ...CONVERT_ERROR_CODES,
  ...JQ_ERROR_CODES,
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

/**
 * 1-based line and column of an offset; lines end at \n, \r\n or \r as editors count them,
 * columns count characters (a surrogate pair is one), so 第 N 列 is what a reader counts.
 */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  const end = Math.max(0, Math.min(offset, text.length));
  let line = 1;
  let column = 1;
  for (let i = 0; i < end; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line += 1;
      column = 1;
    } else if (c !== 13 && !isTrailSurrogate(c, text.charCodeAt(i - 1))) {
      column += 1;
    }
  }
  return { line, column };
}

function isTrailSurrogate(c: number, previous: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff && previous >= 0xd800 && previous <= 0xdbff;
}

/** Characters shown each side of the spot. */
const EXCERPT_SIDE = 40;

/** The error's line, at most 40 characters each side of the spot (… where it was cut). */
export function excerptAt(text: string, offset: number): ErrorExcerpt {
  const at = Math.max(0, Math.min(offset, text.length));
  let start = at;
  for (let kept = 0; start > 0 && kept < EXCERPT_SIDE; kept += 1) {
    if (isLineBreak(text.charCodeAt(start - 1))) break;
    start -= isTrailSurrogate(text.charCodeAt(start - 1), text.charCodeAt(start - 2)) ? 2 : 1;
  }
  const spotEnd =
    at >= text.length || isLineBreak(text.charCodeAt(at)) ? at : nextCharEnd(text, at);
  let end = spotEnd;
  for (let kept = 0; end < text.length && kept < EXCERPT_SIDE; kept += 1) {
    if (isLineBreak(text.charCodeAt(end))) break;
    end = nextCharEnd(text, end);
  }
  const prefix = start > 0 && !isLineBreak(text.charCodeAt(start - 1)) ? '…' : '';
  const suffix = end < text.length && !isLineBreak(text.charCodeAt(end)) ? '…' : '';
  const visible = (part: string) => part.replace(/\t/g, ' ');
  return {
    before: prefix + visible(text.slice(start, at)),
    at: visible(text.slice(at, spotEnd)),
    after: visible(text.slice(spotEnd, end)) + suffix,
  };
}

/** Offset after the character starting at `i` (two code units for a surrogate pair). */
export function nextCharEnd(text: string, i: number): number {
  const c = text.charCodeAt(i);
  return c >= 0xd800 && c <= 0xdbff && isTrailSurrogate(text.charCodeAt(i + 1), c) ? i + 2 : i + 1;
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
