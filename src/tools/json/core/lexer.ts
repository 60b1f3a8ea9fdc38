import { describeChar, JsonSyntaxError, type JsonErrorCode, type JsonErrorParams } from './errors';
import { fullWidthTwin } from './fullWidth';

/**
 * Lexical rules of RFC 8259 shared by every reader (walker and fast reformatter), so that
 * all of them accept and reject exactly the same documents with the same messages.
 */
export const CH = {
  tab: 9,
  lf: 10,
  cr: 13,
  space: 32,
  quote: 34,
  plus: 43,
  comma: 44,
  minus: 45,
  dot: 46,
  slash: 47,
  zero: 48,
  nine: 57,
  colon: 58,
  openBracket: 91,
  backslash: 92,
  closeBracket: 93,
  openBrace: 123,
  closeBrace: 125,
  star: 42,
  apostrophe: 39,
  bom: 0xfeff,
} as const;

export function fail(
  text: string,
  offset: number,
  code: JsonErrorCode,
  params?: JsonErrorParams,
): never {
  throw new JsonSyntaxError(text, offset, code, params);
}

/**
 * Deepest nesting any reader accepts. RFC 8259 lets parsers set a limit; this one is Go's,
 * far beyond real data, and keeps pretty output (which grows with the square of the depth)
 * within what a browser string can hold. Deeper input is refused at once, naming its depth.
 */
export const MAX_DEPTH = 10_000;

/** Refuses the container opening at `offset`, which would be one level too deep. */
export function failTooDeep(text: string, offset: number): never {
  return fail(text, offset, 'tooDeep', { max: MAX_DEPTH, depth: nestingDepthOf(text) });
}

/** How deep brackets outside strings nest, however the text is otherwise malformed. */
export function nestingDepthOf(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === CH.backslash) i += 1;
      else if (c === CH.quote) inString = false;
    } else if (c === CH.quote) inString = true;
    else if (c === CH.openBracket || c === CH.openBrace) {
      depth += 1;
      if (depth > max) max = depth;
    } else if ((c === CH.closeBracket || c === CH.closeBrace) && depth > 0) depth -= 1;
  }
  return max;
}

export function isDigit(c: number): boolean {
  return c >= CH.zero && c <= CH.nine;
}

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

const ESCAPABLE = new Set([34, 92, 47, 98, 102, 110, 114, 116]);

/** Reads a string starting at its opening quote; returns the offset after the closing quote. */
export function readString(text: string, start: number): number {
  const n = text.length;
  let i = start + 1;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === CH.quote) return i + 1;
    if (c === CH.backslash) {
      const e = text.charCodeAt(i + 1);
      if (e === 117) {
        for (let k = 2; k < 6; k += 1) {
          if (!isHex(text.charCodeAt(i + k))) fail(text, i, 'invalidUnicodeEscape');
        }
        i += 6;
      } else if (ESCAPABLE.has(e)) {
        i += 2;
      } else if (i + 1 >= n) {
        break;
      } else {
        fail(text, i, 'invalidEscape', { escape: `\\${text[i + 1]}` });
      }
    } else if (c < CH.space) {
      if (c === CH.lf || c === CH.cr) fail(text, i, 'lineBreakInString');
      fail(text, i, 'controlChar', { char: describeChar(text, i) });
    } else {
      i += 1;
    }
  }
  return fail(text, start, 'unterminatedString');
}

/** Reads a number (RFC 8259 grammar); returns the offset after it. */
export function readNumber(text: string, start: number): number {
  let i = start;
  if (text.charCodeAt(i) === CH.minus) i += 1;
  const first = text.charCodeAt(i);
  if (first === CH.zero) {
    i += 1;
    const next = text.charCodeAt(i);
    if (isDigit(next)) fail(text, start, 'leadingZero');
    if (next === 120 || next === 88) fail(text, start, 'hexNumber');
  } else if (isDigit(first)) {
    i += 1;
    while (isDigit(text.charCodeAt(i))) i += 1;
  } else {
    if (text.startsWith('Infinity', i))
      fail(text, start, 'unsupportedValue', { word: '-Infinity' });
    fail(text, i, 'minusWithoutDigits');
  }
  if (text.charCodeAt(i) === CH.dot) {
    i += 1;
    if (!isDigit(text.charCodeAt(i))) fail(text, i, 'fractionWithoutDigits');
    while (isDigit(text.charCodeAt(i))) i += 1;
  }
  const e = text.charCodeAt(i);
  if (e === 101 || e === 69) {
    i += 1;
    const sign = text.charCodeAt(i);
    if (sign === CH.plus || sign === CH.minus) i += 1;
    if (!isDigit(text.charCodeAt(i))) fail(text, i, 'exponentWithoutDigits');
    while (isDigit(text.charCodeAt(i))) i += 1;
  }
  return i;
}

