import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogues } from '../../app/i18n/catalogues';
import { interpolate } from '../../app/i18n/translate';
import { generateUuids, UuidInputError } from './core';
import { guidMessages, problemMessage, type GuidMessageKey } from './guidMessages';

// The English halves are lazy catalogues (issue 19), loaded as switching to English does.
beforeAll(() => loadCatalogues('en-US'));

const english = (key: GuidMessageKey, vars?: Record<string, string | number>) =>
  interpolate(guidMessages['en-US'][key], vars);
const CJK = /[\u3000-\u9fff\uff00-\uffef]/;

function refusal(run: () => unknown): UuidInputError {
  try {
    run();
  } catch (error) {
    if (error instanceof UuidInputError) return error;
  }
  throw new Error('expected a refusal');
}

describe('guid problems in the interface language', () => {
  it('says why a namespace is not a UUID in English, with no Chinese', () => {
    const error = refusal(() => generateUuids({ version: 5, namespace: 'xyz', names: ['a'] }));
    const text = problemMessage(english, error.code, error.params);
    expect(text).toMatch(/^The namespace is not a valid UUID: /);
    expect(text).toContain('Character 1, “x”, is not a hex digit');
    expect(text).not.toMatch(CJK);
  });

  it('keeps the Chinese source text for the same refusal', () => {
    const error = refusal(() => generateUuids({ version: 5, namespace: 'xyz', names: ['a'] }));
    expect(error.message).toBe(
      '命名空间不是有效的 UUID：第 1 个字符“x”不是十六进制数字（应为 0–9 或 a–f）',
    );
  });

  it('has no Chinese anywhere in the English catalogue', () => {
    const chinese = Object.entries(guidMessages['en-US']).filter(([, text]) => CJK.test(text));
    expect(chinese).toEqual([]);
  });
});
