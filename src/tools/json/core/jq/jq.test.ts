import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { loadJq } from 'jq-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { JsonToolError } from '../errors';
import { JsonNumber, parseTree, stringifyTree } from '../tree';
import { nudged } from './jqNumbers';
import { computedWith } from './jqSignature';
import { runJq, type JqEngine } from './jqRun';

let engine: JqEngine;

beforeAll(async () => {
  // The same jq 1.8 wasm the worker fetches, read from the package.
  const wasmBinary = readFileSync(createRequire(import.meta.url).resolve('jq-wasm/jq.wasm'));
  engine = await loadJq({ wasmBinary });
});

function jq(text: string, filter: string, max = 2000) {
  const result = runJq(engine, parseTree(text).value, filter, max);
  return { outputs: result.outputs.map((v) => stringifyTree(v)), changes: result.changes };
}

function failure(text: string, filter: string) {
  try {
    jq(text, filter);
  } catch (error) {
    if (error instanceof JsonToolError) return { code: error.code, params: error.params };
    throw error;
  }
  throw new Error('no error');
}

const SHOP =
  '{"items":[{"name":"笔","price":5},{"name":"书","price":12.50},{"name":"灯","price":99}]}';

describe('jq in the 查询 tab', () => {
  it('streams every output, numbers as written, keys in input order', () => {
    expect(jq(SHOP, '.items[] | select(.price > 10) | .name').outputs).toEqual(['"书"', '"灯"']);
    expect(jq(SHOP, '[.items[].price]').outputs).toEqual(['[5,12.50,99]']);
    const text = '{"b":7,"1":2,"a":[1.10,1E400,0.1e1,-0,12345678901234567890123]}';
    expect(jq(text, '.')).toEqual({ outputs: [text], changes: [] });
    expect(jq(text, '.a | sort').outputs).toEqual([
      '[-0,0.1e1,1.10,12345678901234567890123,1E400]',
    ]);
    expect(jq(text, 'keys_unsorted').outputs).toEqual(['["b","1","a"]']);
    expect(jq(text, 'empty').outputs).toEqual([]);
  });

  it('keeps the order of objects it builds, integer-like keys included', () => {
    const text = '{"a":1,"b":2,"x":{"z":1,"2":0}}';
    expect(jq(text, '{b: .b, "1": .a}').outputs).toEqual(['{"b":2,"1":1}']);
    expect(jq(text, '.x + {"a": 1}').outputs).toEqual(['{"z":1,"2":0,"a":1}']);
    expect(jq(text, '[.x]').outputs).toEqual(['[{"z":1,"2":0}]']);
  });

  it('compares big numbers exactly, with nothing to list', () => {
    const text = '{"id":12345678901234567891,"ids":[12345678901234567890,12345678901234567891]}';
    expect(jq(text, '.ids[] | select(. == 12345678901234567891)')).toEqual({
      outputs: ['12345678901234567891'],
      changes: [],
    });
    expect(jq(text, '.ids | max, (. | tostring)').changes).toEqual([]);
  });

  it('lists a number jq computed with as a double, and only that one', () => {
    const text = '{"a":12345678901234567890,"b":98765432109876543210,"c":1}';
    const { outputs, changes } = jq(text, '.a + 1, .b, .c + 1');
    expect(outputs).toEqual(['12345678901234567000', '98765432109876543210', '2']);
    expect(changes).toEqual([
      {
        path: '$.a',
        before: '12345678901234567890',
        after: '12345678901234567000',
        reason: 'jqDouble',
      },
    ]);
    // 1E400 is computed with as the largest double, which jq clamps it to.
    expect(jq('[1E400]', '.[0] * 1').changes).toEqual([
      { path: '$[0]', before: '1E400', after: '1.7976931348623157e+308', reason: 'jqDouble' },
    ]);
    // Multiplied by zero, the double did not matter.
    expect(jq(text, '.a * 0').changes).toEqual([]);
  });

  it('finds the computed number among many in a few runs', () => {
    const big = Array.from(
      { length: 200 },
      (_, i) => `1234567890123456789${String(i).padStart(3, '0')}`,
    );
    const { changes } = jq(`[${big.join(',')}]`, '.[150] + 0, .[3]');
    expect(changes.map((c) => [c.path, c.reason])).toEqual([['$[150]', 'jqDouble']]);
    // Consecutive integers share doubles (and the next double is another's): only moved, or
    // compared exactly, none is listed.
    const ids = Array.from({ length: 3000 }, (_, i) => String(12345678901234567000n + BigInt(i)));
    const text = `[${ids.join(',')}]`;
    expect(jq(text, '.[] | select(. == 12345678901234567890)')).toEqual({
      outputs: ['12345678901234567890'],
      changes: [],
    });
    expect(jq(text, '.[2500] * 2').changes.map((c) => [c.path, c.reason])).toEqual([
      ['$[2500]', 'jqDouble'],
    ]);
  });

  it('lists what it could not tell apart, once out of runs, as "may have been"', () => {
    const inexact = Array.from({ length: 100 }, (_, i) => ({
      number: new JsonNumber(`1234567890123456789${i}`),
      path: `$[${i}]`,
      double: 12345678901234567000 + i * 4096,
    }));
    let runs = 0;
    // Every run differs from every other: each nudge seems to matter.
    const changes = computedWith(
      inexact,
      [],
      () => [new JsonNumber(String((runs += 1)))],
      (texts) => texts,
    );
    expect(runs).toBe(24);
    expect(changes).toHaveLength(100);
    expect(changes.filter((c) => c.reason === 'jqDoubleMaybe').length).toBeGreaterThan(90);
  });

  it('stops an endless stream after the limit, one more telling there are more', () => {
    expect(jq('1', 'repeat(.)', 3).outputs).toEqual(['1', '1', '1', '1']);
  });

  it('compile errors carry the column in the filter as typed', () => {
    expect(failure('{}', '.a | foo')).toEqual({
      code: 'jqNotDefined',
      params: { name: 'foo/0', column: 6 },
    });
    expect(failure('{}', '  .a | $x')).toMatchObject({
      code: 'jqNotDefined',
      params: { column: 8 },
    });
    expect(failure('{}', '"中文')).toMatchObject({ code: 'jqSyntax', params: { column: 2 } });
    expect(failure('{}', '.a |')).toEqual({
      code: 'jqSyntax',
      params: { column: 5, detail: "unexpected ')'" },
    });
    // Unclosed: the fault is where the filter ends.
    expect(failure('{}', '.a | map(.+1')).toMatchObject({
      code: 'jqSyntax',
      params: { column: 13 },
    });
    expect(failure('{}', '{(1):2}')).toMatchObject({ code: 'jqCompile' });
  });

  it('runtime errors by kind, else in jq’s words', () => {
    expect(failure('{"k":"v"}', '.k.x')).toEqual({
      code: 'jqCannotIndex',
      params: {
        type: 'string',
        keyType: 'string',
        key: '"x"',
        detail: 'Cannot index string with string ("x")',
      },
    });
    expect(failure('1', '.[]')).toMatchObject({
      code: 'jqCannotIterate',
      params: { type: 'number' },
    });
    expect(failure('{"a":[1]}', '.a + "x"')).toMatchObject({
      code: 'jqRuntime',
      params: { detail: 'array ([1]) and string ("x") cannot be added' },
    });
    expect(failure('1', 'error({a:1})')).toEqual({
      code: 'jqRuntime',
      params: { detail: 'error({"a":1})' },
    });
    expect(failure('1', '   ')).toEqual({ code: 'queryEmpty', params: {} });
  });

  it('nudges a double to the next one, and back from the largest', () => {
    expect(Number(nudged(1)) > 1).toBe(true);
    expect(Number(nudged(Number.MAX_VALUE)) < Number.MAX_VALUE).toBe(true);
    expect(Number(nudged(0))).toBe(Number.MIN_VALUE);
  });

  it('any document passes through `.` exactly', () => {
    const scalar = fc.oneof(
      fc.constantFrom(
        '12345678901234567890123',
        '1E400',
        '1.10',
        '-0',
        '0.1',
        '1e-7',
        'null',
        'true',
      ),
      fc.string({ maxLength: 5 }).map((s) => JSON.stringify(s)),
    );
    const key = fc.oneof(fc.nat(20).map(String), fc.string({ maxLength: 4 }));
    const doc = fc
      .uniqueArray(fc.tuple(key, scalar), { selector: ([k]) => k, maxLength: 6 })
      .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`);
    fc.assert(
      fc.property(doc, (text) => {
        expect(jq(text, '.')).toEqual({ outputs: [text], changes: [] });
      }),
      { numRuns: 100 },
    );
  });
});
