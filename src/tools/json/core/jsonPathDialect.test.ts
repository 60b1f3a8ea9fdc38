import fc from 'fast-check';
import { JSONPath } from 'jsonpath-plus';
import { describe, expect, it } from 'vitest';
import { buildTreeIndex, IndexedDocument, parseJson, queryJson, stringifyTree } from './index';

/** Paths and values found, on the tree and through the tree index alike. */
async function found(text: string, expression: string) {
  const parsed = parseJson(text);
  if (!parsed.ok) throw new Error(parsed.error.code);
  const onTree = await queryJson(parsed.value, expression, 'jsonpath');
  const indexed = await queryJson(
    new IndexedDocument(text, buildTreeIndex(text)),
    expression,
    'jsonpath',
  );
  const shown = (matches: typeof onTree.matches) =>
    matches.map((m) => `${m.path}=${stringifyTree(m.value)}`);
  expect(shown(indexed.matches)).toEqual(shown(onTree.matches));
  return shown(onTree.matches);
}

async function failure(text: string, expression: string) {
  const parsed = parseJson(text);
  if (!parsed.ok) throw new Error(parsed.error.code);
  return queryJson(parsed.value, expression, 'jsonpath').then(
    () => undefined,
    (error: { code: string; params: object }) => ({ code: error.code, params: error.params }),
  );
}

