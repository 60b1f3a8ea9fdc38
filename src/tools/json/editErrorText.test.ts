import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogues } from '../../app/i18n/catalogues';
import { interpolate, type MessageVars } from '../../app/i18n/translate';
import { buildTreeIndex } from './core';
import { EDIT_ERROR_CODES, EditError, planEdits } from './core/edit';
import { editErrorMessage } from './editErrorText';
import { jsonMessages, type JsonMessageKey, type JsonTranslate } from './messages';

// The English halves are lazy catalogues (issue 19), loaded as switching to English does.
beforeAll(() => loadCatalogues('en-US'));

const words = (lang: 'zh-CN' | 'en-US'): JsonTranslate =>
  ((key: JsonMessageKey, vars?: MessageVars) =>
    interpolate(jsonMessages[lang][key], vars)) as JsonTranslate;

describe('editErrorMessage', () => {
  it('has words for every refused edit in both languages', () => {
    for (const code of EDIT_ERROR_CODES)
      for (const lang of ['zh-CN', 'en-US'] as const)
        expect(jsonMessages[lang][`edit.error.${code}`], `${lang} ${code}`).toBeTruthy();
  });

  it('says where a bad value is wrong and why', () => {
    const text = '{"a": 1}';
    let failure: EditError | undefined;
    try {
      planEdits(text, buildTreeIndex(text), [{ kind: 'setValue', node: 1, value: '[1,]' }]);
    } catch (error) {
      failure = error as EditError;
    }
    expect(editErrorMessage(words('zh-CN'), failure!)).toMatch(
      /^值不是有效的 JSON（第 1 行第 \d+ 列）：.+/,
    );
    expect(editErrorMessage(words('en-US'), failure!)).toMatch(/line 1, column \d+\): \S/);
  });
});
