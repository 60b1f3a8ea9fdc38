// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { loadCatalogues } from '../../../app/i18n/catalogues';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { interpolate, type MessageVars } from '../../../app/i18n/translate';
import { CHANGE_CODES, convertData } from '../core';
import { jsonMessages, type JsonMessageKey } from '../messages';
import { tabResultOf } from '../tabResults';
import { changeFileOf } from '../worker/changeFile';
import type { ChangeListWords } from '../worker/changeListCsv';
import { ChangeList } from './ChangeList';

// The English halves are lazy catalogues (issue 19), loaded as switching to English does.
beforeAll(() => loadCatalogues('en-US'));

const translator = (language: 'zh-CN' | 'en-US') => (key: JsonMessageKey, vars?: MessageVars) =>
  interpolate(jsonMessages[language][key], vars);

describe('the change list', () => {
  it('words every change code in both languages', () => {
    for (const language of ['zh-CN', 'en-US'] as const)
      for (const code of CHANGE_CODES)
        expect(jsonMessages[language][`change.${code}` as JsonMessageKey], code).toBeTruthy();
  });

  it('shows where, before, after and why of a conversion, in Chinese', async () => {
    const { changes } = await convertData('{"big":1E400,"n":null}', 'json', 'toml');
    render(<ChangeList changes={changes} total={changes.length} t={translator('zh-CN')} />);
    expect(screen.getByText('输出与输入有 2 处不同')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: '改动列表' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '$.big原来1E400→现在"1E400"TOML 浮点数是双精度，表示不了这个数：写成字符串以保留原文',
      '$.n原来null→现在（省略）TOML 没有 null，已省略',
    ]);
  });

  it('says how many there are, and shows nothing when there are none', () => {
    const change = {
      path: '3:5',
      before: '\\u0022',
      after: '\\"',
      reason: { code: 'unicodeKeptEscaped' as const, params: { char: 'U+0022' } },
    };
    const { container, rerender } = render(
      <ChangeList changes={[change]} total={1} t={translator('en-US')} />,
    );
    expect(screen.getByText('1 in all, showing 1–1')).toBeInTheDocument();
    expect(screen.getByText('line 3, column 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    rerender(<ChangeList changes={[]} total={0} t={translator('en-US')} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('pages past the changes sent, reading them from the file of all, and downloads all', async () => {
    const all = Array.from({ length: 1234 }, (_, i) => ({
      path: `$.k${i}`,
      before: 'null',
      after: null,
      reason: { code: 'tomlNull' as const, params: {} },
    }));
    const file = changeFileOf(all);
    const exportCsv = vi.fn(async () => new Blob(['csv']));
    render(
      <App>
        <ChangeList
          changes={all.slice(0, 1000)}
          total={all.length}
          file={file}
          exportCsv={exportCsv}
          t={translator('zh-CN')}
        />
      </App>,
    );
    expect(screen.getByText('共 1,234 处，显示第 1–200 处')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: '下一页' });
    for (let page = 1; page <= 5; page += 1) fireEvent.click(next);
    expect(screen.getByText('共 1,234 处，显示第 1,001–1,200 处')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '改动列表' });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('$.k1000'),
    );
    expect(within(list).getAllByRole('listitem')).toHaveLength(200);
    fireEvent.click(screen.getByRole('button', { name: '下载变更清单（CSV）' }));
    await waitFor(() => expect(exportCsv).toHaveBeenCalledTimes(1));
    const words = (exportCsv.mock.calls[0] as unknown as [unknown, ChangeListWords])[1];
    expect(words.header).toEqual(['位置', '原来', '现在', '原因']);
    expect(words.reasons.tomlNull).toBe('TOML 没有 null，已省略');
    expect(words.at).toBe('第 {line} 行第 {column} 列');
  });
});

describe('format notices', () => {
  const result = {
    output: { preview: '{}', size: 2, bytes: 2, blob: null },
    liberties: { comments: 0, trailingCommas: 0, firstOffset: -1 },
  };
  it('do not claim the key order is kept when 排序键 is on', () => {
    const t = translator('zh-CN');
    expect(tabResultOf.formatted(t, result, { minify: false, sortKeys: false }).notice?.text).toBe(
      '格式化完成，数字与键的顺序保持原样。',
    );
    const sorted = tabResultOf.formatted(t, result, { minify: true, sortKeys: true });
    expect(sorted.notice?.text).toContain('键已按顺序重排');
    expect(sorted.notice?.text).not.toContain('键的顺序保持原样');
  });
});

describe('a query’s numbers computed as doubles', () => {
  it('are listed in the same change list, under the query’s own title', () => {
    const t = translator('zh-CN');
    const result = {
      matches: [{ path: '$', text: '[2]' }],
      total: 1,
      changes: [
        {
          path: '$[0].n',
          before: '12345678901234567890123',
          after: '1.2345678901234568e+22',
          reason: 'jmesPathDouble' as const,
        },
      ],
    };
    const { changes } = tabResultOf.queried(t, result, 'jmespath');
    expect(changes?.total).toBe(1);
    render(
      <ChangeList
        changes={changes!.list}
        total={changes!.total}
        t={t}
        title={t('query.changes', { count: 1 })}
      />,
    );
    expect(screen.getByText('查询结果有 1 处与原文不同')).toBeInTheDocument();
    const item = within(screen.getByRole('list', { name: '改动列表' })).getByRole('listitem');
    expect(item.textContent).toBe(
      '$[0].n原来12345678901234567890123→现在1.2345678901234568e+22按双精度参与了比较或计算，结果中的这个数可能显示为双精度值',
    );
  });
});