describe('JSONPath dialect: RFC 9535 where jsonpath-plus differs', () => {
  it('a negative index counts from the end, in arrays only', async () => {
    const text = '{"a":[1,2,3],"o":{"-1":"key"}}';
    expect(await found(text, '$.a[-1]')).toEqual(['$.a[2]=3']);
    expect(await found(text, '$.a[-3]')).toEqual(['$.a[0]=1']);
    expect(await found(text, '$.a[0,-1]')).toEqual(['$.a[0]=1', '$.a[2]=3']);
    expect(await found(text, '$.a[-4]')).toEqual([]);
    expect(await found(text, '$.o[-1]')).toEqual([]);
    expect(await found(text, '$.a[?(@ == @root.a[-1])]')).toEqual(['$.a[2]=3']);
  });

  it('== is strict and compares numbers by value as written', async () => {
    const text = '[{"x":1},{"x":"1"},{"x":1.0},{"x":10E-1},{"x":true},{"x":[1]}]';
    expect(await found(text, '$[?(@.x == 1)]')).toEqual([
      '$[0]={"x":1}',
      '$[2]={"x":1.0}',
      '$[3]={"x":10E-1}',
    ]);
    expect(await found(text, '$[?(@.x === "1")]')).toEqual(['$[1]={"x":"1"}']);
    expect(await found(text, '$[?(@.x != 1)]')).toHaveLength(3);
    expect(await found(text, '$[?(@.x == [1.0])]')).toEqual(['$[5]={"x":[1]}']);
  });

  it('big integers compare exactly, in the document and in the filter', async () => {
    const text = '[12345678901234567890,12345678901234567891,{"n":12345678901234567891}]';
    expect(await found(text, '$[?(@ == 12345678901234567890)]')).toEqual([
      '$[0]=12345678901234567890',
    ]);
    expect(await found(text, '$[?(@ > 12345678901234567890)]')).toEqual([
      '$[1]=12345678901234567891',
    ]);
    expect(await found(text, '$[?(@.n >= 12345678901234567891)]')).toEqual([
      '$[2]={"n":12345678901234567891}',
    ]);
    expect(await found(text, '$[?(@ < -12345678901234567890)]')).toEqual([]);
  });

  it('order compares numbers with numbers and strings with strings only', async () => {
    const text = '[{"x":"2"},{"x":2},{"x":"b"},{"x":"😀"},{"x":"ｆ"}]';
    expect(await found(text, '$[?(@.x < 3)]')).toEqual(['$[1]={"x":2}']);
    expect(await found(text, '$[?(@.x > "a")]')).toEqual([
      '$[2]={"x":"b"}',
      '$[3]={"x":"😀"}',
      '$[4]={"x":"ｆ"}',
    ]);
    // Code points: 😀 (U+1F600) is after ｆ (U+FF46), though its first UTF-16 unit is not.
    expect(await found(text, '$[?(@.x > "ｆ")]')).toEqual(['$[3]={"x":"😀"}']);
  });

  it('constructor and __proto__ are plain keys: members when written, else nothing', async () => {
    const text = '[{"constructor":1},{"a":1},{"__proto__":2}]';
    expect(await found(text, '$[?(@.constructor == 1)]')).toEqual(['$[0]={"constructor":1}']);
    expect(await found(text, '$[?(@.constructor)]')).toEqual(['$[0]={"constructor":1}']);
    expect(await found(text, '$[?(@.__proto__ == 2)]')).toEqual(['$[2]={"__proto__":2}']);
    expect(await found(text, '$[?(@.a.constructor)]')).toEqual([]);
    expect(await found(text, '$[?(@.missing.deeper == 1)]')).toEqual([]);
  });

  it('keeps what jsonpath-plus filters could do: @ before an operator, array and string methods', async () => {
    const text = '[1,"a@",{"tags":["x"],"name":"ab"}]';
    expect(await found(text, '$[?(@==1)]')).toEqual(['$[0]=1']);
    expect(await found(text, "$[?(@==='a@')]")).toEqual(['$[1]="a@"']);
    expect(await found(text, '$[?(@.tags.includes("x"))]')).toHaveLength(1);
    expect(await found(text, '$[?(@.name.startsWith("a"))]')).toHaveLength(1);
    expect(await found(text, '$[(@.length-1)]')).toEqual(['$[2]={"tags":["x"],"name":"ab"}']);
  });

  it('a filter naming what does not exist is an error with its column', async () => {
    expect(await failure('[1]', '$[?(foo == 1)]')).toEqual({
      code: 'jsonPathUnknownName',
      params: { column: 5, name: 'foo' },
    });
    expect(await failure('[{"a":"x"}]', '$[?(@.a.nothing())]')).toEqual({
      code: 'jsonPathNotFunction',
      params: { column: 9, name: 'nothing' },
    });
  });

  it("words the filter parser's faults with a code, not its English", async () => {
    expect(await failure('[1]', '$[?(@.b # 1)]')).toEqual({
      code: 'jsonPathScriptUnexpected',
      params: { column: 9, char: '“#”' },
    });
    expect(await failure('[1]', '$[?(@.b[0 == 1)]')).toMatchObject({
      code: 'jsonPathScriptUnclosed',
      params: { char: '“[”' },
    });
    expect(await failure('[1]', '$[?(!)]')).toEqual({
      code: 'jsonPathScriptMissing',
      params: { column: 6 },
    });
  });

  it('agrees with the previous evaluator where loose JS comparison was already right', async () => {
    const operator = fc.constantFrom('==', '!=', '<', '<=', '>', '>=', '===', '!==');
    const numbers = fc.integer({ min: -20, max: 20 });
    const strings = fc.string({ maxLength: 3, unit: fc.constantFrom('a', 'b', 'c', '中') });
    const caseOf = <T>(value: fc.Arbitrary<T>) =>
      fc.record({
        items: fc.array(fc.option(value, { nil: undefined }), { maxLength: 6 }),
        literal: value,
        operator,
      });
    await fc.assert(
      fc.asyncProperty(fc.oneof(caseOf(numbers), caseOf(strings)), async (test) => {
        const text = JSON.stringify(test.items.map((x) => (x === undefined ? {} : { x })));
        const expression = `$[?(@.x ${test.operator} ${JSON.stringify(test.literal)})]`;
        const before = JSONPath({ path: expression, json: JSON.parse(text), resultType: 'path' });
        const now = (await found(text, expression)).map((m) => m.slice(0, m.indexOf('=')));
        expect(now).toEqual(before);
      }),
      { numRuns: 300 },
    );
  });
});
