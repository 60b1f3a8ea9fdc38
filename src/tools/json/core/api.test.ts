import { describe, expect, it } from 'vitest';
import { formatJson, formatJsonWithReport, minifyJson, parseJson, validateJson } from './index';
import { JsonNumber, JsonObject, stringifyTree } from './tree';

function errorOf(text: string, lenient = false) {
  const result = parseJson(text, { lenient });
  if (result.ok) throw new Error(`expected an error for ${JSON.stringify(text)}`);
  return result.error;
}

describe('strict RFC 8259 conformance', () => {
  const valid = [
    '0',
    '-0',
    '1.5e-10',
    '1E400',
    '"\\u0000\\ud800"',
    '"\\/"',
    ' [ ] ',
    '{}',
    '{"a":[1,{"b":null}],"c":true,"d":false}',
    '"中文 😀"',
    '\ufeff{"bom": 1}',
    '[1e+5, -2.5E-3, 0.0]',
  ];
  it.each(valid)('accepts %s', (text) => {
    expect(parseJson(text).ok).toBe(true);
    expect(() => formatJson(text)).not.toThrow();
  });

  const invalid: [string, string, Record<string, string>][] = [
    ['[1,2,]', 'trailingComma', { closer: ']' }],
    ['{"a":1,}', 'trailingComma', { closer: '}' }],
    ['01', 'leadingZero', {}],
    ['-01', 'leadingZero', {}],
    ['NaN', 'unsupportedValue', { word: 'NaN' }],
    ['Infinity', 'unsupportedValue', { word: 'Infinity' }],
    ['-Infinity', 'unsupportedValue', { word: '-Infinity' }],
    ['True', 'literalCase', { word: 'True', literal: 'true' }],
    ['None', 'literalCase', { word: 'None', literal: 'null' }],
    ["{'a': 1}", 'singleQuoteKey', {}],
    ["['a']", 'singleQuoteString', {}],
    ['', 'empty', {}],
    ['   \n ', 'empty', {}],
    ['{a: 1}', 'unquotedKey', { word: 'a' }],
    ['{1: 1}', 'expectedKey', { char: '“1”' }],
    ['"a\tb"', 'controlChar', { char: 'U+0009' }],
    ['"a\nb"', 'lineBreakInString', {}],
    ['"\\x41"', 'invalidEscape', { escape: '\\x' }],
    ['"\\u12G4"', 'invalidUnicodeEscape', {}],
    ['"abc', 'unterminatedString', {}],
    ['[1 2]', 'missingComma', { char: '“2”' }],
    ['{"a" 1}', 'missingColon', { char: '“1”' }],
    ['[1}', 'mismatchedBracket', { closer: ']', char: '“}”' }],
    ['{"a":1]', 'mismatchedBracket', { closer: '}', char: '“]”' }],
    ['[1;2]', 'expectedCommaOrCloser', { closer: ']', char: '“;”' }],
    ['[1] [2]', 'extraContent', { char: '“[”' }],
    ['// c\n1', 'comment', {}],
    ['[1, /* c */ 2]', 'comment', {}],
    ['0x1F', 'hexNumber', {}],
    ['1.', 'fractionWithoutDigits', {}],
    ['.5', 'leadingDot', {}],
    ['+1', 'plusSign', {}],
    ['1e', 'exponentWithoutDigits', {}],
    ['-', 'minusWithoutDigits', {}],
    ['[', 'endBeforeValue', {}],
    ['{', 'endBeforeKey', {}],
    ['{"a"', 'endBeforeColon', {}],
    ['{"a":', 'endBeforeValue', {}],
    ['{"a":1', 'endBeforeCloser', { closer: '}' }],
    ['[,1]', 'unexpectedComma', {}],
    ['[:]', 'unexpectedColon', {}],
    ['{"a":}', 'missingValue', { char: '“}”' }],
    ['[#]', 'unexpectedChar', { char: '“#”' }],
    ['undefined', 'unsupportedValue', { word: 'undefined' }],
    ['tru', 'unquotedString', { word: 'tru' }],
  ];
  it.each(invalid)('rejects %j as %s, in parse, format and minify alike', (text, code, params) => {
    expect(errorOf(text)).toMatchObject({ code, params });
    expect(() => formatJson(text)).toThrow(expect.objectContaining({ code, params }));
    expect(() => minifyJson(text)).toThrow(expect.objectContaining({ code, params }));
    expect(validateJson(text).ok).toBe(false);
  });
});

