/**
 * Typed errors of the JSON core. Every failure a user can cause is one of these, with a
 * Chinese message; the page shows `message` and marks `offset` in the editor.
 */
export type JsonErrorCode =
  | 'empty'
  | 'unexpectedEnd'
  | 'unterminatedString'
  | 'controlChar'
  | 'invalidEscape'
  | 'invalidUnicodeEscape'
  | 'trailingComma'
  | 'singleQuote'
  | 'comment'
  | 'invalidLiteral'
  | 'unsupportedValue'
  | 'leadingZero'
  | 'invalidNumber'
  | 'hexNumber'
  | 'unquotedKey'
  | 'expectedKey'
  | 'missingColon'
  | 'missingComma'
  | 'mismatchedBracket'
  | 'unexpectedChar'
  | 'extraContent';

export interface JsonErrorInfo {
  code: JsonErrorCode;
  /** Chinese description without the position, e.g. `多余的逗号`. */
  reason: string;
  /** Full Chinese message with the position, e.g. `第 3 行第 17 列：多余的逗号`. */
  message: string;
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
  readonly reason: string;
  readonly line: number;
  readonly column: number;
  readonly offset: number;
  readonly snippet: string;

  constructor(text: string, offset: number, code: JsonErrorCode, reason: string) {
    const { line, column } = positionOf(text, offset);
    super(`第 ${line} 行第 ${column} 列：${reason}`);
    this.name = 'JsonSyntaxError';
    this.code = code;
    this.reason = reason;
    this.line = line;
    this.column = column;
    this.offset = offset;
    this.snippet = snippetAt(text, offset);
  }

  toInfo(): JsonErrorInfo {
    const { code, reason, message, line, column, offset, snippet } = this;
    return { code, reason, message, line, column, offset, snippet };
  }
}

/** Failure of an operation other than parsing (a conversion, a query…), already in Chinese. */
export class JsonToolError extends Error {
  constructor(message: string) {
    super(message);
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

/** How a character is named in a message: visible ones quoted, invisible ones by code point. */
export function describeChar(text: string, offset: number): string {
  const cp = text.codePointAt(offset);
  if (cp === undefined) return '结尾';
  if (cp <= 0x20 || (cp >= 0x7f && cp <= 0xa0) || cp === 0xfeff || (cp >= 0x200b && cp <= 0x200f))
    return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  return `“${String.fromCodePoint(cp)}”`;
}
