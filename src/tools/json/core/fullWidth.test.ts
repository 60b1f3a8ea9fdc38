import { describe, expect, it } from 'vitest';
import { replaceFullWidth } from './fullWidth';
import { excerptAt, parseJson, positionOf, repairJson, type JsonErrorInfo } from './index';

function errorOf(text: string): JsonErrorInfo {
  const result = parseJson(text);
  if (result.ok) throw new Error(`expected an error for ${text}`);
  return result.error;
}

describe('full-width punctuation typed with a Chinese input method', () => {
  it('names the mark, where it is and its ASCII twin', () => {
    const text = '{\n  "名字": "张三",\n  "城市"："上海"，\n  "age": 3\n}';
    expect(errorOf(text)).toMatchObject({
      code: 'fullWidthColon',
      params: { char: '“：”', ascii: ':' },
      line: 3,
      column: 7,
    });
    expect(errorOf('{"城市":"上海"，"a":1}')).toMatchObject({
      code: 'fullWidthComma',
      params: { char: '“，”', ascii: ',' },
      line: 1,
      column: 11,
    });
  });

  it.each([
    ['{“a”: 1}', 'fullWidthQuote', '"'],
    ['{"a": “b”}', 'fullWidthQuote', '"'],
    ['【1, 2】', 'fullWidthBracket', '['],
    ['[1, 2】', 'fullWidthBracket', ']'],
    ['｛"a": 1｝', 'fullWidthBrace', '{'],
    ['{"a": 1｝', 'fullWidthBrace', '}'],
    ['[1、2]', 'fullWidthComma', ','],
    ['[1,\u30002]', 'fullWidthSpace', ' '],
    ['{"a": 1}，', 'fullWidthComma', ','],
    ['{"a": 1；"b": 2}', 'fullWidthSemicolon', ','],
    ['[（1）]', 'fullWidthParen', '('],
    ['{"a": １２３}', 'fullWidthDigit', '1'],
    ['[－1]', 'fullWidthDigit', '-'],
    ['[1．5]', 'fullWidthDigit', '.'],
  ])('%s is named as %s', (text, code, ascii) => {
    expect(errorOf(text)).toMatchObject({ code, params: { ascii } });
  });

  it('leaves full-width marks inside strings alone', () => {
    expect(parseJson('{"引语": "他说：“你好，世界”【完】"}').ok).toBe(true);
  });

  it('repair replaces them outside strings and lists each with line and column', async () => {
    const text = '{“名字”：“张三，李四”，\n "list"：【1，2】}';
    const result = await repairJson(text);
    expect(JSON.parse(result.text)).toEqual({ 名字: '张三，李四', list: [1, 2] });
    expect(result.punctuation).toEqual([
      { line: 1, column: 2, from: '“', to: '"', code: 'fullWidthQuote' },
      { line: 1, column: 5, from: '”', to: '"', code: 'fullWidthQuote' },
      { line: 1, column: 6, from: '：', to: ':', code: 'fullWidthColon' },
      { line: 1, column: 7, from: '“', to: '"', code: 'fullWidthQuote' },
      { line: 1, column: 13, from: '”', to: '"', code: 'fullWidthQuote' },
      { line: 1, column: 14, from: '，', to: ',', code: 'fullWidthComma' },
      { line: 2, column: 8, from: '：', to: ':', code: 'fullWidthColon' },
      { line: 2, column: 9, from: '【', to: '[', code: 'fullWidthBracket' },
      { line: 2, column: 11, from: '，', to: ',', code: 'fullWidthComma' },
      { line: 2, column: 13, from: '】', to: ']', code: 'fullWidthBracket' },
    ]);
    expect(result.changed).toBe(true);
  });

  it('names a semicolon where it is, as people read the line', () => {
    const text = '{\n  "a": 1,\n  "b": 2；\n  "c": 3\n}';
    expect(errorOf(text)).toMatchObject({
      code: 'fullWidthSemicolon',
      params: { char: '“；”', ascii: ',' },
      line: 3,
      column: 9,
    });
  });

  it('repair makes full-width numbers numbers and ； a comma, never inside strings', async () => {
    const text = '{"a": １２３, "b": －１．５；\n "c": "１２３；（）",\u3000"d": ［１，２］}';
    const result = await repairJson(text);
    expect(result.text).toBe('{"a": 123, "b": -1.5,\n "c": "１２３；（）", "d": [1,2]}');
    expect(result.punctuation).toEqual([
      { line: 1, column: 7, from: '１２３', to: '123', code: 'fullWidthDigit' },
      { line: 1, column: 17, from: '－１．５', to: '-1.5', code: 'fullWidthDigit' },
      { line: 1, column: 21, from: '；', to: ',', code: 'fullWidthSemicolon' },
      { line: 2, column: 16, from: '\u3000', to: ' ', code: 'fullWidthSpace' },
      { line: 2, column: 22, from: '［', to: '[', code: 'fullWidthBracket' },
      { line: 2, column: 23, from: '１', to: '1', code: 'fullWidthDigit' },
      { line: 2, column: 24, from: '，', to: ',', code: 'fullWidthComma' },
      { line: 2, column: 25, from: '２', to: '2', code: 'fullWidthDigit' },
      { line: 2, column: 26, from: '］', to: ']', code: 'fullWidthBracket' },
    ]);
  });

  it('keeps a valid document with full-width text in strings exactly as it is', () => {
    const text = '{"a": "“，：【】”", "b\\"，": 1}';
    expect(replaceFullWidth(text)).toEqual({ text, changes: [] });
  });
});

describe('columns and excerpts count characters, whatever the script', () => {
  it('counts a CJK character and an astral emoji as one column each', () => {
    expect(positionOf('"中文😀",x', 6)).toEqual({ line: 1, column: 6 });
    expect(errorOf('["中文😀"，1]')).toMatchObject({ column: 7, offset: 7 });
  });

  it('counts a tab as one column and shows it as one space', () => {
    const error = errorOf('{\n\t"a"\t1}');
    expect(error).toMatchObject({ code: 'missingColon', line: 2, column: 6 });
    expect(error.excerpt).toEqual({ before: ' "a" ', at: '1', after: '}' });
  });

  it('splits the line at the spot without cutting a surrogate pair', () => {
    expect(excerptAt('[1, 😀]', 4)).toEqual({ before: '[1, ', at: '😀', after: ']' });
    const long = `["${'😀'.repeat(60)}"x]`;
    const excerpt = excerptAt(long, long.indexOf('x'));
    expect(excerpt.before).toBe(`…${'😀'.repeat(39)}"`);
    expect(excerpt.at).toBe('x');
  });

  it('marks the end of the text with an empty spot', () => {
    expect(excerptAt('[1,', 3)).toEqual({ before: '[1,', at: '', after: '' });
  });
});