describe('error positions', () => {
  it('points at a trailing comma with line, column and excerpt', () => {
    const text = '{\n  "a": 1,\n  "b": [1, 2,],\n}';
    const error = errorOf(text);
    expect(error).toMatchObject({
      code: 'trailingComma',
      params: { closer: ']' },
      line: 3,
      column: 13,
      offset: text.indexOf(',]'),
    });
    expect(error.excerpt).toEqual({ before: '  "b": [1, 2', at: ',', after: '],' });
  });

  it('points at the opening quote of a string left open at the end of a large document', () => {
    const body = JSON.stringify(
      Array.from({ length: 20000 }, (_, i) => ({ id: i, name: `n${i}` })),
    );
    const text = body.slice(0, -1) + ',"unfinished';
    const error = errorOf(text);
    expect(error.code).toBe('unterminatedString');
    expect(error.offset).toBe(text.lastIndexOf('"unfinished'));
    expect(error.line).toBe(1);
  });

  it('counts CRLF and CR line breaks like an editor', () => {
    expect(errorOf('[\r\n1,\r\n]')).toMatchObject({ line: 2, column: 2 });
    expect(errorOf('[\r1,\r]')).toMatchObject({ line: 2, column: 2 });
  });

  it('names invisible characters by code point', () => {
    expect(errorOf('[1,\u200b2]').params).toEqual({ char: 'U+200B' });
  });

  it('explains Python literals with the word found and the JSON one', () => {
    expect(errorOf('{"ok": True}')).toMatchObject({
      code: 'literalCase',
      params: { word: 'True', literal: 'true' },
      line: 1,
      column: 8,
    });
  });

  it('reports codes and values, never sentences', () => {
    const error = errorOf('{"a": [1,]}');
    expect(error).toEqual({
      code: 'trailingComma',
      params: { closer: ']' },
      line: 1,
      column: 9,
      offset: 8,
      excerpt: { before: '{"a": [1', at: ',', after: ']}' },
    });
  });
});

describe('exact numbers and key order', () => {
  const text = '{"2":12345678901234567890123,"1":1.10,"b":1E400,"a":-0.0e-0}';
  it('formats without touching numbers or moving integer-like keys', () => {
    expect(formatJson(text)).toBe(
      '{\n  "2": 12345678901234567890123,\n  "1": 1.10,\n  "b": 1E400,\n  "a": -0.0e-0\n}',
    );
    expect(minifyJson(formatJson(text, { indent: '\t' }))).toBe(text);
  });

  it('keeps exact numbers and order in the tree', () => {
    const result = parseJson(text);
    expect(result.ok && result.value).toEqual(
      new JsonObject([
        ['2', new JsonNumber('12345678901234567890123')],
        ['1', new JsonNumber('1.10')],
        ['b', new JsonNumber('1E400')],
        ['a', new JsonNumber('-0.0e-0')],
      ]),
    );
    expect(result.ok && stringifyTree(result.value)).toBe(text);
  });

  it('sorts keys only when asked, nested objects too', () => {
    expect(
      formatJson('{"b":{"d":1,"c":2},"a":[{"z":1,"y":2}]}', { sortKeys: true, indent: 0 }),
    ).toBe('{"a":[{"y":2,"z":1}],"b":{"c":2,"d":1}}');
    expect(minifyJson('{"b":1,"a":2}', { sortKeys: true })).toBe('{"a":2,"b":1}');
  });

  it('keeps string escapes as written', () => {
    expect(minifyJson('[ "\\u4e2d\\n" , "\\/" ]')).toBe('["\\u4e2d\\n","\\/"]');
  });
});

describe('indentation', () => {
  it('matches JSON.stringify for ordinary documents', () => {
    const value = { a: [1, 2, { b: 'x', c: [] }], d: {}, e: null, f: 'z' };
    const text = JSON.stringify(value);
    expect(formatJson(text)).toBe(JSON.stringify(value, null, 2));
    expect(formatJson(text, { indent: 4 })).toBe(JSON.stringify(value, null, 4));
    expect(formatJson(text, { indent: '\t' })).toBe(JSON.stringify(value, null, '\t'));
  });

  it('formats text with lone surrogates exactly (slow path)', () => {
    const text = '["\ud800", 1]';
    expect(formatJson(text, { indent: 0 })).toBe('["\ud800",1]');
  });
});

describe('宽松模式', () => {
  const text = '{\n  // 注释\n  "a": [1, 2,], /* 块 */\n  "b": 2,\n}';
  it('accepts comments and trailing commas and says so', () => {
    const report = formatJsonWithReport(text, { lenient: true, indent: 0 });
    expect(report.text).toBe('{"a":[1,2],"b":2}');
    expect(report.liberties).toEqual({
      comments: 2,
      trailingCommas: 2,
      firstOffset: text.indexOf('//'),
    });
    expect(parseJson(text, { lenient: true }).ok).toBe(true);
  });

  it('is strict by default', () => {
    expect(errorOf(text).code).toBe('comment');
  });

  it('still rejects an unclosed block comment', () => {
    expect(errorOf('[1 /* x', true).code).toBe('unclosedComment');
  });
});

describe('validateJson', () => {
  it('describes a valid document', () => {
    expect(validateJson('{"a":[1,2,{"b":null}]}')).toEqual({
      ok: true,
      stats: { root: 'object', nodes: 6, maxDepth: 3 },
      liberties: { comments: 0, trailingCommas: 0, firstOffset: -1 },
    });
  });
});