/** true / false / null at `start`, or 0 when the word there is something else. */
export function literalLength(text: string, start: number): number {
  const c = text.charCodeAt(start);
  if (c === 116 && text.startsWith('true', start)) return 4;
  if (c === 102 && text.startsWith('false', start)) return 5;
  if (c === 110 && text.startsWith('null', start)) return 4;
  return 0;
}

export function isWhitespace(c: number): boolean {
  return c === CH.space || c === CH.lf || c === CH.cr || c === CH.tab;
}

export function skipWhitespace(text: string, start: number): number {
  let i = start;
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === CH.space || c === CH.lf || c === CH.cr || c === CH.tab) i += 1;
    else return i;
  }
}

/** Letters, digits, _ and $ (and visible non-ASCII), so `True` or `名字` is read as one word. */
function isWordChar(c: number): boolean {
  if (c > 127) return !INVISIBLE.has(c) && !(c >= 0x2000 && c <= 0x200f);
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || isDigit(c) || c === 95 || c === 36;
}

const INVISIBLE = new Set([0xa0, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff]);

function wordAt(text: string, start: number): string {
  let end = start;
  while (end < text.length && end - start < 40 && isWordChar(text.charCodeAt(end))) end += 1;
  return text.slice(start, end);
}

const LITERAL_HINTS: Record<string, string> = {
  True: 'true',
  TRUE: 'true',
  False: 'false',
  FALSE: 'false',
  Null: 'null',
  NULL: 'null',
  None: 'null',
  nil: 'null',
};

export type Expectation = 'value' | 'key' | 'colon' | 'commaOrEnd' | 'end';

const END_CODES = {
  value: 'endBeforeValue',
  key: 'endBeforeKey',
  colon: 'endBeforeColon',
  commaOrEnd: 'endBeforeCloser',
} as const satisfies Record<Exclude<Expectation, 'end'>, JsonErrorCode>;

/** Explains why the character at `offset` cannot be read where `expected` was due, and throws. */
export function failUnexpected(
  text: string,
  offset: number,
  expected: Expectation,
  closer?: number,
  afterSpace = false,
): never {
  const c = text.charCodeAt(offset);
  const closerText = closer === CH.closeBrace ? '}' : ']';
  // The text can only end early: after a whole value ('end' expected) it ends rightly.
  if (offset >= text.length && expected !== 'end')
    fail(
      text,
      offset,
      END_CODES[expected],
      expected === 'commaOrEnd' ? { closer: closerText } : {},
    );
  if (
    c === CH.slash &&
    (text.charCodeAt(offset + 1) === CH.slash || text.charCodeAt(offset + 1) === CH.star)
  )
    fail(text, offset, 'comment');
  const char = describeChar(text, offset);
  // A Chinese input method's ，：“” where JSON needs , : " — named, since it looks right.
  const twin = fullWidthTwin(c);
  if (twin) fail(text, offset, twin.code, { char, ascii: twin.ascii });
  if (expected === 'end') fail(text, offset, 'extraContent', { char });
  if (expected === 'colon') fail(text, offset, 'missingColon', { char });
  if (c === CH.apostrophe)
    fail(text, offset, expected === 'key' ? 'singleQuoteKey' : 'singleQuoteString');
  if (expected === 'commaOrEnd') {
    if ((c === CH.closeBrace || c === CH.closeBracket) && c !== closer)
      fail(text, offset, 'mismatchedBracket', { closer: closerText, char });
    if (
      afterSpace &&
      (c === CH.quote ||
        c === CH.openBrace ||
        c === CH.openBracket ||
        c === CH.minus ||
        isWordChar(c))
    )
      fail(text, offset, 'missingComma', { char });
    fail(text, offset, 'expectedCommaOrCloser', { char, closer: closerText });
  }
  const word = isWordChar(c) && !isDigit(c) ? wordAt(text, offset) : '';
  if (expected === 'key') {
    if (word) fail(text, offset, 'unquotedKey', { word });
    fail(text, offset, 'expectedKey', { char });
  }
  if (word === 'NaN' || word === 'Infinity' || word === 'undefined')
    fail(text, offset, 'unsupportedValue', { word });
  if (word in LITERAL_HINTS)
    fail(text, offset, 'literalCase', { word, literal: LITERAL_HINTS[word] });
  if (word) fail(text, offset, 'unquotedString', { word });
  if (c === CH.plus) fail(text, offset, 'plusSign');
  if (c === CH.dot) fail(text, offset, 'leadingDot');
  if (c === CH.comma) fail(text, offset, 'unexpectedComma');
  if (c === CH.colon) fail(text, offset, 'unexpectedColon');
  if (c === CH.closeBrace || c === CH.closeBracket) fail(text, offset, 'missingValue', { char });
  return fail(text, offset, 'unexpectedChar', { char });
}
