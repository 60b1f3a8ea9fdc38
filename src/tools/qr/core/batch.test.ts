import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batchFileNames, parseBatch } from './batch';
import { singleFileName } from './fileName';

describe('parseBatch', () => {
  it('takes one content per non-blank line and remembers line numbers', () => {
    expect(parseBatch('第一行\n\n  \r\nhttps://a.cn, b\n')).toEqual({
      format: 'lines',
      rows: [
        { line: 1, content: '第一行' },
        { line: 4, content: 'https://a.cn, b' },
      ],
    });
  });

  it('reads a CSV with a file-name column and a content column in any order', () => {
    const csv = '内容,文件名\n"https://a.cn/?x=1,2",首页\n"多行\n内容",\n,空内容被跳过';
    expect(parseBatch(csv)).toEqual({
      format: 'csv',
      rows: [
        { line: 2, content: 'https://a.cn/?x=1,2', name: '首页' },
        { line: 3, content: '多行\n内容' },
      ],
    });
  });

  it('reads tab-separated English headers', () => {
    expect(parseBatch('name\turl\nhome\thttps://a.cn').rows).toEqual([
      { line: 2, content: 'https://a.cn', name: 'home' },
    ]);
  });
});

describe('batchFileNames', () => {
  it('numbers rows, uses a content slug and makes duplicates unique', () => {
    const names = batchFileNames(
      [
        { line: 1, content: 'https://example.com/a?b=c' },
        { line: 2, content: '', name: 'Logo' },
        { line: 3, content: 'x', name: 'logo.png' },
        { line: 4, content: '***' },
      ],
      'png',
    );
    expect(names).toEqual(['0001-example.com_a_b=c.png', 'Logo.png', 'logo (2).png', '0004-_.png']);
  });

  it('always gives unique names without path separators or control characters', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ content: fc.string(), name: fc.option(fc.string(), { nil: undefined }) }),
          {
            maxLength: 40,
          },
        ),
        (records) => {
          const rows = records.map((record, index) => ({ line: index + 1, ...record }));
          const names = batchFileNames(rows, 'svg');
          expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
          for (const name of names) {
            expect(name).toMatch(/\.svg$/);
            expect(name).not.toMatch(/[\\/:*?"<>|\p{Cc}]/u);
          }
        },
      ),
    );
  });
});

describe('singleFileName', () => {
  it('names a single download after its content, safely', () => {
    expect(singleFileName('https://例子.cn/a?b', 'png', '二维码')).toBe('二维码-例子.cn_a_b.png');
    expect(singleFileName('\u202E<>', 'svg', '二维码')).toBe('二维码-_.svg');
    expect(singleFileName('...', 'svg', '二维码')).toBe('二维码-qr.svg');
    expect(singleFileName('a b', 'png', 'qr')).toBe('qr-a b.png');
  });
});
