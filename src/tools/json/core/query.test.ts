import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildTreeIndex,
  IndexedDocument,
  parseJson,
  queryJson,
  stringifyTree,
  type JsonValue,
  type QueryResult,
} from './index';

function tree(text: string): JsonValue {
  const result = parseJson(text);
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

const shapeOf = (result: QueryResult) => ({
  matches: result.matches.map((m) => [m.path, stringifyTree(m.value)]),
  changes: result.changes,
});

/**
 * Runs a query on the lossless tree and on the text through its tree index (what the worker
 * does with a large document): both must find the same, exactly.
 */
async function query(text: string, expression: string, language: 'jsonpath' | 'jmespath') {
  const onTree = await queryJson(tree(text), expression, language);
  const document = new IndexedDocument(text, buildTreeIndex(text));
  expect(shapeOf(await queryJson(document, expression, language))).toEqual(shapeOf(onTree));
  return onTree;
}

async function shown(text: string, expression: string, language: 'jsonpath' | 'jmespath') {
  const result = await query(text, expression, language);
  return result.matches.map((m) => [m.path, stringifyTree(m.value)]);
}

/** Number texts a double would print differently, and ordinary ones. */
const numberText = fc.oneof(
  fc.constantFrom('12345678901234567890123', '1E400', '1.10', '-0', '0.1', '1e-7', '100'),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.integer().map(String),
);
/** Keys, integer-like ones (which a JS object puts first) among them. */
const key = fc.oneof(fc.nat(50).map(String), fc.string({ maxLength: 4 }), fc.constant('__proto__'));
/** An object's members: distinct keys in the order they are written, number values. */
const members = fc.uniqueArray(fc.tuple(key, numberText), {
  selector: ([k]) => k,
  minLength: 1,
  maxLength: 8,
});
const objectText = (entries: [string, string][]) =>
  `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;

describe('查询 on the lossless, ordered tree', () => {
  it('shows keys in written order and numbers as written (the example of issue 17)', async () => {
    const text = '{"b":1,"1":12345678901234567890123}';
    expect(await shown(text, '$.*', 'jsonpath')).toEqual([
      ['$.b', '1'],
      ["$['1']", '12345678901234567890123'],
    ]);
    expect(await shown(text, '$', 'jsonpath')).toEqual([['$', text]]);
    expect(await shown(text, '@', 'jmespath')).toEqual([['', text]]);
    expect(await shown(text, 'keys(@)', 'jmespath')).toEqual([['', '["b","1"]']]);
  });

  it('JSONPath: any object, any query over its members, comes back in written order, exact', async () => {
    await fc.assert(
      fc.asyncProperty(members, async (entries) => {
        const text = objectText(entries);
        expect(await shown(text, '$.*', 'jsonpath')).toEqual(
          entries.map(([, v]) => [expect.any(String), v]),
        );
        const names = await shown(text, '$.*~', 'jsonpath');
        expect(names.map(([, name]) => JSON.parse(name) as string)).toEqual(
          entries.map(([k]) => k),
        );
        expect(await shown(`[${text}]`, '$[0]', 'jsonpath')).toEqual([['$[0]', text]]);
      }),
      { numRuns: 60 },
    );
  });

  it('JMESPath: selections and projections keep written order and exact numbers, with no warning', async () => {
    await fc.assert(
      fc.asyncProperty(members, async (entries) => {
        const text = objectText(entries);
        const values = `[${entries.map(([, v]) => v).join(',')}]`;
        for (const [expression, expected] of [
          ['@', text],
          ['values(@)', values],
          ['*', values],
          [`[{"x": @}][0].x`, text],
        ]) {
          const result = await query(text, expression, 'jmespath');
          expect(stringifyTree(result.matches[0].value)).toBe(expected);
          expect(result.changes).toEqual([]);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('JMESPath objects it builds keep the order written, integer-like keys included', async () => {
    const text = '{"a":1,"b":2,"z":1,"2":0,"n":12345678901234567890123}';
    const built = async (expression: string) => {
      const result = await query(text, expression, 'jmespath');
      return { value: stringifyTree(result.matches[0].value), changes: result.changes };
    };
    expect(await built('{b: b, "1": a}')).toEqual({ value: '{"b":2,"1":1}', changes: [] });
    // With an inexact number the query runs twice: the order holds in both results.
    expect(await built('[{z: z, "10": n, "2": "2"}]')).toEqual({
      value: '[{"z":1,"10":12345678901234567890123,"2":0}]',
      changes: [],
    });
    // Projections of input objects stay as written.
    expect((await built('[@][*]')).value).toBe(`[${text}]`);
  });

  it('JMESPath lists a built object whose order it cannot tell, never reorders it silently', async () => {
    const result = await query('{"x":{"z":1,"2":0}}', 'merge(x, {a: `1`})', 'jmespath');
    expect(stringifyTree(result.matches[0].value)).toBe('{"2":0,"z":1,"a":1}');
    expect(result.changes).toEqual([
      { path: '@', before: '', after: '["2","z","a"]', reason: 'jmesPathKeyOrder' },
    ]);
    const literal = await query('{}', '[`{"b":1,"1":2}`]', 'jmespath');
    expect(literal.changes).toEqual([
      { path: '@[0]', before: '', after: '["1","b"]', reason: 'jmesPathKeyOrder' },
    ]);
    // Without integer-like keys the order JS keeps is the one written: nothing to list.
    expect((await query('{"x":{"z":1}}', 'merge(x, {a: `1`})', 'jmespath')).changes).toEqual([]);
  });

  it('JMESPath says which numbers it computed with as doubles, and only then', async () => {
    const big =
      '{"items":[{"n":12345678901234567890123,"id":"a"},{"n":12345678901234567890122,"id":"b"}]}';
    const sorted = await query(big, 'sort_by(items, &n)[].id', 'jmespath');
    expect(sorted.changes).toEqual([
      {
        path: '$.items[0].n',
        before: '12345678901234567890123',
        after: '1.2345678901234568e+22',
        reason: 'jmesPathDouble',
      },
      {
        path: '$.items[1].n',
        before: '12345678901234567890122',
        after: '1.2345678901234568e+22',
        reason: 'jmesPathDouble',
      },
    ]);
    const filtered = await query(big, 'items[?n > `1`].id', 'jmespath');
    expect(filtered.changes.map((change) => change.path)).toEqual(['$.items[0].n', '$.items[1].n']);
    // A number the query returns as it read it shows as written, with the list still there.
    const largest = await query('[1.10, 12345678901234567890123, 2]', 'max(@)', 'jmespath');
    expect(stringifyTree(largest.matches[0].value)).toBe('12345678901234567890123');
    expect(largest.changes.map((change) => change.before)).toEqual([
      '1.10',
      '12345678901234567890123',
    ]);
    // Two texts with one double: which was returned cannot be told, so the double shows.
    const tied = await query(big, 'max(items[].n)', 'jmespath');
    expect(stringifyTree(tied.matches[0].value)).toBe('1.2345678901234568e+22');
    const small = await query('{"items":[{"n":2},{"n":1}]}', 'sort_by(items, &n)[].n', 'jmespath');
    expect(stringifyTree(small.matches[0].value)).toBe('[1,2]');
    expect(small.changes).toEqual([]);
  });

  it('a JSONPath filter compares numbers as written; arithmetic on one a double changes is listed', async () => {
    const text = '{"a":[{"n":12345678901234567890123},{"n":1.10},{"n":5}]}';
    const compared = await query(text, '$.a[?(@.n > 2)]', 'jsonpath');
    expect(compared.matches.map((m) => stringifyTree(m.value))).toEqual([
      '{"n":12345678901234567890123}',
      '{"n":5}',
    ]);
    expect(compared.changes).toEqual([]);
    const computed = await query(text, '$.a[?(@.n * 1 > 2)]', 'jsonpath');
    expect(computed.matches).toHaveLength(2);
    // 1.10 computes as 1.1: same value, not listed.
    expect(computed.changes).toEqual([
      expect.objectContaining({ path: '$.a[0].n', reason: 'filterDouble' }),
    ]);
  });

  it('duplicate keys: the last value, at the first place (as JSON.parse reads them)', async () => {
    expect(await shown('{"a":1,"b":2,"a":3}', '$.*', 'jsonpath')).toEqual([
      ['$.a', '3'],
      ['$.b', '2'],
    ]);
  });

  it('a document read through its tree index answers every query as the whole tree does', async () => {
    // Nested documents with odd and duplicate keys, numbers a double changes, and whitespace.
    const { value } = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        numberText,
        fc.constantFrom('true', 'null', '"值\\n"', '""'),
        tie('array'),
        tie('object'),
      ),
      array: fc.array(tie('value'), { maxLength: 4 }).map((items) => `[ ${items.join(' , ')} ]`),
      object: fc
        .array(fc.tuple(key, tie('value')), { maxLength: 4 })
        .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)} : ${v}`).join(',')}}`),
    }));
    const expressions: ['jsonpath' | 'jmespath', string][] = [
      ['jsonpath', '$..*'],
      ['jsonpath', '$.*'],
      ['jsonpath', '$..[0]'],
      ['jsonpath', '$..[?(@ > 5)]'],
      ['jsonpath', '$.*~'],
      ['jmespath', '@'],
      ['jmespath', '*'],
      ['jmespath', '[0][0]'],
      ['jmespath', 'sort(@)'],
      ['jmespath', 'keys(@)'],
    ];
    await fc.assert(
      fc.asyncProperty(value as fc.Arbitrary<string>, async (text) => {
        for (const [language, expression] of expressions) {
          // Both must fail alike too (a function given the wrong type, for one).
          const outcome = (run: Promise<QueryResult>) =>
            run.then(shapeOf, (error: { code?: string }) => ({ error: error.code }));
          const onTree = await outcome(queryJson(tree(text), expression, language));
          const document = new IndexedDocument(text, buildTreeIndex(text));
          expect(await outcome(queryJson(document, expression, language))).toEqual(onTree);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('an invalid expression is an error with its column, not "no match"', () => {
  const doc = tree('{"a":[1,2]}');
  it.each([
    ['a.b', 'jsonPathRoot', { column: 1 }],
    ['$[', 'jsonPathUnclosed', { column: 2, char: '“[”' }],
    ['$.a[0', 'jsonPathUnclosed', { column: 4, char: '“[”' }],
    ["$['a", 'jsonPathUnclosed', { column: 3, char: "“'”" }],
    ['$.', 'jsonPathExpected', { column: 3 }],
    ['$.a[]', 'jsonPathExpected', { column: 5 }],
    ['$.a]', 'jsonPathUnexpected', { column: 4, char: '“]”' }],
    ['$.a[?(@ > )]', 'jsonPathScriptMissing', { column: 11 }],
    ['  $.a[?(@ > )]', 'jsonPathScriptMissing', { column: 13 }],
  ])('JSONPath %s', async (expression, code, params) => {
    await expect(queryJson(doc, expression, 'jsonpath')).rejects.toMatchObject({
      code,
      params: expect.objectContaining(params),
    });
  });

  it.each([
    ['a[?b >> `1`]', 'jmesPathSyntax', { column: 7 }],
    ['a[?b > `1`', 'jmesPathIncomplete', { column: 11 }],
    ['a.b.', 'jmesPathIncomplete', { column: 5 }],
    ['a | nosuch(@)', 'jmesPathFunction', { column: 5, name: 'nosuch' }],
    ['a | length(`1`)', 'jmesPathFunction', { column: 5, name: 'length' }],
  ])('JMESPath %s', async (expression, code, params) => {
    await expect(queryJson(doc, expression, 'jmespath')).rejects.toMatchObject({
      code,
      params: expect.objectContaining(params),
    });
  });

  it('valid JSONPath forms pass the check', async () => {
    const text = '{"a":[{"b":1},{"b":2}],"c d":3}';
    expect(await shown(text, "$['c d']", 'jsonpath')).toEqual([["$['c d']", '3']]);
    expect(await shown(text, '$.a[-1:].b', 'jsonpath')).toEqual([['$.a[1].b', '2']]);
    expect(await shown(text, '$..b', 'jsonpath')).toHaveLength(2);
    expect(await shown(text, '$.a[0,1].b', 'jsonpath')).toHaveLength(2);
    expect(await shown(text, '$.a[0].b^', 'jsonpath')).toEqual([['$.a[0]', '{"b":1}']]);
    expect(await shown(text, '$..*@number()', 'jsonpath')).toHaveLength(3);
    expect(await shown(text, '$.x', 'jsonpath')).toEqual([]);
  });
});
