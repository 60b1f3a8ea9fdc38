import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogues } from '../../app/i18n/catalogues';
import { interpolate, type MessageVars } from '../../app/i18n/translate';
import {
  JSON_SYNTAX_CODES,
  JSON_TOOL_CODES,
  JsonSyntaxError,
  JsonToolError,
  parseJson,
  repairJson,
  type JsonErrorInfo,
} from './core';
import { yamlToJson } from './core/convert/yaml';
import { YAML_ERROR_CODES } from './core/yamlErrorCodes';
import { failureMessage, jsonErrorMessages, syntaxMessage, type JsonErrorKey } from './errorText';
import { jsonMessages } from './messages';
import { jobFailureOf, syntaxWorkerError, workerErrorOf } from './worker/jobFailure';

// The English halves are lazy catalogues (issue 19), loaded as switching to English does.
beforeAll(() => loadCatalogues('en-US'));

const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
const english = (key: JsonErrorKey, vars?: MessageVars) =>
  interpolate(jsonErrorMessages['en-US'][key], vars);
const chinese = (key: JsonErrorKey, vars?: MessageVars) =>
  interpolate(jsonErrorMessages['zh-CN'][key], vars);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

function failureOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

/** Codes the worker and the runtime add to core's: a defect, memory, a stopped worker. */
const WORKER_CODES = ['crashed', 'outOfMemory'];

function syntaxError(text: string): JsonErrorInfo {
  const result = parseJson(text);
  if (result.ok) throw new Error(`expected an error for ${text}`);
  return result.error;
}

describe('the JSON error catalogue', () => {
  it('words every core and worker code in both languages, with the same placeholders', () => {
    const keys = [
      ...JSON_SYNTAX_CODES.map((code) => `syntax.${code}`),
      ...[...JSON_TOOL_CODES, ...WORKER_CODES].map((code) => `error.${code}`),
      ...YAML_ERROR_CODES.map((code) => `yaml.${code}`),
    ];
    for (const key of keys) {
      const zh = jsonMessages['zh-CN'][key as JsonErrorKey];
      const en = jsonMessages['en-US'][key as JsonErrorKey];
      expect(zh, key).toMatch(CJK);
      expect(en, key).toBeTruthy();
      expect(en, key).not.toMatch(CJK);
      expect(placeholders(en), key).toEqual(placeholders(zh));
    }
    // And nothing else: every error text belongs to a code.
    expect(Object.keys(jsonErrorMessages['zh-CN']).sort()).toEqual([...keys, 'syntax.at'].sort());
  });

  it('has no Chinese anywhere in the English catalogue of the page', () => {
    const chineseTexts = Object.entries(jsonMessages['en-US']).filter(([, text]) => CJK.test(text));
    expect(chineseTexts).toEqual([]);
  });

  it('keeps syntax and other codes apart (the page tells them apart by code)', () => {
    const tool = new Set<string>([...JSON_TOOL_CODES, ...WORKER_CODES]);
    expect(JSON_SYNTAX_CODES.filter((code) => tool.has(code))).toEqual([]);
  });

  it('says what and where in English and in Chinese', () => {
    const error = syntaxError('{\n  "a": 1,\n  "b": [1, 2,],\n}');
    expect(syntaxMessage(english, error)).toBe(
      'Line 3, column 13: Trailing comma: no comma is allowed before “]”',
    );
    expect(syntaxMessage(chinese, error)).toBe('第 3 行第 13 列：多余的逗号：“]” 前面不能有逗号');
  });

  it('fills every value a syntax message shows', () => {
    const samples = ['[1 2]', '{"a":1]', '{a: 1}', 'True', '"\\x"', '"a\tb"', '{"a":1'];
    for (const sample of samples) {
      const error = syntaxError(sample);
      for (const words of [english, chinese])
        expect(syntaxMessage(words, error), sample).not.toMatch(/\{\w+\}/);
    }
  });
});

describe('failures from the worker, worded on the page', () => {
  it('keeps a syntax error’s position and side through the runtime’s { code, params }', () => {
    const thrown = new JsonSyntaxError('[1,\n 2,]', 7, 'trailingComma', { closer: ']' });
    const failure = jobFailureOf(syntaxWorkerError(thrown, 'compare'));
    expect(failure).toEqual({ kind: 'syntax', side: 'compare', error: thrown.toInfo() });
    expect(failureMessage(english, failure)).toBe(
      'Line 2, column 4: Trailing comma: no comma is allowed before “]”',
    );
  });

  it('words a repair failure with its line and column', async () => {
    const error = await repairJson('{"a": 1}\n}x').catch((caught: unknown) => caught);
    const failure = jobFailureOf(workerErrorOf(error));
    expect(failure.kind).toBe('tool');
    expect(failureMessage(english, failure)).toBe(
      'Cannot repair automatically: “x” is not expected at line 2, column 2',
    );
    expect(failureMessage(chinese, failure)).toBe('无法自动修复：第 2 行第 2 列不应出现 “x”');
  });

  it('words a YAML error by its code, with line and column, in the interface language', () => {
    const cases: [string, RegExp][] = [
      ['a:\n\tb: 1', /^YAML 格式错误，第 2 行第 1 列：缩进里有制表符（Tab）/],
      ['a: [1, 2\nb: 1', /^YAML 格式错误，第 2 行第 1 列：/],
      ['名字: "张三\\q"', /^YAML 格式错误，第 1 行第 \d+ 列：双引号字符串里有无效的转义/],
      ['a: 1\n---\nb: 2', /^YAML 格式错误，第 \d+ 行第 \d+ 列：这里有多个文档/],
    ];
    for (const [yaml, words] of cases) {
      const error = failureOf(() => yamlToJson(yaml));
      const failure = jobFailureOf(workerErrorOf(error));
      const message = failureMessage(chinese, failure);
      expect(message, yaml).toMatch(words);
      // No English left from the parser (YAML and Tab are the catalogue's own).
      expect(message, yaml).not.toMatch(/[a-z]{4,}/);
      expect(failureMessage(english, failure), yaml).not.toMatch(CJK);
    }
    // Columns count characters: 😀 is one, as in every other error.
    expect(failureOf(() => yamlToJson('"a": 1\n"😀😀": @x'))).toMatchObject({
      params: { line: 2, column: 7, yamlCode: 'BAD_SCALAR_START' },
    });
  });

  it('words conversion failures, memory and defects without a raw key', () => {
    const toml = jobFailureOf(workerErrorOf(new JsonToolError('tomlNull', { path: '$.a' })));
    expect(failureMessage(english, toml)).toBe('TOML has no null (at $.a)');
    const memory = jobFailureOf(workerErrorOf(new RangeError('Maximum call stack size exceeded')));
    expect(failureMessage(english, memory)).toMatch(/^Processing failed: the browser ran out/);
    const defect = jobFailureOf(workerErrorOf(new TypeError('x is undefined')));
    expect(failureMessage(english, defect)).toBe('Background processing failed: x is undefined');
    const unknown = jobFailureOf({ code: 'somethingNew' });
    expect(failureMessage(english, unknown)).toBe('Background processing failed: somethingNew');
  });
});
