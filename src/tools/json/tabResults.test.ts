import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogues } from '../../app/i18n/catalogues';
import { interpolate, type MessageVars } from '../../app/i18n/translate';
import { jsonMessages, type JsonMessageKey, type JsonTranslate } from './messages';
import { tabResultOf } from './tabResults';

beforeAll(() => loadCatalogues('en-US'));

const words = (lang: 'zh-CN' | 'en-US'): JsonTranslate =>
  ((key: JsonMessageKey, vars?: MessageVars) =>
    interpolate(jsonMessages[lang][key], vars)) as JsonTranslate;

const computed = {
  matches: [{ path: '$[0]', text: '{"n":12345678901234567890123}' }],
  total: 3,
  changes: [
    {
      path: '$[0].n',
      before: '12345678901234567890123',
      after: '1.2345678901234568e+22',
      reason: 'filterDouble' as const,
    },
  ],
};

describe('the query notice', () => {
  it('keeps the match counts beside the warning about doubles', () => {
    const zh = tabResultOf.queried(words('zh-CN'), computed, 'jsonpath').notice;
    expect(zh).toEqual({
      type: 'warning',
      text: '找到 3 个匹配（显示 1 个）。有 1 处与原文不同，见下方列表。',
    });
    const en = tabResultOf.queried(words('en-US'), computed, 'jsonpath').notice;
    expect(en?.text).toMatch(
      /^3 matches \(1 shown\)\. Places where the result differs from what is written: 1;/,
    );
    const jq = tabResultOf.queried(words('zh-CN'), computed, 'jq').notice;
    expect(jq?.text).toMatch(/^jq 输出超过 1 个结果，只显示前 1 个。有 1 处与原文不同/);
  });
});
