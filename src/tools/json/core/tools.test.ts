import { describe, expect, it } from 'vitest';
import {
  buildTreeIndex,
  childCountOf,
  canonicalNumber,
  diffJson,
  escapeJsonString,
  expandNestedJson,
  JsonSyntaxError,
  NodeKind,
  nodePath,
  parseJson,
  queryJson,
  repairJson,
  searchTree,
  stringifyTree,
  textToUnicode,
  unescapeJsonString,
  unicodeToText,
  type JsonValue,
} from './index';

function tree(text: string): JsonValue {
  const result = parseJson(text);
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

describe('转义 / 去转义 and Unicode', () => {
  it('escapes text into a JSON string literal and back', () => {
    expect(escapeJsonString('他说 "你好"\n\tC:\\')).toBe('他说 \\"你好\\"\\n\\tC:\\\\');
    expect(unescapeJsonString('"a\\u4e2d\\n"')).toBe('a中\n');
    expect(unescapeJsonString('a\\"b')).toBe('a"b');
  });

  it('reports a bad escape where the user typed it', () => {
    expect(() => unescapeJsonString('ab\\q')).toThrow(
      expect.objectContaining({ code: 'invalidEscape', offset: 2, column: 3 }),
    );
    expect(() => unescapeJsonString('ab"c')).toThrow(
      expect.objectContaining({ code: 'unescapedQuote', offset: 2 }),
    );
    expect(() => unescapeJsonString('ab"c')).toThrow(JsonSyntaxError);
  });

  it('converts \\uXXXX to 中文 and back, emoji as surrogate pairs', () => {
    expect(unicodeToText('\\u4e2d\\u6587 \\ud83d\\ude00')).toEqual({
      text: '中文 😀',
      changes: [],
    });
    expect(textToUnicode('中文 ok 😀')).toBe('\\u4e2d\\u6587 ok \\ud83d\\ude00');
    expect(textToUnicode('中', true)).toBe('\\u4E2D');
  });
});

describe('展开嵌套 JSON', () => {
  it('parses JSON held in strings, recursively, and leaves other strings alone', () => {
    const value = tree('{"log":"{\\"user\\":\\"[1, 2.50]\\",\\"msg\\":\\"{not json\\"}","n":"42"}');
    const { value: expanded, expanded: count } = expandNestedJson(value);
    expect(count).toBe(2);
    expect(stringifyTree(expanded)).toBe('{"log":{"user":[1,2.50],"msg":"{not json"},"n":"42"}');
  });
});

describe('查询', () => {
  const doc = tree(
    '{"store":{"book":[{"title":"A","price":12345678901234567890.5},{"title":"B","price":8}]}}',
  );
  it('returns JSONPath matches with readable paths and exact numbers', async () => {
    const result = await queryJson(doc, '$.store.book[?(@.price > 10)].price', 'jsonpath');
    expect(result.matches.map((m) => [m.path, stringifyTree(m.value)])).toEqual([
      ['$.store.book[0].price', '12345678901234567890.5'],
    ]);
  });

  it('runs JMESPath with no warning when it computes with no number', async () => {
    const result = await queryJson(doc, 'store.book[].title', 'jmespath');
    expect(stringifyTree(result.matches[0].value)).toBe('["A","B"]');
    expect(result.changes).toEqual([]);
  });

  it('reports a bad expression with its column', async () => {
    await expect(queryJson(doc, 'store.[', 'jmespath')).rejects.toMatchObject({
      code: 'jmesPathIncomplete',
      params: { column: 8 },
    });
    await expect(queryJson(doc, '$[?(@.a', 'jsonpath')).rejects.toMatchObject({
      code: 'jsonPathUnclosed',
      params: { column: 4, char: '“(”' },
    });
    await expect(queryJson(doc, ' ', 'jsonpath')).rejects.toMatchObject({ code: 'queryEmpty' });
  });
});

describe('对比', () => {
  it('lists added, removed and changed members with paths; numbers compare as written', () => {
    const before = tree('{"a":1,"b":{"c":[1,2,3]},"d":"x","e":1.0}');
    const after = tree('{"a":2,"b":{"c":[1,2]},"f":true,"e":1}');
    expect(diffJson(before, after)).toEqual([
      { kind: 'added', path: '$.f', after: 'true' },
      { kind: 'removed', path: '$.d', before: '"x"' },
      { kind: 'changed', path: '$.a', before: '1', after: '2' },
      { kind: 'removed', path: '$.b.c[2]', before: '3' },
      { kind: 'changed', path: '$.e', before: '1.0', after: '1', numericEqual: true },
    ]);
    expect(canonicalNumber('1.50e1')).toBe(canonicalNumber('15'));
    expect(canonicalNumber('12345678901234567890')).not.toBe(
      canonicalNumber('12345678901234567891'),
    );
  });
});

describe('修复', () => {
  it('repairs what people paste and shows what changed', async () => {
    const result = await repairJson(
      "callback({\n  name: 'x', // c\n  ok: True,\n  list: [1, 2,],\n})",
    );
    expect(tree(result.text)).toBeTruthy();
    expect(result.changed).toBe(true);
    expect(result.changes?.[0]).toMatchObject({ beforeLine: 1 });
    expect(result.changes?.some((c) => c.removed.some((l) => l.includes("'x'")))).toBe(true);
  });

  it('completes a truncated document and leaves valid JSON as it is', async () => {
    expect(tree((await repairJson('{"a": [1, 2')).text)).toBeTruthy();
    expect(await repairJson('{"a": 1}')).toEqual({
      text: '{"a": 1}',
      changes: [],
      punctuation: [],
      changed: false,
    });
  });

  it('says where it could not repair, as a line and column', async () => {
    await expect(repairJson('{"a": 1}\n}x')).rejects.toMatchObject({
      code: 'repairUnexpectedChar',
      params: { line: 2, column: 2, char: '“x”' },
    });
    await expect(repairJson('{"名字": 1}\n}x')).rejects.toMatchObject({
      params: { line: 2, column: 2 },
    });
    await expect(repairJson(' \n')).rejects.toMatchObject({ code: 'repairEmpty' });
  });
});

describe('树形视图 index', () => {
  const text = '{"data":{"items":[{"id":7},{"id":8}],"a b":"x"}}';
  const index = buildTreeIndex(text);
  it('gives paths, kinds, counts and value offsets', () => {
    expect(index.count).toBe(8);
    const id8 = 6;
    expect(nodePath(index, text, id8)).toBe('$.data.items[1].id');
    expect(text.slice(index.start[id8], index.end[id8])).toBe('8');
    expect(nodePath(index, text, 7)).toBe("$.data['a b']");
    expect(index.kind[2]).toBe(NodeKind.Array);
    expect(childCountOf(index, 2)).toBe(2);
    expect(text.slice(index.start[2], index.end[2])).toBe('[{"id":7},{"id":8}]');
  });

  it('finds keys and values', () => {
    expect(searchTree(index, text, 'ID')).toEqual([4, 6]);
    expect(searchTree(index, text, 'x')).toEqual([7]);
  });
});
