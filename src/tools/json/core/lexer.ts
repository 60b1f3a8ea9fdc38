import { describeChar, JsonSyntaxError } from './errors';

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
  code: JsonSyntaxError['code'],
  reason: string,
): never {
  throw new JsonSyntaxError(text, offset, code, reason);
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
          if (!isHex(text.charCodeAt(i + k)))
            fail(text, i, 'invalidUnicodeEscape', '\\u 后面必须是 4 位十六进制数字（如 \\u4E2D）');
        }
        i += 6;
      } else if (ESCAPABLE.has(e)) {
        i += 2;
      } else if (i + 1 >= n) {
        break;
      } else {
        fail(
          text,
          i,
          'invalidEscape',
          `无效的转义 “\\${text[i + 1]}”：只允许 \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX`,
        );
      }
    } else if (c < CH.space) {
      if (c === CH.lf || c === CH.cr)
        fail(text, i, 'controlChar', '字符串中不能直接换行，请写成 \\n（是不是少了右引号？）');
      fail(
        text,
        i,
        'controlChar',
        `字符串中不能直接包含控制字符 ${describeChar(text, i)}，请使用转义（如 \\t）`,
      );
    } else {
      i += 1;
    }
  }
  return fail(text, start, 'unterminatedString', '字符串没有结束：从这里开始的字符串缺少右引号 "');
}

/** Reads a number (RFC 8259 grammar); returns the offset after it. */
export function readNumber(text: string, start: number): number {
  let i = start;
  if (text.charCodeAt(i) === CH.minus) i += 1;
  const first = text.charCodeAt(i);
  if (first === CH.zero) {
    i += 1;
    const next = text.charCodeAt(i);
    if (isDigit(next))
      fail(text, start, 'leadingZero', '数字不能以 0 开头（如 012），请去掉前导 0 或写成字符串');
    if (next === 120 || next === 88)
      fail(text, start, 'hexNumber', 'JSON 不支持十六进制数字（如 0x1F），请写成十进制');
  } else if (isDigit(first)) {
    i += 1;
    while (isDigit(text.charCodeAt(i))) i += 1;
  } else {
    if (text.startsWith('Infinity', i))
      fail(text, start, 'unsupportedValue', 'JSON 不支持 Infinity');
    fail(text, i, 'invalidNumber', '数字格式错误：负号后面应为数字');
  }
  if (text.charCodeAt(i) === CH.dot) {
    i += 1;
    if (!isDigit(text.charCodeAt(i)))
      fail(text, i, 'invalidNumber', '数字格式错误：小数点后面应为数字（如 1.0）');
    while (isDigit(text.charCodeAt(i))) i += 1;
  }
  const e = text.charCodeAt(i);
  if (e === 101 || e === 69) {
    i += 1;
    const sign = text.charCodeAt(i);
    if (sign === CH.plus || sign === CH.minus) i += 1;
    if (!isDigit(text.charCodeAt(i)))
      fail(text, i, 'invalidNumber', '数字格式错误：指数 e 后面应为数字（如 1e10）');
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
  if (offset >= text.length) {
    const what: Record<Expectation, string> = {
      value: '缺少值',
      key: '缺少键',
      colon: '缺少冒号 :',
      commaOrEnd: `缺少 “${closerText}”`,
      end: '',
    };
    fail(text, offset, 'unexpectedEnd', `意外的结尾：${what[expected]}`);
  }
  if (
    c === CH.slash &&
    (text.charCodeAt(offset + 1) === CH.slash || text.charCodeAt(offset + 1) === CH.star)
  )
    fail(text, offset, 'comment', 'JSON 不允许注释（可打开“宽松模式”）');
  if (expected === 'end')
    fail(
      text,
      offset,
      'extraContent',
      `JSON 已结束，后面还有多余的内容 ${describeChar(text, offset)}`,
    );
  if (expected === 'colon')
    fail(text, offset, 'missingColon', `键后面缺少冒号 :，却是 ${describeChar(text, offset)}`);
  if (c === CH.apostrophe) {
    fail(
      text,
      offset,
      'singleQuote',
      expected === 'key'
        ? '键必须用双引号括起来，不能用单引号'
        : '字符串必须用双引号括起来，不能用单引号',
    );
  }
  if (expected === 'commaOrEnd') {
    if ((c === CH.closeBrace || c === CH.closeBracket) && c !== closer)
      fail(
        text,
        offset,
        'mismatchedBracket',
        `括号不匹配：此处应为 “${closerText}”，却是 ${describeChar(text, offset)}`,
      );
    if (
      afterSpace &&
      (c === CH.quote ||
        c === CH.openBrace ||
        c === CH.openBracket ||
        c === CH.minus ||
        isWordChar(c))
    )
      fail(
        text,
        offset,
        'missingComma',
        `缺少逗号：上一个值与 ${describeChar(text, offset)} 之间应有 ,`,
      );
    fail(
      text,
      offset,
      'unexpectedChar',
      `意外的字符 ${describeChar(text, offset)}，此处应为 , 或 ${closerText}`,
    );
  }
  const word = isWordChar(c) && !isDigit(c) ? wordAt(text, offset) : '';
  if (expected === 'key') {
    if (word) fail(text, offset, 'unquotedKey', `键必须用双引号括起来：“${word}” 应写作 "${word}"`);
    fail(
      text,
      offset,
      'expectedKey',
      `此处应为用双引号括起来的键，却是 ${describeChar(text, offset)}`,
    );
  }
  if (word === 'NaN' || word === 'Infinity' || word === 'undefined')
    fail(text, offset, 'unsupportedValue', `JSON 不支持 ${word}`);
  if (word in LITERAL_HINTS)
    fail(
      text,
      offset,
      'invalidLiteral',
      `无效的值 “${word}”：JSON 中应写作 ${LITERAL_HINTS[word]}`,
    );
  if (word) fail(text, offset, 'invalidLiteral', `无效的值 “${word}”：字符串需要用双引号括起来`);
  if (c === CH.plus) fail(text, offset, 'invalidNumber', '数字前面不能有 +');
  if (c === CH.dot) fail(text, offset, 'invalidNumber', '数字必须以数字开头（如 0.5，而不是 .5）');
  if (c === CH.comma) fail(text, offset, 'unexpectedChar', '多余的逗号：此处应为值');
  if (c === CH.colon) fail(text, offset, 'unexpectedChar', '意外的冒号：此处应为值');
  if (c === CH.closeBrace || c === CH.closeBracket)
    fail(text, offset, 'unexpectedChar', `此处缺少值，却是 ${describeChar(text, offset)}`);
  return fail(
    text,
    offset,
    'unexpectedChar',
    `意外的字符 ${describeChar(text, offset)}，此处应为值`,
  );
}
