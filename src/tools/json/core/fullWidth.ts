import type { JsonErrorCode } from './errors';

/**
 * Punctuation a Chinese input method types in place of JSON's ASCII syntax, with the error
 * that names it and the ASCII character that replaces it. Only ever read outside strings:
 * inside a string “，” is just text.
 */
// Code points, not literals: core holds no Chinese text (a test checks).
const FULL_WIDTH = new Map<number, { code: FullWidthCode; ascii: string }>();

/** The error codes that name a full-width mark. */
export type FullWidthCode = Extract<JsonErrorCode, `fullWidth${string}`>;

function add(codePoints: number[], code: FullWidthCode, ascii: string) {
  for (const cp of codePoints) FULL_WIDTH.set(cp, { code, ascii });
}
add([0xff0c, 0x3001], 'fullWidthComma', ','); // ，、
add([0xff1a], 'fullWidthColon', ':'); // ：
// “ ” ‘ ’ ＂ 「 」 『 』
add(
  [0x201c, 0x201d, 0x2018, 0x2019, 0xff02, 0x300c, 0x300d, 0x300e, 0x300f],
  'fullWidthQuote',
  '"',
);
add([0x3010, 0xff3b, 0x3014], 'fullWidthBracket', '['); // 【 ［ 〔
add([0x3011, 0xff3d, 0x3015], 'fullWidthBracket', ']'); // 】 ］ 〕
add([0xff5b], 'fullWidthBrace', '{'); // ｛
add([0xff5d], 'fullWidthBrace', '}'); // ｝
add([0x3000], 'fullWidthSpace', ' '); // ideographic space
// ； between members is a comma typed on the same key.
add([0xff1b], 'fullWidthSemicolon', ','); // ；
add([0xff08], 'fullWidthParen', '('); // （
add([0xff09], 'fullWidthParen', ')'); // ）
// ０–９ and the signs and point of a number: １２３ is the number 123, not the text "１２３".
for (let digit = 0; digit <= 9; digit += 1) add([0xff10 + digit], 'fullWidthDigit', String(digit));
add([0xff0d], 'fullWidthDigit', '-'); // －
add([0xff0b], 'fullWidthDigit', '+'); // ＋
add([0xff0e], 'fullWidthDigit', '.'); // ．

/** The error code and ASCII twin of a full-width punctuation mark, or undefined. */
export function fullWidthTwin(c: number): { code: FullWidthCode; ascii: string } | undefined {
  return FULL_WIDTH.get(c);
}

/**
 * One full-width mark replaced by its ASCII twin, where it was in the input; a run of
 * full-width digits (１２３ → 123) is one change.
 */
export interface PunctuationChange {
  line: number;
  /** In characters, like error columns. */
  column: number;
  from: string;
  to: string;
  /** Why: the error code that names the mark (fullWidthComma…). */
  code: FullWidthCode;
}

/** Quotes that open a string typed with full-width quotes, and those that may close it. */
const OPENING_QUOTES = new Set([0x201c, 0x2018, 0xff02, 0x300c, 0x300e]); // “ ‘ ＂ 「 『
// ” ’ ＂ 」 』, and “ ‘ " as people also close with those.
const CLOSING_QUOTES = new Set([0x201d, 0x2019, 0xff02, 0x300d, 0x300f, 0x201c, 0x2018, 34]);

/**
 * Replaces full-width punctuation outside strings with its ASCII twin (“名字”：“张三”，→
 * "名字":"张三",), leaving text inside strings alone, and lists every replacement. Every mark is
 * one UTF-16 unit, as is its twin, so offsets into the result are offsets into the input.
 */
export function replaceFullWidth(text: string): { text: string; changes: PunctuationChange[] } {
  const changes: PunctuationChange[] = [];
  const out: string[] = [];
  let copiedTo = 0;
  let line = 1;
  let column = 1;
  // 0 outside strings, 1 inside "…", 2 inside a string opened by a full-width quote.
  let state = 0;
  const replace = (i: number, to: string, code: FullWidthCode) => {
    out.push(text.slice(copiedTo, i), to);
    const last = changes[changes.length - 1];
    // The next digit of a number just replaced: the same change goes on.
    if (code === 'fullWidthDigit' && last?.code === code && copiedTo === i) {
      last.from += text[i];
      last.to += to;
    } else changes.push({ line, column, from: text[i], to, code });
    copiedTo = i + 1;
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line += 1;
      column = 1;
      // A string cannot span lines: an unclosed full-width one ends here (repair closes it).
      if (state === 2) state = 0;
      continue;
    }
    if (state !== 0 && c === 92) {
      // An escape: the next character is part of it, never a quote that ends the string.
      i += 1;
      column += 1;
    } else if (state === 1) {
      if (c === 34) state = 0;
    } else if (state === 2) {
      if (CLOSING_QUOTES.has(c)) {
        if (c !== 34) replace(i, '"', 'fullWidthQuote');
        state = 0;
      }
    } else if (c === 34) {
      state = 1;
    } else if (OPENING_QUOTES.has(c)) {
      replace(i, '"', 'fullWidthQuote');
      state = 2;
    } else {
      const twin = fullWidthTwin(c);
      if (twin) replace(i, twin.ascii, twin.code);
    }
    if (c < 0xdc00 || c > 0xdfff) column += 1;
  }
  out.push(text.slice(copiedTo));
  return { text: changes.length > 0 ? out.join('') : text, changes };
}
